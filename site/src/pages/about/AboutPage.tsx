import { island } from '../../document/island';
import { Link } from 'react-router';
import { Button } from '@company/ui';
import { aboutCta, aboutHero } from '../../content/about';
import * as page from '../shared/page.css';
import * as s from './AboutPage.css';

const AboutSections = island('about-sections', () => import('./AboutSections'));

export function AboutPage() {
  return (
    <main>
      <section className={page.pageHero} aria-labelledby="about-title">
        <div className={`${page.container} ${page.pageHeroInner}`}>
          <p className={page.eyebrow}>{aboutHero.eyebrow}</p>
          <h1 id="about-title" className={page.pageTitle}>
            {aboutHero.title}
          </h1>
          {aboutHero.text.map((paragraph) => (
            <p key={paragraph} className={page.lead}>
              {paragraph}
            </p>
          ))}
          <div className={page.actions}>
            <Button asChild size="lg">
              <Link to={aboutHero.action.path}>{aboutHero.action.label}</Link>
            </Button>
          </div>
        </div>
      </section>

      {/* Cards carousel to FAQ: an island that loads and hydrates once near the screen or used. */}
      <AboutSections />

      <section className={page.section} aria-labelledby="about-cta-title">
        <div className={page.container}>
          <div className={s.cta}>
            <h2 id="about-cta-title" className={page.sectionTitle}>
              {aboutCta.title}
            </h2>
            <p className={page.lead}>{aboutCta.text}</p>
            <Button asChild size="lg">
              <Link to={aboutCta.action.path}>{aboutCta.action.label}</Link>
            </Button>
          </div>
        </div>
      </section>
    </main>
  );
}
