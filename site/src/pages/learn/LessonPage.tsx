import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, LessonList, Progress, type LessonListSectionData } from '@company/ui';
import { ChevronDown, ChevronUp, FileText } from 'lucide-react';
import { sendProgress, sendProgressOnExit } from '../../learn/api';
import type { CourseOutline, LessonView, ProgressAnswer } from '../../learn/contract';
import { ProgressReporter } from '../../learn/reporter';
import { clock, spokenDuration } from '../../learn/format';
import type { LessonPlayerHandle } from './LessonPlayer';
import { Transcript } from './Transcript';
import * as s from './LessonPage.css';

/**
 * The player's chunk (Vidstack, its layout and styles) and, where the browser has no HLS of its own, hls.js in
 * parallel with it: Vidstack would ask for hls.js only once its own chunk had run, a round trip later.
 */
export const loadLessonPlayer = () => {
  if (
    typeof document !== 'undefined' &&
    !document.createElement('video').canPlayType('application/vnd.apple.mpegurl')
  )
    void import('hls.js/light').catch(() => undefined);
  return import('./LessonPlayer');
};
const LessonPlayer = lazy(loadLessonPlayer);

export const lessonPath = (courseId: string, lessonId: string) =>
  `/learn/${encodeURIComponent(courseId)}/${encodeURIComponent(lessonId)}`;

/** The outline as LessonList sections: ticks, durations, the current lesson, lessons not ready yet as locked. */
export function outlineSections(outline: CourseOutline, currentId: string): LessonListSectionData[] {
  return outline.modules.map((module) => ({
    id: module.id,
    title: module.title,
    items: module.lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      duration: lesson.durationSeconds > 0 ? clock(lesson.durationSeconds) : undefined,
      durationLabel: lesson.durationSeconds > 0 ? spokenDuration(lesson.durationSeconds) : undefined,
      status: lesson.done ? 'done' : !outline.owned && !lesson.freePreview ? 'locked' : 'available',
      current: lesson.id === currentId,
      note: !lesson.ready
        ? 'Video coming soon'
        : !outline.owned && lesson.freePreview
          ? 'Free preview'
          : undefined,
      href: lessonPath(outline.course.id, lesson.id),
    })),
  }));
}

function applyAnswer(outline: CourseOutline, lessonId: string, answer: ProgressAnswer): CourseOutline {
  return {
    ...outline,
    progress: answer.progress,
    modules: outline.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) =>
        lesson.id === lessonId
          ? { ...lesson, done: lesson.done || answer.done, watchedSeconds: answer.watchedSeconds }
          : lesson,
      ),
    })),
  };
}

function progressText(progress: CourseOutline['progress']) {
  return `${progress.done} of ${progress.total} lessons done (${Math.round(progress.percent)}%)`;
}

