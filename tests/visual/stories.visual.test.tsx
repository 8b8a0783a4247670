/// <reference types="vite/client" />
/**
 * Screenshot baselines of every story of @company/ui, in the dark and the light theme (and a selection in
 * Harbour, a third theme made with createTheme: see `harbourStories`), with
 * reduced motion forced (no transitions, no autoplay, counters at their end value).
 *
 * Baselines live in __screenshots__/ beside this file and are committed. They are specific to
 * Debian's Chromium on Linux. With CI=true a missing baseline fails instead of being written.
 * Update on purpose with `pnpm vitest run --project visual --update`.
 *
 * What is captured: the story's own box, grown to fit it (the viewport widens and heightens to
 * the story's size). A story that renders into a portal on <body> (dialogs, toasts) or contains
 * `position: fixed` elements (floating bars, the cursor layer) is captured as the whole 1024×768
 * viewport instead, because that is where those elements sit. Play functions do not run here:
 * the picture is the story's first rendered state.
 *
 * Story parameters (`parameters.screenshot`):
 * - `false` opts out, with a comment in the story saying why (an animation with no frozen state).
 * - `{ play: true }` runs the story's play function first and captures the state it ends in
 *   (a menu or panel that only opens by interaction).
 * - `{ scrollY }` scrolls the window first (viewport capture), for states that appear on scroll.
 * - `{ motion: true, pointer: { x, y }, delay }` lets the story move (no forced reduced motion),
 *   sends one mouse move to the viewport point and waits `delay` ms: for pointer-driven decoration
 *   that comes to rest (the particle cursor's ring).
 * A story that pins its own theme (`globals: { theme: 'light' }`) is captured once, in that theme.
 *
 * Every test has a hard time limit (TEST_TIMEOUT) and the afterEach hook undoes whatever a story
 * left on the page (portals, Radix's `pointer-events`/`aria-hidden`/scroll lock on body, scroll
 * position, forced motion), so one stuck or leaky story fails on its own instead of stalling or
 * changing the pictures of the stories after it.
 */
import type { composeStory } from '@storybook/react-vite';
import { composeStories, type Preview } from '@storybook/react-vite';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../.storybook/preview';

type CsfModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
type StoryModule = CsfModule & { default: { title?: string; component?: unknown; subcomponents?: Record<string, unknown> } };
type StoryExport = { globals?: { theme?: string } };
interface ScreenshotOptions {
  /** Themes beyond dark and light to capture the story in (`['harbour']`, the createTheme theme). */
  themes?: string[];
  play?: boolean;
  scrollY?: number;
  motion?: boolean;
  pointer?: { x: number; y: number };
  delay?: number;
}

const modules = import.meta.glob<StoryModule>('../../packages/ui/src/**/*.stories.tsx', { eager: true });
const themes = ['dark', 'light', 'harbour'] as const;
/**
 * Harbour, the third theme (made with createTheme, .storybook/harbourTheme.ts), is captured for the stories
 * listed here and for those with `parameters.screenshot.themes: ['harbour']`: enough to show a created theme
 * reaches every kind of part (text, controls, portals, focus, sliding indicators) without a third full set.
 */
const harbourStories: Record<string, string[]> = {
  'Components/Button': ['AllVariants', 'Disabled'],
  'Components/Card': ['Variants', 'InteractiveLink'],
  'Components/Dialog': ['Open'],
  'Components/Tabs': ['Default', 'Sliding'],
  'Components/Accordion': ['Default'],
  'Components/Badge': ['Default'],
  'Forms/TextField': ['Default'],
  'Forms/Switch': ['Default'],
  'Typography/Heading': ['Levels'],
};

/**
 * Caret blink and scrollbars differ from frame to frame, and a textarea's resize grip is the browser's own
 * widget, drawn differently by Chromium builds (the same story's grip differed between two machines with the
 * same Debian package): hide them for stable pixels.
 */
