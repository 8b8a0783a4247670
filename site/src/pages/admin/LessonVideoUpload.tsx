import type { Upload } from 'tus-js-client';
import { courseMessages, looksLikeVideo, MAX_LESSON_VIDEO_BYTES } from '@company/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button, Field, VisuallyHidden } from '@company/ui';
import { formatIndianNumber } from '../../commerce/format';
import { loadApi } from '../../load-api';
import { getToken } from '../../session';
import * as c from './console.css';
import * as s from './courses.css';

type TusUpload = Upload;
type TusError = Error & { originalResponse?: { getStatus(): number; getBody(): string } | null };

/** "12.5 MB" (decimal, as the 2 GB limit is). */
export function megabytes(bytes: number): string {
  if (bytes < 1_000_000) return `${formatIndianNumber(Math.max(1, Math.round(bytes / 1000)))} KB`;
  return `${(bytes / 1_000_000).toLocaleString('en-IN', { maximumFractionDigits: 1 })} MB`;
}

/** What a refused upload says: the server's JSON message, else a plain reason. */
function reasonOf(error: TusError): string {
  const response = error.originalResponse;
  if (!response) return 'The connection dropped. Press Resume to continue from where it stopped.';
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON.
  }
  return `The upload was refused (${response.getStatus()}).`;
}

type State =
  | { phase: 'idle' }
  | { phase: 'uploading' | 'paused'; name: string; sent: number; total: number }
  | { phase: 'done'; name: string }
  | { phase: 'failed'; name: string; message: string; resumable: boolean; sent: number; total: number };

/**
 * The lesson video upload: the file goes with tus (`tus-js-client`, loaded only when an upload starts, on this
 * page only) in 8 MiB requests (under deploy/nginx.conf's 12 MB body limit; one S3 part each), so a dropped
 * connection or a paused upload resumes where the server stopped (it asks the server's offset), also after a
 * reload of the page (the upload is remembered in this browser). The declared type and size are checked first;
 * the server checks them again and the transcoder the bytes.
 */
