import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const courses = [
  { value: 'app-development', label: 'App Development' },
  { value: 'mern-stack', label: 'MERN Stack' },
  { value: 'machine-learning', label: 'Machine Learning' },
  { value: 'web-development', label: 'Web Development' },
  { value: 'data-science', label: 'Data Science' },
  { value: 'digital-marketing', label: 'Digital Marketing' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Course', name: 'course', options: courses, placeholder: 'Select a course', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A labelled native select: the platform's own picker, full keyboard support, and react-hook-form's `register` works as is. Use RadioGroup when there are 2–4 options that should all be visible.\n\n**Props and defaults:** `label` (required); `options` `{ value, label, disabled? }[]` (required); `placeholder` (none: an empty first option that cannot be re-chosen); `description`; `error`; `required` (false); `size` (md).",
      },
    },
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Course' })).toHaveValue('');
  },
};

export const ChoosesWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Course' });
    await userEvent.selectOptions(select, 'machine-learning');
    await expect(select).toHaveValue('machine-learning');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { error: 'Please select a course', required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Course' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please select a course');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'data-science', placeholder: undefined } };
