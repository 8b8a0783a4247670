import { Link } from 'react-router';
import {
  BackgroundVideo,
  Button,
  Carousel,
  HoverAccordion,
  Marquee,
  Reveal,
  StatCounter,
  Tabs,
  TextRotator,
} from '@company/ui';
import {
  ArrowRight,
  Award,
  Clock,
  Coins,
  Gem,
  Headset,
  Plug,
  ShieldCheck,
  Star,
  Tag,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import {
  collaboration,
  hero,
  heroPhrases,
  offerTabs,
  philosophy,
  servicesSection,
  stats,
  strip,
  testimonials,
  transactions,
  trustedBy,
  welcome,
  whyChooseUs,
  workflow,
  type StripIcon,
  type ValueIcon,
} from '../../content/home';
import { videos } from '../../content/media';
import type { Service } from '../../content/services';
import { MediaImage } from '../shared/MediaImage';
import * as page from '../shared/page.css';
import * as s from './HomePage.css';

const stripIcons: Record<StripIcon, LucideIcon> = {
  coins: Coins,
  plug: Plug,
  shield: ShieldCheck,
  headset: Headset,
};
const valueIcons: Record<ValueIcon, LucideIcon> = {
  award: Award,
  zap: Zap,
  gem: Gem,
  users: Users,
  tag: Tag,
  clock: Clock,
};

export interface HomePageProps {
  services: Service[];
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
          width={videos.hero.width}
          height={videos.hero.height}
          pauseLabel="Pause hero video"
          playLabel="Play hero video"
        >
          <div className={s.heroMedia} aria-hidden="true" />
        </BackgroundVideo>
        <div className={`${page.container} ${s.heroInner}`}>
          <p className={page.eyebrow}>{hero.eyebrow}</p>
          <h1 id="home-hero-title" className={s.heroTitle}>
            {hero.headlineLead}{' '}
            <TextRotator className={s.heroPhrase} phrases={heroPhrases} interval={2500} gap={50} />{' '}
            {hero.headlineTrail}
          </h1>
          <p className={s.heroLead}>{hero.lead}</p>
          <div className={page.actions}>
            <Button asChild size="lg">
              <Link to={hero.primaryAction.path}>{hero.primaryAction.label}</Link>
            </Button>
            <Button asChild size="lg" variant="outline" tone="neutral">
              <Link to={hero.secondaryAction.path}>{hero.secondaryAction.label}</Link>
            </Button>
          </div>
        </div>
      </section>

      {/* 2. Trusted by */}
      <section className={s.logoStrip} aria-labelledby="home-trusted-title">
        <div className={page.container}>
          <h2 id="home-trusted-title" className={s.logoStripTitle}>
            {trustedBy.title}
          </h2>
          <Marquee label={trustedBy.title} duration={30} gap="4rem" pauseLabel="Pause logo strip">
            {trustedBy.logos.map((logo) => (
              <MediaImage key={logo.image} image={logo.image} alt={logo.name} className={s.logo} />
            ))}
          </Marquee>
        </div>
      </section>

      {/* 3. Collaboration banner */}
      <section className={page.section} aria-labelledby="home-collab-title">
        <div className={page.container}>
          <Reveal className={s.banner}>
            <div className={s.bannerText}>
              <h2 id="home-collab-title" className={page.sectionTitle}>
                {collaboration.title}
              </h2>
              <p className={page.lead}>{collaboration.text}</p>
            </div>
            <Button asChild size="lg">
              <Link to={collaboration.action.path}>
                {collaboration.action.label} <ArrowRight aria-hidden="true" size={18} />
              </Link>
            </Button>
          </Reveal>
        </div>
      </section>

      {/* 4. Services grid */}
      <section className={`${page.section} ${page.sectionTone.raised}`} aria-labelledby="home-services-title">
        <div className={page.container}>
          <header className={`${page.sectionHeader} ${page.centered}`}>
            <h2 id="home-services-title" className={page.sectionTitle}>
              {servicesSection.title}
            </h2>
            <p className={page.lead}>{servicesSection.lead}</p>
          </header>
          <ul className={s.serviceGrid}>
            {services.map((service) => (
              <li key={service.slug}>
                <Link to={service.path} className={`${page.card} ${page.cardLink} ${s.serviceCard}`}>
                  <MediaImage image={service.image} alt="" className={s.serviceImage} />
                  <h3 className={page.cardTitle}>{service.title}</h3>
                  <p className={page.body}>{service.description}</p>
                  <span className={s.more} aria-hidden="true">
                    Learn more <ArrowRight size={16} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* 5. Why choose us */}
      <section className={page.section} aria-labelledby="home-why-title">
        <div className={`${page.container} ${s.why}`}>
          <div className={s.whyText}>
            <p className={page.eyebrow}>{whyChooseUs.eyebrow}</p>
            <h2 id="home-why-title" className={page.sectionTitle}>
              {whyChooseUs.title}
            </h2>
            <p className={page.lead}>{whyChooseUs.pitch}</p>
            <Link to={whyChooseUs.link.path} className={page.textLink}>
              {whyChooseUs.link.label}
            </Link>
          </div>
          <div className={s.featureCards}>
            {whyChooseUs.features.map((feature, index) => (
              <Reveal
                key={feature.title}
                from={index === 0 ? 'left' : 'right'}
                duration={700}
                threshold={0.3}
                className={s.featureReveal}
              >
                <article className={`${page.card} ${s.featureCard}`}>
                  <MediaImage image={feature.image} alt="" className={s.featureImage} />
                  <h3 className={page.cardTitle}>{feature.title}</h3>
                  <p className={page.body}>{feature.description}</p>
                </article>
              </Reveal>
            ))}
          </div>
        </div>
      </section>

      {/* 6. Four-card strip */}
      <section className={s.stripSection} aria-label="Why clients choose us">
        <div className={page.container}>
          <ul className={page.grid.four}>
            {strip.map((item) => {
              const Icon = stripIcons[item.icon];
              return (
                <li key={item.title} className={`${page.card} ${s.stripCard}`}>
                  <span className={page.iconBadge}>
                    <Icon aria-hidden="true" size={24} />
                  </span>
                  <h3 className={page.cardTitle}>{item.title}</h3>
                  <ul className={s.stripPoints}>
                    {item.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      {/* 7. Technology workflow */}
      <section className={page.section} aria-labelledby="home-workflow-title">
        <div className={page.container}>
          <header className={`${page.sectionHeader} ${page.centered}`}>
            <h2 id="home-workflow-title" className={page.sectionTitle}>
              {workflow.title}
            </h2>
            <p className={page.lead}>{workflow.lead}</p>
          </header>
          <ol className={s.workflow}>
            {workflow.steps.map((step, index) => (
              <li key={step.title} className={s.workflowStep}>
                <span className={s.workflowNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={page.cardTitle}>{step.title}</h3>
                <p className={page.body}>{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* 8. Statistics band */}
      <section className={s.statsBand} aria-label="Our numbers">
        <div className={page.container}>
          <ul className={s.statsList}>
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
          </ul>
        </div>
      </section>

      {/* 9. Welcome hero with circular video and value carousel */}
      <section className={page.section} aria-labelledby="home-welcome-title">
        <div className={`${page.container} ${s.welcome}`}>
          <BackgroundVideo
            className={s.welcomeCircle}
            shape="circle"
            src={[...videos.welcome.sources]}
            poster={videos.welcome.poster}
            width={videos.welcome.width}
            height={videos.welcome.height}
            pauseLabel="Pause welcome video"
            playLabel="Play welcome video"
          />
          <div className={s.welcomeText}>
            <h2 id="home-welcome-title" className={page.sectionTitle}>
              {welcome.title}
            </h2>
            <p className={page.lead}>{welcome.text}</p>
          </div>
        </div>
        <div className={page.container}>
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
                    <article className={`${page.card} ${s.valueCard}`}>
                      <span className={page.iconBadge}>
                        <Icon aria-hidden="true" size={24} />
                      </span>
                      <h3 className={page.cardTitle}>{value.title}</h3>
                      <p className={page.body}>{value.desc}</p>
                    </article>
                  </Carousel.Slide>
                );
              })}
            </Carousel.Viewport>
            <Carousel.Controls className={s.carouselControls}>
              <Carousel.PlayPause />
              <Carousel.Dots />
            </Carousel.Controls>
          </Carousel.Root>
        </div>
      </section>

      {/* 10. Philosophy */}
      <section
        className={`${page.section} ${page.sectionTone.raised}`}
        aria-labelledby="home-philosophy-title"
      >
        <div className={page.container}>
          <header className={`${page.sectionHeader} ${page.centered}`}>
            <h2 id="home-philosophy-title" className={page.sectionTitle}>
              {philosophy.title}
            </h2>
            <p className={page.lead}>{philosophy.lead}</p>
          </header>
          <HoverAccordion.Root defaultValue={String(philosophy.defaultPanel)} aria-label={philosophy.title}>
            {philosophy.panels.map((panel) => (
              <HoverAccordion.Item
                key={panel.id}
                value={String(panel.id)}
                title={panel.text}
                media={<MediaImage image={panel.src} alt="" className={s.philosophyImage} />}
              >
                {panel.extra}
              </HoverAccordion.Item>
            ))}
          </HoverAccordion.Root>
        </div>
      </section>

      {/* 11. Testimonials */}
      <section className={page.section} aria-labelledby="home-testimonials-title">
        <div className={page.container}>
          <header className={`${page.sectionHeader} ${page.centered}`}>
            <h2 id="home-testimonials-title" className={page.sectionTitle}>
              {testimonials.title}
            </h2>
            <p className={page.lead}>{testimonials.lead}</p>
          </header>
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
                  <figure className={`${page.card} ${s.testimonial}`}>
                    <span className={s.stars} role="img" aria-label="Rated 5 out of 5">
                      {[0, 1, 2, 3, 4].map((index) => (
                        <Star key={index} aria-hidden="true" size={18} fill="currentColor" />
                      ))}
                    </span>
                    <blockquote className={s.quote}>
                      <p>{item.review}</p>
                    </blockquote>
                    <figcaption className={s.person}>
                      <MediaImage image={item.image} alt="" className={s.avatar} />
                      <span>
                        <span className={s.personName}>{item.name}</span>
                        <span className={s.personRole}>{item.role}</span>
                      </span>
                    </figcaption>
                  </figure>
                </Carousel.Slide>
              ))}
            </Carousel.Viewport>
            <Carousel.Controls className={s.carouselControls}>
              <Carousel.PlayPause />
              <Carousel.Dots />
            </Carousel.Controls>
          </Carousel.Root>
        </div>
      </section>

      {/* 12. What we offer + transactions */}
      <section className={`${page.section} ${page.sectionTone.raised}`} aria-labelledby="home-offer-title">
        <div className={page.container}>
          <header className={page.sectionHeader}>
            <h2 id="home-offer-title" className={page.sectionTitle}>
              {offerTabs.title}
            </h2>
            <p className={page.lead}>{offerTabs.lead}</p>
          </header>
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
                  <MediaImage image={tab.img} alt="" className={s.offerImage} />
                  <div className={s.offerText}>
                    <h3 className={page.sectionTitle}>{tab.title}</h3>
                    <p className={page.lead}>{tab.desc}</p>
                  </div>
                </div>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      </section>
      <section className={page.section} aria-labelledby="home-transactions-title">
        <div className={page.container}>
          <header className={`${page.sectionHeader} ${page.centered}`}>
            <h2 id="home-transactions-title" className={page.sectionTitle}>
              {transactions.title}
            </h2>
            <p className={page.lead}>{transactions.lead}</p>
          </header>
          <ol className={s.transactions}>
            {transactions.cards.map((card, index) => (
              <li key={card.title}>
                <Reveal delay={index * 150} className={`${page.card} ${s.transactionCard}`}>
                  <span className={s.workflowNumber} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <h3 className={page.cardTitle}>{card.title}</h3>
                  <p className={page.body}>{card.description}</p>
                </Reveal>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </main>
  );
}
