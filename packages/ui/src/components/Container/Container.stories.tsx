import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Container } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: {
    docs: {
      description: {
        component:
          'Centres page content at a maximum width with side padding that grows with the screen. One per Section.\n\n**Props and defaults:** `size` sm 40rem | md 48rem | lg 64rem | xl 80rem (xl), `as` (div), `asChild` (false), plus any HTML attribute. It renders no Box: for other spacing pass a class, or wrap it in a Box.',
      },
    },
  },
  args: {
    children: (
      <Text prose>
        We design, build and market software for businesses across India: apps, websites, custom software and
        the training to run them.
      </Text>
    ),
  },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const container = within(canvasElement).getByText(/We design/).parentElement!;
    await expect(getComputedStyle(container).maxWidth).toBe('640px');
  },
};

export const ExtraLarge: Story = {};
