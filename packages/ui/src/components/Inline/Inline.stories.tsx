import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Inline } from './Inline';

const tags = [
  'React',
  'Angular',
  'Vue',
  'Flask',
  'Django',
  'HTML5',
  'CSS3',
  'Node',
  'Express',
  'PHP',
  'MongoDB',
  'MySQL',
];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  parameters: {
    docs: {
      description: {
        component:
          'Children in a row that wraps: button groups, tags, an icon beside text. For a column use Stack.\n\n**Props and defaults:** `gap` (3), `align` (center), `justify` start | center | end | between (start), `wrap` (true), `as` (div), `asChild` (false), plus any HTML attribute. It renders no Box: for padding or margins pass a class, or use Box.',
      },
    },
  },
  args: { children: tags.map((tag) => <Badge key={tag}>{tag}</Badge>) },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wrapping: Story = {
  args: { style: { maxWidth: '20rem' } },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('React').parentElement!;
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
    const first = within(canvasElement).getByText('React').getBoundingClientRect();
    const last = within(canvasElement).getByText('MySQL').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
  },
};

export const SpaceBetween: Story = {
  args: {
    justify: 'between',
    children: [
      <Badge key="a">Low Cost</Badge>,
      <Badge key="b" tone="accent">
        24 X 7 Support
      </Badge>,
    ],
  },
};

/** `wrap={false}` keeps one row (it scrolls or shrinks instead); `align="baseline"` lines up text of different sizes. */
export const NoWrapBaseline: Story = {
  args: {
    wrap: false,
    align: 'baseline',
    gap: { mobile: 2, desktop: 4 },
    children: ['React', 'Node', 'MySQL'].map((tag) => <Badge key={tag}>{tag}</Badge>),
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('React').parentElement!;
    await expect(getComputedStyle(row).flexWrap).toBe('nowrap');
    await expect(getComputedStyle(row).alignItems).toBe('baseline');
    await expect(getComputedStyle(row).columnGap).toBe(window.innerWidth >= 1024 ? '16px' : '8px');
    const first = within(canvasElement).getByText('React').getBoundingClientRect();
    const last = within(canvasElement).getByText('MySQL').getBoundingClientRect();
    await expect(last.top).toBe(first.top);
  },
};
