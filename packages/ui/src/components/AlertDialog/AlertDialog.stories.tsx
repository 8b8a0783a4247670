import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AlertDialog } from './index';
import { ConfirmationDialog, preloadConfirmationDialog } from './ConfirmationDialog';

const meta = {
  title: 'Components/AlertDialog',
  component: ConfirmationDialog,
  args: {
    title: 'Thanks For Contacting Us',
    description: 'We will contact you soon',
    actionLabel: 'Ok',
    tone: 'success',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'critical', 'neutral'] } },
  // ConfirmationDialog's popup is loaded on demand (it also fetches it when the page is idle); load it first so
  // a story's first picture already shows the dialogs opened on mount.
  loaders: [
    async () => {
      await preloadConfirmationDialog();
      return {};
    },
  ],
  parameters: {
    docs: {
      description: {
        component: `\`ConfirmationDialog\` is the one-button status popup of the site ('Thanks For Contacting Us',
'Registration Successful', 'Login Failed', 'Appointment Booked Successfully'); \`AlertDialog\` is the Radix alert
dialog it is built from, for questions that need a choice (parts \`Root\`, \`Trigger\`, \`Content\`, \`Title\`,
\`Description\`, \`Footer\`, \`Action\`, \`Cancel\`; \`Action\` and \`Cancel\` are \`Button\`s).

**When to use:** the user must acknowledge an outcome or decide before going on.
**When not to:** a passing confirmation that needs no answer (use \`Toaster\`), a form (use \`Dialog\`).

**Props of ConfirmationDialog:** \`title\` (required), \`description\`, \`actionLabel\` = 'Ok', \`tone\` = success |
critical | neutral (default success), \`open\` / \`defaultOpen\` = false / \`onOpenChange\`, \`onConfirm\`, \`trigger\`.

**Accessibility:** role \`alertdialog\`, named by the title and described by the message; focus starts on the Ok
button (on Cancel when there is one), Tab stays inside, Escape closes, an outside click does not (an alert needs an
answer), and focus returns to where it was. The status icon is decorative: the words carry the meaning.

**Loading:** the popup (Radix AlertDialog, icons, styles) is a chunk of its own, fetched when the page is idle after
ConfirmationDialog mounts and rendered from its first opening, so a form page does not carry it in its first
JavaScript. Without a \`trigger\`, nothing is in the server HTML until the dialog opens.`,
      },
    },
  },
} satisfies Meta<typeof ConfirmationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContactSuccess: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog', { name: 'Thanks For Contacting Us' });
    await expect(dialog).toHaveAccessibleDescription('We will contact you soon');
    const ok = within(dialog).getByRole('button', { name: 'Ok' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const RegistrationSuccessful: Story = {
  args: {
    defaultOpen: true,
    title: 'Registration Successful',
    description: 'You have registered successfully!',
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alertdialog', { name: 'Registration Successful' }),
    ).toBeInTheDocument();
  },
};

export const ErrorTone: Story = {
  args: {
    defaultOpen: true,
    tone: 'critical',
    title: 'Login Failed',
    description: 'Invalid email or password.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alertdialog', { name: 'Login Failed' }),
    ).toBeInTheDocument();
  },
};

export const NeutralWithoutDescription: Story = {
  args: {
    defaultOpen: true,
    tone: 'neutral',
    title: 'Appointment Booked Successfully',
    description: undefined,
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', {
      name: 'Appointment Booked Successfully',
    });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const OpenedByTrigger: Story = {
  args: { trigger: <Button>Send enquiry</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Send enquiry' });
    await userEvent.click(trigger);
    await canvas.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

function ControlledConfirmation() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>
        Popup: <output aria-label="Popup state">{open ? 'shown' : 'hidden'}</output>
      </p>
      <Button onClick={() => setOpen(true)}>Submit form</Button>
      <ConfirmationDialog
        open={open}
        onOpenChange={setOpen}
        title="Thanks For Contacting Us"
        description="We will contact you soon"
      />
    </div>
  );
}

function BusySubmitConfirmation() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  return (
    <div>
      <Button
        ref={submitRef}
        disabled={busy}
        onClick={() => {
          // Like a form: the button is disabled while sending, and the popup opens meanwhile.
          setBusy(true);
          setOpen(true);
          setTimeout(() => setBusy(false), 50);
        }}
      >
        Send Message
      </Button>
      <ConfirmationDialog
        open={open}
        onOpenChange={setOpen}
        title="Thanks For Contacting Us"
        description="We will contact you soon"
        returnFocusRef={submitRef}
      />
    </div>
  );
}

export const ReturnsFocusAfterBusySubmit: Story = {
  render: () => <BusySubmitConfirmation />,
  // Behaviour only: it looks like Controlled, which has the screenshot.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Send Message' });
    await userEvent.click(submit);
    const ok = await canvas.findByRole('button', { name: 'Ok' });
    await waitFor(() => expect(ok).toHaveFocus());
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(submit).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: () => <ControlledConfirmation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit form' }));
    await expect(canvas.getByLabelText('Popup state')).toHaveTextContent('shown');
    await userEvent.click(await canvas.findByRole('button', { name: 'Ok' }));
    await expect(canvas.getByLabelText('Popup state')).toHaveTextContent('hidden');
  },
};

export const ChoiceWithCancel: Story = {
  render: () => (
    <AlertDialog.Root defaultOpen>
      <AlertDialog.Trigger asChild>
        <Button tone="critical">Clear Cart</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content>
        <AlertDialog.Title>Clear the cart?</AlertDialog.Title>
        <AlertDialog.Description>All 3 courses will be removed from your cart.</AlertDialog.Description>
        <AlertDialog.Footer>
          <AlertDialog.Cancel>Keep them</AlertDialog.Cancel>
          <AlertDialog.Action tone="critical">Clear Cart</AlertDialog.Action>
        </AlertDialog.Footer>
      </AlertDialog.Content>
    </AlertDialog.Root>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Clear the cart?' });
    const cancel = within(dialog).getByRole('button', { name: 'Keep them' });
    // The least destructive choice has focus first.
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Clear Cart' })).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Thanks For Contacting Us — a deliberately long heading that has to wrap across several lines',
    description:
      'Averyveryverylongunbrokenwordthatshouldwrapinsidethepanelinsteadofoverflowingit and some ordinary words.',
  },
};

export const ReducedMotion: Story = {
  args: { defaultOpen: true },
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await expect(getComputedStyle(dialog).animationName).toBe('none');
  },
};

export const LightTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'light' } };