const STABILITY_CSS = `
*, *::before, *::after { caret-color: transparent !important; }
::-webkit-scrollbar { display: none; }
textarea { resize: none !important; }
html, body { margin: 0; }
body { min-height: 100vh; }
`;

/** A hard limit per story: a story that never settles fails loudly instead of stalling the run. */
const TEST_TIMEOUT = 30_000;
const VIEWPORT = { width: 1024, height: 768 };

/**
 * React's test mode only around our own act() calls (render, unmount, scroll): there act() flushes
 * effects before the screenshot. Everything else (observers, timers, play functions) updates React
 * as in a real page, without "not wrapped in act" noise.
 */
const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
async function inAct(callback: () => void | Promise<void>) {
  environment.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      await callback();
    });
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

let root: Root | undefined;
let container: HTMLElement | undefined;
let frame: HTMLElement | undefined;
/** What <body> holds between stories (the test runner's own scripts): everything else is a leftover. */
let baseline: Set<Element>;
let bodyStyle: string | null;

beforeAll(async () => {
  await page.viewport(VIEWPORT.width, VIEWPORT.height);
  const style = document.createElement('style');
  style.textContent = STABILITY_CSS;
  document.head.append(style);
  document.documentElement.dataset.reducedMotion = 'reduce';
  baseline = new Set(document.body.children);
  bodyStyle = document.body.getAttribute('style');
});

afterEach(async () => {
  try {
    const mounted = root;
    if (mounted) await inAct(() => mounted.unmount());
  } finally {
    root = undefined;
    container?.remove();
    container = undefined;
    frame?.remove();
    frame = undefined;
    // Portals, Radix focus guards and toast viewports that outlived their story.
    for (const child of [...document.body.children]) if (!baseline.has(child)) child.remove();
    // A modal Radix layer sets pointer-events and a scroll lock on <body> and aria-hidden/inert on
    // its siblings; an interrupted story could leave them behind.
    if (bodyStyle === null) document.body.removeAttribute('style');
    else document.body.setAttribute('style', bodyStyle);
    document.body.removeAttribute('data-scroll-locked');
    for (const element of document.querySelectorAll('[aria-hidden], [inert]')) {
      if (element.parentElement === document.body) {
        element.removeAttribute('aria-hidden');
        element.removeAttribute('inert');
      }
    }
    document.documentElement.dataset.reducedMotion = 'reduce';
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (window.innerWidth !== VIEWPORT.width || window.innerHeight !== VIEWPORT.height) {
      await page.viewport(VIEWPORT.width, VIEWPORT.height);
    }
  }
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function settle() {
  await document.fonts.ready;
  const images = [...document.querySelectorAll('img')];
  await Promise.all(images.map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))));
  // Two frames: layout effects (measurements) and the paint after them.
  await nextFrame();
  await nextFrame();
}

/** Something outside the story's box: a portal on <body> or an element fixed to the viewport. */
function drawsOnViewport(story: HTMLElement) {
  const portalled = [...document.body.children].some((child) => child !== story && !baseline.has(child));
  return portalled || [...story.querySelectorAll('*')].some((element) => getComputedStyle(element).position === 'fixed');
}

/** An empty box over exactly the viewport: screenshotting it captures what the viewport shows. */
function viewportFrame() {
  const element = document.createElement('div');
  element.setAttribute('aria-hidden', 'true');
  element.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:-2147483647;background:transparent';
  document.body.append(element);
  return element;
}

/** The committed baselines (paths only: nothing is loaded). */
const baselineFiles = Object.keys(import.meta.glob('./__screenshots__/stories.visual.test.tsx/*.png')).map(
  (file) => file.slice(file.lastIndexOf('/') + 1),
);
/** File names of the screenshots this run takes (Vitest appends browser and platform). */
const captured = new Set<string>();

const slug = (value: string) =>
  value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

