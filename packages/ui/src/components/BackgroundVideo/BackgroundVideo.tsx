'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Pause, Play } from 'lucide-react';
import { preload } from 'react-dom';
import {
  forwardRef,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useInView } from '../../hooks/useInView';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { cx } from '../../internal/cx';
import { mergeRefs } from '../../internal/mergeRefs';
import {
  aspectRatioVar,
  backgroundVideo,
  backgroundVideoContent,
  backgroundVideoControl,
  backgroundVideoControlCircle,
  backgroundVideoMedia,
  backgroundVideoPicture,
  backgroundVideoPoster,
} from './BackgroundVideo.css';

export interface VideoSource {
  src: string;
  /** MIME type, for example `video/webm` or `video/mp4`. */
  type: string;
}

export interface PosterSource {
  /** `srcset` of the source, for example `/hero.avif 1280w`. */
  srcSet: string;
  /** MIME type, for example `image/avif`; a browser that cannot read it skips the source. */
  type: string;
}

export interface BackgroundVideoProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** One URL, or several sources in order of preference. */
  src: string | VideoSource[];
  /** Still image shown first (never lazy) and instead of the video under reduced motion or Save-Data. */
  poster: string;
  /**
   * Smaller encodings of the poster, in order of preference (for example AVIF before the `poster`
   * WebP): rendered as a `<picture>`, so a browser that reads one of them fetches fewer bytes before
   * the page's largest paint. Preload the same file yourself when the poster is above the fold (a
   * `<link rel="preload" as="image" type="image/avif">` in the page's head).
   */
  posterSources?: readonly PosterSource[];
  /** Intrinsic width in pixels (reserves the space; no layout shift). */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** `rect` fills the box; `circle` crops to a circle. Default `rect`. */
  shape?: 'rect' | 'circle';
  /** Text alternative of the poster when it carries meaning. Default `''` (decorative). */
  alt?: string;
  /** Show a pause/play button while the video plays (WCAG 2.2.2). Default `true`. */
  pauseControl?: boolean;
  /** Name of the pause button. Default `'Pause background video'`. */
  pauseLabel?: string;
  /** Name of the play button. Default `'Play background video'`. */
  playLabel?: string;
  /** Content laid over the video (a hero headline). */
  children?: ReactNode;
  /**
   * `eager` (default) for a video at the top of the page: its poster is fetched first, with high
   * priority. `lazy` for one further down: the poster loads lazily and the video is only fetched once
   * the box comes near the viewport.
   */
  loading?: 'eager' | 'lazy';
}

interface NetworkInformationLike {
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

const connection = () => (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
const subscribeSaveData = (onChange: () => void) => {
  const info = connection();
  info?.addEventListener?.('change', onChange);
  return () => info?.removeEventListener?.('change', onChange);
};

/** Whether the user asked to save data. Assumed `true` on the server (poster only until known). */
function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribeSaveData,
    () => connection()?.saveData === true,
    () => true,
  );
}

/**
 * A muted, looping, inline background video. The poster renders first (in the server HTML, eager,
 * high priority) so it is the page's largest paint; the video is added after hydration only when the
 * user allows motion and has not asked to save data, and fades in once it actually plays.
 */
export const BackgroundVideo = forwardRef<HTMLDivElement, BackgroundVideoProps>(function BackgroundVideo(
  {
    src,
    poster,
    posterSources,
    width,
    height,
    shape = 'rect',
    alt = '',
    pauseControl = true,
    pauseLabel = 'Pause background video',
    playLabel = 'Play background video',
    loading = 'eager',
    className,
    style,
    children,
    ...rest
  },
  ref,
) {
  const reduced = usePrefersReducedMotion();
  const saveData = useSaveData();
  const allowed = !reduced && !saveData;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const boxRef = useRef<HTMLDivElement | null>(null);
  const setBoxRef = useMemo(() => mergeRefs(ref, boxRef), [ref]);
  // A video out of view is paused (decoding it costs CPU and battery); a lazy one is only fetched
  // once the box has come near the viewport.
  const onScreen = useInView(boxRef, { threshold: 0, once: false, disabled: !allowed }) !== 'out';
  const nearOnce = useInView(boxRef, { threshold: 0, rootMargin: '300px 0px', disabled: !allowed || loading === 'eager' });
  const showVideo = allowed && (loading === 'eager' || nearOnce === 'in');
  useEffect(() => {
    const video = videoRef.current;
    if (!showVideo || !video) return;
    // React sets `muted` as a property after creating the element; set it before asking to play,
    // which browsers require for autoplay.
    video.muted = true;
    if (userPaused || !onScreen) video.pause();
    else void video.play().catch(() => setPlaying(false));
  }, [showVideo, userPaused, onScreen]);


  const sources = typeof src === 'string' ? [{ src, type: undefined }] : src;
  const preferred = posterSources?.[0];
  // React preloads an eager <img> by itself, but not one inside a <picture> (it cannot know which source
  // the browser takes): preload the preferred source, typed, in the same way.
  if (preferred && loading === 'eager') {
    preload(preferred.srcSet.trim().split(/\s+/)[0]!, {
      as: 'image',
      type: preferred.type,
      imageSrcSet: preferred.srcSet,
      imageSizes: '100vw',
      fetchPriority: 'high',
    });
  }
  const posterImage = (
    <img
      className={backgroundVideoPoster}
      src={poster}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={loading === 'eager' ? 'high' : 'auto'}
      decoding="async"
    />
  );

  return (
    <div
      ref={setBoxRef}
      data-shape={shape}
      data-state={allowed ? (playing ? 'playing' : 'paused') : 'poster'}
      className={cx(backgroundVideo({ shape }), className)}
      style={{ ...assignInlineVars({ [aspectRatioVar]: `${width} / ${height}` }), ...style }}
      {...rest}
    >
      {posterSources?.length ? (
        <picture className={backgroundVideoPicture}>
          {posterSources.map((source) => (
            <source key={source.srcSet} srcSet={source.srcSet} type={source.type} />
          ))}
          {posterImage}
        </picture>
      ) : (
        posterImage
      )}
      {showVideo ? (
        <video
          ref={videoRef}
          className={backgroundVideoMedia}
          width={width}
          height={height}
          muted
          autoPlay={!userPaused && onScreen}
          loop
          playsInline
          preload={loading === 'eager' ? 'auto' : 'metadata'}
          aria-hidden="true"
          tabIndex={-1}
          data-playing={playing ? 'true' : 'false'}
          onPlaying={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          {sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      ) : null}
      {children !== undefined ? <div className={backgroundVideoContent}>{children}</div> : null}
      {showVideo && pauseControl ? (
        <button
          type="button"
          className={cx(backgroundVideoControl, shape === 'circle' && backgroundVideoControlCircle)}
          aria-label={userPaused ? playLabel : pauseLabel}
          onClick={() => {
            const video = videoRef.current;
            if (!video) return;
            if (userPaused) {
              setUserPaused(false);
            } else {
              setUserPaused(true);
              video.pause();
            }
          }}
        >
          {userPaused ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
        </button>
      ) : null}
    </div>
  );
});
BackgroundVideo.displayName = 'BackgroundVideo';
