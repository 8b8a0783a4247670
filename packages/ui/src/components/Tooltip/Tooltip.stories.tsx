import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Downloads every page of the list as filtered',
    onOpenChange: fn(),
    children: (
      <Button tone="neutral" variant="outline">
        Export CSV
      </Button>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
  // Room around the trigger so every side fits.
  decorators: [(Story) => <div style={{ padding: '3rem 8rem' }}><Story /></div>],
  parameters: {
    docs: {
      description: {
        component: [
          'A short description beside a control, shown on hover and on keyboard focus (Radix Tooltip): what an',
          'icon-only button does, what "Export CSV" includes. **When not to use:** anything the user must read or',
          'act on (use text on the page, Field descriptions or a Dialog); content with links or buttons (a tooltip',
          'cannot be entered); touch-only hints (a tooltip never shows on touch).',
          '',
          '**Props (defaults):** `content` (required); `children`, the one trigger element (required); `side` (`top`,',
          'flips when there is no room); `open` / `defaultOpen` (false) / `onOpenChange`; `delayDuration` (300 ms of',
          'hover; focus shows it at once); `className` (the bubble). The ref reaches the trigger.',
          '',
          '**Accessibility:** the trigger keeps its own accessible name (its text, or `aria-label` on an icon-only',
          'button) and the tip is added as its description (`aria-describedby` while shown). It appears on hover and',
          'on focus, stays while hovered, and goes on Escape, on press, and when pointer or focus leave. Under',
          'reduced motion it appears without the fade.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

/** Hovering shows the tip after the delay; the button's name stays "Export CSV" and the tip describes it. */
export const OpensOnHover: Story = {
  // Behaviour only: its first picture is Default's; Open shows the tip.
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export CSV' });
    await userEvent.hover(button);
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Downloads every page of the list as filtered');
    await expect(button).toHaveAccessibleName('Export CSV');
    await expect(button).toHaveAccessibleDescription('Downloads every page of the list as filtered');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Tab to the trigger: the tip shows at once; Escape hides it and focus stays on the trigger. */
export const OpensOnKeyboardFocus: Story = {
  // Behaviour only: its first picture is Default's; Open shows the tip.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export CSV' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Downloads every page');
    await expect(button).toHaveAccessibleDescription('Downloads every page of the list as filtered');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(button).not.toHaveAccessibleDescription('Downloads every page of the list as filtered');
  },
};

/** Shown from the start (`defaultOpen`). */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Downloads every page');
  },
};

/** An icon-only button: its name is its `aria-label`, the tip repeats it for sighted mouse users. */
export const IconButton: Story = {
  args: {
    content: 'Delete this job',
    defaultOpen: true,
    children: (
      <Button tone="critical" variant="ghost" size="sm" aria-label="Delete">
        <Trash2 aria-hidden="true" size={18} />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete' });
    await expect(button).toHaveAccessibleName('Delete');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete this job');
  },
};

/** On a link (any focusable element with a name works). */
export const OnALink: Story = {
  args: {
    content: 'PDF, opens in a new tab',
    side: 'right',
    defaultOpen: true,
    children: (
      <a href="#receipt" style={{ color: 'inherit', display: 'inline-flex', gap: vars.space[1], alignItems: 'center' }}>
        <Download aria-hidden="true" size={16} /> Receipt
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Receipt' })).toBeInTheDocument();
  },
};

/** Each side, all open. */
export const Sides: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: '4rem 12rem' }}>
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} side={side} content={`On the ${side}`} defaultOpen>
          <Button tone="neutral" variant="soft">
            {side}
          </Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(4));
  },
};

/** A long tip wraps at 20rem; an unbroken word breaks. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    side: 'bottom',
    content:
      'Downloads every enquiry that matches the search and filters, on every page, as a UTF-8 CSV file: https://acme.example/api/v1/admin/enquiries.csv?status=new&from=2026-01-01',
  },
};

function ControlledTooltip() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'grid', gap: vars.space[6], justifyItems: 'start' }}>
      <Tooltip content="Downloads every page of the list as filtered" open={open} onOpenChange={setOpen}>
        <Button tone="neutral" variant="outline">
          Export CSV
        </Button>
      </Tooltip>
      <p>
        Parent state: <output aria-label="Tip state">{open ? 'shown' : 'hidden'}</output>
      </p>
    </div>
  );
}

/** The parent owns `open`; hover and focus ask it through `onOpenChange`. */
export const Controlled: Story = {
  render: () => <ControlledTooltip />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Tip state')).toHaveTextContent('shown');
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByLabelText('Tip state')).toHaveTextContent('hidden');
  },
};

/** The tip fades in when motion is welcome... */
export const Motion: Story = {
  args: { defaultOpen: true },
  // Behaviour only: screenshots are taken reduced, where it looks like Open.
  parameters: { screenshot: false },
  play: async () => {
    const bubble = await screen.findByRole('tooltip');
    await expect(getComputedStyle(bubble).animationName).not.toBe('none');
  },
};

/** ...and appears without the fade under reduced motion. */
export const ReducedMotion: Story = {
  args: { defaultOpen: true },
  // Behaviour only: every screenshot is taken reduced, where it looks like Open.
  parameters: { reducedMotion: true, screenshot: false },
  play: async () => {
    const bubble = await screen.findByRole('tooltip');
    await expect(getComputedStyle(bubble).animationName).toBe('none');
  },
};

/** Light theme, open (a11y checks run on it too). */
export const LightTheme: Story = { ...Open, globals: { theme: 'light' } };
