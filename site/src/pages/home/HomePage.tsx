import { Link } from 'react-router';
import { Button } from '@company/ui';
import { ArrowRight, Award, Clock, Coins, Gem, Headset, Plug, ShieldCheck, Star, Tag, Users, Zap, type LucideIcon } from 'lucide-react';
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
import type { Service } from '../../content/services';
import { MediaImage } from '../shared/MediaImage';
import * as page from '../shared/page.css';
import * as s from './HomePage.css';

const stripIcons: Record<StripIcon, LucideIcon> = { coins: Coins, plug: Plug, shield: ShieldCheck, headset: Headset };
const valueIcons: Record<ValueIcon, LucideIcon> = { award: Award, zap: Zap, gem: Gem, users: Users, tag: Tag, clock: Clock };

export interface HomePageProps {
  services: Service[];
}

export function HomePage({ services }: HomePageProps) {
  return (
    <main>
      {/* 1. Hero */}
      <section className={s.hero} aria-labelledby="home-hero-title">
        <div className={s.heroMedia} aria-hidden="true" />
        <div className={`${page.container} ${s.heroInner}`}>
          <p className={page.eyebrow}>{hero.eyebrow}</p>
          <h1 id="home-hero-title" className={s.heroTitle}>
            {hero.headlineLead} <span className={s.heroPhrase}>{heroPhrases[0]}</span> {hero.headlineTrail}
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
          <ul className={s.logoList}>
            {trustedBy.logos.map((logo) => (
              <li key={logo.image} className={s.logoItem}>
                <MediaImage image={logo.image} alt={logo.name} className={s.logo} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* 3. Collaboration banner */}
      <section className={page.section} aria-labelledby="home-collab-title">
        <div className={page.container}>
          <div className={s.banner}>
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
          </div>
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
            {whyChooseUs.features.map((feature) => (
              <article key={feature.title} className={`${page.card} ${s.featureCard}`}>
                <MediaImage image={feature.image} alt="" className={s.featureImage} />
                <h3 className={page.cardTitle}>{feature.title}</h3>
                <p className={page.body}>{feature.description}</p>
              </article>
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
          <dl className={s.statsList}>
            {stats.map((stat) => (
              <div key={stat.id} className={s.stat}>
                <dt className={s.statLabel}>{stat.label}</dt>
                <dd className={s.statValue}>{stat.value}+</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {/* 9. Welcome hero with circular video and value carousel */}
      <section className={page.section} aria-labelledby="home-welcome-title">
        <div className={`${page.container} ${s.welcome}`}>
          <div className={s.welcomeCircle} aria-hidden="true" />
          <div className={s.welcomeText}>
            <h2 id="home-welcome-title" className={page.sectionTitle}>
              {welcome.title}
            </h2>
            <p className={page.lead}>{welcome.text}</p>
          </div>
        </div>
        <div className={page.container}>
          <ul className={s.valueList} aria-label="Our values">
            {welcome.values.map((value) => {
              const Icon = valueIcons[value.icon];
              return (
                <li key={value.title} className={`${page.card} ${s.valueCard}`}>
                  <span className={page.iconBadge}>
                    <Icon aria-hidden="true" size={24} />
                  </span>
                  <h3 className={page.cardTitle}>{value.title}</h3>
                  <p className={page.body}>{value.desc}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      {/* 10. Philosophy */}
      <section className={`${page.section} ${page.sectionTone.raised}`} aria-labelledby="home-philosophy-title">
        <div className={page.container}>
          <header className={`${page.sectionHeader} ${page.centered}`}>
            <h2 id="home-philosophy-title" className={page.sectionTitle}>
              {philosophy.title}
            </h2>
            <p className={page.lead}>{philosophy.lead}</p>
          </header>
          <ul className={s.philosophy}>
            {philosophy.panels.map((panel) => (
              <li key={panel.id} className={s.philosophyPanel} data-default={panel.id === philosophy.defaultPanel ? '' : undefined}>
                <MediaImage image={panel.src} alt="" className={s.philosophyImage} />
                <div className={s.philosophyOverlay}>
                  <h3 className={page.cardTitle}>{panel.text}</h3>
                  <p className={s.philosophyExtra}>{panel.extra}</p>
                </div>
              </li>
            ))}
          </ul>
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
          <ul className={s.testimonialList}>
            {testimonials.items.map((item) => (
              <li key={item.name} className={`${page.card} ${s.testimonial}`}>
                <span className={s.stars} role="img" aria-label="Rated 5 out of 5">
                  {[0, 1, 2, 3, 4].map((index) => (
                    <Star key={index} aria-hidden="true" size={18} fill="currentColor" />
                  ))}
                </span>
                <blockquote className={s.quote}>
                  <p>{item.review}</p>
                </blockquote>
                <div className={s.person}>
                  <MediaImage image={item.image} alt="" className={s.avatar} />
                  <div>
                    <p className={s.personName}>{item.name}</p>
                    <p className={s.personRole}>{item.role}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
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
          <div className={page.grid.two}>
            {offerTabs.tabs.map((tab) => (
              <article key={tab.id} className={page.card}>
                <h3 className={page.cardTitle}>{tab.title}</h3>
                <p className={page.body}>{tab.desc}</p>
              </article>
            ))}
          </div>
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
              <li key={card.title} className={`${page.card} ${s.transactionCard}`}>
                <span className={s.workflowNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={page.cardTitle}>{card.title}</h3>
                <p className={page.body}>{card.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </main>
  );
}
