import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '@company/tokens';
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
    docs: {
      description: {
        component: [
          'Puts a theme (`dark`, the brand default, or `light`) on its subtree: the theme class fills every `--acme-*`',
          'token variable and sets the base text colour, font and background. Use it once at the top of an app (with',
          '`asChild` on `<body>`), or around a region that needs the other theme. A site that sets the class on `<html>`',
          'itself can use `themeClassNames`.',
          '',
          '**Props and defaults:** `theme` dark | light (dark); `asChild` (false).',
          '',
          '**Accessibility:** every text/background pair of both themes meets WCAG AA; a unit test in `tokens/` checks it',
          'from the token values.',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <ThemeRoot {...args} style={{ padding: vars.space[6], display: 'grid', gap: vars.space[4] }}>
      <h2 style={{ fontFamily: vars.font.heading, fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight }}>
        Innovative Features to Accelerate Your Business Growth!
      </h2>
      <p style={{ color: vars.color.text.muted, maxWidth: '60ch' }}>
        Muted body text on the theme surface. Prices read like ₹4,999 in Indian grouping.
      </p>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: vars.space[3], padding: 0, margin: 0, listStyle: 'none' }}>
        {swatches.map(([name, background, color]) => (
          <li key={name} style={{ background, color, padding: vars.space[4], borderRadius: vars.radius.md, border: `1px solid ${vars.color.border.default}` }}>
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
    await expect(getComputedStyle(heading.closest('[data-theme="dark"]')!).backgroundColor).toBe('rgb(0, 0, 0)');
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
