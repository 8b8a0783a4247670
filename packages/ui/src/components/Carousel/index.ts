import {
  CarouselRoot,
  CarouselViewport,
  CarouselSlide,
  CarouselPrevious,
  CarouselNext,
  CarouselDots,
  CarouselPlayPause,
  CarouselControls,
} from './Carousel';

/**
 * `Carousel.Root` and the other parts: the namespace is built here, in a module without 'use client', from the parts
 * the client module exports one by one. Built inside the client module, a React Server Component would
 * see it as one client reference whose `.Root` is undefined (Next.js App Router).
 */
export const Carousel = {
  Root: CarouselRoot,
  Viewport: CarouselViewport,
  Slide: CarouselSlide,
  Previous: CarouselPrevious,
  Next: CarouselNext,
  Dots: CarouselDots,
  PlayPause: CarouselPlayPause,
  Controls: CarouselControls,
};
export type {
  CarouselApi,
  CarouselOptions,
  CarouselRootProps,
  CarouselViewportProps,
  CarouselSlideProps,
  CarouselPreviousProps,
  CarouselNextProps,
  CarouselDotsProps,
  CarouselPlayPauseProps,
  CarouselControlsProps,
  CarouselLabels,
  CoverflowOptions,
  Responsive,
} from './Carousel';
