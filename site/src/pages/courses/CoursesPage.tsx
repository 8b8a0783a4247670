import { Link, useSearchParams } from 'react-router';
import { Button, Card, Inline, Stack, Tabs } from '@company/ui';
import { Clock } from 'lucide-react';
import { formatInr } from '../../commerce/format';
import type { CourseCard, CourseCategory } from '../../content/courses';
import { MediaImage } from '../shared/MediaImage';
import { PageContainer, PageSection } from '../shared/layout';
import * as page from '../shared/page.css';

import { courseCategoryFromSlug, courseCategorySlug, type CourseNavigationState } from './navigation';
import * as s from './CoursesPage.css';
import { courseImages } from '../../content/media/courses';

export interface CoursesPageProps {
  categories: { name: CourseCategory; courses: CourseCard[] }[];
}

/**
 * /courses: the category comes from the URL (`?category=data-science`, else the first), which the server and
 * the browser both read, so hydration renders what the server sent. Each category is a real link: pressed
 * before hydration (or with no script) the browser loads that URL; once hydrated, React Router swaps the
 * cards in place (replacing the history entry, without scrolling).
 */
export function CoursesPage({ categories }: CoursesPageProps) {
  const [params] = useSearchParams();
  const selectedName = courseCategoryFromSlug(params.get('category')) ?? categories[0]?.name;
  const selected = categories.find((category) => category.name === selectedName) ?? categories[0];
  return (
    <main>
      <section className={page.pageHero} aria-labelledby="courses-title">
        <PageContainer className={page.pageHeroInner}>
          <p className={page.eyebrow}>Courses</p>
          <h1 id="courses-title" className={page.pageTitle}>
            Learn skills companies hire for
          </h1>
          <p className={page.lead}>
            Practical, project-based courses taught by working engineers, designers and marketers. Learn
            online at your pace, with doubt-clearing sessions and a certificate.
          </p>
        </PageContainer>
      </section>
      <PageSection aria-label="Courses by category">
        <PageContainer asChild>
          <Stack gap={5}>
            <Tabs.LinkList aria-label="Course categories">
              {categories.map((category) => (
                <Tabs.Link key={category.name} asChild current={category.name === selected?.name}>
                  <Link to={`?category=${courseCategorySlug(category.name)}`} replace preventScrollReset>
                    {category.name}
                  </Link>
                </Tabs.Link>
              ))}
            </Tabs.LinkList>
            {selected ? (
              <ul className={page.grid.three} aria-label={`${selected.name} courses`}>
                {selected.courses.map((course, position) => {
                  const state: CourseNavigationState = { from: 'courses', category: selected.name };
                  return (
                    <Card as="li" padding="none" key={course.id} className={s.card}>
                      <MediaImage
                        image={courseImages[course.image]}
                        alt=""
                        className={s.image}
                        priority={position === 0}
                      />
                      <Stack gap={2} className={s.body}>
                        <h2 className={page.cardTitle}>{course.title}</h2>
                        <p className={s.meta}>
                          <Clock aria-hidden="true" size={16} /> {course.duration} · {course.level}
                        </p>
                        <p className={page.body}>{course.description}</p>
                      </Stack>
                      <Inline justify="between" className={s.footer}>
                        <p className={page.price}>
                          {formatInr(course.price)}
                          {course.available === false ? (
                            <span className={page.body}> · Not for sale</span>
                          ) : null}
                        </p>
                        <Button asChild>
                          <Link
                            to={`/courses/${course.id}`}
                            state={state}
                            aria-label={`Enroll Now: ${course.title}`}
                          >
                            Enroll Now
                          </Link>
                        </Button>
                      </Inline>
                    </Card>
                  );
                })}
              </ul>
            ) : null}
          </Stack>
        </PageContainer>
      </PageSection>
    </main>
  );
}
