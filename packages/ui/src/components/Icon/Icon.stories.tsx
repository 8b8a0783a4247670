import type { Meta, StoryObj } from '@storybook/react-vite';
import { Phone, ShieldCheck, ShoppingCart, Star } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { iconSizes, iconTones } from './Icon.css';
import { Icon } from './Icon';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { icon: ShieldCheck },
  argTypes: { icon: { control: false } },
  parameters: {
    docs: {
      description: {
        component: [
          'A lucide-react icon at a token size and colour role. Decorative by default (hidden from assistive technology);',
          'give it a `label` only when it stands alone and means something (a rating star, a status).',
          '',
          '**Props and defaults:** `icon` (required, a lucide component); `size` sm | md | lg | xl (md); `tone` current | muted | accent | success | danger (current); `label` (none); `strokeWidth` (2).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
      <Icon {...args} icon={Phone} tone="accent" />
      +91 98765 43210
    </span>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { icon: Star, label: '5 out of 5 stars', tone: 'accent', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
  },
};

export const SizesAndTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {iconTones.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
          {iconSizes.map((size) => (
            <Icon key={size} icon={ShoppingCart} size={size} tone={tone} />
          ))}
        </div>
      ))}
    </div>
  ),
};
