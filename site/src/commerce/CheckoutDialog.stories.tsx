import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@company/ui';
import { CheckoutDialog } from './CheckoutDialog';

const summary = (
  <>
    <strong>Advance Python</strong> — ₹1,499
  </>
);

const meta = {
  title: 'Site/CheckoutDialog',
  component: CheckoutDialog,
  args: {
    onSubmit: fn(),
    onOpenChange: fn(),
    title: 'Enter your details',
    description: 'We need these to send your receipt.',
    submitLabel: 'Proceed to Pay',
    cancelLabel: 'Cancel',
    paying: false,
    closeOnSubmit: true,
    summary,
  },
  parameters: {
    docs: {
      description: {
        component: `The site's purchase details modal (site/src/commerce, not part of @company/ui: it is Acme's checkout, built from
the library's Dialog, TextField and Button) on the course, cart and product pages: Full Name, Email, Phone, Cancel and
Proceed to Pay, built with react-hook-form and the shared \`customerDetailsSchema\` of @company/contracts, so the messages
are the spec's exactly: 'Full Name is required', 'Email is required', 'Enter a valid email', 'Phone number is required',
'Enter a valid 10-digit phone number'.

**When to use:** collecting the buyer's details right before the payment window opens.
**When not to:** account forms (sign-up, profile) that need their own page.

**Props:** \`onSubmit(customer)\` (required; may be async), \`open\` / \`defaultOpen\` = false / \`onOpenChange\`, \`title\` =
'Enter your details', \`description\`, \`summary\`, \`phoneMaxLength\` (no cap by default; the course page passes 10),
\`submitLabel\` = 'Proceed to Pay', \`cancelLabel\` = 'Cancel', \`defaultValues\`, \`paying\` = false, \`closeOnSubmit\` = true,
\`trigger\`, \`returnFocusRef\` (default: the trigger, or the element that had focus when code opened the dialog).

**Accessibility:** a modal dialog named by its title. Each field has a visible label, \`aria-required\`, and, when
invalid, \`aria-invalid\` and its message linked with \`aria-describedby\`. Validation runs on submit, then live as the
user corrects a field; focus moves to the first invalid field. While \`onSubmit\` runs or \`paying\` is set, Proceed to
Pay shows a spinner and reports \`aria-busy\` (its name stays 'Proceed to Pay'), fields are read-only, and Escape, outside
clicks, Cancel and the close button cannot dismiss the dialog. A failed submit shows its message in an alert.`,
      },
    },
  },
} satisfies Meta<typeof CheckoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { trigger: <Button>Buy Now</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Now' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Enter your details' });
    for (const name of ['Full Name', 'Email', 'Phone']) {
      await expect(within(dialog).getByRole('textbox', { name })).toBeInTheDocument();
    }
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Proceed to Pay' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Full Name' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

/** Opened by code (the site's Buy Now starts an order first): closing returns focus to the button that opened it. */
export const OpenedByCodeReturnsFocus: Story = {
  parameters: { screenshot: false }, // the closed state is a lone button; Default and Open cover the look
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Buy Now</Button>
        <CheckoutDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('button', { name: 'Buy Now' });
    buy.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Enter your details' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Full Name' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(buy).toHaveFocus();
  },
};

