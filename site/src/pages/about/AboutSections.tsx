import { Link } from 'react-router';
import { Accordion, Card, Carousel, Grid, Stack, StatCounter } from '@company/ui';
import { Eye, Heart, Rocket, Sparkles, Target, type LucideIcon } from 'lucide-react';
import { aboutCards, aboutFaq, aboutProcess, aboutStats, type AboutCardIcon } from '../../content/about';
import { PageContainer, PageSection } from '../shared/layout';
import * as page from '../shared/page.css';
import * as s from './AboutPage.css';

const cardIcons: Record<AboutCardIcon, LucideIcon> = {
  target: Target,
  eye: Eye,
  heart: Heart,
  sparkles: Sparkles,
  rocket: Rocket,
};

/**
 * The middle of /about: the cards carousel, the numbers, the process and the FAQ accordion. `AboutPage`
 * renders it as an island (document/island.tsx): the server HTML carries it in full (see
 * entry.server.tsx), and the carousel engine, counters and accordion load and hydrate once it comes near
 * the screen or is used, not with the page's first JavaScript.
 */
export default function AboutSections() {
  return (
    <>
      <PageSection aria-labelledby="about-cards-title">
        <PageContainer>
          <Stack as="header" gap={3} className={page.sectionHeader}>
            <h2 id="about-cards-title" className={page.sectionTitle}>
              What drives us
            </h2>
          </Stack>
          <Carousel.Root
            aria-label="Mission, vision, values, culture and future"
            loop
            autoplay
            autoplayDelay={2500}
            pauseOnHover
            slidesPerView={{ base: 1, sm: 2, lg: 3 }}
            gap={24}
            swipeThreshold={40}
          >
            <Carousel.Viewport>
              {aboutCards.map((card) => {
                const Icon = cardIcons[card.icon];
                return (
                  <Carousel.Slide key={card.id}>
                    <Card as="article" className={s.card}>
                      <span className={page.iconBadge}>
                        <Icon aria-hidden="true" size={24} />
                      </span>
                      <h3 className={page.cardTitle}>{card.title}</h3>
                      <p className={page.body}>{card.text}</p>
                    </Card>
                  </Carousel.Slide>
                );
              })}
            </Carousel.Viewport>
            <Carousel.Controls className={s.controls}>
              <Carousel.PlayPause />
              <Carousel.Previous />
              <Carousel.Dots />
              <Carousel.Next />
            </Carousel.Controls>
          </Carousel.Root>
        </PageContainer>
      </PageSection>

      <section className={s.statsBand} aria-label="Our numbers">
        <PageContainer>
          <Grid as="ul" columns={{ mobile: 2, desktop: 4 }} gap={5} className={page.statList}>
            {aboutStats.map((stat) => (
              <li key={stat.id}>
                <StatCounter
                  value={stat.value}
                  suffix={stat.suffix}
                  label={stat.label}
                  mode="duration"
                  duration={2000}
                  tick={20}
                  threshold={0.5}
                />
              </li>
            ))}
          </Grid>
        </PageContainer>
      </section>

      <PageSection aria-labelledby="about-process-title">
        <PageContainer>
          <Stack as="header" gap={3} className={page.sectionHeader}>
            <h2 id="about-process-title" className={page.sectionTitle}>
              {aboutProcess.title}
            </h2>
          </Stack>
          <Grid as="ol" columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap={5} className={page.bareList}>
            {aboutProcess.steps.map((step, index) => (
              <Stack as="li" gap={3} key={step.title}>
                <span className={s.processNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={page.cardTitle}>{step.title}</h3>
                <p className={page.body}>{step.text}</p>
              </Stack>
            ))}
          </Grid>
        </PageContainer>
      </PageSection>

      <PageSection tone="raised" aria-labelledby="about-faq-title">
        <PageContainer className={s.faqLayout}>
          {/* A grid: stretched beside the taller accordion, its two rows share the height (as before). */}
          <header className={s.faqHeader}>
            <h2 id="about-faq-title" className={page.sectionTitle}>
              {aboutFaq.title}
            </h2>
            <p className={page.body}>
              Still curious?{' '}
              <Link to="/contact" className={page.textLink}>
                Ask us anything
              </Link>
              .
            </p>
          </header>
          <Accordion.Root type="single" defaultValue={aboutFaq.items[0]?.id} className={s.faq}>
            {aboutFaq.items.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.Header>
                  <Accordion.Trigger>{item.question}</Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content>
                  <p className={s.faqAnswer}>{item.answer}</p>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </PageContainer>
      </PageSection>
    </>
  );
}
