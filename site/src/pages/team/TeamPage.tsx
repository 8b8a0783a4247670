import { Suspense } from 'react';
import { Await, useAsyncError } from 'react-router';
import { Stack } from '@company/ui';
import { coreValues } from '../../content/careers';
import { site } from '../../content/site';
import * as s from '../../forms/page.css';
import { PageContainer } from '../shared/layout';
import * as page from '../shared/page.css';
import { ValuesMarquee } from '../marquee/ValuesMarquee';
import type { TeamResult } from './data';
import { MemberCard } from './MemberCard';
import * as t from './team.css';

/** docs/requirements/SPEC.md §9: the core-values list loops over 25 s. */
export const CORE_VALUES_LOOP_SECONDS = 25;

function TeamFailed() {
  const error = useAsyncError();
  return (
    <p className={s.errorStatus} role="alert">
      {error instanceof Error && error.message ? error.message : 'Failed to fetch team members'}
    </p>
  );
}

function Members({ result }: { result: TeamResult }) {
  if (result.error) {
    return (
      <p className={s.errorStatus} role="alert">
        {result.error}
      </p>
    );
  }
  if (result.members.length === 0)
    return <p className={s.status}>Our team page is being updated. Please check back soon.</p>;
  return (
    <ul className={t.members}>
      {result.members.map((member, position) => (
        <MemberCard key={member.id} member={member} first={position === 0} />
      ))}
    </ul>
  );
}

export function TeamPage({ result }: { result: TeamResult | Promise<TeamResult> }) {
  return (
    <main>
      {/* The same hero as the other content pages (about, services, products...). */}
      <section className={page.pageHero} aria-labelledby="team-title">
        <PageContainer className={page.pageHeroInner}>
          <p className={page.eyebrow}>Our Team</p>
          <h1 id="team-title" className={page.pageTitle}>
            The people behind {site.name}
          </h1>
          <p className={page.lead}>
            Developers, designers and marketers from Jabalpur and Bengaluru who plan, build and grow digital
            products with our clients. Small enough to know every project by name, experienced enough to take
            on the hard parts.
          </p>
        </PageContainer>
      </section>
      <div className={s.sectionedPage}>
        <Stack as="section" gap={5} aria-labelledby="team-members">
          <h2 id="team-members" className={s.pageSection}>
            Meet the team
          </h2>
          <Suspense
            fallback={
              <p className={s.status} role="status">
                Loading...
              </p>
            }
          >
            <Await resolve={result} errorElement={<TeamFailed />}>
              {(loaded) => <Members result={loaded} />}
            </Await>
          </Suspense>
        </Stack>

        <Stack as="section" gap={5} aria-labelledby="core-values">
          <h2 id="core-values" className={s.pageSection}>
            Our core values
          </h2>
          <ValuesMarquee label="Core values" items={coreValues} durationSeconds={CORE_VALUES_LOOP_SECONDS} />
        </Stack>

        <Stack as="figure" gap={4} className={t.quote}>
          <blockquote>
            <p>
              “They treated our product like their own. Clear weekly updates, honest advice when we wanted the
              wrong feature, and an app our customers actually enjoy using.”
            </p>
          </blockquote>
          <figcaption className={t.quoteCaption}>
            Operations head of a pest control company, a client since 2021
          </figcaption>
        </Stack>
      </div>
    </main>
  );
}
