import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full Name', name: 'name', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled single-line input for names, e-mails, phones. Spread react-hook-form\'s `register()` on it (the ref reaches the input).',
          'For several lines use TextArea; for a fixed list of choices use Select or RadioGroup.',
          '',
          '**Props and defaults:** `label` (required); `type` (text); `description`; `error`; `required` (false); `hideLabel` (false); `size` sm | md | lg (md);',
          '`maxLength` (none; enforced while typing, so a phone field capped at 10 ignores the 11th digit); every input attribute.',
          '',
          '**Accessibility:** label via `htmlFor`, description and error via `aria-describedby`, `aria-invalid` when there is an error. Use `inputMode`/`autoComplete` for phones and e-mails.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full Name' });
    await userEvent.type(input, 'Asha');
    await expect(input).toHaveValue('Asha');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const WithDescription: Story = { args: { label: 'Email', type: 'email', description: "We'll send the receipt here.", placeholder: 'you@example.com' } };

export const Invalid: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'asha@', error: 'Enter a valid email', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email');
  },
};

export const InvalidLight: Story = { ...Invalid, globals: { theme: 'light' } };

/** SPEC: the phone input accepts at most 10 characters; further typing is ignored. */
export const PhoneMaxLength: Story = {
  args: { label: 'Phone', type: 'tel', inputMode: 'numeric', maxLength: 10 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '98765432101234');
    await expect(input).toHaveValue('9876543210');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Acme Softech' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <TextField {...args} label="Small" size="sm" />
      <TextField {...args} label="Medium" size="md" />
      <TextField {...args} label="Large" size="lg" />
    </div>
  ),
};

export const HiddenLabel: Story = {
  args: { label: 'Search courses', hideLabel: true, placeholder: 'Search courses' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Search courses' })).toBeInTheDocument();
  },
};
