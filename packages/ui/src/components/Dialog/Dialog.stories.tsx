import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { arabicMessages } from '../LocaleProvider/storyMessages';
import { Dialog } from './index';

const meta = {
  title: 'Components/Dialog',
  component: Dialog.Content,
  args: { side: 'center', size: 'md', showClose: true, closeLabel: 'Close', closeDisabled: false },
  argTypes: {
    side: { control: 'inline-radio', options: ['center', 'right', 'left'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component: `A modal dialog or side sheet on Radix Dialog.

**When to use:** a short task or detail that needs the user's attention before going back to the page (the
purchase details form, the header's contact panel as a right-hand sheet).
**When not to:** a message that needs an answer (use \`AlertDialog\` / \`ConfirmationDialog\`), a passing
status (use \`Toaster\`), or content that deserves its own page or URL.

**Parts:** \`Dialog.Root\` (\`open\`, \`defaultOpen\`, \`onOpenChange\`, \`modal\` = true), \`Dialog.Trigger\` (\`asChild\`),
\`Dialog.Content\` (\`side\` = center | right | left, default center; \`size\` = sm | md | lg, default md; \`showClose\` = true;
\`closeLabel\` = 'Close'; \`closeDisabled\` = false), \`Dialog.Header\`, \`Dialog.Title\`, \`Dialog.Description\`,
\`Dialog.Footer\`, \`Dialog.Close\` (\`asChild\`).

**Accessibility:** role \`dialog\` with \`aria-modal\`, named by \`Dialog.Title\` and described by \`Dialog.Description\`
(pass \`aria-describedby={undefined}\` to \`Content\` when there is none). Focus moves into the panel on open, Tab is
trapped inside, Escape and the labelled close button close it, and focus returns to the trigger. The page behind is
inert. The panel renders in a portal inside the nearest \`[data-theme]\` element so it keeps the theme tokens.
Animations run only without reduced motion.`,
      },
    },
  },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Open dialog</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Header>
          <Dialog.Title>Book a free consultation</Dialog.Title>
          <Dialog.Description>
            Tell us what you are building and we will call you back within one working day.
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button tone="neutral" variant="outline">
              Not now
            </Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button>Call me back</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpensAndClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Book a free consultation' });
    await expect(dialog).toHaveAccessibleDescription(
      'Tell us what you are building and we will call you back within one working day.',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog');
    const notNow = within(dialog).getByRole('button', { name: 'Not now' });
    const callMe = within(dialog).getByRole('button', { name: 'Call me back' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(notNow).toHaveFocus());
    await userEvent.tab();
    await expect(callMe).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    // Tab wraps around inside the dialog instead of escaping to the page.
    await userEvent.tab();
    await expect(notNow).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger asChild>
        <Button>Open dialog</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Header>
          <Dialog.Title>Book a free consultation</Dialog.Title>
          <Dialog.Description>
            Tell us what you are building and we will call you back within one working day.
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button tone="neutral" variant="outline">
              Not now
            </Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button>Call me back</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    // The opening animation starts from opacity 0; wait for it to settle.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const SheetRight: Story = {
  args: { side: 'right' },
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger asChild>
        <Button>Contact details</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Header>
          <Dialog.Title>Get in touch</Dialog.Title>
          <Dialog.Description>Call, write or visit our Jabalpur office.</Dialog.Description>
        </Dialog.Header>
        <p>
          <a href="tel:+919876543210">+91 98765 43210</a>
        </p>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Get in touch' });
    await expect(dialog).toHaveAttribute('data-side', 'right');
  },
};

export const SizeSmallWithoutDescription: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger asChild>
        <Button>Open</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args} aria-describedby={undefined}>
        <Dialog.Title>Session expired</Dialog.Title>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>Sign in again</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Session expired' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const LongContent: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger asChild>
        <Button>Open</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Header>
          <Dialog.Title>
            Terms of a very long engagement with an unusually long heading that has to wrap over lines
          </Dialog.Title>
          <Dialog.Description>
            Supercalifragilisticexpialidociousunbrokenwordthatmustwrapinsteadofoverflowing.
          </Dialog.Description>
        </Dialog.Header>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Section {i + 1}. We will give you 7 days&apos; notice before changing these terms, and every
            change is listed on the Terms of Use page with its date.
          </p>
        ))}
      </Dialog.Content>
    </Dialog.Root>
  ),
};

