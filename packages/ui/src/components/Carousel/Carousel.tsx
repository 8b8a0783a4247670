'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
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
import {
  carouselBreakpoints,
  container,
  control,
  controls as controlsStyle,
  coverflowDepth,
  coverflowRotate,
  dot,
  dots as dotsStyle,
  gapInput,
  perViewInput,
  root,
  slide as slideStyle,
  slideInner,
  srOnly,
  viewport as viewportStyle,
  whenMotionReduced,
  whenMotionWelcome,
  type CarouselBreakpoint,
} from './Carousel.css';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
/** embla-carousel v8 options (see embla's docs); Root sets `loop`, `align`, `axis` and `startIndex` itself. */
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

const DEFAULT_COVERFLOW = { depth: 200, modifier: 2.5, rotate: 0 } satisfies Required<CoverflowOptions>;

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

const cssVarName = (cssVar: string) => cssVar.slice(4, -1);

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

const Root = forwardRef<HTMLDivElement, CarouselRootProps>(function CarouselRoot(
  {
    index: indexProp,
    defaultIndex = 0,
    onIndexChange,
    orientation = 'horizontal',
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

  // Counted from the JSX when the Viewport is in it, so the server's HTML already has every dot.
  const [slideCount, setSlideCount] = useState(() => countSlides(children));
  const perView = normalize(slidesPerView);
  const gaps = normalize(gap);
  const maxPerView = Math.max(1, ...Object.values(perView).map((n) => Math.ceil(n ?? 1)));
  // embla needs more slides than fit in view to loop; few slides are repeated (clones are inert).
  const copies = loop && slideCount > 0 ? Math.max(1, Math.ceil((2 * maxPerView + 1) / slideCount)) : 1;

  const [startIndex] = useState(index);
  const emblaOptions = useMemo<CarouselOptions>(
    () => ({
      loop,
      align,
      axis: orientation === 'vertical' ? 'y' : 'x',
      startIndex,
      containScroll: loop || align === 'center' ? false : 'trimSnaps',
      ...options,
    }),
    [loop, align, orientation, startIndex, options],
  );
  const [emblaRef, api] = useEmblaCarousel(emblaOptions);

  const [snapCount, setSnapCount] = useState(0);
  const [canPrevious, setCanPrevious] = useState(loop || index > 0);
  const [canNext, setCanNext] = useState(true);
  const [dragging, setDragging] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [pageVisible, setPageVisible] = useState(true);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const playing = autoplay && (userPlaying ?? !reduced);
  // Off screen, a rotating carousel would only spend the visitor's CPU and battery.
  const rootRef = useRef<HTMLDivElement | null>(null);
  const setRootRef = useMemo(() => mergeRefs(ref, rootRef), [ref]);
  const onScreen = useInView(rootRef, { threshold: 0, once: false, disabled: !autoplay }) !== 'out';
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
  const rotating = playing && !hovered && !dragging && pageVisible && onScreen && api !== undefined;

  const real = useCallback((snap: number) => (copies > 1 ? snap % slideCount : snap), [copies, slideCount]);
  // Ready once embla has started and reported its snaps (until then the slides themselves count).
  const ready = api !== undefined && snapCount > 0;
  const total = copies > 1 || !ready ? slideCount : snapCount;

  /** The snap holding real slide `target` that is nearest to the current one. */
  const snapFor = useCallback(
    (target: number, current: number) => {
      if (copies === 1) return target;
      let best = target;
      for (let copy = 0; copy < copies; copy += 1) {
        const candidate = target + copy * slideCount;
        if (Math.abs(candidate - current) < Math.abs(best - current)) best = candidate;
      }
      return best;
    },
    [copies, slideCount],
  );

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
    const down = () => setDragging(true);
    const up = () => setDragging(false);
    sync();
    api.on('select', sync).on('reInit', sync).on('pointerDown', down).on('pointerUp', up);
    return () => {
      api.off('select', sync).off('reInit', sync).off('pointerDown', down).off('pointerUp', up);
    };
    // onApi is an escape hatch read once per api instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, real, snapFor, controlled, setIndex]);

  // The swipe threshold: the pointer's travel from press to release decides, not embla's speed rule.
  useEffect(() => {
    if (!api || swipeThreshold === undefined) return;
    const vertical = orientation === 'vertical';
    const reversed = !vertical && api.internalEngine().options.direction === 'rtl';
    const position = (event: globalThis.PointerEvent) => (vertical ? event.clientY : event.clientX);
    let start: number | null = null;
    let travel = 0;
    let startSnap = 0;
    const press = (event: globalThis.PointerEvent) => {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      start = position(event);
      travel = 0;
      startSnap = api.selectedScrollSnap();
    };
    const move = (event: globalThis.PointerEvent) => {
      if (start !== null && event.isPrimary) travel = position(event) - start;
    };
    // embla reports its release after the pointer's (pointer events come before mouse and touch events).
    const release = () => {
      if (start === null) return;
      start = null;
      const moved = api.selectedScrollSnap() !== startSnap;
      if (Math.abs(travel) < swipeThreshold) {
        if (moved) api.scrollTo(startSnap, reduced);
      } else if (!moved) {
        if (travel < 0 !== reversed) api.scrollNext(reduced);
        else api.scrollPrev(reduced);
      }
    };
    const viewport = api.rootNode();
    viewport.addEventListener('pointerdown', press);
    window.addEventListener('pointermove', move, { passive: true });
    window.addEventListener('pointerup', move, { passive: true });
    api.on('pointerUp', release);
    return () => {
      viewport.removeEventListener('pointerdown', press);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', move);
      api.off('pointerUp', release);
    };
  }, [api, swipeThreshold, orientation, reduced]);

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

  // Autoplay: a fresh full delay after every change ("continues after interaction").
  useEffect(() => {
    if (!rotating || !api) return;
    const timer = window.setTimeout(() => {
      if (loop || api.canScrollNext()) next();
      else goTo(0);
    }, autoplayDelay);
    return () => window.clearTimeout(timer);
  }, [rotating, api, index, autoplayDelay, loop, next, goTo]);

  useEffect(() => {
    const update = () => setPageVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  // Coverflow: embla's scroll progress drives a per-slide depth written as CSS variables.
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
    if (effect !== 'coverflow' || reduced) {
      clear();
      return;
    }
    const tween = () => {
      const engine = api.internalEngine();
      const progress = api.scrollProgress();
      const snaps = api.scrollSnapList();
      const spacing = snaps.length > 1 ? Math.abs((snaps[1] ?? 0) - (snaps[0] ?? 0)) || 1 : 1;
      const nodes = inner();
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
          node?.style.setProperty(cssVarName(coverflowRotate), `${(-rotate * offset).toFixed(2)}deg`);
        }
      });
    };
    tween();
    api.on('scroll', tween).on('reInit', tween).on('slideFocus', tween);
    return () => {
      api.off('scroll', tween).off('reInit', tween).off('slideFocus', tween);
      clear();
    };
  }, [api, effect, reduced, depth, modifier, rotate]);

  const playPauseCount = useRef(0);
  const registerPlayPause = useCallback(() => {
    playPauseCount.current += 1;
    return () => {
      playPauseCount.current -= 1;
    };
  }, []);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && autoplay && playPauseCount.current === 0) {
      console.warn(
        'Carousel.Root: an autoplaying carousel needs a Carousel.PlayPause control (WCAG 2.2.2), placed first.',
      );
    }
  }, [autoplay]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || isEditable(event.target)) return;
    const back = orientation === 'vertical' ? 'ArrowUp' : 'ArrowLeft';
    const forward = orientation === 'vertical' ? 'ArrowDown' : 'ArrowRight';
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
    if (entering && playing) setUserPlaying(false);
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
    autoplay,
    playing,
    playingUndecided: autoplay && userPlaying === null && motionPreference === null,
    rotating,
    setPlaying: setUserPlaying,
    registerPlayPause,
  };

  return (
    <CarouselContext.Provider value={context}>
      {/* The spec's arrow keys work anywhere inside the carousel, so the region listens for them. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={setRootRef}
        role="region"
        aria-roledescription="carousel"
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
  const { index: selected } = useCarousel('Slide');
  const position = useContext(SlideIndexContext);
  if (!position) throw new Error('Carousel.Slide must be a direct child of Carousel.Viewport.');
  const { index, total, clone } = position;
  return (
    <div
      ref={ref}
      role={clone ? undefined : 'group'}
      aria-roledescription={clone ? undefined : 'slide'}
      aria-label={clone ? undefined : `${index + 1} of ${total}`}
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

/** Goes one slide back; disabled at the start unless looping. Default label "Previous slide". */
const Previous = forwardRef<HTMLButtonElement, CarouselPreviousProps>(function CarouselPrevious(
  { className, children, onClick, ...rest },
  ref,
) {
  const { previous, canPrevious } = useCarousel('Previous');
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
          <ChevronLeft aria-hidden="true" size={20} />
          <span className={srOnly}>Previous slide</span>
        </>
      )}
    </button>
  );
});
Previous.displayName = 'Carousel.Previous';

