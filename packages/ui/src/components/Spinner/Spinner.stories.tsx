import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spinnerSizes, spinnerTones } from './Spinner.css';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component: [
          'An indeterminate "working on it" indicator for waits under a few seconds (loading a list, submitting).',
          'Inside a button use `Button loading` instead; for page-level loading prefer the text the spec asks for (\'Loading...\').',
          '',
          '**Props and defaults:** `size` sm | md | lg (md); `tone` current | accent | muted (current); `label` ("Loading", `null` = decorative).',
          '',
          '**Accessibility:** with a label it is a polite `status` region whose text is the label. Under reduced motion the arc stands still.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Loading blogs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading blogs');
  },
};

export const SizesAndTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      {spinnerTones.map((tone) => spinnerSizes.map((size) => <Spinner key={`${tone}-${size}`} tone={tone} size={size} label={`Loading (${tone}, ${size})`} />))}
    </div>
  ),
};

export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
