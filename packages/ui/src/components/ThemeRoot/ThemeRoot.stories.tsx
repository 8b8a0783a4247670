import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '@company/tokens';
import { harbourTheme } from '../../../../../.storybook/harbourTheme';
import { Button } from '../Button/Button';
import { ThemeRoot } from './ThemeRoot';

const swatches = [
  ['surface.default', vars.color.surface.default, vars.color.text.default],
  ['surface.raised', vars.color.surface.raised, vars.color.text.default],
  ['surface.sunken', vars.color.surface.sunken, vars.color.text.default],
  ['accent.solid', vars.color.accent.solid, vars.color.accent.contrast],
  ['accent.soft', vars.color.accent.soft, vars.color.accent.text],
  ['success.soft', vars.color.success.soft, vars.color.success.text],
  ['danger.soft', vars.color.danger.soft, vars.color.danger.text],
] as const;

const meta = {
  title: 'Foundations/ThemeRoot',
  component: ThemeRoot,
  parameters: {
    screenshot: { themes: ['harbour'] },
    docs: {
      description: {
        component: [
          'Puts a theme on its subtree: `dark` (the brand default), `light`, or any theme from `createTheme`. It fills',
          'every `--acme-*` token variable and sets the base text colour, font and background. Use it once at the top of',
          'an app (with `asChild` on `<body>`), or around a region that needs another theme or scheme. A nested ThemeRoot',
          'without `theme` and `colorScheme` keeps everything above it. A site that sets the class on `<html>` itself can',
          'use `themeClassNames`. See Foundations/Theming for createTheme, CSS variables, ThemeScript and the opt-outs.',
          '',
          "**Props and defaults:** `theme` dark | light | a `Theme` (the enclosing ThemeRoot's, else dark); `colorScheme`",
          "light | dark | system (the theme's own); `asChild` (false).",
          '',
          '**Accessibility:** every text/background pair of both themes meets WCAG AA; a unit test in `tokens/` checks it',
          'from the token values.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    theme: { control: 'select', options: ['dark', 'light', 'harbour'], mapping: { harbour: harbourTheme } },
    colorScheme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
  },
  render: (args) => (
    <ThemeRoot {...args} style={{ padding: vars.space[6], display: 'grid', gap: vars.space[4] }}>
      <h2
        style={{
          fontFamily: vars.font.heading,
          fontSize: vars.fontSize['3xl'],
          lineHeight: vars.lineHeight.tight,
        }}
      >
        Innovative Features to Accelerate Your Business Growth!
      </h2>
      <p style={{ color: vars.color.text.muted, maxWidth: '60ch' }}>
        Muted body text on the theme surface. Prices read like ₹4,999 in Indian grouping.
      </p>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
          gap: vars.space[3],
          padding: 0,
          margin: 0,
          listStyle: 'none',
        }}
      >
        {swatches.map(([name, background, color]) => (
          <li
            key={name}
            style={{
              background,
              color,
              padding: vars.space[4],
              borderRadius: vars.radius.md,
              border: `1px solid ${vars.color.border.default}`,
            }}
          >
            {name}
          </li>
        ))}
      </ul>
    </ThemeRoot>
  ),
} satisfies Meta<typeof ThemeRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(heading.closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
    // The brand surface of the dark theme is black.
    await expect(getComputedStyle(heading.closest('[data-theme="dark"]')!).backgroundColor).toBe(
      'rgb(0, 0, 0)',
    );
  },
};

