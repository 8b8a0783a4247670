import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { LocaleProvider, ThemeRoot } from '@company/ui';
import { chromaticModes } from './modes';
import { harbourTheme } from './harbourTheme';

/** Forces reduced motion for the whole page with <html data-reduced-motion="reduce">. */
function ReducedMotion({ reduced }: { reduced: boolean }) {
  useEffect(() => {
    const root = document.documentElement;
    if (reduced) root.dataset.reducedMotion = 'reduce';
    else delete root.dataset.reducedMotion;
  }, [reduced]);
  return null;
}

/** The Theme toolbar's items: the two built-in themes and a third one made with createTheme. */
const toolbarThemes = { dark: 'dark', light: 'light', harbour: harbourTheme } as const;

/**
 * Theme and reduced motion come from the toolbar (globals), so every story is reviewed both ways.
 * A story pins one with `globals: { theme: 'light' }` or `parameters: { reducedMotion: true }`.
 */
const withThemeAndMotion: Decorator = (Story, context) => {
  const theme = toolbarThemes[context.globals.theme as keyof typeof toolbarThemes] ?? 'dark';
  const reduced = context.globals.reducedMotion === 'reduce' || context.parameters.reducedMotion === true;
  return (
    <ThemeRoot theme={theme} style={{ minHeight: '100%', padding: '1rem' }}>
      <ReducedMotion reduced={reduced} />
      <Story />
    </ThemeRoot>
  );
};

/**
 * Direction from the toolbar (or a story's `globals: { direction: 'rtl' }`): right to left puts
 * `dir="rtl" lang="ar"` around the whole story, themed portals included, and an Arabic
 * LocaleProvider. Left to right adds nothing, so the LTR pictures stay as they were.
 */
const withDirection: Decorator = (Story, context) => {
  if (context.globals.direction !== 'rtl') return <Story />;
  return (
    <LocaleProvider locale="ar" dir="rtl">
      <div dir="rtl" lang="ar" style={{ display: 'contents' }}>
        <Story />
      </div>
    </LocaleProvider>
  );
};

const preview: Preview = {
  // The last decorator is the outermost: the direction wraps the themed root.
  decorators: [withThemeAndMotion, withDirection],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    chromatic: { modes: chromaticModes },
    options: {
      storySort: {
        order: ['Introduction', 'Guides', 'Foundations', 'Layout', 'Typography', 'Components', 'Forms', '*'],
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'dark', title: 'Dark (Acme)' },
          { value: 'light', title: 'Light (Acme)' },
          { value: 'harbour', title: 'Harbour (createTheme)' },
        ],
        dynamicTitle: true,
      },
    },
    reducedMotion: {
      description: 'Reduced motion',
      toolbar: { title: 'Motion', icon: 'play', items: ['no-preference', 'reduce'], dynamicTitle: true },
    },
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark', reducedMotion: 'no-preference', direction: 'ltr' },
  tags: ['autodocs'],
};
export default preview;
