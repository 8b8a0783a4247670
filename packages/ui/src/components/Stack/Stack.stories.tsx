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
          'Children in a column with one gap: form fields, card bodies, sections of a page. For a row use Inline; for equal columns use Grid.\n\n**Props and defaults:** `gap` (4 = 1rem, responsive), `align` start | center | end | stretch (stretch), `as` (div), plus every Box prop.',
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
