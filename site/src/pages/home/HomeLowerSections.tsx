import type { LucideIcon } from 'lucide-react';
import { Award, Clock, Gem, Star, Tag, Users, Zap } from 'lucide-react';
import {
  BackgroundVideo,
  Card,
  Carousel,
  Float,
  Grid,
  HoverAccordion,
  Parallax,
  Reveal,
  Stack,
  StatCounter,
  Tabs,
} from '@company/ui';
import {
  offerTabs,
  philosophy,
  stats,
  testimonials,
  transactions,
  welcome,
  type ValueIcon,
} from '../../content/home-lower';
import { avatarImages } from '../../content/media/testimonials';
import { offerImages } from '../../content/media/offers';
import { philosophyImages } from '../../content/media/philosophy';
import { videos } from '../../content/media/videos';
import { MediaImage } from '../shared/MediaImage';
import { HydrateApart } from '../../layout/HydrateApart';
import { PageContainer, PageSection } from '../shared/layout';
import * as page from '../shared/page.css';
import * as s from './HomePage.css';

const valueIcons: Record<ValueIcon, LucideIcon> = {
  award: Award,
  zap: Zap,
  gem: Gem,
  users: Users,
  tag: Tag,
  clock: Clock,
};

/**
 * The home page from the statistics band down (sections 8 to 12): counters, the values and testimonial
 * carousels, the philosophy accordion and the offer tabs. All of it is below the fold, so `HomePage`
 * renders it as an island (document/island.tsx): the server HTML carries it in full (see
 * entry.server.tsx), and its code (carousel engine, tabs, counters) loads and hydrates once it comes near
 * the screen or is used, not with the page's first JavaScript.
 */
