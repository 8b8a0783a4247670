import { Link } from 'react-router';
import { HydrateApart } from '../../layout/HydrateApart';
import { island } from '../../document/island';
import {
  BackgroundVideo,
  Button,
  Card,
  Grid,
  Inline,
  Marquee,
  Reveal,
  Stack,
  TextRotator,
} from '@company/ui';
import { ArrowRight, Coins, Headset, Plug, ShieldCheck, type LucideIcon } from 'lucide-react';
import {
  collaboration,
  hero,
  heroPhrases,
  servicesSection,
  strip,
  trustedBy,
  whyChooseUs,
  workflow,
  type StripIcon,
} from '../../content/home';
import { featureImages } from '../../content/media/features';
import { serviceImages } from '../../content/media/services';
import { clientLogoImages } from '../../content/media/trustedBy';
import { videos } from '../../content/media/videos';
import type { ServiceSummary } from '../../content/services';
import { MediaImage } from '../shared/MediaImage';
import { PageContainer, PageSection } from '../shared/layout';
import * as page from '../shared/page.css';
import * as s from './HomePage.css';

const stripIcons: Record<StripIcon, LucideIcon> = {
  coins: Coins,
  plug: Plug,
  shield: ShieldCheck,
  headset: Headset,
};
const HomeLowerSections = island('home-lower', () => import('./HomeLowerSections'));

export interface HomePageProps {
  services: ServiceSummary[];
}