export const RequiredMessages: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Proceed to Pay' }));
    await expect(await d.findByText('Full Name is required')).toBeInTheDocument();
    await expect(d.getByText('Email is required')).toBeInTheDocument();
    await expect(d.getByText('Phone number is required')).toBeInTheDocument();
    const name = d.getByRole('textbox', { name: 'Full Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Full Name is required');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FormatMessagesAndFocusFirstError: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const d = within(await within(canvasElement).findByRole('dialog'));
    await userEvent.type(d.getByRole('textbox', { name: 'Full Name' }), 'Priya Sharma');
    await userEvent.type(d.getByRole('textbox', { name: 'Email' }), 'priya@');
    await userEvent.type(d.getByRole('textbox', { name: 'Phone' }), '98765');
    await userEvent.click(d.getByRole('button', { name: 'Proceed to Pay' }));
    await expect(await d.findByText('Enter a valid email')).toBeInTheDocument();
    await expect(d.getByText('Enter a valid 10-digit phone number')).toBeInTheDocument();
    await waitFor(() => expect(d.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    // Correcting a field clears its message as the user types.
    await userEvent.type(d.getByRole('textbox', { name: 'Email' }), 'example.com');
    await waitFor(() => expect(d.queryByText('Enter a valid email')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PhoneCappedAtTenCharacters: Story = {
  args: { defaultOpen: true, phoneMaxLength: 10 },
  play: async ({ canvasElement }) => {
    const d = within(await within(canvasElement).findByRole('dialog'));
    const phone = d.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '987654321012');
    await expect(phone).toHaveValue('9876543210');
  },
};

export const SubmitsValidDetails: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const d = within(await canvas.findByRole('dialog'));
    await userEvent.type(d.getByRole('textbox', { name: 'Full Name' }), '  Priya Sharma ');
    await userEvent.type(d.getByRole('textbox', { name: 'Email' }), 'priya@example.com');
    await userEvent.type(d.getByRole('textbox', { name: 'Phone' }), '9876543210');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Priya Sharma',
        email: 'priya@example.com',
        phone: '9876543210',
      }),
    );
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): the usual Indian forms, stored as 10 digits. */
export const AcceptsIndianMobileForms: Story = {
  args: { defaultOpen: true, phoneHint: '10-digit mobile, e.g. 98260 12345 (with or without +91 or 0)' },
  play: async ({ canvasElement, args }) => {
    const d = within(await within(canvasElement).findByRole('dialog'));
    await expect(d.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      '10-digit mobile, e.g. 98260 12345 (with or without +91 or 0)',
    );
    await userEvent.type(d.getByRole('textbox', { name: 'Full Name' }), 'Meera Iyer');
    await userEvent.type(d.getByRole('textbox', { name: 'Email' }), 'meera@example.com');
    await userEvent.type(d.getByRole('textbox', { name: 'Phone' }), '+91-98260-12345');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Meera Iyer',
        email: 'meera@example.com',
        phone: '9826012345',
      }),
    );
  },
};

export const BusyWhilePayingCannotBeDismissed: Story = {
  args: {
    defaultOpen: true,
    defaultValues: { name: 'Priya Sharma', email: 'priya@example.com', phone: '9876543210' },
    onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 1500))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog');
    const d = within(dialog);
    const pay = d.getByRole('button', { name: 'Proceed to Pay' });
    await userEvent.click(pay);
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
    await expect(d.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const PayingState: Story = {
  args: {
    defaultOpen: true,
    paying: true,
    defaultValues: { name: 'Priya Sharma', email: 'priya@example.com', phone: '9876543210' },
  },
  play: async ({ canvasElement }) => {
    const d = within(await within(canvasElement).findByRole('dialog'));
    await expect(d.getByRole('button', { name: 'Proceed to Pay' })).toHaveAttribute('aria-busy', 'true');
    await expect(d.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('readonly');
  },
};

export const SubmitFailureShowsMessage: Story = {
  args: {
    defaultOpen: true,
    defaultValues: { name: 'Priya Sharma', email: 'priya@example.com', phone: '9876543210' },
    onSubmit: fn(() => Promise.reject(new Error('Razorpay SDK failed to load. Check your internet.'))),
  },
  play: async ({ canvasElement }) => {
    const d = within(await within(canvasElement).findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: 'Proceed to Pay' }));
    await expect(await d.findByRole('alert')).toHaveTextContent(
      'Razorpay SDK failed to load. Check your internet.',
    );
    await expect(d.getByRole('button', { name: 'Proceed to Pay' })).not.toHaveAttribute('aria-busy');
  },
};

export const ReducedMotion: Story = {
  args: { defaultOpen: true },
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(getComputedStyle(dialog).animationName).toBe('none');
  },
};

export const LightTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'light' } };
