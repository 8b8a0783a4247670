import { Link, useLocation } from 'react-router';
import { useNavigationState } from '../../forms/useHydrated';
import { Button, Tabs } from '@company/ui';
import { Clock } from 'lucide-react';
import { formatInr } from '../../commerce/format';
import type { CourseCard, CourseCategory } from '../../content/courses';
import { MediaImage } from '../shared/MediaImage';
import * as page from '../shared/page.css';

import { readCourseState, type CourseNavigationState } from './navigation';
import * as s from './CoursesPage.css';
import { courseImages } from '../../content/media/courses';

export interface CoursesPageProps {
  categories: { name: CourseCategory; courses: CourseCard[] }[];
}

/** Tab values become element ids, which must not contain spaces or quotes. */
const tabValue = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function CoursesPage({ categories }: CoursesPageProps) {
  const location = useLocation();
  const state = useNavigationState();
  const initial = readCourseState(state).category ?? categories[0]?.name ?? '';
  return (
    <main>
      <section className={page.pageHero} aria-labelledby="courses-title">
        <div className={`${page.container} ${page.pageHeroInner}`}>
          <p className={page.eyebrow}>Courses</p>
          <h1 id="courses-title" className={page.pageTitle}>
            Learn skills companies hire for
          </h1>
          <p className={page.lead}>
            Practical, project-based courses taught by working engineers, designers and marketers. Learn
            online at your pace, with doubt-clearing sessions and a certificate.
          </p>
        </div>
      </section>
      <section className={page.section} aria-label="Courses by category">
        <div className={page.container}>
          {/* key: a new navigation state (Back from a course, or the state a reload kept, applied right
              after hydration) selects its category again. */}
          <Tabs.Root key={`${location.key}-${state === null ? 'none' : 'state'}`} defaultValue={tabValue(initial)}>
            <Tabs.List aria-label="Course categories">
              {categories.map((category) => (
                <Tabs.Trigger key={category.name} value={tabValue(category.name)}>
                  {category.name}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {categories.map((category, tab) => (
              <Tabs.Content key={category.name} value={tabValue(category.name)}>
                <ul className={page.grid.three}>
                  {category.courses.map((course, position) => {
                    const state: CourseNavigationState = { from: 'courses', category: category.name };
                    return (
                      <li key={course.id} className={`${page.card} ${s.card}`}>
                        <MediaImage
                          image={courseImages[course.image]}
                          alt=""
                          className={s.image}
                          priority={tab === 0 && position === 0}
                        />
                        <div className={s.body}>
                          <h2 className={page.cardTitle}>{course.title}</h2>
                          <p className={s.meta}>
                            <Clock aria-hidden="true" size={16} /> {course.duration} · {course.level}
                          </p>
                          <p className={page.body}>{course.description}</p>
                        </div>
                        <div className={s.footer}>
                          <p className={page.price}>{formatInr(course.price)}</p>
                          <Button asChild>
                            <Link
                              to={`/courses/${course.id}`}
                              state={state}
                              aria-label={`Enroll Now: ${course.title}`}
                            >
                              Enroll Now
                            </Link>
                          </Button>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      </section>
    </main>
  );
}
