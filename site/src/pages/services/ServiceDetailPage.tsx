import { Link } from 'react-router';
import { Button } from '@company/ui';
import { Check } from 'lucide-react';
import type { Service } from '../../content/services';
import { MediaImage } from '../shared/MediaImage';
import * as page from '../shared/page.css';
import * as s from './ServicesPage.css';
import * as d from './ServiceDetailPage.css';
import { serviceImages } from '../../content/media/services';

export interface ServiceDetailPageProps {
  service: Service;
  /** Set on staff augmentation: a Back link to App Development (SPEC.md). */
  back?: { label: string; path: string };
  related: Service[];
}

export function ServiceDetailPage({ service, back, related }: ServiceDetailPageProps) {
  return (
    <main>
      <section className={page.pageHero} aria-labelledby="service-title">
        <div className={`${page.container} ${d.hero}`}>
          <div className={page.pageHeroInner}>
            {back ? (
              <Link to={back.path} className={d.back}>
                {back.label}
              </Link>
            ) : null}
            <p className={page.eyebrow}>{service.title}</p>
            <h1 id="service-title" className={page.pageTitle}>
              {service.headline}
            </h1>
            <p className={page.lead}>{service.description}</p>
            <div className={page.actions}>
              <Button asChild size="lg">
                <Link to="/contact">Get a free consultation</Link>
              </Button>
            </div>
          </div>
          <MediaImage
            image={serviceImages[service.image]}
            alt={service.title}
            className={d.heroImage}
            priority
          />
        </div>
      </section>
      <section className={page.section} aria-labelledby="service-overview-title">
        <div className={`${page.container} ${d.overview}`}>
          <div className={page.prose}>
            <h2 id="service-overview-title" className={page.sectionTitle}>
              Overview
            </h2>
            {service.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside className={`${page.card} ${d.outcomes}`} aria-labelledby="service-outcomes-title">
            <h2 id="service-outcomes-title" className={page.cardTitle}>
              What you can expect
            </h2>
            <ul className={page.checkList}>
              {service.outcomes.map((outcome) => (
                <li key={outcome} className={page.checkItem}>
                  <Check aria-hidden="true" size={18} className={page.checkIcon} />
                  {outcome}
                </li>
              ))}
            </ul>
            <h3 className={d.toolsTitle}>Tools we use</h3>
            <ul className={page.tagList}>
              {service.tools.map((tool) => (
                <li key={tool} className={page.tag}>
                  {tool}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
      <section
        className={`${page.section} ${page.sectionTone.raised}`}
        aria-labelledby="service-offerings-title"
      >
        <div className={page.container}>
          <header className={page.sectionHeader}>
            <h2 id="service-offerings-title" className={page.sectionTitle}>
              What is included
            </h2>
          </header>
          <ul className={page.grid.two}>
            {service.offerings.map((offering) => (
              <li key={offering.title} className={page.card}>
                <h3 className={page.cardTitle}>{offering.title}</h3>
                <p className={page.body}>{offering.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={page.section} aria-labelledby="service-related-title">
        <div className={page.container}>
          <header className={page.sectionHeader}>
            <h2 id="service-related-title" className={page.sectionTitle}>
              Related services
            </h2>
          </header>
          <ul className={page.grid.three}>
            {related.map((item) => (
              <li key={item.slug}>
                <Link to={item.path} className={`${page.card} ${page.cardLink} ${s.category} ${d.relatedCard}`}>
                  <h3 className={page.cardTitle}>{item.title}</h3>
                  <p className={page.body}>{item.description}</p>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
