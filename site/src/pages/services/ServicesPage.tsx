import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Accordion, Card, Inline, Stack } from '@company/ui';
import type { ServiceCategory, ServiceSummary } from '../../content/services';
import { MediaImage } from '../shared/MediaImage';
import { PageContainer } from '../shared/layout';
import * as page from '../shared/page.css';
import * as s from './ServicesPage.css';
import { serviceImages } from '../../content/media/services';

export interface ServicesPageProps {
  services: ServiceSummary[];
  categories: { name: ServiceCategory; summary: string }[];
}

/** /services: an accordion of all ten services and a category list. */
export function ServicesPage({ services, categories }: ServicesPageProps) {
  return (
    <main>
      <section className={page.pageHero} aria-labelledby="services-title">
        <PageContainer className={page.pageHeroInner}>
          <p className={page.eyebrow}>Services</p>
          <h1 id="services-title" className={page.pageTitle}>
            Everything you need to build, design, grow and scale
          </h1>
          <p className={page.lead}>
            One partner for software, apps, websites, design and marketing. Open a service to see what is
            included, or browse by category.
          </p>
        </PageContainer>
      </section>
      <PageContainer padded className={s.layout}>
        <Stack as="section" gap={5} className={s.accordionColumn} aria-labelledby="services-accordion-title">
          <h2 id="services-accordion-title" className={page.sectionTitle}>
            Our services
          </h2>
          <Accordion.Root type="single" defaultValue={services[0]?.slug} className={s.accordion}>
            {services.map((service, position) => (
              <Accordion.Item key={service.slug} value={service.slug}>
                <Accordion.Header>
                  <Accordion.Trigger>{service.title}</Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content>
                  <div className={s.content}>
                    {/* The open first item's picture is the largest paint on a phone: never lazy. */}
                    <MediaImage
                      image={serviceImages[service.image]}
                      alt=""
                      className={s.image}
                      priority={position === 0}
                    />
                    <Stack gap={3} align="start">
                      <p className={page.body}>{service.description}</p>
                      <Inline
                        as="ul"
                        gap={2}
                        align="stretch"
                        className={page.bareList}
                        aria-label="Typical tools"
                      >
                        {service.tools.slice(0, 4).map((tool) => (
                          <li key={tool} className={page.tag}>
                            {tool}
                          </li>
                        ))}
                      </Inline>
                      <Link to={service.path} className={page.textLink}>
                        More about {service.title}
                      </Link>
                    </Stack>
                  </div>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Stack>
        <Stack as="aside" gap={5} aria-labelledby="services-categories-title">
          <h2 id="services-categories-title" className={page.sectionTitle}>
            By category
          </h2>
          {categories.map((category) => (
            <Card as="section" key={category.name} aria-labelledby={`category-${category.name}`}>
              <h3 id={`category-${category.name}`} className={page.cardTitle}>
                {category.name}
              </h3>
              <p className={page.body}>{category.summary}</p>
              <Stack as="ul" gap={1} className={page.bareList}>
                {services
                  .filter((service) => service.category === category.name)
                  .map((service) => (
                    <li key={service.slug}>
                      <Link to={service.path} className={s.categoryLink}>
                        {service.title}
                        <ArrowRight aria-hidden="true" size={16} />
                      </Link>
                    </li>
                  ))}
              </Stack>
            </Card>
          ))}
        </Stack>
      </PageContainer>
    </main>
  );
}
