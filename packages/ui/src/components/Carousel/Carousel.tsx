'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  Children,
  createContext,
  forwardRef,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useInView } from '../../hooks/useInView';
import { useIsomorphicLayoutEffect } from '../../hooks/useIsomorphicLayoutEffect';
import { prefersReducedMotionNow, useReducedMotionPreference } from '../../hooks/usePrefersReducedMotion';
import { cx } from '../../internal/cx';
import { mergeRefs } from '../../internal/mergeRefs';
import { useNearestDirection } from '../../internal/useNearestDirection';
import { useLocale, useProvidedDirection } from '../LocaleProvider/LocaleProvider';
import { interpolate, type Messages } from '../LocaleProvider/messages';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  carouselBreakpoints,
  directionSign,
  container,
  control,
  controls as controlsStyle,
  dot,
  dots as dotsStyle,
  gapInput,
  perViewInput,
  root,
  slide as slideStyle,
  slideInner,
  viewport as viewportStyle,
  whenMotionReduced,
  whenMotionWelcome,
  type CarouselBreakpoint,
} from './Carousel.css';
import {
  type CarouselApi,
  type CarouselLabels,
  type CarouselOptions,
  type CoverflowOptions,
  type Responsive,
} from './carouselTypes';
import { useAutoplayPlugin, useCarouselAutoplay } from './useCarouselAutoplay';
import { useCoverflow } from './useCoverflow';
import { useLoopClones } from './useLoopClones';
import { useSwipeThreshold } from './useSwipeThreshold';

/** The carousel's texts from the nearest LocaleProvider's messages (English without one). */
const carouselLabelsOf = (messages: Messages): CarouselLabels => ({
  carousel: messages.carousel,
  slide: messages.carouselSlide,
  slidePosition: (position, total) => interpolate(messages.carouselSlideLabel, { index: position, total }),
  previous: messages.carouselPrevious,
  next: messages.carouselNext,
  dots: messages.carouselDots,
  goToSlide: (position) => interpolate(messages.carouselGoTo, { index: position }),
  stop: messages.carouselStop,
  start: messages.carouselStart,
});

export type {
  CarouselApi,
  CarouselLabels,
  CarouselOptions,
  CoverflowOptions,
  Responsive,
} from './carouselTypes';

/* ------------------------------------------------------------- helpers */
function setRefs<T>(value: T, ...refs: Array<Ref<T> | undefined>) {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(value);
    else if (ref) (ref as { current: T }).current = value;
  }
}

function normalize<T>(value: Responsive<T> | undefined): Partial<Record<CarouselBreakpoint, T>> {
  if (value === undefined) return {};
  if (typeof value === 'object' && value !== null) return value as Partial<Record<CarouselBreakpoint, T>>;
  return { base: value as T };
}

