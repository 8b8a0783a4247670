import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import { arabicMessages } from '../LocaleProvider/storyMessages';
import { preloadToastRegion, Toaster, useToast, type ToastOptions } from './Toast';

function Demo({ options, label = 'Show toast' }: { options: ToastOptions; label?: string }) {
  const { toast, dismiss } = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Button onClick={() => toast(options)}>{label}</Button>
      <Button tone="neutral" variant="outline" onClick={() => dismiss()}>
        Dismiss all
      </Button>
    </div>
  );
}

function ShowOnMount({ toasts }: { toasts: ToastOptions[] }) {
  const { toast } = useToast();
  return (
    <Button
      ref={(node) => {
        // Deterministic screenshot state: the toasts are on screen as soon as the story renders.
        if (node && !node.dataset.shown) {
          node.dataset.shown = 'true';
          toasts.forEach((options) => toast(options));
        }
      }}
      onClick={() => toasts.forEach((options) => toast(options))}
    >
      Show again
    </Button>
  );
}

const meta = {
  title: 'Components/Toast',
  component: Toaster,
  args: {
    duration: 5000,
    position: 'top-right',
    swipeDirection: 'right',
    swipeThreshold: 50,
    label: 'Notifications',
    closeLabel: 'Dismiss notification',
    limit: 3,
  },
  argTypes: {
    position: { control: 'select', options: ['top-right', 'top-left', 'bottom-right', 'bottom-left'] },
  },
  // The toast region is loaded on demand (the Toaster also fetches it at the first press, key or focus); load it first so
  // a story's first picture already shows the toasts it opens on mount.
  loaders: [
    async () => {
      await preloadToastRegion();
      return {};
    },
  ],
  parameters: {
    docs: {
      description: {
        component: `Toasts on Radix Toast: \`<Toaster>\` once near the app root, then \`const { toast, success, error, dismiss } = useToast()\`
anywhere below it.

**When to use:** brief feedback that needs no answer ('Thanks for contacting us! We'll get back to you soon.',
'Something went wrong. Please try again!').
**When not to:** anything the user must act on or must not miss (use \`ConfirmationDialog\`), or form field errors
(show them beside the field).

**Toaster props:** \`duration\` = 5000 ms (the contact page passes 3000 per toast), \`position\` = top-right,
\`swipeDirection\` = right, \`swipeThreshold\` = 50 px (or a share of the toast's size, e.g. '80%'), \`label\` = 'Notifications', \`closeLabel\` = 'Dismiss notification',
\`limit\` = 3. **Toast options:** \`title\`, \`description\`, \`tone\` = success | critical | neutral (default neutral),
\`duration\`, \`action\` ({ label, altText, onClick }), \`id\` (reuse to replace).

**Loading:** the region and the toasts' code (Radix Toast, icons) are a separate module, fetched at the visitor's
first press, key or focus after the Toaster mounts (a toast shown before that loads it then); a page that is only
read never loads it, about 8 KB brotli less JavaScript.
The region is in the page only while a toast is on screen.

**Accessibility:** toasts live in a labelled region (F8 moves focus there) and are announced by a live region:
errors assertively, other toasts politely. Timers pause while the pointer is over a toast, while it has focus and
while the window is in the background. Every toast has a labelled close button; Escape on a focused toast closes it;
swiping it right dismisses it. Tone is shown by an icon and a coloured edge, never by colour alone in the text.`,
      },
    },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Toaster {...args}>
      <Demo options={{ title: 'Your message has been sent.' }} />
    </Toaster>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const region = await canvas.findByRole('region', { name: /Notifications/ });
    await expect(await within(region).findByText('Your message has been sent.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() =>
      expect(within(region).queryByText('Your message has been sent.')).not.toBeInTheDocument(),
    );
  },
};

export const ContactSuccess: Story = {
  render: (args) => (
    <Toaster {...args}>
      <ShowOnMount
        toasts={[
          {
            title: "Thanks for contacting us! We'll get back to you soon.",
            tone: 'success',
            duration: 600_000,
          },
        ]}
      />
    </Toaster>
  ),
  play: async ({ canvasElement }) => {
    const toast = await within(canvasElement).findByText(
      "Thanks for contacting us! We'll get back to you soon.",
    );
    await expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
  },
};

export const ContactError: Story = {
  render: (args) => (
    <Toaster {...args}>
      <ShowOnMount
        toasts={[{ title: 'Something went wrong. Please try again!', tone: 'critical', duration: 600_000 }]}
      />
    </Toaster>
  ),
  play: async ({ canvasElement }) => {
    const toast = await within(canvasElement).findByText('Something went wrong. Please try again!');
    await expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'critical');
  },
};

export const AllTones: Story = {
  render: (args) => (
    <Toaster {...args}>
      <ShowOnMount
        toasts={[
          {
            title: 'Payment Successful!',
            description: 'Thank you, Priya.',
            tone: 'success',
            duration: 600_000,
          },
          {
            title: 'Network Error',
            description: 'Check your connection and try again.',
            tone: 'critical',
            duration: 600_000,
          },
          {
            title: 'Course added to cart',
            tone: 'neutral',
            duration: 600_000,
            action: { label: 'View cart', altText: 'Open the cart page from the header', onClick: () => {} },
          },
        ]}
      />
    </Toaster>
  ),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
  },
};

