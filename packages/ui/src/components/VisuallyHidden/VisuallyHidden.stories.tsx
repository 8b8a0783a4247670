import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingCart } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  parameters: {
    docs: {
      description: {
        component: [
          'Text that screen readers read but nobody sees: the name of an icon-only button, context for a count badge.',
          "Don't hide content that sighted users also need; don't use it to stuff keywords.",
          '',
          '**Props and defaults:** `asChild` (false). **Accessibility:** uses the clip pattern, so it stays in the accessibility tree (unlike `display: none`).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamesAnIconButton: Story = {
  render: () => (
    <Button variant="soft" tone="neutral">
      <ShoppingCart aria-hidden="true" width="1.25em" height="1.25em" />
      <VisuallyHidden>Cart, 2 items</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cart, 2 items' });
    const hidden = within(button).getByText('Cart, 2 items');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
