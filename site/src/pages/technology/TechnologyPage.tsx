import { Card, Tabs } from '@company/ui';
import { technologyPage, type TechnologyTab } from '../../content/technology';
import { PageContainer, PageSection } from '../shared/layout';
import * as page from '../shared/page.css';

import * as s from './TechnologyPage.css';

/** The mark's file as the mask of an accent-filled box (see `mark` in TechnologyPage.css.ts). */
const maskOf = (icon: string) => {
  const url = `url(/media/technology/${icon}.svg)`;
  return { maskImage: url, WebkitMaskImage: url };
};

export function TechnologyPage({ tabs }: { tabs: TechnologyTab[] }) {
  const first = tabs[0]?.id ?? '';
  return (
    <main>
      <section className={page.pageHero} aria-labelledby="technology-title">
        <PageContainer className={page.pageHeroInner}>
          <p className={page.eyebrow}>{technologyPage.eyebrow}</p>
          <h1 id="technology-title" className={page.pageTitle}>
            {technologyPage.title}
          </h1>
          <p className={page.lead}>{technologyPage.lead}</p>
        </PageContainer>
      </section>
      <PageSection aria-label="Technologies by category">
        <PageContainer>
          <Tabs.Root defaultValue={first}>
            <Tabs.List aria-label="Technology categories">
              {tabs.map((tab) => (
                <Tabs.Trigger key={tab.id} value={tab.id}>
                  {tab.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Content key={tab.id} value={tab.id}>
                <p className={`${page.lead} ${s.intro}`}>{tab.intro}</p>
                <ul className={page.grid.three}>
                  {tab.cards.map((card) => (
                    <Card as="li" key={card.title} className={s.card}>
                      <span className={s.tile} aria-hidden="true">
                        <span className={s.mark} style={maskOf(card.icon)} />
                      </span>
                      <h2 className={page.cardTitle}>{card.title}</h2>
                      <p className={page.body}>{card.description}</p>
                    </Card>
                  ))}
                </ul>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </PageContainer>
      </PageSection>
    </main>
  );
}