export function LessonVideoUpload({
  lessonId,
  lessonTitle,
  hasVideo,
}: {
  lessonId: string;
  lessonTitle: string;
  /** Whether students already see a video (kept until the new one is ready). */
  hasVideo: boolean;
}) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [file, setFile] = useState<File | null>(null);
  const upload = useRef<TusUpload | null>(null);
  const revalidator = useRevalidator();
  const statusId = useId();
  useEffect(() => () => void upload.current?.abort(), []);

  const start = async (chosen: File) => {
    if (!looksLikeVideo(chosen.type, chosen.name)) {
      setState({
        phase: 'failed',
        name: chosen.name,
        message: courseMessages.videoNotVideo,
        resumable: false,
        sent: 0,
        total: chosen.size,
      });
      return;
    }
    if (chosen.size > MAX_LESSON_VIDEO_BYTES) {
      setState({
        phase: 'failed',
        name: chosen.name,
        message: courseMessages.videoTooLarge,
        resumable: false,
        sent: 0,
        total: chosen.size,
      });
      return;
    }
    setState({ phase: 'uploading', name: chosen.name, sent: 0, total: chosen.size });
    const [{ Upload }, api] = await Promise.all([import('tus-js-client'), loadApi()]);
    let unauthorised = false;
    const next = new Upload(chosen, {
      endpoint: api.admin.courses.videoUploadUrl(),
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      metadata: { lessonId, filename: chosen.name, filetype: chosen.type },
      removeFingerprintOnSuccess: true,
      // The access token is short-lived: each request takes the current one, refreshed after a 401.
      onBeforeRequest: async (request) => {
        if (unauthorised) {
          unauthorised = false;
          await api.admin.me().catch(() => undefined);
        }
        request.setHeader('Authorization', `Bearer ${getToken() ?? ''}`);
      },
      onShouldRetry: (error, attempt) => {
        const status = (error as TusError).originalResponse?.getStatus() ?? 0;
        if (status === 401 && attempt < 2) return (unauthorised = true);
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onProgress: (sent, total) =>
        setState((now) =>
          now.phase === 'paused' ? now : { phase: 'uploading', name: chosen.name, sent, total },
        ),
      onSuccess: () => {
        upload.current = null;
        setState({ phase: 'done', name: chosen.name });
        setFile(null);
        void revalidator.revalidate();
      },
      onError: (error) => {
        const status = (error as TusError).originalResponse?.getStatus() ?? 0;
        setState((now) => ({
          phase: 'failed',
          name: chosen.name,
          message: reasonOf(error as TusError),
          resumable: status === 0 || status >= 500 || status === 409 || status === 423,
          sent: 'sent' in now ? (now.sent ?? 0) : 0,
          total: chosen.size,
        }));
      },
    });
    upload.current = next;
    // The same file chosen again after a reload or a failure goes on from what the server already has.
    const previous = await next.findPreviousUploads();
    if (previous[0]) next.resumeFromPreviousUpload(previous[0]);
    next.start();
  };

  const pause = () => {
    void upload.current?.abort();
    setState((now) => (now.phase === 'uploading' ? { ...now, phase: 'paused' } : now));
  };
  const resume = () => {
    if (!upload.current || (state.phase !== 'paused' && state.phase !== 'failed')) return;
    setState({ phase: 'uploading', name: state.name, sent: state.sent, total: state.total });
    upload.current.start();
  };

  const active = state.phase === 'uploading' || state.phase === 'paused';
  const percent = active && state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  return (
    <div className={s.column}>
      {active ? null : (
        <form
          className={s.fileRow}
          onSubmit={(event) => {
            event.preventDefault();
            if (file) void start(file);
          }}
        >
          <Field
            label="Video"
            description="MP4, MOV, WebM or another common format, up to 2 GB. Resumes if the connection drops."
          >
            {(wiring) => (
              <input
                {...wiring}
                className={c.fileInput}
                type="file"
                accept="video/*"
                onChange={(event) => {
                  setFile(event.currentTarget.files?.[0] ?? null);
                  setState({ phase: 'idle' });
                }}
              />
            )}
          </Field>
          <Button type="submit" size="sm" disabled={!file}>
            Upload video<VisuallyHidden> for “{lessonTitle}”</VisuallyHidden>
          </Button>
        </form>
      )}
      {active ? (
        <div className={s.column}>
          <label className={s.small} htmlFor={`${statusId}-bar`}>
            {state.phase === 'paused' ? 'Paused' : 'Uploading'} {state.name}: {percent} % (
            {megabytes(state.sent)} of {megabytes(state.total)})
          </label>
          <progress id={`${statusId}-bar`} className={s.progress} max={100} value={percent} />
          <div className={c.actions}>
            {state.phase === 'uploading' ? (
              <Button type="button" size="sm" variant="outline" tone="neutral" onClick={pause}>
                Pause
              </Button>
            ) : (
              <Button type="button" size="sm" onClick={resume}>
                Resume
              </Button>
            )}
          </div>
        </div>
      ) : null}
      <p className={state.phase === 'failed' ? s.failure : s.small} role="status" aria-live="polite">
        {state.phase === 'done'
          ? `${state.name} uploaded and queued for transcoding.${hasVideo ? ' Students keep the previous video until it is ready.' : ''}`
          : state.phase === 'failed'
            ? state.message
            : state.phase === 'paused'
              ? 'Paused. Resume goes on from what the server already has.'
              : ''}
      </p>
      {state.phase === 'failed' && upload.current ? (
        <div className={c.actions}>
          {state.resumable ? (
            <Button type="button" size="sm" onClick={resume}>
              Resume
            </Button>
          ) : null}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            tone="neutral"
            onClick={() => {
              upload.current = null;
              setState({ phase: 'idle' });
            }}
          >
            Choose another file
          </Button>
        </div>
      ) : null}
    </div>
  );
}
