/// <reference types="vite/client" />
/**
 * Screenshot baselines of every story of @company/ui, in the dark and the light theme, with
 * reduced motion forced (no transitions, no autoplay, counters at their end value).
 *
 * Baselines live in __screenshots__/ beside this file and are committed. They are specific to
 * Debian's Chromium on Linux. With CI=true a missing baseline fails instead of being written.
 * Update on purpose with `pnpm vitest run --project visual --update`.
 *
 * A story opts out with `parameters: { screenshot: false }` and a comment saying why (for
 * example an animation that has no frozen variant). A story that pins its own theme
 * (`globals: { theme: 'light' }`) is captured once, in that theme.
 */
import type { composeStory} from '@storybook/react-vite';
import { composeStories, type Preview } from '@storybook/react-vite';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../.storybook/preview';

type CsfModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
type StoryModule = CsfModule & { default: { title?: string; component?: unknown; subcomponents?: Record<string, unknown> } };
type StoryExport = { globals?: { theme?: string }; parameters?: { screenshot?: boolean } };

const modules = import.meta.glob<StoryModule>('../../packages/ui/src/**/*.stories.tsx', { eager: true });
const themes = ['dark', 'light'] as const;

/** Caret blink and scrollbars differ from frame to frame: hide them for stable pixels. */
const STABILITY_CSS = `
*, *::before, *::after { caret-color: transparent !important; }
::-webkit-scrollbar { display: none; }
html, body { min-height: 100%; margin: 0; }
`;

// Tell React this is a test environment, so act() flushes effects before the screenshot.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

const VIEWPORT = { width: 1024, height: 768 };

beforeAll(async () => {
  await page.viewport(VIEWPORT.width, VIEWPORT.height);
  const style = document.createElement('style');
  style.textContent = STABILITY_CSS;
  document.head.append(style);
  document.documentElement.dataset.reducedMotion = 'reduce';
});

afterEach(async () => {
  act(() => root?.unmount());
  if (window.innerHeight !== VIEWPORT.height) await page.viewport(VIEWPORT.width, VIEWPORT.height);
  container?.remove();
  root = undefined;
  container = undefined;
});

async function settle() {
  await document.fonts.ready;
  const images = [...(container?.querySelectorAll('img') ?? [])];
  await Promise.all(images.map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))));
  // Two frames: layout effects (measurements) and the paint after them.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

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
      const annotations: Preview = {
        ...preview,
        initialGlobals: { ...preview.initialGlobals, theme, reducedMotion: 'reduce' },
      };
      const stories = composeStories(mod, annotations) as unknown as Record<string, ComposedStory>;
      for (const [exportName, Story] of Object.entries(stories)) {
        const raw = (mod as Record<string, unknown>)[exportName] as StoryExport;
        const pinnedTheme = raw.globals?.theme;
        if (pinnedTheme && pinnedTheme !== theme) continue;
        const skip = Story.parameters?.screenshot === false;
        const name = `${slug(title)}--${slug(exportName)}${pinnedTheme ? '' : `--${theme}`}`;
        test.skipIf(skip)(`${exportName} (${theme})`, async () => {
          await Story.load();
          container = document.createElement('div');
          container.dataset.testid = 'story-root';
          document.body.append(container);
          root = createRoot(container);
          await act(async () => root!.render(<Story />));
          await settle();
          // Dialogs, toasts and menus render into portals on <body>: then capture the whole
          // viewport-high page instead of the story's own box.
          const portalled = [...document.body.children].some((child) => child !== container && !(child instanceof HTMLScriptElement));
          const target = portalled ? document.documentElement : container;
          // A story taller than the viewport would be cut off: grow the viewport to fit it.
          const height = portalled ? VIEWPORT.height : Math.max(VIEWPORT.height, Math.ceil(container.getBoundingClientRect().height));
          if (height !== window.innerHeight) {
            await page.viewport(VIEWPORT.width, height);
            await settle();
          }
          await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
        });
      }
    }
  });
}
