import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from './ScrollToTop';

/** A tall page so there is something to scroll. */
const tallPage: Decorator = (Story) => (
  <main aria-label="Example page">
    <h1 style={{ margin: 0 }}>Top of the page</h1>
    {Array.from({ length: 30 }, (_, index) => (
      <p key={index} style={{ margin: '0 0 2rem' }}>
        Paragraph {index + 1}: Acme Softech builds apps, websites and custom software for clients across
        India.
      </p>
    ))}
    <Story />
  </main>
);

const scrollAndWait = async (top: number) => {
  window.scrollTo({ top, behavior: 'instant' });
  await waitFor(() => expect(Math.round(window.scrollY)).toBe(top));
};

const meta = {
  title: 'Components/ScrollToTop',
  component: ScrollToTop,
  decorators: [tallPage],
  args: { floating: true, threshold: 400, label: 'Scroll to top', onClick: fn() },
  parameters: {
    docs: {
      description: {
        component: `A button that scrolls the window back to the top: smoothly, or instantly under reduced motion.

**When to use:** long pages (a floating button that appears after scrolling) and the footer (\`floating={false}\`,
always visible). **When not to:** route changes — the site scrolls to the top on navigation by itself.

**Props:** \`floating\` = true, \`threshold\` = 400 px, \`label\` = 'Scroll to top', \`focusTarget\` (default: the page's
\`<main>\`, else \`<body>\`), \`href\` (a link to that fragment, e.g. \`'#top'\`, instead of a button).

**Without script:** with \`href="#top"\` the footer control is a link, so it works before the page's script runs
(the browser jumps to the top of the document); once hydrated a press scrolls as the button does and keeps \`#top\`
out of the URL. The floating button needs script to appear, so it stays a button.

**Accessibility:** a real button named by \`label\` (the arrow icon is hidden). While the floating button is hidden
(near the top) it is \`visibility: hidden\`, so it is out of the tab order and the accessibility tree. After scrolling,
focus moves to the top of the content, so a keyboard user is not left on a button that has just disappeared.`,
      },
    },
  },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppearsAfterScrolling: Story = {
  // Screenshot scrolled past the threshold: the floating button in the bottom-right corner.
  parameters: { screenshot: { scrollY: 800 } },
  play: async ({ canvasElement }) => {
    await scrollAndWait(0);
    // Hidden buttons have no accessible name to query by: find it by its label attribute.
    const button = canvasElement.querySelector('button[aria-label="Scroll to top"]') as HTMLElement;
    await expect(button).toHaveAttribute('data-visible', 'false');
    await expect(button).not.toBeVisible();
    await scrollAndWait(800);
    await waitFor(() => expect(button).toHaveAttribute('data-visible', 'true'));
    await waitFor(() => expect(button).toBeVisible());
    await scrollAndWait(0);
  },
};

export const KeyboardScrollsToTopAndMovesFocus: Story = {
  parameters: { reducedMotion: true, screenshot: { scrollY: 900 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await scrollAndWait(900);
    const button = await canvas.findByRole('button', { name: 'Scroll to top' });
    await waitFor(() => expect(button).toBeVisible());
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Reduced motion: the jump is instant.
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const SmoothScroll: Story = {
  // The scroll itself has no frozen picture: the screenshot is the scrolled page before the click.
  parameters: { reducedMotion: false, screenshot: { scrollY: 900 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    document.documentElement.dataset.reducedMotion = 'no-preference';
    await scrollAndWait(900);
    const button = await canvas.findByRole('button', { name: 'Scroll to top' });
    await waitFor(() => expect(button).toBeVisible());
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    delete document.documentElement.dataset.reducedMotion;
  },
};

export const InlineInFooter: Story = {
  args: { floating: false },
  play: async ({ canvasElement }) => {
    await scrollAndWait(0);
    const button = within(canvasElement).getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeVisible();
    await expect(getComputedStyle(button).position).toBe('relative');
  },
};

export const CustomLabel: Story = { args: { floating: false, label: 'Back to top' } };

export const LightTheme: Story = { args: { floating: false }, globals: { theme: 'light' } };

/** The footer's Back to top as a link (\`href="#top"\`): works with no script; hydrated, it scrolls and keeps the URL clean. */
export const AsLink: Story = {
  args: { floating: false, label: 'Back to top', href: '#top' },
  parameters: { reducedMotion: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Back to top' });
    await expect(link).toHaveAttribute('href', '#top');
    await scrollAndWait(900);
    const before = window.location.hash;
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(window.location.hash).toBe(before);
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
