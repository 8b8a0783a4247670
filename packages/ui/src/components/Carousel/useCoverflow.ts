'use client';

import { useEffect } from 'react';
import { coverflowDepth, coverflowRotate } from './Carousel.css';
import type { CarouselApi, CoverflowOptions } from './carouselTypes';

export const DEFAULT_COVERFLOW = {
  depth: 200,
  modifier: 2.5,
  rotate: 0,
} satisfies Required<CoverflowOptions>;

const cssVarName = (cssVar: string) => cssVar.slice(4, -1);

/**
 * Coverflow: embla's scroll progress drives a per-slide depth (and rotation), written as CSS variables on
 * each slide's inner box. Off (variables removed) for the plain effect and under reduced motion.
 */
export function useCoverflow(
  api: CarouselApi | undefined,
  { enabled, reduced, coverflow }: { enabled: boolean; reduced: boolean; coverflow?: CoverflowOptions },
) {
  const { depth, modifier, rotate } = { ...DEFAULT_COVERFLOW, ...coverflow };
  useEffect(() => {
    if (!api) return;
    const inner = () => api.slideNodes().map((node) => node.firstElementChild as HTMLElement | null);
    const clear = () => {
      for (const node of inner()) {
        node?.style.removeProperty(cssVarName(coverflowDepth));
        node?.style.removeProperty(cssVarName(coverflowRotate));
      }
    };
    if (!enabled || reduced) {
      clear();
      return;
    }
    const tween = () => {
      const engine = api.internalEngine();
      const progress = api.scrollProgress();
      const snaps = api.scrollSnapList();
      const spacing = snaps.length > 1 ? Math.abs((snaps[1] ?? 0) - (snaps[0] ?? 0)) || 1 : 1;
      const nodes = inner();
      // Right to left, the slide after the selected one sits on its left: it turns the other way.
      const turn = engine.options.direction === 'rtl' ? -rotate : rotate;
      snaps.forEach((snap, snapIndex) => {
        for (const slideIndex of engine.slideRegistry[snapIndex] ?? []) {
          let diff = snap - progress;
          if (engine.options.loop) {
            for (const point of engine.slideLooper.loopPoints) {
              const target = point.target();
              if (slideIndex === point.index && target !== 0) {
                diff = Math.sign(target) === -1 ? snap - (1 + progress) : snap + (1 - progress);
              }
            }
          }
          const offset = (diff / spacing) * modifier;
          const node = nodes[slideIndex];
          node?.style.setProperty(cssVarName(coverflowDepth), `${(-depth * Math.abs(offset)).toFixed(2)}px`);
          node?.style.setProperty(cssVarName(coverflowRotate), `${(-turn * offset).toFixed(2)}deg`);
        }
      });
    };
    tween();
    api.on('scroll', tween).on('reInit', tween).on('slideFocus', tween);
    return () => {
      api.off('scroll', tween).off('reInit', tween).off('slideFocus', tween);
      clear();
    };
  }, [api, enabled, reduced, depth, modifier, rotate]);
}
