import { createTheme } from '@company/ui';

/**
 * A third theme made the way another company's site would make it: plain TypeScript through
 * `createTheme`, no vanilla-extract plugin. Harbour Learning's teal accent, a Georgia serif for
 * headings and a Verdana-style sans for body text (DejaVu Sans stands in on Linux), rounder corners.
 * Stories are reviewed in it from the Theme toolbar; tests/visual captures a selection in it.
 */
export const harbourTheme = createTheme(
  {
    color: {
      accent: { solid: '#0f766e', hover: '#115e59', contrast: '#ffffff' },
    },
    font: {
      body: "Verdana, 'DejaVu Sans', system-ui, sans-serif",
      heading: "Georgia, 'DejaVu Serif', 'Times New Roman', serif",
    },
    radius: { sm: '0.375rem', md: '0.75rem', lg: '1.25rem' },
  },
  {
    name: 'harbour',
    light: {
      color: { accent: { text: '#0f766e', soft: '#ccfbf1' }, focusRing: '#0f766e' },
      shadow: { glow: '0 0 0 1px rgba(15, 118, 110, 0.3), 0 12px 40px rgba(15, 118, 110, 0.18)' },
    },
    dark: {
      color: { accent: { text: '#5eead4', soft: 'rgba(45, 212, 191, 0.16)' }, focusRing: '#2dd4bf' },
      shadow: { glow: '0 0 0 1px rgba(45, 212, 191, 0.4), 0 12px 40px rgba(45, 212, 191, 0.25)' },
    },
  },
);
