import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Send me course updates', name: 'updates', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A labelled native checkbox for one yes/no choice (agree to terms, subscribe). For one of several options use RadioGroup.\n\n**Props and defaults:** `label` (required); `description`; `error`; `checked` / `defaultChecked` / `onChange`; `disabled`; `required`. Works with react-hook-form's `register`.\n\n**Accessibility:** Space toggles; label, description and error are wired to the input.",
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Send me course updates' });
    await userEvent.click(within(canvasElement).getByText('Send me course updates'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true, description: 'About one e-mail a month.' } };

export const Invalid: Story = {
  args: { label: 'I agree to the Terms of Use', error: 'Please accept the terms', required: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I agree to the Terms of Use' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the terms');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
