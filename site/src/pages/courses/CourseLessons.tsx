import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Card, LessonList, Stack, type LessonListSectionData } from '@company/ui';
import { PlayCircle } from 'lucide-react';
import type { Course } from '../../content/courses';
import { fetchCourseOutline } from '../../learn/api';
import type { CourseOutline } from '../../learn/contract';
import { clock, spokenDuration } from '../../learn/transcript';
import * as page from '../shared/page.css';
import * as s from './CourseDetailPage.css';

const LessonPreviewDialog = lazy(() => import('../learn/LessonPreviewDialog'));

function sectionsFor(outline: CourseOutline): LessonListSectionData[] {
  return outline.modules.map((module) => ({
    id: module.id,
    title: module.title,
    items: module.lessons.map((lesson) => {
      const open = outline.owned;
      const preview = !open && lesson.freePreview && lesson.ready;
      return {
        id: lesson.id,
        title: lesson.title,
        duration: lesson.durationSeconds > 0 ? clock(lesson.durationSeconds) : undefined,
        durationLabel: lesson.durationSeconds > 0 ? spokenDuration(lesson.durationSeconds) : undefined,
        status: open ? (lesson.done ? 'done' : 'available') : preview ? 'available' : 'locked',
        note: open ? undefined : preview ? 'Free preview: play now' : 'Unlocks on purchase',
        href: open ? `/learn/${encodeURIComponent(outline.course.id)}/${encodeURIComponent(lesson.id)}` : undefined,
      } as const;
    }),
  }));
}

/**
 * "Video lessons included" (issue 32, docs/requirements/issues/32-courses-you-can-take.md): the catalogue's list
 * as prerendered, replaced in the browser by the real lessons: free previews play in a dialog, the others say
 * they unlock on purchase, and an owner's rows open the lessons.
 */
export function CourseLessons({ course }: { course: Course }) {
  const [outline, setOutline] = useState<CourseOutline | null>(null);
  const [preview, setPreview] = useState<{ id: string; title: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchCourseOutline(course.id, controller.signal).then(
      (loaded) => {
        if (loaded.modules.some((module) => module.lessons.length > 0)) setOutline(loaded);
      },
      // Offline or not published yet: the catalogue's list stays.
      () => undefined,
    );
    return () => controller.abort();
  }, [course.id]);

  return (
    <Card as="section" aria-labelledby="course-videos-title">
      <h2 id="course-videos-title" className={page.cardTitle}>
        Video lessons included
      </h2>
      {outline ? (
        <Stack gap={3}>
          <LessonList
            sections={sectionsFor(outline)}
            headingLevel={3}
            showCounts={outline.owned}
            onItemSelect={(item) => setPreview({ id: item.id, title: item.title })}
            renderLink={({ href, children, ...rest }) => (
              <Link to={href} {...rest}>
                {children}
              </Link>
            )}
          />
          {preview ? (
            <Suspense fallback={null}>
              <LessonPreviewDialog lessonId={preview.id} title={preview.title} onClose={() => setPreview(null)} />
            </Suspense>
          ) : null}
        </Stack>
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
