import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { ThemeRoot } from '@company/ui';
import { chromaticModes } from './modes';

/** Forces reduced motion for the whole page with <html data-reduced-motion="reduce">. */
function ReducedMotion({ reduced }: { reduced: boolean }) {
  useEffect(() => {
    const root = document.documentElement;
    if (reduced) root.dataset.reducedMotion = 'reduce';
    else delete root.dataset.reducedMotion;
  }, [reduced]);
  return null;
}

/**
 * Theme and reduced motion come from the toolbar (globals), so every story is reviewed both ways.
 * A story pins one with `globals: { theme: 'light' }` or `parameters: { reducedMotion: true }`.
 */
const withThemeAndMotion: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'light' ? 'light' : 'dark';
  const reduced = context.globals.reducedMotion === 'reduce' || context.parameters.reducedMotion === true;
  return (
    <ThemeRoot theme={theme} style={{ minHeight: '100%', padding: '1rem' }}>
      <ReducedMotion reduced={reduced} />
      <Story />
    </ThemeRoot>
  );
};

const preview: Preview = {
  decorators: [withThemeAndMotion],
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
      toolbar: { title: 'Theme', icon: 'paintbrush', items: ['dark', 'light'], dynamicTitle: true },
    },
    reducedMotion: {
      description: 'Reduced motion',
      toolbar: { title: 'Motion', icon: 'play', items: ['no-preference', 'reduce'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark', reducedMotion: 'no-preference' },
  tags: ['autodocs'],
};
export default preview;
