import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { progressSizes, progressTones } from './Progress.css';
import { Progress } from './Progress';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { label: 'Course progress', value: 4, max: 10, valueText: '4 of 10 lessons' },
  argTypes: {
    tone: { control: 'inline-radio', options: progressTones },
    size: { control: 'inline-radio', options: progressSizes },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'A determinate progress bar: how much of something known is done (lessons of a course, steps of a form, an upload).',
          '',
          '**When to use:** a value that has a whole. **When not to:** waiting of unknown length (use `Spinner`);',
          'a measurement that is not progress, like a rating or disk usage (use a meter or plain text).',
          '',
          '**Props (defaults):** `value` (required, clamped to 0…`max`), `max` 100, `label` (required: the accessible',
          'name), `showLabel` true, `valueText` (default the rounded percentage), `tone` accent | success (accent),',
          '`size` sm | md (md).',
          '',
          '**Accessibility:** `role="progressbar"` named by the label, with `aria-valuenow`/`min`/`max` and',
          '`aria-valuetext`, so a screen reader says "Course progress, 4 of 10 lessons" rather than a bare percentage.',
          "The value text is also printed, so the state never depends on the bar's colour or length. The bar grows from",
          'the start edge (mirrored right to left); the width change animates only without reduced motion.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Course progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '4');
    await expect(bar).toHaveAttribute('aria-valuemax', '10');
    await expect(bar).toHaveAttribute('aria-valuetext', '4 of 10 lessons');
  },
};

export const Empty: Story = { args: { value: 0, valueText: 'Not started' } };

export const Complete: Story = {
  args: { value: 10, tone: 'success', valueText: 'Completed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
  },
};

/** Without `valueText` the rounded percentage is shown and read. */
export const Percentage: Story = { args: { value: 37.4, max: 100, valueText: undefined, label: 'Upload' } };

/** Out-of-range values are clamped: never below empty nor past full. */
export const Clamped: Story = {
  args: { value: 140, max: 100, valueText: undefined, label: 'Watched' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Watched' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
  },
};

/** The label for screen readers only, where a heading nearby already says what it measures. */
export const HiddenLabel: Story = {
  args: { showLabel: false, size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Course progress' }),
    ).toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      {progressTones.flatMap((tone) =>
        progressSizes.map((size) => (
          <Progress
            key={`${tone}-${size}`}
            tone={tone}
            size={size}
            value={6}
            max={10}
            label={`${tone} ${size}`}
            valueText="6 of 10"
          />
        )),
      )}
    </div>
  ),
};

export const LongLabel: Story = {
  args: {
    label: 'Full Stack Data Science with Python, SQL, Power BI and Machine Learning: lessons watched',
    valueText: '12 of 48 lessons (25%)',
    value: 12,
    max: 48,
  },
};

/** Right to left: the bar fills from the right edge. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'تقدم الدورة', valueText: '٤ من ١٠ دروس' },
};

/** Reduced motion: the new width appears at once (the toolbar's Motion toggle shows the animated path). */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  render: function Render(args) {
    const [value, setValue] = useState(2);
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <Progress {...args} value={value} max={10} valueText={`${value} of 10 lessons`} />
        <Button type="button" onClick={() => setValue((v) => Math.min(v + 2, 10))}>
          Watch two more lessons
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Watch two more lessons' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '4 of 10 lessons');
  },
};
