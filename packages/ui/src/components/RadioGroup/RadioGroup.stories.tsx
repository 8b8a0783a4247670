import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const experience = [
  { value: 'Fresher', label: 'Fresher' },
  { value: 'Experience', label: 'Experience' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Experience', name: 'experience', options: experience, onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "One choice out of a few visible options (Fresher or Experience). Native radios: arrow keys move and select, Tab enters and leaves the group. For long lists use Select.\n\n**Props and defaults:** `label`, `name`, `options` (required); `value` / `defaultValue` / `onValueChange`; `onChange` (the radio's change event, for react-hook-form); `description`; `error`; `required` (false); `orientation` horizontal | vertical (horizontal); `disabled`.\n\n**Accessibility:** a `radiogroup` named by its label, described by description and error, `aria-invalid` when in error.",
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Experience' }));
    await expect(canvas.getByRole('radio', { name: 'Experience' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('Experience');
  },
};

export const KeyboardNavigation: Story = {
  args: { defaultValue: 'Fresher' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Fresher' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Experience' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Experience' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Experience');
  },
};

function ControlledDemo() {
  const [value, setValue] = useState('Fresher');
  return (
    <div>
      <RadioGroup label="Experience" name="experience-controlled" options={experience} value={value} onValueChange={setValue} />
      <p>Selected: {value}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Experience' }));
    await expect(canvas.getByText('Selected: Experience')).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { error: 'Select experience', required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Experience' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Select experience');
  },
};

export const Vertical: Story = {
  args: {
    label: 'Course',
    name: 'course',
    orientation: 'vertical',
    description: 'Pick the course you want to intern on.',
    options: [
      { value: 'app-development', label: 'App Development' },
      { value: 'machine-learning', label: 'Machine Learning' },
      { value: 'digital-marketing', label: 'Digital Marketing', disabled: true },
    ],
  },
};