/** The contact page passes 3000 ms for its toasts; the toast closes by itself after that. */
export const AutoClosesAfterDuration: Story = {
  render: (args) => (
    <Toaster {...args}>
      <Demo options={{ title: 'Closes after 3 seconds', tone: 'success', duration: 3000 }} />
    </Toaster>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Keep the pointer away from the toast: hovering pauses the timer.
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await canvas.findByText('Closes after 3 seconds');
    const started = Date.now();
    await waitFor(() => expect(canvas.queryByText('Closes after 3 seconds')).not.toBeInTheDocument(), {
      timeout: 6000,
    });
    await expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
  },
};

/** Swipes the toast right by `share` of its width with the mouse, as pointer events. */
async function swipe(toast: HTMLElement, share: number) {
  const box = toast.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const x = box.left + box.width / 2;
  const send = (type: string, clientX: number) =>
    toast.dispatchEvent(
      new PointerEvent(type, { bubbles: true, cancelable: true, clientX, clientY: y, button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true }),
    );
  send('pointerdown', x);
  for (let step = 1; step <= 5; step += 1) {
    send('pointermove', x + (box.width * share * step) / 5);
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  send('pointerup', x + box.width * share);
}

/**
 * `swipeThreshold="80%"` (the contact page's toast, as the spec's library default): a swipe must cover 80% of
 * the toast's width to dismiss it; half of it springs back.
 */
export const SwipeShareToDismiss: Story = {
  args: { swipeThreshold: '80%' },
  render: (args) => (
    <Toaster {...args}>
      <ShowOnMount toasts={[{ title: 'Swipe me right to dismiss', duration: 600_000 }]} />
    </Toaster>
  ),
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const text = await within(canvasElement).findByText('Swipe me right to dismiss');
    const toast = text.closest<HTMLElement>('[data-tone]')!;
    await swipe(toast, 0.5);
    await waitFor(() => expect(toast).toHaveAttribute('data-swipe', 'cancel'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(canvasElement).getByText('Swipe me right to dismiss')).toBeInTheDocument();
    await swipe(toast, 0.85);
    await waitFor(() => expect(within(canvasElement).queryByText('Swipe me right to dismiss')).not.toBeInTheDocument());
  },
};

export const KeyboardDismiss: Story = {
  render: (args) => (
    <Toaster {...args}>
      <Demo options={{ title: 'Saved your details', duration: 600_000 }} />
    </Toaster>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await canvas.findByText('Saved your details');
    // F8 jumps to the notifications region; Tab reaches the toast; Escape closes it.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    const region = await canvas.findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByText('Saved your details')).not.toBeInTheDocument());
  },
};

export const LimitKeepsNewest: Story = {
  args: { limit: 2 },
  render: (args) => (
    <Toaster {...args}>
      <Demo options={{ title: 'Another notification', duration: 600_000 }} />
    </Toaster>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const show = canvas.getByRole('button', { name: 'Show toast' });
    await userEvent.click(show);
    await userEvent.click(show);
    await userEvent.click(show);
    await waitFor(() => expect(canvas.getAllByText('Another notification')).toHaveLength(2));
  },
};

export const LongText: Story = {
  render: (args) => (
    <Toaster {...args}>
      <ShowOnMount
        toasts={[
          {
            title: 'Thank you for applying. We will review your application and get back to you soon.',
            description: 'Areallylongunbrokenfilenamelikemy_resume_final_final_version_2026.pdfthatmustwrap',
            tone: 'success',
            duration: 600_000,
          },
        ]}
      />
    </Toaster>
  ),
};

export const ReducedMotion: Story = {
  ...ContactSuccess,
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const text = await within(canvasElement).findByText(
      "Thanks for contacting us! We'll get back to you soon.",
    );
    await expect(getComputedStyle(text.closest('[data-tone]') as HTMLElement).animationName).toBe('none');
  },
};

export const LightTheme: Story = { ...AllTones, globals: { theme: 'light' } };

/**
 * Right to left with Arabic copy: `top-right` is the inline end, so the toasts stand in the top left corner, the
 * coloured edge is on their right (the inline start), they slide in from the left and are swiped away to the left.
 * Region and close button are named by the LocaleProvider's messages.
 */
export const RightToLeft: Story = {
  args: { swipeDirection: undefined, label: undefined, closeLabel: undefined },
  globals: { direction: 'rtl' },
  render: (args) => (
    <LocaleProvider locale="ar" messages={arabicMessages}>
      <Toaster {...args}>
        <ShowOnMount
          toasts={[
            { title: 'تم الدفع بنجاح!', description: 'شكرًا لك يا مريم.', tone: 'success', duration: 600_000 },
            { title: 'خطأ في الشبكة', description: 'تحقق من اتصالك وحاول مرة أخرى.', tone: 'critical', duration: 600_000 },
          ]}
        />
      </Toaster>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: /الإشعارات/ });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    const [first] = within(region).getAllByRole('listitem');
    await expect(first!.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
    await expect(within(first!).getByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
    await expect(getComputedStyle(first!).borderRightWidth).toBe('4px');
  },
};

export const OutsideToasterThrows: Story = {
  render: () => {
    let message = '';
    function Probe() {
      try {
        useToast();
      } catch (error) {
        message = (error as Error).message;
      }
      return <p>{message}</p>;
    }
    return <Probe />;
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('useToast must be used inside <Toaster>.'),
    ).toBeInTheDocument();
  },
};
