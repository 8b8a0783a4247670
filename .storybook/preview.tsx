import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { ThemeRoot } from '@company/ui';

/** Theme and reduced motion come from the toolbar (globals), so every story is reviewed both ways. */
const withThemeAndMotion: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'light' ? 'light' : 'dark';
  const reduced = context.globals.reducedMotion === 'reduce' || context.parameters.reducedMotion === true;
  useEffect(() => {
    const root = document.documentElement;
    if (reduced) root.dataset.reducedMotion = 'reduce';
    else delete root.dataset.reducedMotion;
  }, [reduced]);
  return (
    <ThemeRoot theme={theme} style={{ minHeight: '100%', padding: '1rem' }}>
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
