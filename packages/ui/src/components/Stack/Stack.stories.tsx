import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  parameters: {
    docs: {
      description: {
        component:
          'Children in a column with one gap: form fields, card bodies, sections of a page. For a row use Inline; for equal columns use Grid.\n\n**Props and defaults:** `gap` (4 = 1rem, responsive), `align` start | center | end | stretch (stretch), `as` (div), `asChild` (false), plus any HTML attribute. It renders no Box: for padding or margins pass a class, or use Box.',
      },
    },
  },
  args: {
    children: [
      <Button key="a">Explore Services</Button>,
      <Button key="b" variant="outline" tone="neutral">
        About Us
      </Button>,
    ],
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByRole('button', { name: 'Explore Services' }).parentElement!;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
  },
};

export const CenteredWideGap: Story = { args: { gap: 7, align: 'center' } };

/** `gap` per breakpoint: 0.5rem on phones, 1rem from tablet, 2rem from desktop (an array `[2, 4, 6]` says the same). */
export const ResponsiveGap: Story = {
  args: { gap: { mobile: 2, tablet: 4, desktop: 6 } },
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByRole('button', { name: 'Explore Services' }).parentElement!;
    const expected = window.innerWidth >= 1024 ? '32px' : window.innerWidth >= 768 ? '16px' : '8px';
    await expect(getComputedStyle(stack).rowGap).toBe(expected);
  },
};

/** `asChild`: the column's classes go onto the list itself, so the list keeps its semantics. */
export const AsChildList: Story = {
  args: {
    asChild: true,
    gap: 2,
    children: (
      <ul aria-label="Next steps">
        <li>Tell us what you need</li>
        <li>We reply within one working day</li>
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Next steps' });
    await expect(getComputedStyle(list).flexDirection).toBe('column');
    await expect(getComputedStyle(list).rowGap).toBe('8px');
  },
};