for (const [path, mod] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
  const title = mod.default.title ?? path;
  describe(title, () => {
    for (const theme of themes) {
      const composed = (reducedMotion: 'reduce' | 'no-preference') =>
        composeStories(mod, {
          ...preview,
          initialGlobals: { ...preview.initialGlobals, theme, reducedMotion },
        } satisfies Preview) as unknown as Record<string, ComposedStory>;
      const reduced = composed('reduce');
      const moving = composed('no-preference');
      for (const exportName of Object.keys(reduced)) {
        const raw = (mod as Record<string, unknown>)[exportName] as StoryExport;
        const pinnedTheme = raw.globals?.theme;
        if (pinnedTheme && pinnedTheme !== theme) continue;
        const parameter = reduced[exportName]!.parameters?.screenshot as ScreenshotOptions | false | undefined;
        const options: ScreenshotOptions = parameter || {};
        if (theme === 'harbour' && !(options.themes?.includes(theme) || harbourStories[title]?.includes(exportName))) continue;
        const Story = options.motion ? moving[exportName]! : reduced[exportName]!;
        // Always end in the theme: a story pinned to light (`AllVariantsLight`) must not share a
        // file with another story captured in light (`AllVariants` → all-variants-light).
        const name = `${slug(title)}-${slug(exportName)}-${theme}`;
        if (parameter !== false) captured.add(`${name}-chromium-linux.png`);
        test.skipIf(parameter === false)(`${exportName} (${theme})`, { timeout: TEST_TIMEOUT }, async () => {
          await Story.load();
          if (options.motion) document.documentElement.dataset.reducedMotion = 'no-preference';
          container = document.createElement('div');
          container.dataset.testid = 'story-root';
          document.body.append(container);
          const mounted = createRoot(container);
          root = mounted;
          await inAct(() => mounted.render(<Story />));
          await settle();
          if (options.play && Story.play) {
            await Story.play({ canvasElement: container });
            await settle();
          }

          const story = container;
          const onViewport = drawsOnViewport(story) || options.scrollY !== undefined;
          // Grow the viewport to the story's size (a viewport capture keeps the viewport's height).
          // A new width can reflow the story (media queries), so measure again until it fits.
          for (let attempt = 0; attempt < 4; attempt += 1) {
            const width = Math.max(VIEWPORT.width, Math.ceil(story.scrollWidth));
            const height = onViewport ? VIEWPORT.height : Math.max(VIEWPORT.height, Math.ceil(story.getBoundingClientRect().height));
            if (width === window.innerWidth && height === window.innerHeight) break;
            await page.viewport(width, height);
            await settle();
          }
          if (onViewport) {
            // Around the story's own box the viewport shows the theme's surface, not a bare body.
            const themed = story.querySelector<HTMLElement>('[data-theme]');
            if (themed) document.body.style.backgroundColor = getComputedStyle(themed).backgroundColor;
            frame = viewportFrame();
          }
          if (options.scrollY !== undefined) {
            await inAct(async () => {
              window.scrollTo({ top: options.scrollY, behavior: 'instant' });
              await nextFrame();
            });
            await settle();
          }
          if (options.pointer) {
            const { x, y } = options.pointer;
            window.dispatchEvent(new PointerEvent('pointermove', { clientX: x, clientY: y, pointerType: 'mouse', bubbles: true }));
          }
          if (options.delay) await new Promise((resolve) => setTimeout(resolve, options.delay));
          if (options.pointer || options.delay) await settle();

          // Two equal frames in a row make a stable picture. On a loaded machine one screenshot can
          // take seconds, so allow 10 s for that (Vitest's default is 5 s) before failing.
          await expect
            .element(page.elementLocator(frame ?? story), { timeout: 20_000 })
            .toMatchScreenshot(name, { timeout: 10_000 });
        });
      }
    }
  });
}

describe('baselines', () => {
  // A renamed, removed or opted-out story must take its old picture with it.
  test('every committed baseline belongs to a captured story', () => {
    expect(baselineFiles.filter((file) => !captured.has(file))).toEqual([]);
  });
});
