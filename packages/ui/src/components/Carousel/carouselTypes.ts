import type { UseEmblaCarouselType } from 'embla-carousel-react';
import type useEmblaCarousel from 'embla-carousel-react';
import type { CarouselBreakpoint } from './Carousel.css';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
/** embla-carousel v8 options (see embla's docs); Root sets `loop`, `align`, `axis`, `direction` and `startIndex` itself. */
export type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
/** One value, or one per breakpoint (`base` below 640 px, `sm` from 640, `md` 768, `lg` 1024, `xl` 1280). */
export type Responsive<T> = T | Partial<Record<CarouselBreakpoint, T>>;

export interface CoverflowOptions {
  /** How far a slide one position away moves back, in px (before `modifier`). Default `200`. */
  depth?: number;
  /** Multiplies the effect per position away from the centre. Default `2.5`. */
  modifier?: number;
  /** Y rotation in degrees per position away from the centre. Default `0`. */
  rotate?: number;
}

/** Every built-in text of the carousel; pass some or all to `Carousel.Root`'s `labels`. */
export interface CarouselLabels {
  /** How the region is described (`aria-roledescription`). Default `'carousel'`. */
  carousel: string;
  /** How each slide is described (`aria-roledescription`). Default `'slide'`. */
  slide: string;
  /** Name of a slide. Default `(n, total) => \`${n} of ${total}\``. */
  slidePosition: (position: number, total: number) => string;
  /** Name of `Carousel.Previous`. Default `'Previous slide'`. */
  previous: string;
  /** Name of `Carousel.Next`. Default `'Next slide'`. */
  next: string;
  /** Name of the group of dots. Default `'Choose slide'`. */
  dots: string;
  /** Name of one dot. Default `(n) => \`Go to slide ${n}\``. */
  goToSlide: (position: number) => string;
  /** Name of `Carousel.PlayPause` while rotating. Default `'Stop automatic slide show'`. */
  stop: string;
  /** Name of `Carousel.PlayPause` while stopped. Default `'Start automatic slide show'`. */
  start: string;
}

export const defaultCarouselLabels: CarouselLabels = {
  carousel: 'carousel',
  slide: 'slide',
  slidePosition: (position, total) => `${position} of ${total}`,
  previous: 'Previous slide',
  next: 'Next slide',
  dots: 'Choose slide',
  goToSlide: (position) => `Go to slide ${position}`,
  stop: 'Stop automatic slide show',
  start: 'Start automatic slide show',
};
