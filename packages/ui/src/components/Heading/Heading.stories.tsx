import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headingTones } from './Heading.css';
import { Heading } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { children: 'Innovative Features to Accelerate Your Business Growth!' },
  parameters: {
    docs: {
      description: {
        component: [
          'Titles on the one fluid type scale (Manrope). `level` sets the outline (h1–h6), `size` the look, so a card title',
          'can be an h3 that reads small. One h1 per page.',
          '',
          '**Props and defaults:** `level` 1–6 (2); `size` md | lg | xl | 2xl | 3xl | 4xl | 5xl (by level); `tone` default | muted | accent (default); `align` (start); `asChild` (false).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(within(canvasElement).getByRole('heading', { level })).toHaveTextContent(`Heading level ${level}`);
    }
  },
};

export const SmallH2: Story = { args: { level: 2, size: 'xl' } };

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {headingTones.map((tone) => (
        <Heading key={tone} {...args} level={3} tone={tone}>
          {`Why Acme Softech (${tone})`}
        </Heading>
      ))}
    </div>
  ),
};

export const LongUnbroken: Story = {
  args: { level: 3, children: 'Supercalifragilisticexpialidociousdigitalmarketingsolutionsforeveryone' },
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <Heading {...args} />
    </div>
  ),
};