function isEditable(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/* ------------------------------------------------------------- context */
interface CarouselContextValue {
  viewportRef: (node: HTMLElement | null) => void;
  api: CarouselApi | undefined;
  /** Selected slide (index among the real slides). */
  index: number;
  /** Number of positions a user can choose (dots). */
  total: number;
  slideCount: number;
  setSlideCount: (count: number) => void;
  copies: number;
  canPrevious: boolean;
  canNext: boolean;
  goTo: (index: number) => void;
  previous: () => void;
  next: () => void;
  orientation: 'horizontal' | 'vertical';
  direction: 'ltr' | 'rtl';
  labels: CarouselLabels;
  autoplay: boolean;
  playing: boolean;
  /**
   * Whether it will play is not known yet (server render, first hydration pass): whether motion is
   * welcome decides, and only the browser knows. The play/pause control shows both states and CSS picks.
   */
  playingUndecided: boolean;
  rotating: boolean;
  setPlaying: (playing: boolean) => void;
  registerPlayPause: () => () => void;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);
function useCarousel(part: string) {
  const context = useContext(CarouselContext);
  if (!context) throw new Error(`Carousel.${part} must be used within Carousel.Root.`);
  return context;
}

const SlideIndexContext = createContext<{ index: number; total: number; clone: boolean } | null>(null);

/* ---------------------------------------------------------------- Root */
export interface CarouselRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue'> {
  /** Selected slide (controlled). */
  index?: number;
  /** Slide selected first (uncontrolled). Default `0`. */
  defaultIndex?: number;
  /** Called with the new index whenever the selected slide changes, in both modes. */
  onIndexChange?: (index: number) => void;
  /** Scroll axis. Default `'horizontal'`. */
  orientation?: 'horizontal' | 'vertical';
  /**
   * Reading direction; right to left, the next slide comes from the left and the arrows and arrow keys
   * follow. Default: the nearest `dir` attribute above the carousel (`'ltr'` without one), found once it
   * hydrates: pass it to have right-to-left server HTML.
   */
  dir?: 'ltr' | 'rtl';
  /** Wrap around at both ends. Default `false`. */
  loop?: boolean;
  /** Where the selected slide sits in the viewport. Default `'start'` (`'center'` for coverflow). */
  align?: 'start' | 'center' | 'end';
  /** Transition look: plain `slide` or 3D `coverflow` (off under reduced motion). Default `'slide'`. */
  effect?: 'slide' | 'coverflow';
  /** Coverflow settings. Default `{ depth: 200, modifier: 2.5, rotate: 0 }`. */
  coverflow?: CoverflowOptions;
  /** Slides visible at once, optionally per breakpoint (CSS, so server HTML is laid out). Default `1`. */
  slidesPerView?: Responsive<number>;
  /** Space between slides in px, optionally per breakpoint. Default `0`. */
  gap?: Responsive<number>;
  /** Rotate automatically (never under reduced motion unless the user presses play). Default `false`. */
  autoplay?: boolean;
  /** Time each slide stays before the next, in ms; restarts after every change. Default `3000`. */
  autoplayDelay?: number;
  /** Pause rotation while the pointer is over the carousel. Default `true`. */
  pauseOnHover?: boolean;
  /**
   * A swipe or drag at least this long, in px, moves one slide in its direction however slowly it is made,
   * and a shorter one springs back. Without it embla decides by the drag's speed and the nearest slide, so
   * a slow swipe shorter than half a slide stays put. Default: embla's behaviour.
   */
  swipeThreshold?: number;
  /** Built-in texts (slide names, button names), for another language. Default: English (`CarouselLabels`). */
  labels?: Partial<CarouselLabels>;
  /** Other embla options (for example `dragThreshold`, `duration`). Default `{}`. */
  options?: CarouselOptions;
  /** Receives the embla API once it exists (escape hatch). */
  onApi?: (api: CarouselApi) => void;
}

/**
 * The number of slides of the `Carousel.Viewport` inside `children`, found by walking the JSX: the server
 * renders the dots (and "1 of n") with it, so they are on the page before it hydrates. 0 when the Viewport
 * is rendered by a component of its own; the Viewport then reports the count once mounted.
 */
function countSlides(children: ReactNode): number {
  let found = 0;
  Children.forEach(children, (child) => {
    if (found > 0 || !isValidElement<{ children?: ReactNode }>(child)) return;
    if (child.type === Viewport) found = Children.toArray(child.props.children).filter(isValidElement).length;
    else found = countSlides(child.props.children);
  });
  return found;
}

/**
 * Owns embla and the selected index; the behaviours live in hooks beside it: `useCarouselAutoplay`
 * (embla's autoplay plugin, and when it may run), `useLoopClones` (repeated slides for a short loop),
 * `useSwipeThreshold` and `useCoverflow`; `useNearestDirection` reads the reading direction.
 */