export function HomePage({ services }: HomePageProps) {
  return (
    <main>
      {/* 1. Hero */}
      <section className={s.hero} aria-labelledby="home-hero-title">
        <BackgroundVideo
          className={s.heroVideo}
          src={[...videos.hero.sources]}
          poster={videos.hero.poster}
          posterSources={videos.hero.posterImage.sources}
          width={videos.hero.width}
          height={videos.hero.height}
          pauseLabel="Pause hero video"
          playLabel="Play hero video"
        >
          <div className={s.heroMedia} aria-hidden="true" />
        </BackgroundVideo>
        {/* The phrase rotates only where motion is welcome; its pause control (WCAG 2.2.2) sits with the actions. */}
        <TextRotator.Group>
          <PageContainer className={s.heroInner}>
            <p className={page.eyebrow}>{hero.eyebrow}</p>
            <h1 id="home-hero-title" className={s.heroTitle}>
              {hero.headlineLead}{' '}
              {/* The rest of the sentence rotates with the phrase: a short phrase leaves no gap mid-sentence. */}
              <TextRotator
                className={s.heroPhrase}
                phrases={heroPhrases}
                interval={2500}
                gap={50}
                suffix={hero.headlineTrail}
                suffixClassName={s.heroTrail}
              />
            </h1>
            <p className={s.heroLead}>{hero.lead}</p>
            <Inline>
              <Button asChild size="lg">
                <Link to={hero.primaryAction.path}>{hero.primaryAction.label}</Link>
              </Button>
              <Button asChild size="lg" variant="outline" tone="neutral">
                <Link to={hero.secondaryAction.path}>{hero.secondaryAction.label}</Link>
              </Button>
              <TextRotator.PauseButton className={s.heroPause} />
            </Inline>
          </PageContainer>
        </TextRotator.Group>
      </section>

      <HydrateApart>
        {/* 2. Trusted by */}
        <section className={s.logoStrip} aria-labelledby="home-trusted-title">
          <PageContainer>
            <h2 id="home-trusted-title" className={s.logoStripTitle}>
              {trustedBy.title}
            </h2>
            <Marquee
              label={trustedBy.title}
              duration={30}
              gap="clamp(1.5rem, 8vw, 4rem)"
              pauseLabel="Pause logo strip"
            >
              {trustedBy.logos.map((logo) => (
                <MediaImage
                  key={logo.image}
                  image={clientLogoImages[logo.image]}
                  alt={logo.name}
                  className={s.logo}
                />
              ))}
            </Marquee>
          </PageContainer>
        </section>

        {/* 3. Collaboration banner */}
        <PageSection aria-labelledby="home-collab-title">
          <PageContainer>
            <Reveal className={s.banner}>
              <Stack gap={3}>
                <h2 id="home-collab-title" className={page.sectionTitle}>
                  {collaboration.title}
                </h2>
                <p className={page.lead}>{collaboration.text}</p>
              </Stack>
              <Button asChild size="lg">
                <Link to={collaboration.action.path}>
                  {collaboration.action.label} <ArrowRight aria-hidden="true" size={18} />
                </Link>
              </Button>
            </Reveal>
          </PageContainer>
        </PageSection>
      </HydrateApart>

      <HydrateApart>
        {/* 4. Services grid */}
        <PageSection tone="raised" aria-labelledby="home-services-title">
          <Reveal asChild>
            <PageContainer>
              <Stack as="header" gap={3} align="center" className={page.centredHeader}>
                <h2 id="home-services-title" className={page.sectionTitle}>
                  {servicesSection.title}
                </h2>
                <p className={page.lead}>{servicesSection.lead}</p>
              </Stack>
              <ul className={s.serviceGrid}>
                {services.map((service) => (
                  <li key={service.slug}>
                    <Card asChild interactive className={s.serviceCard}>
                      <Link to={service.path}>
                        <MediaImage image={serviceImages[service.image]} alt="" className={s.serviceImage} />
                        <h3 className={`${page.cardTitle} ${s.serviceTitle}`}>{service.title}</h3>
                        <p className={page.body}>{service.description}</p>
                        <span className={s.more} aria-hidden="true">
                          Learn more <ArrowRight size={16} />
                        </span>
                      </Link>
                    </Card>
                  </li>
                ))}
              </ul>
            </PageContainer>
          </Reveal>
        </PageSection>
      </HydrateApart>

      <HydrateApart>
        {/* 5. Why choose us */}
        <PageSection aria-labelledby="home-why-title">
          <PageContainer className={s.why}>
            <Stack gap={4} align="start">
              <p className={page.eyebrow}>{whyChooseUs.eyebrow}</p>
              <h2 id="home-why-title" className={page.sectionTitle}>
                {whyChooseUs.title}
              </h2>
              <p className={page.lead}>{whyChooseUs.pitch}</p>
              <Link to={whyChooseUs.link.path} className={page.textLink}>
                {whyChooseUs.link.label}
              </Link>
            </Stack>
            <Grid columns={{ mobile: 1, tablet: 2 }} gap={5}>
              {whyChooseUs.features.map((feature, index) => (
                <Reveal
                  key={feature.title}
                  from={index === 0 ? 'start' : 'end'}
                  duration={700}
                  threshold={0.3}
                  className={s.featureReveal}
                >
                  <Card as="article">
                    <MediaImage image={featureImages[feature.image]} alt="" className={s.featureImage} />
                    <h3 className={page.cardTitle}>{feature.title}</h3>
                    <p className={page.body}>{feature.description}</p>
                  </Card>
                </Reveal>
              ))}
            </Grid>
          </PageContainer>
        </PageSection>

        {/* 6. Four-card strip */}
        <section className={s.stripSection} aria-label="Why clients choose us">
          <Reveal asChild>
            <PageContainer>
              <ul className={page.grid.four}>
                {strip.map((item) => {
                  const Icon = stripIcons[item.icon];
                  return (
                    <Card as="li" key={item.title}>
                      <span className={page.iconBadge}>
                        <Icon aria-hidden="true" size={24} />
                      </span>
                      <h3 className={page.cardTitle}>{item.title}</h3>
                      <ul className={s.stripPoints}>
                        {item.points.map((point) => (
                          <li key={point}>{point}</li>
                        ))}
                      </ul>
                    </Card>
                  );
                })}
              </ul>
            </PageContainer>
          </Reveal>
        </section>
      </HydrateApart>

      <HydrateApart>
        {/* 7. Technology workflow */}
        <PageSection aria-labelledby="home-workflow-title">
          <Reveal asChild>
            <PageContainer>
              <Stack as="header" gap={3} align="center" className={page.centredHeader}>
                <h2 id="home-workflow-title" className={page.sectionTitle}>
                  {workflow.title}
                </h2>
                <p className={page.lead}>{workflow.lead}</p>
              </Stack>
              <Grid as="ol" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap={5} className={page.bareList}>
                {workflow.steps.map((step, index) => (
                  <Stack as="li" gap={2} className={s.workflowStep} key={step.title}>
                    <span className={s.workflowNumber} aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                    <h3 className={page.cardTitle}>{step.title}</h3>
                    <p className={page.body}>{step.description}</p>
                  </Stack>
                ))}
              </Grid>
            </PageContainer>
          </Reveal>
        </PageSection>
      </HydrateApart>

      {/* 8 to 12: below the fold, an island that loads and hydrates once near the screen or used. */}
      <HomeLowerSections />
    </main>
  );
}
