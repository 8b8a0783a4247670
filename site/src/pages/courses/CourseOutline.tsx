import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LessonList, type LessonListSectionData } from '@company/ui';
import type { CourseOutline as Outline } from '../../learn/contract';
import { clock, spokenDuration } from '../../learn/format';

const LessonPreviewDialog = lazy(() => import('../learn/LessonPreviewDialog'));

function sectionsFor(outline: Outline): LessonListSectionData[] {
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
        href: open
          ? `/learn/${encodeURIComponent(outline.course.id)}/${encodeURIComponent(lesson.id)}`
          : undefined,
      } as const;
    }),
  }));
}

/**
 * The course's real lessons on its sales page (loaded with import() once they are known): an owner's rows open
 * the lessons, free previews play in a dialog, the others say they unlock on purchase.
 */
export default function CourseOutline({ outline }: { outline: Outline }) {
  const [preview, setPreview] = useState<{ id: string; title: string } | null>(null);
  // The dialog opens from state, not a Radix trigger: focus goes back to the row by hand.
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <LessonList
        sections={sectionsFor(outline)}
        headingLevel={3}
        showCounts={outline.owned}
        onItemSelect={(item, event) => {
          opener.current = event.currentTarget;
          setPreview({ id: item.id, title: item.title });
        }}
        renderLink={({ href, children, ...rest }) => (
          <Link to={href} {...rest}>
            {children}
          </Link>
        )}
      />
      {preview ? (
        <Suspense fallback={null}>
          <LessonPreviewDialog
            lessonId={preview.id}
            title={preview.title}
            onClose={() => {
              setPreview(null);
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
