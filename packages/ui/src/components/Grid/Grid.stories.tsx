import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Grid } from './Grid';

const steps = ['Analysis', 'Search', 'Development', 'Implementation', 'Delivery', 'Support'];
const cells = steps.map((step) => (
  <Card key={step} padding="sm">
    {step}
  </Card>
));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  parameters: {
    docs: {
      description: {
        component:
          'Equal columns for card lists and strips. Either fixed counts per breakpoint (`columns={{ mobile: 1, tablet: 2, desktop: 3 }}`) or as many as fit (`minItemWidth="16rem"`).\n\n**Props and defaults:** `columns` 1 | 2 | 3 | 4 | 6 (1, responsive), `minItemWidth` (none), `gap` (5), `as` (div), `asChild` (false), plus any HTML attribute. It renders no Box: for padding or margins pass a class, or use Box. Use semantic `as="ul"` with `Card as="li"` for lists.',
      },
    },
  },
  args: { children: cells },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ResponsiveColumns: Story = {
  args: { columns: { mobile: 1, tablet: 2, desktop: 3 } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText('Analysis').parentElement!;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    const expected = window.innerWidth >= 1024 ? 3 : window.innerWidth >= 768 ? 2 : 1;
    await expect(columns).toBe(expected);
  },
};

export const AutoFit: Story = { args: { minItemWidth: '14rem', gap: 4 } };

/** A numbered list of cards: `as="ol"`, with columns as an array (two up to desktop, then three). */
export const OrderedListColumns: Story = {
  args: {
    as: 'ol',
    columns: [2, null, 3],
    gap: [3, null, 5],
    style: { listStyle: 'none', padding: 0, margin: 0 },
    children: steps.map((step) => (
      <Card as="li" key={step} padding="sm">
        {step}
      </Card>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(
      window.innerWidth >= 1024 ? 3 : 2,
    );
    await expect(getComputedStyle(list).rowGap).toBe(window.innerWidth >= 1024 ? '24px' : '12px');
  },
};
