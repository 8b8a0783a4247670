import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message' },
  parameters: {
    docs: {
      description: {
        component:
          "A labelled multi-line input (the contact form's message, `rows={6}`). Same wiring as TextField; works with react-hook-form.\n\n**Props and defaults:** `label` (required); `rows` (4); `description`; `error`; `required` (false); `hideLabel` (false); `maxLength` (enforced while typing); every textarea attribute. Resizes vertically.",
      },
    },
  },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ContactMessage: Story = {
  args: { rows: 6, required: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(area).toHaveAttribute('rows', '6');
    await userEvent.type(area, 'Hello{enter}We need an app.');
    await expect(area).toHaveValue('Hello\nWe need an app.');
  },
};

export const Invalid: Story = {
  args: { error: 'Message is required', required: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Message is required');
  },
};

export const LimitedLength: Story = {
  args: { maxLength: 20, description: 'Up to 20 characters.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'This sentence is longer than twenty characters');
    await expect(area).toHaveValue('This sentence is lon');
  },
};
