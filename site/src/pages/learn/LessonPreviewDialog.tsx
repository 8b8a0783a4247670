import { Suspense, lazy, useEffect, useState } from 'react';
import { Dialog } from '@company/ui';
import { fetchLesson } from '../../learn/api';
import type { LessonView } from '../../learn/contract';
import * as s from './LessonPreviewDialog.css';

const LessonPlayer = lazy(() => import('./LessonPlayer'));

type State = { status: 'loading' } | { status: 'ready'; view: LessonView } | { status: 'error' };

/**
 * A free-preview lesson playing in a dialog on the course page (issue 32 in docs/requirements/issues/32-courses-you-can-take.md: "Free-preview lessons play for everyone,
 * on the course page too"). Loaded with import() when a preview is chosen; nothing is reported for it.
 */
export default function LessonPreviewDialog({
  lessonId,
  title,
  onClose,
}: {
  lessonId: string;
  title: string;
  onClose: () => void;
}) {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchLesson(lessonId, controller.signal).then(
      (view) => setState({ status: 'ready', view }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [lessonId]);

  const view = state.status === 'ready' ? state.view : null;
  const playlistUrl = view?.media.status === 'ready' ? view.media.playlistUrl : null;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="lg">
        <Dialog.Header>
          <Dialog.Title>Free preview: {title}</Dialog.Title>
          <Dialog.Description>
            {view?.lesson.summary || 'A lesson from this course, free to watch.'}
          </Dialog.Description>
        </Dialog.Header>
        <div className={s.stage}>
          {playlistUrl && view ? (
            <Suspense
              fallback={
                <p className={s.message} role="status">
                  Loading the player...
                </p>
              }
            >
              <LessonPlayer
                className={s.player}
                title={view.lesson.title}
                playlistUrl={playlistUrl}
                posterUrl={view.media.posterUrl}
                captionsUrl={view.captionsUrl}
              />
            </Suspense>
          ) : (
            <p className={s.message} role={state.status === 'error' ? 'alert' : 'status'}>
              {state.status === 'loading'
                ? 'Loading the preview...'
                : 'This preview cannot be played right now. Please try again in a few minutes.'}
            </p>
          )}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
