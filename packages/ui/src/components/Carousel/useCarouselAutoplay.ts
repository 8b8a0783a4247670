'use client';

import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useInView } from '../../hooks/useInView';
import type { CarouselApi } from './carouselTypes';

/**
 * embla's autoplay plugin for `useEmblaCarousel`, or none without autoplay. It never starts or stops by
 * itself (no play on init, no stop on focus or hover): `useCarouselAutoplay` decides when it runs.
 */
export function useAutoplayPlugin(enabled: boolean, delay: number) {
  return useMemo(() => {
    if (!enabled) return { plugin: undefined, plugins: [] };
    const plugin = Autoplay({
      delay,
      playOnInit: false,
      // A drag stops the timer; it restarts when the drag ends, if the carousel still rotates (see below).
      stopOnInteraction: true,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    });
    return { plugin, plugins: [plugin] };
  }, [enabled, delay]);
}

export interface CarouselAutoplayState {
  /** Autoplay is on and neither the user nor reduced motion has stopped it. */
  playing: boolean;
  /** Actually rotating now: playing, and not hovered, dragged, hidden or off screen. */
  rotating: boolean;
  /** Whether it will play is not known yet (server render, first hydration pass). */
  playingUndecided: boolean;
  setPlaying: (playing: boolean) => void;
  setHovered: (hovered: boolean) => void;
  /** Called by `Carousel.PlayPause` while mounted (a development warning checks it exists). */
  registerPlayPause: () => () => void;
}

/**
 * When the slide show rotates: autoplay is on; the user has not stopped it (or has started it under reduced
 * motion, where it never starts by itself); the pointer is not over it (with `pauseOnHover`) and not dragging
 * it; the tab is visible; and it is on screen, where rotating costs the visitor's CPU and battery for nothing.
 * Every change, by hand or by the timer, restarts a full delay ("continues after interaction").
 */
export function useCarouselAutoplay({
  api,
  plugin,
  enabled,
  motionPreference,
  rootRef,
}: {
  api: CarouselApi | undefined;
  plugin: AutoplayType | undefined;
  enabled: boolean;
  /** `true` when the user prefers reduced motion, `null` while unknown (assumed reduced). */
  motionPreference: boolean | null;
  rootRef: RefObject<HTMLElement | null>;
}): CarouselAutoplayState {
  const reduced = motionPreference ?? true;
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [pageVisible, setPageVisible] = useState(true);
  const playing = enabled && (userPlaying ?? !reduced);
  const onScreen = useInView(rootRef, { threshold: 0, once: false, disabled: !enabled }) !== 'out';
  const rotating = playing && !hovered && !dragging && pageVisible && onScreen && api !== undefined;

  useEffect(() => {
    if (!api) return;
    const down = () => setDragging(true);
    const up = () => setDragging(false);
    api.on('pointerDown', down).on('pointerUp', up);
    return () => {
      api.off('pointerDown', down).off('pointerUp', up);
    };
  }, [api]);

  useEffect(() => {
    const update = () => setPageVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  useEffect(() => {
    if (!api || !plugin) return;
    if (!rotating) {
      plugin.stop();
      return;
    }
    // The plugin does nothing useful with a single snap (and has no timings for it).
    const start = () => {
      if (api.scrollSnapList().length > 1) plugin.play(reduced);
    };
    // A fresh full delay after every change, whoever made it.
    const restart = () => plugin.reset();
    // The plugin stops itself when a drag starts. A drag too quick to render in between ends with
    // `rotating` unchanged, so this effect is still current: start it again here.
    const dragEnded = () => {
      if (!plugin.isPlaying()) start();
    };
    start();
    api.on('select', restart).on('reInit', start).on('pointerUp', dragEnded);
    return () => {
      api.off('select', restart).off('reInit', start).off('pointerUp', dragEnded);
      plugin.stop();
    };
  }, [api, plugin, rotating, reduced]);

  const playPauseCount = useRef(0);
  const registerPlayPause = useCallback(() => {
    playPauseCount.current += 1;
    return () => {
      playPauseCount.current -= 1;
    };
  }, []);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && enabled && playPauseCount.current === 0) {
      console.warn(
        'Carousel.Root: an autoplaying carousel needs a Carousel.PlayPause control (WCAG 2.2.2), placed first.',
      );
    }
  }, [enabled]);

  return {
    playing,
    rotating,
    playingUndecided: enabled && userPlaying === null && motionPreference === null,
    setPlaying: setUserPlaying,
    setHovered,
    registerPlayPause,
  };
}
