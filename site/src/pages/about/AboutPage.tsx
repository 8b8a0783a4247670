import { island } from '../../document/island';
import { Link } from 'react-router';
import { Button, Inline, Stack } from '@company/ui';
import { aboutCta, aboutHero } from '../../content/about';
import { PageContainer, PageSection } from '../shared/layout';
import * as page from '../shared/page.css';
import * as s from './AboutPage.css';

const AboutSections = island('about-sections', () => import('./AboutSections'));

export function AboutPage() {
  return (
    <main>
      <section className={page.pageHero} aria-labelledby="about-title">
        <PageContainer className={page.pageHeroInner}>
          <p className={page.eyebrow}>{aboutHero.eyebrow}</p>
          <h1 id="about-title" className={page.pageTitle}>
            {aboutHero.title}
          </h1>
          {aboutHero.text.map((paragraph) => (
            <p key={paragraph} className={page.lead}>
              {paragraph}
            </p>
          ))}
          <Inline>
            <Button asChild size="lg">
              <Link to={aboutHero.action.path}>{aboutHero.action.label}</Link>
            </Button>
          </Inline>
        </PageContainer>
      </section>

      {/* Cards carousel to FAQ: an island that loads and hydrates once near the screen or used. */}
      <AboutSections />

      <PageSection aria-labelledby="about-cta-title">
        <PageContainer>
          <Stack gap={4} align="center" className={s.cta}>
            <h2 id="about-cta-title" className={page.sectionTitle}>
              {aboutCta.title}
            </h2>
            <p className={page.lead}>{aboutCta.text}</p>
            <Button asChild size="lg">
              <Link to={aboutCta.action.path}>{aboutCta.action.label}</Link>
            </Button>
          </Stack>
        </PageContainer>
      </PageSection>
    </main>
  );
}