const Root = forwardRef<HTMLDivElement, CarouselRootProps>(function CarouselRoot(
  {
    index: indexProp,
    defaultIndex = 0,
    onIndexChange,
    orientation = 'horizontal',
    dir,
    loop = false,
    effect = 'slide',
    align = effect === 'coverflow' ? 'center' : 'start',
    coverflow,
    slidesPerView = 1,
    gap = 0,
    autoplay = false,
    autoplayDelay = 3000,
    pauseOnHover = true,
    swipeThreshold,
    labels: labelsProp,
    options,
    onApi,
    className,
    style,
    onKeyDown,
    onFocus,
    onPointerEnter,
    onPointerLeave,
    onPointerDown,
    children,
    ...rest
  },
  ref,
) {
  const motionPreference = useReducedMotionPreference();
  const reduced = motionPreference ?? true;
  const [index, setIndex] = useControllableState({
    value: indexProp,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
    name: 'Carousel.Root',
  });
  const controlled = indexProp !== undefined;
  const indexRef = useRef(index);
  indexRef.current = index;
  const { messages } = useLocale();
  const providedDir = useProvidedDirection();
  const labels = useMemo(() => ({ ...carouselLabelsOf(messages), ...labelsProp }), [messages, labelsProp]);

  // Counted from the JSX when the Viewport is in it, so the server's HTML already has every dot.
  const [slideCount, setSlideCount] = useState(() => countSlides(children));
  const perView = normalize(slidesPerView);
  const gaps = normalize(gap);
  const maxPerView = Math.max(1, ...Object.values(perView).map((n) => Math.ceil(n ?? 1)));
  const { copies, real, snapFor } = useLoopClones({ loop, slideCount, maxPerView });

  const rootRef = useRef<HTMLDivElement | null>(null);
  const setRootRef = useMemo(() => mergeRefs(ref, rootRef), [ref]);
  const direction = useNearestDirection(rootRef, dir ?? providedDir);

  const [startIndex] = useState(index);
  const emblaOptions = useMemo<CarouselOptions>(
    () => ({
      loop,
      align,
      axis: orientation === 'vertical' ? 'y' : 'x',
      direction,
      startIndex,
      containScroll: loop || align === 'center' ? false : 'trimSnaps',
      ...options,
    }),
    [loop, align, orientation, direction, startIndex, options],
  );
  const { plugin: autoplayPlugin, plugins } = useAutoplayPlugin(autoplay, autoplayDelay);
  const [emblaRef, api] = useEmblaCarousel(emblaOptions, plugins);

  const [snapCount, setSnapCount] = useState(0);
  const [canPrevious, setCanPrevious] = useState(loop || index > 0);
  const [canNext, setCanNext] = useState(true);
  // embla measures every slide when it starts, which costs a forced layout: a carousel starts when it
  // comes near the viewport, or when it is focused or touched, not while the page hydrates. Until
  // then the server's markup shows the first slides in place.
  const near = useInView(rootRef, { threshold: 0, rootMargin: '50% 0px' }) === 'in';
  const [engaged, setEngaged] = useState(false);
  const viewportNode = useRef<HTMLElement | null>(null);
  const viewportRef = useCallback((node: HTMLElement | null) => {
    viewportNode.current = node;
  }, []);
  useEffect(() => {
    if (near || engaged) emblaRef(viewportNode.current);
  }, [near, engaged, emblaRef]);
  // Marks the hydrated carousel for its styles (not in React's props, so the server HTML keeps its
  // no-JavaScript form and this costs no render).
  useEffect(() => {
    rootRef.current?.setAttribute('data-hydrated', '');
  }, []);

  const { playing, rotating, playingUndecided, setPlaying, setHovered, registerPlayPause } =
    useCarouselAutoplay({ api, plugin: autoplayPlugin, enabled: autoplay, motionPreference, rootRef });

  // Ready once embla has started and reported its snaps (until then the slides themselves count).
  const ready = api !== undefined && snapCount > 0;
  const total = copies > 1 || !ready ? slideCount : snapCount;

  useEffect(() => {
    if (!api) return;
    onApi?.(api);
    const sync = () => {
      setSnapCount(api.scrollSnapList().length);
      setCanPrevious(api.canScrollPrev());
      setCanNext(api.canScrollNext());
      const selected = real(api.selectedScrollSnap());
      if (selected !== indexRef.current) {
        setIndex(selected);
        // Two changes before the next render (embla's release, then a correction) must compare with the
        // latest, or the second would be taken for no change and the render would bring back the first.
        if (!controlled) indexRef.current = selected;
        // A controlled carousel never keeps a position its parent did not accept.
        if (controlled) {
          window.setTimeout(() => {
            if (real(api.selectedScrollSnap()) !== indexRef.current)
              api.scrollTo(snapFor(indexRef.current, api.selectedScrollSnap()));
          }, 0);
        }
      }
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
    // onApi is an escape hatch read once per api instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, real, snapFor, controlled, setIndex]);

  useSwipeThreshold(api, swipeThreshold, orientation, reduced);

  // Follow the index (controlled changes, or a change requested while embla was not ready).
  useEffect(() => {
    if (!api) return;
    const selected = api.selectedScrollSnap();
    if (real(selected) !== index) api.scrollTo(snapFor(index, selected), reduced);
  }, [api, index, real, snapFor, reduced]);

  const goTo = useCallback(
    (target: number) => {
      if (controlled || !api) setIndex(target);
      else api.scrollTo(snapFor(target, api.selectedScrollSnap()), reduced);
    },
    [api, controlled, reduced, setIndex, snapFor],
  );
  const step = useCallback(
    (direction: 1 | -1) => {
      // Before the engine has started (off screen, or pressed the moment the page hydrated), the press
      // moves the index and starts the engine, which then follows the index: it is not lost.
      if (!api) setEngaged(true);
      if (controlled || !api) {
        const count = total || 1;
        const target = loop
          ? (indexRef.current + direction + count) % count
          : Math.min(count - 1, Math.max(0, indexRef.current + direction));
        setIndex(target);
      } else if (direction === 1) api.scrollNext(reduced);
      else api.scrollPrev(reduced);
    },
    [api, controlled, loop, reduced, setIndex, total],
  );
  const previous = useCallback(() => step(-1), [step]);
  const next = useCallback(() => step(1), [step]);

  useCoverflow(api, { enabled: effect === 'coverflow', reduced, coverflow });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || isEditable(event.target)) return;
    // Right to left, the next slide is on the left: ArrowLeft moves forward.
    const rtl = direction === 'rtl';
    const back = orientation === 'vertical' ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
    const forward = orientation === 'vertical' ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === back || event.key === forward) {
      event.preventDefault();
      step(event.key === forward ? 1 : -1);
    }
  };

  // Focus that follows a pointer press (clicking a dot) is an interaction the slide show continues after.
  const pointerPressedAt = useRef(-Infinity);
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    onPointerDown?.(event);
    pointerPressedAt.current = performance.now();
    setEngaged(true);
  };
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    onFocus?.(event);
    setEngaged(true);
    const byPointer = performance.now() - pointerPressedAt.current < 1000;
    pointerPressedAt.current = -Infinity;
    if (event.defaultPrevented || byPointer) return;
    const from = event.relatedTarget as Node | null;
    const entering = !from || !event.currentTarget.contains(from);
    // WAI-ARIA carousel pattern: keyboard focus entering stops rotation until the user restarts it.
    if (entering && playing) setPlaying(false);
  };

  const handlePointerEnter = (event: PointerEvent<HTMLDivElement>) => {
    onPointerEnter?.(event);
    if (!event.defaultPrevented && pauseOnHover && event.pointerType === 'mouse') setHovered(true);
  };
  const handlePointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    onPointerLeave?.(event);
    if (!event.defaultPrevented) setHovered(false);
  };

  const inlineVars: Record<string, string> = {};
  if (direction === 'rtl') inlineVars[directionSign] = '-1';
  for (const key of carouselBreakpoints) {
    const count = perView[key];
    const space = gaps[key];
    if (count !== undefined) inlineVars[perViewInput[key]] = String(count);
    if (space !== undefined) inlineVars[gapInput[key]] = `${space}px`;
  }

  const context: CarouselContextValue = {
    viewportRef,
    api,
    index,
    total,
    slideCount,
    setSlideCount,
    copies,
    canPrevious: loop || (api ? canPrevious : index > 0),
    canNext: loop || (api ? canNext : index < slideCount - 1),
    goTo,
    previous,
    next,
    orientation,
    direction,
    labels,
    autoplay,
    playing,
    playingUndecided,
    rotating,
    setPlaying,
    registerPlayPause,
  };

  return (
    <CarouselContext.Provider value={context}>
      {/* The spec's arrow keys work anywhere inside the carousel, so the region listens for them. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={setRootRef}
        role="region"
        aria-roledescription={labels.carousel}
        dir={dir}
        data-orientation={orientation}
        data-effect={effect}
        data-align={align}
        data-ready={ready ? '' : undefined}
        data-playing={rotating ? '' : undefined}
        className={cx(root, className)}
        style={{ ...assignInlineVars(inlineVars), ...style }}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        onPointerEnter={handlePointerEnter}
        onPointerLeave={handlePointerLeave}
        onPointerDown={handlePointerDown}
        {...rest}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  );
});
Root.displayName = 'Carousel.Root';

/* ------------------------------------------------------------ Viewport */
export type CarouselViewportProps = HTMLAttributes<HTMLDivElement>;

/** The clipping frame and the slide track; put `Carousel.Slide` elements directly inside. */
const Viewport = forwardRef<HTMLDivElement, CarouselViewportProps>(function CarouselViewport(
  { className, children, ...rest },
  ref,
) {
  const { viewportRef, setSlideCount, copies, rotating } = useCarousel('Viewport');
  const slides = Children.toArray(children).filter(isValidElement);
  const count = slides.length;
  useIsomorphicLayoutEffect(() => setSlideCount(count), [count, setSlideCount]);

  const rendered: ReactNode[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    slides.forEach((child, position) => {
      rendered.push(
        <SlideIndexContext.Provider
          key={`${copy}-${child.key ?? position}`}
          value={{ index: position, total: count, clone: copy > 0 }}
        >
          {child}
        </SlideIndexContext.Provider>,
      );
    });
  }

  return (
    <div ref={(node) => setRefs(node, ref, viewportRef)} className={cx(viewportStyle, className)} {...rest}>
      {/* Announce slide changes politely, but not while rotating on its own. */}
      <div className={container} aria-live={rotating ? 'off' : 'polite'}>
        {rendered}
      </div>
    </div>
  );
});
Viewport.displayName = 'Carousel.Viewport';

/* --------------------------------------------------------------- Slide */
export type CarouselSlideProps = HTMLAttributes<HTMLDivElement>;

/** One slide: a group labelled "n of m". Its content sits in an inner box that carries the effect. */
const Slide = forwardRef<HTMLDivElement, CarouselSlideProps>(function CarouselSlide(
  { className, children, ...rest },
  ref,
) {
  const { index: selected, labels } = useCarousel('Slide');
  const position = useContext(SlideIndexContext);
  if (!position) throw new Error('Carousel.Slide must be a direct child of Carousel.Viewport.');
  const { index, total, clone } = position;
  return (
    <div
      ref={ref}
      role={clone ? undefined : 'group'}
      aria-roledescription={clone ? undefined : labels.slide}
      aria-label={clone ? undefined : labels.slidePosition(index + 1, total)}
      aria-hidden={clone || undefined}
      inert={clone || undefined}
      data-index={index}
      data-clone={clone ? '' : undefined}
      data-selected={index === selected ? '' : undefined}
      className={cx(slideStyle, className)}
      {...rest}
    >
      <div className={slideInner}>{children}</div>
    </div>
  );
});
Slide.displayName = 'Carousel.Slide';

/* ------------------------------------------------------ Previous, Next */
export type CarouselPreviousProps = ButtonHTMLAttributes<HTMLButtonElement>;
export type CarouselNextProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** Goes one slide back; disabled at the start unless looping. Named by `labels.previous` ("Previous slide"). */
const Previous = forwardRef<HTMLButtonElement, CarouselPreviousProps>(function CarouselPrevious(
  { className, children, onClick, ...rest },
  ref,
) {
  const { previous, canPrevious, labels, direction } = useCarousel('Previous');
  // The arrow points the way back: right, right to left.
  const Arrow = direction === 'rtl' ? ChevronRight : ChevronLeft;
  return (
    <button
      ref={ref}
      type="button"
      className={cx(control, className)}
      disabled={!canPrevious}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) previous();
      }}
      {...rest}
    >
      {children ?? (
        <>
          <Arrow aria-hidden="true" size={20} />
          <VisuallyHidden>{labels.previous}</VisuallyHidden>
        </>
      )}
    </button>
  );
});
Previous.displayName = 'Carousel.Previous';

