/**
 * The lesson player (issue 32, docs/requirements/issues/32-courses-you-can-take.md "The learning page"): Vidstack's
 * React player with its default video layout (captions menu, speed, quality, keyboard shortcuts, picture in picture,
 * fullscreen) over HLS: the browser's own where it has it, else hls.js, loaded from this site (never a CDN) with its
 * worker file served from here too, so the Content-Security-Policy holds. This module is only ever imported
 * with import(), from the learning pages and the course page's preview dialog: no public page loads it up front.
 */
import { forwardRef, useImperativeHandle, useRef } from 'react';
import {
  isHLSProvider,
  MediaPlayer,
  MediaProvider,
  Poster,
  Track,
  type MediaPlayerInstance,
  type MediaProviderAdapter,
} from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';
import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import type { ProgressReporter } from '../../learn/reporter';
import { REPORT_INTERVAL_MS } from '../../learn/reporter';

export interface LessonPlayerHandle {
  /** Moves playback to `seconds` (a transcript line was chosen). */
  seek(seconds: number): void;
}

export interface LessonPlayerProps {
  /** The player's class (its size); the player brings only Vidstack's own stylesheet. */
  className?: string;
  title: string;
  playlistUrl: string;
  posterUrl: string | null;
  captionsUrl: string | null;
  /** Where to resume (seconds); ignored near the end. */
  startAt?: number;
  /** Reports what is watched; none for a preview that is not the viewer's. */
  reporter?: ProgressReporter | null;
  /** Every time update (drives the transcript's highlighted line). */
  onTime?: (seconds: number) => void;
  /** Playback reached the end. */
  onEnded?: () => void;
}

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2];

const LessonPlayer = forwardRef<LessonPlayerHandle, LessonPlayerProps>(function LessonPlayer(
  { className, title, playlistUrl, posterUrl, captionsUrl, startAt = 0, reporter, onTime, onEnded },
  ref,
) {
  const player = useRef<MediaPlayerInstance>(null);
  const resumed = useRef(false);
  const playing = useRef(false);
  const seeking = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useImperativeHandle(ref, () => ({
    seek(seconds) {
      const media = player.current;
      if (!media) return;
      media.currentTime = seconds;
      if (media.paused) void media.play().catch(() => undefined);
    },
  }));

  const stopTimer = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };

  const onProviderChange = (provider: MediaProviderAdapter | null) => {
    if (isHLSProvider(provider)) {
      provider.library = () => import('hls.js/light');
      provider.config = { workerPath: hlsWorkerUrl, capLevelToPlayerSize: true, startLevel: -1 };
    }
  };

  const onCanPlay = () => {
    const media = player.current;
    if (resumed.current || !media) return;
    resumed.current = true;
    const duration = media.duration;
    if (startAt > 1 && (!Number.isFinite(duration) || startAt < duration - 5)) media.currentTime = startAt;
  };

  return (
    <MediaPlayer
      ref={player}
      className={className}
      title={title}
      src={{ src: playlistUrl, type: 'application/x-mpegurl' }}
      playsInline
      load="eager"
      posterLoad="eager"
      onProviderChange={onProviderChange}
      onCanPlay={onCanPlay}
      onPlaying={() => {
        playing.current = true;
        if (reporter && !timer.current)
          timer.current = setInterval(() => void reporter.flush(), REPORT_INTERVAL_MS);
      }}
      onPause={() => {
        playing.current = false;
        stopTimer();
        reporter?.ranges.break();
        void reporter?.flush();
      }}
      onWaiting={() => reporter?.ranges.break()}
      onSeeking={() => {
        seeking.current = true;
        reporter?.ranges.break();
      }}
      onSeeked={() => {
        seeking.current = false;
        reporter?.setPosition(player.current?.currentTime ?? 0);
      }}
      onEnded={() => {
        playing.current = false;
        stopTimer();
        reporter?.ranges.break();
        void reporter?.flush();
        onEnded?.();
      }}
      onTimeUpdate={({ currentTime }) => {
        onTime?.(currentTime);
        if (!reporter) return;
        reporter.setPosition(currentTime);
        if (playing.current && !seeking.current) reporter.ranges.tick(currentTime);
      }}
      onDestroy={stopTimer}
    >
      <MediaProvider>
        {posterUrl ? (
          <Poster className="vds-poster" src={posterUrl} alt={`${title}: the lesson video’s first slide`} />
        ) : null}
        {captionsUrl ? (
          <Track src={captionsUrl} kind="subtitles" label="English" lang="en-IN" type="vtt" default />
        ) : null}
      </MediaProvider>
      <DefaultVideoLayout icons={defaultLayoutIcons} playbackRates={PLAYBACK_RATES} />
    </MediaPlayer>
  );
});

export default LessonPlayer;
