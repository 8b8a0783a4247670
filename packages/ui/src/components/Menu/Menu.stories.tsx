import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download, Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { Button } from '../Button/Button';
import { Menu, type MenuRootProps } from './index';

const icon = { size: 16, 'aria-hidden': true } as const;

interface ActionsProps extends MenuRootProps {
  onEdit?: () => void;
  onDelete?: () => void;
}

/** The console's row actions: edit, duplicate, download, and a destructive delete after a separator. */
function JobActions({ onEdit, onDelete, ...props }: ActionsProps) {
  return (
    <Menu.Root {...props}>
      <Menu.Trigger asChild>
        <Button tone="neutral" variant="outline" size="sm">
          <Ellipsis {...icon} /> Actions
        </Button>
      </Menu.Trigger>
      <Menu.Content>
        <Menu.Item onSelect={onEdit}>
          <Pencil {...icon} /> Edit
        </Menu.Item>
        <Menu.Item>
          <Copy {...icon} /> Duplicate
        </Menu.Item>
        <Menu.Item disabled>
          <Download {...icon} /> Download applications
        </Menu.Item>
        <Menu.Separator />
        <Menu.Item tone="critical" onSelect={onDelete}>
          <Trash2 {...icon} /> Delete job
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}

const meta = {
  title: 'Components/Menu',
  component: Menu.Root,
  subcomponents: {
    Trigger: Menu.Trigger,
    Content: Menu.Content,
    Item: Menu.Item,
    Group: Menu.Group,
    Label: Menu.Label,
    Separator: Menu.Separator,
  },
  args: { onOpenChange: fn() },
  render: (args) => <JobActions {...args} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'A button that opens a short list of actions (Radix Dropdown Menu): the actions on a console row or',
          'page ("Edit", "Duplicate", "Delete job"). **When not to use:** navigation between pages (links or',
          'NavigationMenu); choosing a value for a form (Select, RadioGroup); one or two actions (show Buttons).',
          '',
          '**Parts (defaults):** `Menu.Root` (`open` / `defaultOpen` (false) / `onOpenChange`, `modal` false, `dir`),',
          '`Menu.Trigger` (`asChild` for `Button`), `Menu.Content` (`align` start, `side` bottom, `sideOffset` 4),',
          '`Menu.Item` (`onSelect`, `disabled`, `tone` neutral | critical, `asChild` for a link), `Menu.Group`,',
          '`Menu.Label`, `Menu.Separator`.',
          '',
          '**Destructive items:** `tone="critical"` colours the item; it still closes the menu on select, so open a',
          'ConfirmationDialog / AlertDialog from `onSelect` before anything is destroyed.',
          '',
          '**Accessibility:** the trigger has `aria-haspopup="menu"` and `aria-expanded`; Enter, Space or ArrowDown',
          'open the menu with the first item focused; ArrowUp/ArrowDown move (looping is off), Home/End jump, typing',
          'a letter finds an item, Escape or Tab close it and focus returns to the trigger. Disabled items are',
          'skipped. The menu is not modal: the page stays in the accessibility tree and a press outside closes it.',
          'Give an icon-only trigger an `aria-label`; icons inside items are decorative (`aria-hidden`).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<ActionsProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger alone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open, with a disabled item and a destructive one after a separator. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitem', { name: 'Download applications' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

/** Keyboard: Enter opens with the first item focused, arrows skip the disabled item, Escape returns focus. */
export const KeyboardNavigation: Story = {
  // Behaviour only: its first picture is Default's; Open shows the menu.
  parameters: { screenshot: false },
  args: { onEdit: fn(), onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // The disabled "Download applications" is skipped.
    await expect(within(menu).getByRole('menuitem', { name: 'Delete job' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onEdit).not.toHaveBeenCalled();
    // Open again and choose with Enter: the item runs and the menu closes.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** A pointer click on the destructive item calls its `onSelect`; the disabled item does nothing. */
export const SelectsWithPointer: Story = {
  // Behaviour only: its first picture is Default's.
  parameters: { screenshot: false },
  args: { onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Download applications' }));
    await expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete job' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** The destructive item highlighted (arrow keys moved to it). */
export const DestructiveHighlighted: Story = {
  parameters: { screenshot: { play: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    await userEvent.keyboard('{End}');
    const destructive = within(menu).getByRole('menuitem', { name: 'Delete job' });
    await expect(destructive).toHaveFocus();
    await expect(destructive).toHaveAttribute('data-tone', 'critical');
  },
};

/** Groups with labels, and links as items (`asChild`): a link item follows its `href`. */
export const GroupsAndLinks: Story = {
  render: (args) => (
    <Menu.Root {...args} defaultOpen>
      <Menu.Trigger asChild>
        <Button tone="neutral" variant="ghost" size="sm" aria-label="More for enquiry from Ravi Kumar">
          <Ellipsis size={18} aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Menu.Content>
        <Menu.Group aria-labelledby="menu-status-label">
          <Menu.Label id="menu-status-label">Status</Menu.Label>
          <Menu.Item>Mark as in progress</Menu.Item>
          <Menu.Item>Mark as done</Menu.Item>
        </Menu.Group>
        <Menu.Separator />
        <Menu.Item asChild>
          <a href="#enquiry-1">Open in full</a>
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'More for enquiry from Ravi Kumar' }),
    ).toBeInTheDocument();
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Status' })).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Open in full' })).toHaveAttribute(
      'href',
      '#enquiry-1',
    );
  },
};

/** Long item text wraps within the menu's maximum width. */
export const LongText: Story = {
  render: (args) => (
    <Menu.Root {...args} defaultOpen>
      <Menu.Trigger asChild>
        <Button tone="neutral" variant="outline" size="sm">
          Export
        </Button>
      </Menu.Trigger>
      <Menu.Content>
        <Menu.Item>Export every enquiry that matches the current search and filters as CSV</Menu.Item>
        <Menu.Item>Export-the-audit-log-of-this-enquiry-including-every-field-change</Menu.Item>
      </Menu.Content>
    </Menu.Root>
  ),
};

function ControlledMenu() {
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState('none');
  return (
    <div style={{ display: 'grid', gap: vars.space[3], justifyItems: 'start' }}>
      <p>
        Menu: <output aria-label="Menu state">{open ? 'open' : 'closed'}</output> · last action:{' '}
        <output aria-label="Last action">{last}</output>
      </p>
      <JobActions
        open={open}
        onOpenChange={setOpen}
        onEdit={() => setLast('edit')}
        onDelete={() => setLast('delete')}
      />
    </div>
  );
}

/** The parent owns `open` and hears every action. */
export const Controlled: Story = {
  render: () => <ControlledMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await expect(canvas.getByLabelText('Menu state')).toHaveTextContent('open');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await expect(canvas.getByLabelText('Last action')).toHaveTextContent('edit');
    await expect(canvas.getByLabelText('Menu state')).toHaveTextContent('closed');
  },
};

/** Right-to-left (`dir="rtl"` on the root and the page): the menu aligns to the trigger's right edge. */
export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl" lang="ar" style={{ display: 'flex' }}>
      <Menu.Root {...args} dir="rtl" defaultOpen>
        <Menu.Trigger asChild>
          <Button tone="neutral" variant="outline" size="sm">
            إجراءات
          </Button>
        </Menu.Trigger>
        <Menu.Content>
          <Menu.Item>تعديل</Menu.Item>
          <Menu.Item>نسخ</Menu.Item>
          <Menu.Separator />
          <Menu.Item tone="critical">حذف</Menu.Item>
        </Menu.Content>
      </Menu.Root>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'إجراءات' });
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveAttribute('dir', 'rtl');
    await waitFor(() =>
      expect(
        Math.abs(menu.getBoundingClientRect().right - trigger.getBoundingClientRect().right),
      ).toBeLessThan(2),
    );
  },
};

/** The menu slides in when motion is welcome... */
export const Motion: Story = {
  args: { defaultOpen: true },
  // Behaviour only: screenshots are taken reduced, where it looks like Open.
  parameters: { screenshot: false },
  play: async () => {
    await expect(getComputedStyle(await screen.findByRole('menu')).animationName).not.toBe('none');
  },
};

/** ...and appears at once under reduced motion. */
export const ReducedMotion: Story = {
  args: { defaultOpen: true },
  // Behaviour only: every screenshot is taken reduced, where it looks like Open.
  parameters: { reducedMotion: true, screenshot: false },
  play: async () => {
    await expect(getComputedStyle(await screen.findByRole('menu')).animationName).toBe('none');
  },
};

/** Light theme, open (a11y checks run on it too). */
export const LightTheme: Story = { ...Open, globals: { theme: 'light' } };