/** Goes one slide forward; disabled at the end unless looping. Default label "Next slide". */
const Next = forwardRef<HTMLButtonElement, CarouselNextProps>(function CarouselNext(
  { className, children, onClick, ...rest },
  ref,
) {
  const { next, canNext } = useCarousel('Next');
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
          <span className={srOnly}>Next slide</span>
          <ChevronRight aria-hidden="true" size={20} />
        </>
      )}
    </button>
  );
});
Next.displayName = 'Carousel.Next';

/* ---------------------------------------------------------------- Dots */
export interface CarouselDotsProps extends HTMLAttributes<HTMLDivElement> {
  /** Accessible name of one dot. Default `(n) => \`Go to slide ${n}\``. */
  getLabel?: (position: number) => string;
}

/** A labelled button per slide; the current one has `aria-current="true"`. */
const Dots = forwardRef<HTMLDivElement, CarouselDotsProps>(function CarouselDots(
  { className, getLabel = (n) => `Go to slide ${n}`, 'aria-label': label = 'Choose slide', ...rest },
  ref,
) {
  const { total, index, goTo } = useCarousel('Dots');
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
  /** Label while rotating. Default `'Stop automatic slide show'`. */
  stopLabel?: string;
  /** Label while stopped. Default `'Start automatic slide show'`. */
  startLabel?: string;
}

/** Starts and stops autoplay; renders nothing when the carousel has no autoplay. Place it first. */
const PlayPause = forwardRef<HTMLButtonElement, CarouselPlayPauseProps>(function CarouselPlayPause(
  {
    className,
    stopLabel = 'Stop automatic slide show',
    startLabel = 'Start automatic slide show',
    onClick,
    ...rest
  },
  ref,
) {
  const { autoplay, playing, playingUndecided, setPlaying, registerPlayPause } = useCarousel('PlayPause');
  useEffect(() => registerPlayPause(), [registerPlayPause]);
  if (!autoplay) return null;
  const stopContent = (
    <>
      <Pause aria-hidden="true" size={18} />
      <span className={srOnly}>{stopLabel}</span>
    </>
  );
  const startContent = (
    <>
      <Play aria-hidden="true" size={18} />
      <span className={srOnly}>{startLabel}</span>
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

export const Carousel = { Root, Viewport, Slide, Previous, Next, Dots, PlayPause, Controls };