function ControlledDialog() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>
        External state: <output aria-label="Dialog state">{open ? 'open' : 'closed'}</output>
      </p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button>Open controlled</Button>
        </Dialog.Trigger>
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>Controlled dialog</Dialog.Title>
          <Dialog.Footer>
            <Button onClick={() => setOpen(false)}>Done</Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDialog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Dialog state')).toHaveTextContent('closed');
    await userEvent.click(canvas.getByRole('button', { name: 'Open controlled' }));
    await expect(canvas.getByLabelText('Dialog state')).toHaveTextContent('open');
    await userEvent.click(await canvas.findByRole('button', { name: 'Done' }));
    await expect(canvas.getByLabelText('Dialog state')).toHaveTextContent('closed');
  },
};

export const ReducedMotion: Story = {
  ...Open,
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(getComputedStyle(dialog).animationName).toBe('none');
  },
};

export const LightTheme: Story = { ...Open, globals: { theme: 'light' } };

/**
 * Right to left (`globals.direction`, as the toolbar sets it) with Arabic copy: the text starts on the right, the
 * close button (named by the LocaleProvider's `close` message) sits in the top left corner, the buttons end on the left.
 */
export const RightToLeft: Story = {
  args: { closeLabel: undefined },
  globals: { direction: 'rtl' },
  render: (args) => (
    <LocaleProvider locale="ar" messages={arabicMessages}>
      <Dialog.Root defaultOpen>
        <Dialog.Trigger asChild>
          <Button>احجز استشارة</Button>
        </Dialog.Trigger>
        <Dialog.Content {...args}>
          <Dialog.Header>
            <Dialog.Title>احجز استشارة مجانية</Dialog.Title>
            <Dialog.Description>أخبرنا بما تبنيه وسنتصل بك خلال يوم عمل واحد.</Dialog.Description>
          </Dialog.Header>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button tone="neutral" variant="outline">
                ليس الآن
              </Button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Button>اتصلوا بي</Button>
            </Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'احجز استشارة مجانية' });
    await waitFor(() => expect(dialog).toBeVisible());
    const close = within(dialog).getByRole('button', { name: 'إغلاق' });
    const panel = dialog.getBoundingClientRect();
    // The close button is at the inline end: the left edge of the panel.
    await expect(close.getBoundingClientRect().left - panel.left).toBeLessThan(
      panel.right - close.getBoundingClientRect().right,
    );
    const title = within(dialog).getByText('احجز استشارة مجانية');
    await expect(Math.round(title.getBoundingClientRect().right)).toBeGreaterThan(
      Math.round(close.getBoundingClientRect().right),
    );
  },
};

/** Right to left, `side="right"` is the inline end: the sheet sits on the left edge of the page. */
export const RightToLeftSheet: Story = {
  args: { side: 'right', closeLabel: undefined },
  globals: { direction: 'rtl' },
  render: (args) => (
    <LocaleProvider locale="ar" messages={arabicMessages}>
      <Dialog.Root defaultOpen>
        <Dialog.Trigger asChild>
          <Button>بيانات التواصل</Button>
        </Dialog.Trigger>
        <Dialog.Content {...args}>
          <Dialog.Header>
            <Dialog.Title>تواصل معنا</Dialog.Title>
            <Dialog.Description>اتصل بنا أو راسلنا أو زر مكتبنا في جبلبور.</Dialog.Description>
          </Dialog.Header>
          <p>
            <a href="tel:+919876543210" dir="ltr">
              +91 98765 43210
            </a>
          </p>
        </Dialog.Content>
      </Dialog.Root>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'تواصل معنا' });
    await waitFor(() => expect(dialog).toBeVisible());
    // At rest (after the slide-in) against the left edge.
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().left)).toBe(0));
  },
};
