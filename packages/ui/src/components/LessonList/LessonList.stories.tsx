import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LessonListSectionData } from './LessonList';
import { LessonList } from './LessonList';

const outline: LessonListSectionData[] = [
  {
    id: 'm1',
    title: 'Getting started',
    items: [
      {
        id: 'l1',
        title: 'Installing Python and VS Code',
        duration: '4:12',
        durationLabel: '4 minutes 12 seconds',
        status: 'done',
        href: '#l1',
      },
      {
        id: 'l2',
        title: 'Your first program',
        duration: '6:05',
        durationLabel: '6 minutes 5 seconds',
        status: 'done',
        href: '#l2',
      },
      {
        id: 'l3',
        title: 'Variables and types',
        duration: '8:40',
        durationLabel: '8 minutes 40 seconds',
        current: true,
        href: '#l3',
      },
    ],
  },
  {
    id: 'm2',
    title: 'Control flow',
    items: [
      {
        id: 'l4',
        title: 'If, elif and else',
        duration: '7:31',
        durationLabel: '7 minutes 31 seconds',
        href: '#l4',
      },
      {
        id: 'l5',
        title: 'Loops that read well',
        duration: '9:02',
        durationLabel: '9 minutes 2 seconds',
        href: '#l5',
      },
    ],
  },
];

/** The course page for a visitor: one free preview, the rest locked until purchase. */
const storefront: LessonListSectionData[] = [
  {
    id: 'm1',
    title: 'Getting started',
    items: [
      { id: 'l1', title: 'Installing Python and VS Code', duration: '4:12', note: 'Free preview' },
      {
        id: 'l2',
        title: 'Your first program',
        duration: '6:05',
        status: 'locked',
        note: 'Unlocks on purchase',
      },
      {
        id: 'l3',
        title: 'Variables and types',
        duration: '8:40',
        status: 'locked',
        note: 'Unlocks on purchase',
      },
    ],
  },
];

const meta = {
  title: 'Components/LessonList',
  component: LessonList,
  args: { sections: outline, 'aria-label': 'Course content' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'A course outline: sections (modules) of items (lessons) with done ticks, durations, the current item and',
          'locked items. Used beside the player on the learning page and on the course page.',
          '',
          '**When to use:** an ordered list of things to work through where each has a state. **When not to:** site',
          'navigation (use `NavigationMenu`), or a table of records with many fields (use `DataTable`).',
          '',
          "**Props (defaults):** `sections` (required), `renderLink` (a plain `<a>`; pass your router's link),",
          '`onItemSelect` (items without `href` become buttons), `headingLevel` 3, `showCounts` true,',
          '`labels` ("Completed", "Locked", "{done} of {total} done").',
          '',
          '**Accessibility:** each section is a labelled region with a real heading and an ordered list. The state is',
          'in words, not only icons: "Completed" or "Locked" is read after the title, the duration can carry a spoken',
          'form (`durationLabel`), and the current item has `aria-current="page"`. Locked items are text, not dead',
          'links. Rows are at least 44 px tall. Give the list a name (`aria-label`) or wrap it in a labelled `<nav>`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof LessonList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Variables and types/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      canvas.getByRole('link', { name: /Installing Python and VS Code.*Completed/ }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('2 of 3 done')).toBeInTheDocument();
  },
};

/** Tab moves through the lessons in order; Enter follows the focused link. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Installing Python/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Variables and types/ })).toHaveFocus();
  },
};

export const NothingWatched: Story = {
  args: {
    sections: outline.map((section) => ({
      ...section,
      items: section.items.map(({ status: _status, current: _current, ...item }) => item),
    })),
  },
};

export const AllDone: Story = {
  args: {
    sections: outline.map((section) => ({
      ...section,
      items: section.items.map((item) => ({ ...item, status: 'done' as const, current: false })),
    })),
  },
};

/** Visitors: previews are buttons (open a dialog), the rest are locked text with a note. */
export const LockedWithPreview: Story = {
  args: { sections: storefront, showCounts: false, onItemSelect: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText('Your first program').closest('span[data-status]')).toHaveAttribute(
      'data-status',
      'locked',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Installing Python/ }));
    await expect(args.onItemSelect).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = { args: { sections: [{ id: 'm1', title: 'Coming soon', items: [] }] } };

export const LongTitles: Story = {
  args: {
    sections: [
      {
        id: 'm1',
        title: 'Data wrangling with pandas, NumPy and the standard library: a very long module title',
        items: [
          {
            id: 'l1',
            title:
              'Reading CSV, Excel and JSON files, cleaning missing values and reshaping wide tables into long ones',
            duration: '1:02:45',
            status: 'done',
            href: '#l1',
          },
          {
            id: 'l2',
            title: 'Supercalifragilisticexpialidociousdataframeoperations',
            duration: '12:00',
            current: true,
            href: '#l2',
          },
        ],
      },
    ],
  },
};

/** Right to left: icons at the start (right), durations at the end (left). */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    sections: [
      {
        id: 'm1',
        title: 'البداية',
        items: [
          { id: 'l1', title: 'تثبيت بايثون', duration: '4:12', status: 'done', href: '#l1' },
          { id: 'l2', title: 'برنامجك الأول', duration: '6:05', current: true, href: '#l2' },
          { id: 'l3', title: 'المتغيرات', duration: '8:40', status: 'locked' },
        ],
      },
    ],
    labels: { done: 'مكتمل', locked: 'مقفل', sectionCount: (done, total) => `${done} من ${total}` },
  },
};

/** Reduced motion: hover and selection change colour at once (no transition). */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  render: function Render(args) {
    const [current, setCurrent] = useState('l3');
    const sections = outline.map((section) => ({
      ...section,
      items: section.items.map(({ href: _href, ...item }) => ({ ...item, current: item.id === current })),
    }));
    return <LessonList {...args} sections={sections} onItemSelect={(item) => setCurrent(item.id)} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /If, elif and else/ }));
    await expect(canvas.getByRole('button', { name: /If, elif and else/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
