import { useState } from 'react';
import {
  portfolioFilters,
  projectsPage,
  type PortfolioFilter,
  type PortfolioItem,
} from '../../content/portfolio';
import { Card, Inline } from '@company/ui';
import { MediaImage } from '../shared/MediaImage';
import { PageContainer, PageSection } from '../shared/layout';
import * as page from '../shared/page.css';
import * as t from '../shared/tabs.css';
import * as s from './ProjectsPage.css';
import { projectImages } from '../../content/media/portfolio';

export function ProjectsPage({ items }: { items: PortfolioItem[] }) {
  const [filter, setFilter] = useState<PortfolioFilter>('All');
  const visible = filter === 'All' ? items : items.filter((item) => item.category === filter);
  return (
    <main>
      <section className={page.pageHero} aria-labelledby="projects-title">
        <PageContainer className={page.pageHeroInner}>
          <p className={page.eyebrow}>{projectsPage.eyebrow}</p>
          <h1 id="projects-title" className={page.pageTitle}>
            {projectsPage.title}
          </h1>
          <p className={page.lead}>{projectsPage.lead}</p>
        </PageContainer>
      </section>
      <PageSection aria-label="Projects">
        <PageContainer>
          <div className={t.tabList} role="group" aria-label="Filter projects">
            {portfolioFilters.map((option) => (
              <button
                key={option}
                type="button"
                className={t.tab}
                aria-pressed={filter === option}
                data-state={filter === option ? 'active' : 'inactive'}
                onClick={() => setFilter(option)}
              >
                {option}
              </button>
            ))}
          </div>
          <p className={s.count} aria-live="polite">
            Showing {visible.length} {visible.length === 1 ? 'project' : 'projects'}
          </p>
          <ul className={page.grid.three}>
            {visible.map((item, position) => (
              <Card as="li" padding="none" key={item.id} className={s.card}>
                <MediaImage
                  image={projectImages[item.image]}
                  alt={`${item.title} screens`}
                  className={s.image}
                  priority={position === 0}
                />
                <Inline gap={3} wrap={false} className={s.inset}>
                  <MediaImage image={projectImages[item.logo]} alt="" className={s.logo} />
                  <div>
                    <h2 className={page.cardTitle}>{item.title}</h2>
                    <p className={s.category}>{item.category}</p>
                  </div>
                </Inline>
                <p className={`${page.body} ${s.inset}`}>{item.summary}</p>
              </Card>
            ))}
          </ul>
        </PageContainer>
      </PageSection>
    </main>
  );
}
