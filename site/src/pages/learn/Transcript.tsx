import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion, VisuallyHidden } from '@company/ui';
import { clock } from '../../learn/format';
import { activeCueIndex, parseTranscript, type TranscriptCue } from '../../learn/transcript';
import * as s from './LessonPage.css';

type State = { status: 'loading' } | { status: 'ready'; cues: TranscriptCue[] } | { status: 'error' };

/**
 * The lesson's captions as a transcript: readable without the video, each line a button that plays from
 * there, the line being spoken highlighted (and kept in view inside the list, never scrolling the page).
 */
export function Transcript({
  captionsUrl,
  time,
  onSeek,
}: {
  captionsUrl: string;
  time: number;
  onSeek?: (seconds: number) => void;
}) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const list = useRef<HTMLOListElement>(null);
  const reduced = usePrefersReducedMotion();
  // The signed URL changes with every load of the lesson; the file it names does not.
  const path = captionsUrl.split('?')[0];

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetch(captionsUrl, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        return parseTranscript(await response.text());
      })
      .then(
        (cues) => setState({ status: 'ready', cues }),
        () => {
          if (!controller.signal.aborted) setState({ status: 'error' });
        },
      );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch for another file, not a fresh signature
  }, [path]);

  const cues = state.status === 'ready' ? state.cues : [];
  const active = activeCueIndex(cues, time);

  useEffect(() => {
    const container = list.current;
    const item = active >= 0 ? container?.children[active] : undefined;
    if (!container || !(item instanceof HTMLElement)) return;
    const top = item.offsetTop - container.offsetTop;
    if (top < container.scrollTop || top + item.offsetHeight > container.scrollTop + container.clientHeight) {
      container.scrollTo({
        top: Math.max(0, top - container.clientHeight / 3),
        behavior: reduced ? 'auto' : 'smooth',
      });
    }
  }, [active, reduced]);

  return (
    <section className={s.panel} aria-labelledby="transcript-title">
      <h2 id="transcript-title" className={s.panelTitle}>
        Transcript
      </h2>
      {state.status === 'loading' ? (
        <p className={s.muted} role="status">
          Loading the transcript...
        </p>
      ) : state.status === 'error' ? (
        <p className={s.muted} role="alert">
          The transcript could not be loaded. Reload the page to try again.
        </p>
      ) : cues.length === 0 ? (
        <p className={s.muted}>This lesson has no spoken text.</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
        <ol ref={list} className={s.transcript} tabIndex={0} aria-label="Transcript lines">
          {cues.map((cue, index) => (
            <li key={`${cue.start}-${index}`}>
              <button
                type="button"
                className={s.cue}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => onSeek?.(cue.start)}
                disabled={!onSeek}
              >
                <span className={s.cueTime}>
                  <span aria-hidden="true">{clock(cue.start)}</span>
                  <VisuallyHidden>{`Play from ${clock(cue.start)}: `}</VisuallyHidden>
                </span>
                <span>{cue.text}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