/** Goes one slide forward; disabled at the end unless looping. Named by `labels.next` ("Next slide"). */
const Next = forwardRef<HTMLButtonElement, CarouselNextProps>(function CarouselNext(
  { className, children, onClick, ...rest },
  ref,
) {
  const { next, canNext, labels, direction } = useCarousel('Next');
  const Arrow = direction === 'rtl' ? ChevronLeft : ChevronRight;
  return (
    <button
      ref={ref}
      type="button"
      className={cx(control, className)}
      disabled={!canNext}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) next();
      }}
      {...rest}
    >
      {children ?? (
        <>
          <VisuallyHidden>{labels.next}</VisuallyHidden>
          <Arrow aria-hidden="true" size={20} />
        </>
      )}
    </button>
  );
});
Next.displayName = 'Carousel.Next';

/* ---------------------------------------------------------------- Dots */
export interface CarouselDotsProps extends HTMLAttributes<HTMLDivElement> {
  /** Accessible name of one dot. Default: Root's `labels.goToSlide` (`(n) => \`Go to slide ${n}\``). */
  getLabel?: (position: number) => string;
}

/** A labelled button per slide; the current one has `aria-current="true"`. */
const Dots = forwardRef<HTMLDivElement, CarouselDotsProps>(function CarouselDots(
  { className, getLabel: getLabelProp, 'aria-label': labelProp, ...rest },
  ref,
) {
  const { total, index, goTo, labels } = useCarousel('Dots');
  const getLabel = getLabelProp ?? labels.goToSlide;
  const label = labelProp ?? labels.dots;
  return (
    <div ref={ref} role="group" aria-label={label} className={cx(dotsStyle, className)} {...rest}>
      {Array.from({ length: total }, (_, position) => (
        <button
          key={position}
          type="button"
          className={dot}
          aria-label={getLabel(position + 1)}
          aria-current={position === index ? 'true' : undefined}
          onClick={() => goTo(position)}
        />
      ))}
    </div>
  );
});
Dots.displayName = 'Carousel.Dots';

