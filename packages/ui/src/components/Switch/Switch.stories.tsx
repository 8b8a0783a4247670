import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Email me new enquiries', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'An on/off setting that takes effect at once (console preferences, "Published", "Available for sale"), on',
          'Radix Switch. **When not to use:** a choice that is only applied when a form is sent, or that needs',
          'agreeing to (terms): use Checkbox. One of several options: RadioGroup.',
          '',
          '**Props (defaults):** `label` (required); `description`; `checked` / `defaultChecked` (false) /',
          '`onCheckedChange(checked)`; `disabled` (false); `required` (false); `name` and `value` (`\'on\'`): inside a',
          '`<form>` the switch submits `name=value` when on and nothing when off, like a checkbox. `className` goes on',
          'the row, the ref on the switch button.',
          '',
          '**Accessibility:** a `<button role="switch">` with `aria-checked`; Space and Enter toggle, and the label is a',
          'real `<label>` (pressing it toggles). The description is wired with `aria-describedby`. The thumb slides',
          'toward the inline end, so it moves left in right-to-left text; under reduced motion it jumps.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off, with no description. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Email me new enquiries' });
    await expect(control).toHaveAttribute('aria-checked', 'false');
  },
};

/** Pressing the label, then Space and Enter, toggles it; the callback gets each new state. */
export const Toggles: Story = {
  // Behaviour only: its first picture is Default's.
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Email me new enquiries' });
    await userEvent.click(canvas.getByText('Email me new enquiries'));
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(2, false);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(3, true);
  },
};

/** On, with a description read with the switch. */
export const On: Story = {
  args: { defaultChecked: true, description: 'One e-mail for each enquiry, sent to your work address.' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Email me new enquiries' });
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(control).toHaveAccessibleDescription('One e-mail for each enquiry, sent to your work address.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, description: 'Only an administrator can change this.' },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Email me new enquiries' });
    await expect(control).toBeDisabled();
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

function ControlledSwitch() {
  const [published, setPublished] = useState(false);
  return (
    <div style={{ display: 'grid', gap: vars.space[3] }}>
      <Switch label="Published" checked={published} onCheckedChange={setPublished} />
      <p>
        Parent state: <output aria-label="Published state">{published ? 'published' : 'draft'}</output>
      </p>
    </div>
  );
}

/** The parent owns the state (`checked` + `onCheckedChange`) and shows it. */
export const Controlled: Story = {
  render: () => <ControlledSwitch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Published' }));
    await expect(canvas.getByLabelText('Published state')).toHaveTextContent('published');
    await expect(canvas.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'true');
  },
};

function PriceForm() {
  const [sent, setSent] = useState('');
  return (
    <form
      style={{ display: 'grid', gap: vars.space[3] }}
      onSubmit={(event) => {
        event.preventDefault();
        setSent(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>).toString() || '(nothing)');
      }}
    >
      <Switch name="available" value="yes" label="Available for sale" defaultChecked />
      <Switch name="featured" label="Featured on the home page" />
      <button type="submit">Save</button>
      <p>
        Sent: <output aria-label="Sent">{sent}</output>
      </p>
    </form>
  );
}

/** In a form, `name`/`value` are submitted when on, like a checkbox. */
export const InAForm: Story = {
  render: () => <PriceForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText('Sent')).toHaveTextContent(/^available=yes$/);
    await userEvent.click(canvas.getByRole('switch', { name: 'Featured on the home page' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Available for sale' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText('Sent')).toHaveTextContent(/^featured=on$/);
  },
};

/** A long label and an unbroken word wrap beside the switch, which keeps its size. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ maxWidth: '18rem' }}>
      <Switch
        {...args}
        label="Send a copy of every application, with the résumé attached, to the hiring manager"
        description="Applies to Full-Stack-Developer-Internship-Bangalore-and-Remote-2026 and every other opening."
      />
    </div>
  ),
};

/** Right-to-left: the switch sits on the right and its thumb slides left when on. */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl" lang="ar" style={{ display: 'grid', gap: vars.space[3] }}>
      <Switch label="إشعارات البريد" />
      <Switch label="منشور" defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const on = canvas.getByRole('switch', { name: 'منشور' });
    const thumb = on.firstElementChild!;
    await expect(thumb.getBoundingClientRect().left - on.getBoundingClientRect().left).toBeLessThan(on.getBoundingClientRect().width / 3);
  },
};

/** The thumb slides (a short transition) when motion is welcome... */
export const Motion: Story = {
  args: { defaultChecked: true },
  // Behaviour only: screenshots force reduced motion, so it looks like ReducedMotion.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('switch').firstElementChild!;
    await expect(getComputedStyle(thumb).transitionDuration).not.toBe('0s');
  },
};

/** ...and jumps under reduced motion. */
export const ReducedMotion: Story = {
  args: { defaultChecked: true },
  // Behaviour only: the picture is On's (without its description), and every screenshot is taken reduced.
  parameters: { reducedMotion: true, screenshot: false },
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('switch').firstElementChild!;
    await expect(getComputedStyle(thumb).transitionDuration).toBe('0s');
  },
};

/** Light theme (a11y checks run on it too). */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space[3] }}>
      <Switch {...args} />
      <Switch label="Published" defaultChecked description="Visible on /blogs." />
      <Switch label="Archived" disabled />
    </div>
  ),
};