/** The learning page: outline, player, title and summary, notes, previous/next and the transcript. */
export function LessonPage({ outline: initialOutline, view }: { outline: CourseOutline; view: LessonView }) {
  const { lesson, media } = view;
  const [outline, setOutline] = useState(initialOutline);
  const [time, setTime] = useState(view.positionSeconds);
  const [outlineOpen, setOutlineOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const player = useRef<LessonPlayerHandle>(null);
  const outlineId = useId();

  useEffect(() => setOutline(initialOutline), [initialOutline]);
  // A new lesson starts with the outline folded on phones and the transcript at its resume point.
  useEffect(() => {
    setOutlineOpen(false);
    setTime(view.positionSeconds);
  }, [lesson.id, view.positionSeconds]);

  const canReport = outline.owned || !lesson.freePreview;
  const reporter = useMemo(
    () =>
      canReport
        ? new ProgressReporter({
            lessonId: lesson.id,
            send: sendProgress,
            sendOnExit: sendProgressOnExit,
            onAnswer: (answer) => {
              setOutline((current) => {
                const before = current.modules.flatMap((m) => m.lessons).find((l) => l.id === lesson.id);
                if (answer.done && before && !before.done)
                  setAnnouncement(`Lesson completed: ${lesson.title}.`);
                return applyAnswer(current, lesson.id, answer);
              });
            },
          })
        : null,
    [canReport, lesson.id, lesson.title],
  );

  // What was watched goes out when the page is hidden or left (pagehide: a keepalive request), and when
  // another lesson replaces this one.
  useEffect(() => {
    if (!reporter) return;
    const onPageHide = () => reporter.flushOnExit();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void reporter.flush();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      reporter.ranges.break();
      void reporter.flush();
    };
  }, [reporter]);

  const seek = useCallback((seconds: number) => player.current?.seek(seconds), []);
  const sections = useMemo(() => outlineSections(outline, lesson.id), [outline, lesson.id]);
  const playable = media.status === 'ready' && media.playlistUrl;

  return (
    <main className={s.page}>
      <nav aria-label="Breadcrumb">
        <ol className={s.crumbs}>
          <li>
            <Link to="/user/mycourses">My Course</Link>
          </li>
          <li>
            <Link to={`/courses/${encodeURIComponent(lesson.courseId)}`}>{lesson.courseTitle}</Link>
          </li>
          <li aria-current="page">{lesson.title}</li>
        </ol>
      </nav>
      <div className={s.layout}>
        <div className={s.stage}>
          {playable ? (
            <Suspense
              fallback={
                <div className={s.stageMessage} role="status">
                  {media.posterUrl ? <img className={s.stagePoster} src={media.posterUrl} alt="" /> : null}
                  <span>Loading the player...</span>
                </div>
              }
            >
              <LessonPlayer
                ref={player}
                key={lesson.id}
                className={s.player}
                title={lesson.title}
                playlistUrl={media.playlistUrl!}
                posterUrl={media.posterUrl}
                captionsUrl={view.captionsUrl}
                startAt={view.done ? 0 : view.positionSeconds}
                reporter={reporter}
                onTime={setTime}
              />
            </Suspense>
          ) : (
            <div className={s.stageMessage} role="status">
              <strong>
                {media.status === 'failed'
                  ? 'This video is not available yet.'
                  : 'This video is being prepared.'}
              </strong>
              <span>Come back in a few minutes; the transcript and notes below are ready to read.</span>
            </div>
          )}
        </div>
        <aside className={s.aside} aria-label="Course content">
          <div className={s.panel}>
            <Button
              type="button"
              variant="outline"
              tone="neutral"
              className={s.outlineToggle}
              aria-expanded={outlineOpen}
              aria-controls={outlineId}
              onClick={() => setOutlineOpen((open) => !open)}
            >
              {outlineOpen ? (
                <ChevronUp aria-hidden="true" size={18} />
              ) : (
                <ChevronDown aria-hidden="true" size={18} />
              )}
              {outlineOpen ? 'Hide course content' : 'Show course content'}
            </Button>
            <div id={outlineId} className={s.outlineBody} data-state={outlineOpen ? 'open' : 'closed'}>
              <h2 className={s.panelTitle}>{outline.course.title}</h2>
              {outline.owned ? (
                <Progress
                  label="Course progress"
                  value={outline.progress.done}
                  max={Math.max(outline.progress.total, 1)}
                  valueText={progressText(outline.progress)}
                  tone={
                    outline.progress.total > 0 && outline.progress.done >= outline.progress.total
                      ? 'success'
                      : 'accent'
                  }
                  size="sm"
                />
              ) : null}
              <div className={s.outlineScroll}>
                <LessonList
                  sections={sections}
                  showCounts={outline.owned}
                  renderLink={({ href, children, ...rest }) => (
                    <Link to={href} {...rest}>
                      {children}
                    </Link>
                  )}
                />
              </div>
            </div>
          </div>
        </aside>
        <div className={s.main}>
          <p className={s.eyebrow}>{lesson.moduleTitle}</p>
          <h1 className={s.title}>{lesson.title}</h1>
          {lesson.summary ? <p className={s.summary}>{lesson.summary}</p> : null}
          <div className={s.actions}>
            {view.notesUrl ? (
              <Button asChild variant="outline" tone="neutral">
                <a href={view.notesUrl} download>
                  <FileText aria-hidden="true" size={18} /> Download notes (PDF)
                </a>
              </Button>
            ) : null}
          </div>
          <nav className={s.pager} aria-label="Lessons">
            {view.prevLessonId ? (
              <Button asChild variant="outline" tone="neutral">
                <Link to={lessonPath(lesson.courseId, view.prevLessonId)} rel="prev">
                  Previous lesson
                </Link>
              </Button>
            ) : (
              <span />
            )}
            {view.nextLessonId ? (
              <Button asChild>
                <Link to={lessonPath(lesson.courseId, view.nextLessonId)} rel="next">
                  Next lesson
                </Link>
              </Button>
            ) : (
              <Button asChild variant="outline" tone="neutral">
                <Link to="/user/mycourses">Back to My Course</Link>
              </Button>
            )}
          </nav>
          {view.captionsUrl ? (
            <Transcript captionsUrl={view.captionsUrl} time={time} onSeek={playable ? seek : undefined} />
          ) : null}
        </div>
      </div>
      <p role="status" aria-live="polite" className={s.liveRegion}>
        {announcement}
      </p>
    </main>
  );
}

/** A lesson the viewer may not open, or one that does not exist. */
export function LessonRefused({ status, courseId }: { status: number; courseId: string }) {
  const notFound = status === 404;
  return (
    <main className={s.page}>
      <div className={s.notice}>
        <h1 className={s.title}>
          {notFound ? 'Lesson not found' : 'This lesson is part of a course you have not bought'}
        </h1>
        <p className={s.muted}>
          {notFound
            ? 'It may have been moved or removed. Your courses are under My Course.'
            : 'Buy the course to watch every lesson, keep your place and get a certificate when you finish.'}
        </p>
        <Button asChild>
          {notFound ? (
            <Link to="/user/mycourses">Go to My Course</Link>
          ) : (
            <Link to={`/courses/${encodeURIComponent(courseId)}`}>See the course</Link>
          )}
        </Button>
      </div>
    </main>
  );
}
