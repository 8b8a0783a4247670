import { useEffect, useState, type ComponentType } from 'react';
import { Card, Stack } from '@company/ui';
import { PlayCircle } from 'lucide-react';
import type { Course } from '../../content/courses';
import type { CourseOutline } from '../../learn/contract';
import * as page from '../shared/page.css';
import * as s from './CourseDetailPage.css';

type Loaded = { outline: CourseOutline; View: ComponentType<{ outline: CourseOutline }> };

/**
 * "Video lessons included" (issue 32, docs/requirements/issues/32-courses-you-can-take.md): the catalogue's list
 * as prerendered, replaced in the browser by the real lessons (`CourseOutline`, loaded with them, so the page's
 * first JavaScript does not grow).
 */
export function CourseLessons({ course }: { course: Course }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // The API client and the list arrive after the page is up: neither is in its first JavaScript.
    Promise.all([
      import('../../learn/api').then((api) => api.fetchCourseOutline(course.id, controller.signal)),
      import('./CourseOutline'),
    ]).then(
      ([outline, module]) => {
        if (outline.modules.some((m) => m.lessons.length > 0)) setLoaded({ outline, View: module.default });
      },
      // Offline, or no lessons published yet: the catalogue's list stays.
      () => undefined,
    );
    return () => controller.abort();
  }, [course.id]);

  return (
    <Card as="section" aria-labelledby="course-videos-title">
      <h2 id="course-videos-title" className={page.cardTitle}>
        Video lessons included
      </h2>
      {loaded ? (
        <loaded.View outline={loaded.outline} />
      ) : (
        <Stack as="ul" gap={2} className={page.bareList}>
          {course.videos.map((video) => (
            <li key={video.title} className={s.video}>
              <PlayCircle aria-hidden="true" size={20} className={page.checkIcon} />
              <span>{video.title}</span>
              <span className={s.minutes}>{video.minutes} min</span>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