export const Light: Story = {
  args: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('heading', { level: 2 }).closest('[data-theme]')!;
    await expect(region).toHaveAttribute('data-theme', 'light');
    await expect(getComputedStyle(region).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** `colorScheme="system"`: the visitor's choice stored by ThemeScript on <html>, else the OS setting, live. */
export const SystemScheme: Story = {
  args: { theme: 'dark', colorScheme: 'system' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement)
      .getByRole('heading', { level: 2 })
      .closest<HTMLElement>('[data-color-scheme="system"]')!;
    const surface = () => getComputedStyle(region).backgroundColor;
    const osDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    await expect(surface()).toBe(osDark ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)');
    // What ThemeScript (or a theme switch) does with a stored choice: the region follows at once.
    const html = document.documentElement;
    try {
      html.dataset.acmeColorScheme = osDark ? 'light' : 'dark';
      await expect(surface()).toBe(osDark ? 'rgb(255, 255, 255)' : 'rgb(0, 0, 0)');
      await expect(getComputedStyle(region).colorScheme).toBe(osDark ? 'light' : 'dark');
    } finally {
      delete html.dataset.acmeColorScheme;
    }
    await expect(surface()).toBe(osDark ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)');
  },
};

/** A theme made with `createTheme` from plain TypeScript (teal accent, serif headings): see .storybook/harbourTheme.ts. */
export const CreatedTheme: Story = {
  args: { theme: harbourTheme },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement)
      .getByRole('heading', { level: 2 })
      .closest<HTMLElement>('[data-theme]')!;
    await expect(region).toHaveAttribute('data-theme', 'harbour');
    await expect(getComputedStyle(region).getPropertyValue('--acme-color-accent-solid')).toBe('#0f766e');
    await expect(getComputedStyle(region).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(
      getComputedStyle(within(canvasElement).getByRole('heading', { level: 2 })).fontFamily,
    ).toContain('Georgia');
  },
};

export const CreatedThemeDark: Story = {
  args: { theme: harbourTheme, colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement)
      .getByRole('heading', { level: 2 })
      .closest<HTMLElement>('[data-theme]')!;
    await expect(getComputedStyle(region).backgroundColor).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(region).getPropertyValue('--acme-color-accent-text')).toBe('#5eead4');
  },
};

/**
 * Nesting: a dark page with a Harbour region; inside it, a ThemeRoot with only `colorScheme="dark"` keeps the
 * Harbour brand, and a plain nested ThemeRoot keeps a brand variable set on an element between the two.
 */
export const NestedBrand: Story = {
  render: () => (
    <ThemeRoot theme="dark" style={{ padding: vars.space[5], display: 'grid', gap: vars.space[4] }}>
      <p>Acme dark page</p>
      <ThemeRoot
        theme={harbourTheme}
        style={{ padding: vars.space[5], display: 'grid', gap: vars.space[4] }}
        data-testid="harbour"
      >
        <p>Harbour Learning region</p>
        <Button>Enrol Now</Button>
        <ThemeRoot colorScheme="dark" style={{ padding: vars.space[5] }} data-testid="harbour-dark">
          <Button>Book a Call</Button>
        </ThemeRoot>
        <div style={{ '--acme-color-accent-solid': '#1d4ed8' } as CSSProperties}>
          <ThemeRoot style={{ padding: vars.space[5] }} data-testid="inherits">
            <Button>Download Brochure</Button>
          </ThemeRoot>
        </div>
      </ThemeRoot>
    </ThemeRoot>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accent = (button: HTMLElement) => getComputedStyle(button).backgroundColor;
    await expect(accent(canvas.getByRole('button', { name: 'Enrol Now' }))).toBe('rgb(15, 118, 110)');
    const dark = canvas.getByTestId('harbour-dark');
    await expect(dark).toHaveAttribute('data-theme', 'harbour');
    await expect(getComputedStyle(dark).backgroundColor).toBe('rgb(0, 0, 0)');
    await expect(accent(canvas.getByRole('button', { name: 'Book a Call' }))).toBe('rgb(15, 118, 110)');
    // The brand variable set above the plain nested ThemeRoot is not cancelled by it.
    await expect(accent(canvas.getByRole('button', { name: 'Download Brochure' }))).toBe('rgb(29, 78, 216)');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Enrol Now' })).toHaveFocus();
  },
};