export default function HomeLowerSections() {
  return (
    <>
      <HydrateApart>
        {/* 8. Statistics band */}
        <section aria-label="Our numbers">
          <Parallax
            className={s.statsBand}
            backgroundClassName={s.statsBackdrop}
            strength={400}
            background={<MediaImage image={videos.career.posterImage} alt="" className={s.statsImage} />}
          >
            <Reveal asChild>
              <PageContainer>
                <Grid as="ul" columns={{ mobile: 2, desktop: 4 }} gap={6} className={page.statList}>
                  {stats.map((stat) => (
                    <li key={stat.id}>
                      <StatCounter
                        className={s.stat}
                        value={stat.value}
                        suffix="+"
                        label={stat.label}
                        mode="step"
                        tick={50}
                        steps={50}
                        threshold={0.5}
                      />
                    </li>
                  ))}
                </Grid>
              </PageContainer>
            </Reveal>
          </Parallax>
        </section>
      </HydrateApart>

      <HydrateApart>
        {/* 9. Welcome hero with circular video and value carousel */}
        <PageSection aria-labelledby="home-welcome-title">
          <Reveal>
            <PageContainer className={s.welcome}>
              <Float className={s.welcomeFloat} duration={4000}>
                <BackgroundVideo
                  className={s.welcomeCircle}
                  shape="circle"
                  loading="lazy"
                  src={[...videos.welcome.sources]}
                  poster={videos.welcome.poster}
                  posterSources={videos.welcome.posterImage.sources}
                  width={videos.welcome.width}
                  height={videos.welcome.height}
                  pauseLabel="Pause welcome video"
                  playLabel="Play welcome video"
                />
              </Float>
              <Stack gap={4}>
                <h2 id="home-welcome-title" className={page.sectionTitle}>
                  {welcome.title}
                </h2>
                <p className={page.lead}>{welcome.text}</p>
              </Stack>
            </PageContainer>
            <PageContainer>
              <Carousel.Root
                aria-label="Our values"
                effect="coverflow"
                coverflow={{ depth: 200, modifier: 2.5, rotate: 0 }}
                align="center"
                loop
                autoplay
                autoplayDelay={2000}
                pauseOnHover={false}
                slidesPerView={{ base: 1, md: 2, lg: 3 }}
                gap={{ base: 20, sm: 30, md: 30, lg: 40 }}
              >
                <Carousel.Viewport>
                  {welcome.values.map((value) => {
                    const Icon = valueIcons[value.icon];
                    return (
                      <Carousel.Slide key={value.title}>
                        <Card as="article" className={s.valueCard}>
                          <span className={page.iconBadge}>
                            <Icon aria-hidden="true" size={24} />
                          </span>
                          <h3 className={page.cardTitle}>{value.title}</h3>
                          <p className={page.body}>{value.desc}</p>
                        </Card>
                      </Carousel.Slide>
                    );
                  })}
                </Carousel.Viewport>
                <Carousel.Controls className={s.carouselControls}>
                  <Carousel.PlayPause />
                  <Carousel.Dots />
                </Carousel.Controls>
              </Carousel.Root>
            </PageContainer>
          </Reveal>
        </PageSection>
      </HydrateApart>

      <HydrateApart>
        {/* 10. Philosophy */}
        <PageSection tone="raised" aria-labelledby="home-philosophy-title">
          <Reveal asChild>
            <PageContainer>
              <Stack as="header" gap={3} align="center" className={page.centredHeader}>
                <h2 id="home-philosophy-title" className={page.sectionTitle}>
                  {philosophy.title}
                </h2>
                <p className={page.lead}>{philosophy.lead}</p>
              </Stack>
              <HoverAccordion.Root
                defaultValue={String(philosophy.defaultPanel)}
                aria-label={philosophy.title}
              >
                {philosophy.panels.map((panel) => (
                  <HoverAccordion.Item
                    key={panel.id}
                    value={String(panel.id)}
                    title={panel.text}
                    media={
                      <MediaImage image={philosophyImages[panel.src]} alt="" className={s.philosophyImage} />
                    }
                  >
                    {panel.extra}
                  </HoverAccordion.Item>
                ))}
              </HoverAccordion.Root>
            </PageContainer>
          </Reveal>
        </PageSection>
      </HydrateApart>

      <HydrateApart>
        {/* 11. Testimonials */}
        <PageSection aria-labelledby="home-testimonials-title">
          <Reveal asChild>
            <PageContainer>
              <Stack as="header" gap={3} align="center" className={page.centredHeader}>
                <h2 id="home-testimonials-title" className={page.sectionTitle}>
                  {testimonials.title}
                </h2>
                <p className={page.lead}>{testimonials.lead}</p>
              </Stack>
              <Carousel.Root
                aria-label="Client testimonials"
                loop
                autoplay
                autoplayDelay={3000}
                pauseOnHover={false}
                slidesPerView={{ base: 1, sm: 2, lg: 3 }}
                gap={30}
              >
                <Carousel.Viewport>
                  {testimonials.items.map((item) => (
                    <Carousel.Slide key={item.name}>
                      <Card asChild className={s.testimonial}>
                        <figure>
                          <span className={s.stars} role="img" aria-label="Rated 5 out of 5">
                            {[0, 1, 2, 3, 4].map((index) => (
                              <Star key={index} aria-hidden="true" size={18} fill="currentColor" />
                            ))}
                          </span>
                          <blockquote className={s.quote}>
                            <p>{item.review}</p>
                          </blockquote>
                          <figcaption className={s.person}>
                            <MediaImage image={avatarImages[item.image]} alt="" className={s.avatar} />
                            <span>
                              <span className={s.personName}>{item.name}</span>
                              <span className={s.personRole}>{item.role}</span>
                            </span>
                          </figcaption>
                        </figure>
                      </Card>
                    </Carousel.Slide>
                  ))}
                </Carousel.Viewport>
                <Carousel.Controls className={s.carouselControls}>
                  <Carousel.PlayPause />
                  <Carousel.Dots />
                </Carousel.Controls>
              </Carousel.Root>
            </PageContainer>
          </Reveal>
        </PageSection>
      </HydrateApart>

      <HydrateApart>
        {/* 12. What we offer + transactions */}
        <PageSection tone="raised" aria-labelledby="home-offer-title">
          <Reveal asChild>
            <PageContainer>
              <Stack as="header" gap={3} className={page.sectionHeader}>
                <h2 id="home-offer-title" className={page.sectionTitle}>
                  {offerTabs.title}
                </h2>
                <p className={page.lead}>{offerTabs.lead}</p>
              </Stack>
              <Tabs.Root defaultValue={offerTabs.tabs[0]?.id} variant="sliding">
                <Tabs.List aria-label={offerTabs.title}>
                  {offerTabs.tabs.map((tab) => (
                    <Tabs.Trigger key={tab.id} value={tab.id}>
                      {tab.title}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
                {offerTabs.tabs.map((tab) => (
                  <Tabs.Content key={tab.id} value={tab.id}>
                    <div className={s.offerPanel}>
                      <MediaImage image={offerImages[tab.img]} alt="" className={s.offerImage} />
                      <Stack gap={3}>
                        <h3 className={page.sectionTitle}>{tab.title}</h3>
                        <p className={page.lead}>{tab.desc}</p>
                      </Stack>
                    </div>
                  </Tabs.Content>
                ))}
              </Tabs.Root>
            </PageContainer>
          </Reveal>
        </PageSection>
        <PageSection aria-labelledby="home-transactions-title">
          <PageContainer>
            <Stack as="header" gap={3} align="center" className={page.centredHeader}>
              <h2 id="home-transactions-title" className={page.sectionTitle}>
                {transactions.title}
              </h2>
              <p className={page.lead}>{transactions.lead}</p>
            </Stack>
            <Grid as="ol" columns={{ mobile: 1, desktop: 3 }} gap={5} className={page.bareList}>
              {transactions.cards.map((card, index) => (
                <li key={card.title}>
                  <Reveal asChild delay={index * 150}>
                    <Card className={s.transactionCard}>
                      <span className={s.workflowNumber} aria-hidden="true">
                        {String(index + 1).padStart(2, '0')}
                      </span>
                      <h3 className={page.cardTitle}>{card.title}</h3>
                      <p className={page.body}>{card.description}</p>
                    </Card>
                  </Reveal>
                </li>
              ))}
            </Grid>
          </PageContainer>
        </PageSection>
      </HydrateApart>
    </>
  );
}
