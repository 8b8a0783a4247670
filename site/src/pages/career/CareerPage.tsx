import { Link } from 'react-router';
import { BackgroundVideo, Button, Inline, Stack } from '@company/ui';
import { perks } from '../../content/careers';
import { videos } from '../../content/media/videos';
import { site } from '../../content/site';
import * as s from '../../forms/page.css';
import { JobListSection } from '../jobs/JobsPage';
import type { JobListResult } from '../jobs/data';
import { ValuesMarquee } from '../marquee/ValuesMarquee';
import { PageContainer } from '../shared/layout';
import * as c from './career.css';

/** docs/requirements/SPEC.md §9: the perks strip loops in 20 s. */
export const PERKS_LOOP_SECONDS = 20;

export function CareerPage({ result }: { result: JobListResult | Promise<JobListResult> }) {
  return (
    <main>
      <section className={c.hero} aria-labelledby="career-title">
        <BackgroundVideo
          className={c.heroMedia}
          src={[...videos.career.sources]}
          poster={videos.career.poster}
          posterSources={videos.career.posterImage.sources}
          width={videos.career.width}
          height={videos.career.height}
          pauseLabel="Pause careers video"
          playLabel="Play careers video"
        >
          <div className={c.heroScrim} aria-hidden="true" />
        </BackgroundVideo>
        <PageContainer asChild className={c.heroText}>
          <Stack gap={4}>
            <p className={s.eyebrow}>Careers at {site.name}</p>
            <h1 id="career-title" className={s.title}>
              Build software that people use every day
            </h1>
            <p className={s.lead}>
              We are a growing team of engineers, designers and marketers in Jabalpur and Bengaluru. Bring
              your curiosity; we bring real projects, mentors and room to grow.
            </p>
            <Inline align="stretch" className={c.heroActions}>
              <Button asChild size="lg">
                <a href="#open-positions">See open positions</a>
              </Button>
              <Button asChild size="lg" variant="outline" tone="neutral">
                <Link to="/apply-now">Apply for an internship</Link>
              </Button>
            </Inline>
          </Stack>
        </PageContainer>
      </section>

      <div className={s.sectionedPage}>
        <Stack as="section" gap={5} aria-labelledby="open-positions">
          <h2 id="open-positions" className={s.pageSection}>
            Open positions
          </h2>
          <JobListSection result={result} headingLevel="h3" />
        </Stack>

        <Stack as="section" gap={5} aria-labelledby="perks">
          <h2 id="perks" className={s.pageSection}>
            Perks &amp; Benefits
          </h2>
          <ValuesMarquee label="Perks and benefits" items={perks} durationSeconds={PERKS_LOOP_SECONDS} />
        </Stack>
      </div>
    </main>
  );
}