/* ----------------------------------------------------------- PlayPause */
export interface CarouselPlayPauseProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Label while rotating. Default: Root's `labels.stop` (`'Stop automatic slide show'`). */
  stopLabel?: string;
  /** Label while stopped. Default: Root's `labels.start` (`'Start automatic slide show'`). */
  startLabel?: string;
}

/** Starts and stops autoplay; renders nothing when the carousel has no autoplay. Place it first. */
const PlayPause = forwardRef<HTMLButtonElement, CarouselPlayPauseProps>(function CarouselPlayPause(
  { className, stopLabel: stopLabelProp, startLabel: startLabelProp, onClick, ...rest },
  ref,
) {
  const { autoplay, playing, playingUndecided, setPlaying, registerPlayPause, labels } =
    useCarousel('PlayPause');
  const stopLabel = stopLabelProp ?? labels.stop;
  const startLabel = startLabelProp ?? labels.start;
  useEffect(() => registerPlayPause(), [registerPlayPause]);
  if (!autoplay) return null;
  const stopContent = (
    <>
      <Pause aria-hidden="true" size={18} />
      <VisuallyHidden>{stopLabel}</VisuallyHidden>
    </>
  );
  const startContent = (
    <>
      <Play aria-hidden="true" size={18} />
      <VisuallyHidden>{startLabel}</VisuallyHidden>
    </>
  );
  return (
    <button
      ref={ref}
      type="button"
      className={cx(control, className)}
      data-state={playingUndecided ? undefined : playing ? 'playing' : 'paused'}
      onClick={(event) => {
        onClick?.(event);
        // Pressed while undecided (the press replayed right after hydration, before the render that asks
        // the browser): the control showed what the media query chose, so act on that.
        const shown = playingUndecided ? !prefersReducedMotionNow() : playing;
        if (!event.defaultPrevented) setPlaying(!shown);
      }}
      {...rest}
    >
      {playingUndecided ? (
        // Before hydration the control says what the carousel will do once it runs: it will rotate
        // where motion is welcome, so a press made now ("Stop") means stop, and is replayed as such.
        <>
          <span className={whenMotionWelcome}>{stopContent}</span>
          <span className={whenMotionReduced}>{startContent}</span>
        </>
      ) : playing ? (
        stopContent
      ) : (
        startContent
      )}
    </button>
  );
});
PlayPause.displayName = 'Carousel.PlayPause';

/* ------------------------------------------------------------ Controls */
export type CarouselControlsProps = HTMLAttributes<HTMLDivElement>;

/** A row for Previous, Dots and Next. */
const Controls = forwardRef<HTMLDivElement, CarouselControlsProps>(function CarouselControls(
  { className, ...rest },
  ref,
) {
  useCarousel('Controls');
  return <div ref={ref} className={cx(controlsStyle, className)} {...rest} />;
});
Controls.displayName = 'Carousel.Controls';

/**
 * The parts one by one. The `Carousel` namespace is built from them in `./index.ts`, outside this client module:
 * import it from there (stories, tests and other components too).
 */
export {
  Root as CarouselRoot,
  Viewport as CarouselViewport,
  Slide as CarouselSlide,
  Previous as CarouselPrevious,
  Next as CarouselNext,
  Dots as CarouselDots,
  PlayPause as CarouselPlayPause,
  Controls as CarouselControls,
};
