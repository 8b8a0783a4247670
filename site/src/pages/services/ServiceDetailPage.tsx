import { Link } from 'react-router';
import { Button, Card, Inline, Stack } from '@company/ui';
import { Check } from 'lucide-react';
import type { Service } from '../../content/services';
import { MediaImage } from '../shared/MediaImage';
import { PageContainer, PageSection } from '../shared/layout';
import * as page from '../shared/page.css';
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
        <PageContainer className={d.hero}>
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
            <Inline>
              <Button asChild size="lg">
                <Link to="/contact">Get a free consultation</Link>
              </Button>
            </Inline>
          </div>
          <MediaImage
            image={serviceImages[service.image]}
            alt={service.title}
            className={d.heroImage}
            priority
          />
        </PageContainer>
      </section>
      <PageSection aria-labelledby="service-overview-title">
        <PageContainer className={d.overview}>
          <div className={page.prose}>
            <h2 id="service-overview-title" className={page.sectionTitle}>
              Overview
            </h2>
            {service.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Card asChild>
            <aside aria-labelledby="service-outcomes-title">
              <h2 id="service-outcomes-title" className={page.cardTitle}>
                What you can expect
              </h2>
              <Stack as="ul" gap={2} className={page.bareList}>
                {service.outcomes.map((outcome) => (
                  <li key={outcome} className={page.checkItem}>
                    <Check aria-hidden="true" size={18} className={page.checkIcon} />
                    {outcome}
                  </li>
                ))}
              </Stack>
              <h3 className={d.toolsTitle}>Tools we use</h3>
              <Inline as="ul" gap={2} align="stretch" className={page.bareList}>
                {service.tools.map((tool) => (
                  <li key={tool} className={page.tag}>
                    {tool}
                  </li>
                ))}
              </Inline>
            </aside>
          </Card>
        </PageContainer>
      </PageSection>
      <PageSection tone="raised" aria-labelledby="service-offerings-title">
        <PageContainer>
          <Stack as="header" gap={3} className={page.sectionHeader}>
            <h2 id="service-offerings-title" className={page.sectionTitle}>
              What is included
            </h2>
          </Stack>
          <ul className={page.grid.two}>
            {service.offerings.map((offering) => (
              <Card as="li" key={offering.title}>
                <h3 className={page.cardTitle}>{offering.title}</h3>
                <p className={page.body}>{offering.description}</p>
              </Card>
            ))}
          </ul>
        </PageContainer>
      </PageSection>
      <PageSection aria-labelledby="service-related-title">
        <PageContainer>
          <Stack as="header" gap={3} className={page.sectionHeader}>
            <h2 id="service-related-title" className={page.sectionTitle}>
              Related services
            </h2>
          </Stack>
          <ul className={page.grid.three}>
            {related.map((item) => (
              <li key={item.slug}>
                <Card asChild interactive className={d.relatedCard}>
                  <Link to={item.path}>
                    <h3 className={page.cardTitle}>{item.title}</h3>
                    <p className={page.body}>{item.description}</p>
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        </PageContainer>
      </PageSection>
    </main>
  );
}
