import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { Badge } from '../Badge/Badge';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableRenderLink, type DataTableSort } from './DataTable';

interface Enquiry {
  id: string;
  name: string;
  subject: string;
  status: 'New' | 'In progress' | 'Done';
  received: string;
}

const enquiries: Enquiry[] = [
  { id: 'e1', name: 'Ravi Kumar', subject: 'Clinic website with appointments', status: 'New', received: '2026-11-24' },
  { id: 'e2', name: 'Ananya Iyer', subject: 'Mobile app for a bakery chain', status: 'In progress', received: '2026-11-22' },
  { id: 'e3', name: 'Mohammed Faisal', subject: 'SEO for an export business', status: 'Done', received: '2026-11-19' },
  { id: 'e4', name: 'Priya Nair', subject: 'Digital marketing course for 12 staff', status: 'New', received: '2026-11-23' },
];

const tones = { New: 'accent', 'In progress': 'neutral', Done: 'success' } as const;

function columns(open: (row: Enquiry) => void = () => {}): DataTableColumn<Enquiry>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      rowHeader: true,
      cell: (row) => (
        <a
          href={`#enquiry-${row.id}`}
          style={{ color: 'inherit' }}
          onClick={(event) => {
            event.preventDefault();
            open(row);
          }}
        >
          {row.name}
        </a>
      ),
    },
    { key: 'subject', header: 'Subject', cell: (row) => row.subject },
    { key: 'status', header: 'Status', cell: (row) => <Badge tone={tones[row.status]}>{row.status}</Badge> },
    { key: 'received', header: 'Received', sortable: true, firstSortDirection: 'descending', cell: (row) => row.received },
  ];
}

function sorted(rows: readonly Enquiry[], sort: DataTableSort | null) {
  if (!sort) return rows;
  const key = sort.key as keyof Enquiry;
  const order = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => a[key].localeCompare(b[key]) * order);
}

/** A console list sorted in the browser: the parent owns `sort` and sorts the rows. */
function Enquiries(props: Partial<DataTableProps<Enquiry>> & { initialSort?: DataTableSort | null }) {
  const { initialSort = { key: 'received', direction: 'descending' }, ...rest } = props;
  const [sort, setSort] = useState<DataTableSort | null>(initialSort);
  const [opened, setOpened] = useState('none');
  const rows = useMemo(() => sorted(rest.rows ?? enquiries, sort), [rest.rows, sort]);
  return (
    <div style={{ display: 'grid', gap: vars.space[3] }}>
      <DataTable
        caption="Enquiries, newest first unless sorted"
        columns={columns((row) => setOpened(row.name))}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={setSort}
        {...rest}
        rows={rows}
      />
      <p>
        Opened: <output aria-label="Opened">{opened}</output>
      </p>
    </div>
  );
}

/** Names of the body rows' first cells, top to bottom. */
const names = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

/** The stories' own args (the table's props are given in each render; DataTable is generic over its rows). */
interface StoryArgs {
  onSortChange?: (sort: DataTableSort) => void;
}

const meta = {
  title: 'Components/DataTable',
  component: DataTable as unknown as ComponentType<StoryArgs>,
  render: () => <Enquiries />,
  parameters: {
    docs: {
      description: {
        component: [
          'A real, accessible data table for lists of records (the console\'s enquiries, applications, orders): a',
          '`<table>` named by its caption, column headers, controlled sorting, row-by-row keyboard navigation, an',
          'empty state and a loading state. Pair it with Pagination. **When not to use:** layout (use Grid/Stack);',
          'a few facts about one thing (a description list); editable spreadsheets (not supported).',
          '',
          '**Props (defaults):** `caption` (required; say what is listed and which page), `columns`',
          '(`{ key, header, cell(row), sortable?, firstSortDirection? = \'ascending\', align? = \'start\' | \'end\',',
          'rowHeader? }`), `rows`, `rowKey(row)`; `sort` (`{ key, direction: \'ascending\' | \'descending\' }` or',
          'null) with `onSortChange(sort)`: sortable headers are buttons; `sortHrefFor(sort)`: they are real links',
          'instead (server-sorted lists that work before hydration; `renderLink` for a router link), and a plain click',
          'goes to `onSortChange` when given too; `loading` (false), `loadingLabel` (\'Loading\'), `skeletonRows` (5);',
          '`empty` (\'Nothing to show.\'). The table never sorts by itself: the parent (or the server) does.',
          '',
          '**Keyboard (roving row focus):** body rows are focusable, one at a time in the tab order (the first, then',
          'the last one focused). On a focused row ArrowDown/ArrowUp move to the next/previous row and Home/End to',
          'the first/last, without tabbing through every link; Enter presses the row\'s first link or button (open',
          'the record); Tab goes on into the row\'s links and buttons, which keep their own tab stops. Keys pressed',
          'inside a link, button or field are left to it.',
          '',
          '**Accessibility:** the caption names the table and its scrolling frame (a region, focusable while there',
          'are no rows so it can still be scrolled). Sorted columns carry `aria-sort`; their header is a button or',
          'link named by the header text (the arrow is decorative). `rowHeader` cells are `<th scope="row">`. While',
          'loading the table is `aria-busy` and a status announces `loadingLabel`; placeholder rows are hidden',
          'from screen readers and pulse only when motion is welcome. Alignment follows the text direction.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by date, newest first; Name and Received sort. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Enquiries, newest first unless sorted' });
    await expect(canvas.getByRole('region', { name: 'Enquiries, newest first unless sorted' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('columnheader', { name: 'Received' })).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    await expect(within(table).getByRole('columnheader', { name: 'Subject' })).not.toHaveAttribute('aria-sort');
    await expect(names(table)).toEqual(['Ravi Kumar', 'Priya Nair', 'Ananya Iyer', 'Mohammed Faisal']);
  },
};

/** Pressing a header sorts by it (first direction ascending), pressing again reverses. */
export const SortsByColumn: Story = {
  // Behaviour only: its first picture is Default's.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const name = within(table).getByRole('button', { name: 'Name' });
    await userEvent.click(name);
    await expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getByRole('columnheader', { name: 'Received' })).not.toHaveAttribute('aria-sort');
    await expect(names(table)).toEqual(['Ananya Iyer', 'Mohammed Faisal', 'Priya Nair', 'Ravi Kumar']);
    await userEvent.click(name);
    await expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await expect(names(table)).toEqual(['Ravi Kumar', 'Priya Nair', 'Mohammed Faisal', 'Ananya Iyer']);
    // Keyboard: the header buttons are in the tab order; Enter sorts.
    within(table).getByRole('button', { name: 'Received' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(table).getByRole('columnheader', { name: 'Received' })).toHaveAttribute('aria-sort', 'descending');
    await expect(names(table)[0]).toBe('Ravi Kumar');
  },
};

/** Rows: focusable one at a time, arrows move between rows, Home/End jump, Enter opens the row's link. */
export const KeyboardRowNavigation: Story = {
  // Behaviour only: its first picture is Default's.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await userEvent.tab(); // Name header
    await userEvent.tab(); // Received header
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(rows[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Opened')).toHaveTextContent('Ananya Iyer');
    // Only the last focused row is in the tab order (links in the rows keep their own tab stops).
    await expect(rows.map((row) => row.tabIndex)).toEqual([-1, -1, 0, -1]);
    // Tab from a row goes into its link; arrows there are the link's own.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ananya Iyer' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Ananya Iyer' })).toHaveFocus();
  },
};

/** Server-sorted: the headers are links to the sorted list (`sortHrefFor`), here through a router stand-in. */
export const SortLinks: Story = {
  render: () => (
    <DataTable
      caption="Orders · page 1 of 4"
      columns={[
        { key: 'id', header: 'Order', rowHeader: true, cell: (row: Enquiry) => row.id.toUpperCase() },
        { key: 'name', header: 'Customer', sortable: true, cell: (row: Enquiry) => row.name },
        { key: 'received', header: 'Created', sortable: true, firstSortDirection: 'descending', cell: (row: Enquiry) => row.received },
      ]}
      rows={enquiries}
      rowKey={(row) => row.id}
      sort={{ key: 'name', direction: 'ascending' }}
      sortHrefFor={(sort) => `?sort=${sort.key}&order=${sort.direction === 'ascending' ? 'asc' : 'desc'}`}
      renderLink={
        (({ href, children, ...props }) => (
          <a href={`/admin/orders${href}`} data-router-link="" {...props}>
            {children}
          </a>
        )) satisfies DataTableRenderLink
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Orders · page 1 of 4' });
    await expect(within(table).getByRole('columnheader', { name: 'Customer' })).toHaveAttribute('aria-sort', 'ascending');
    // The active column's link reverses the sort; another column starts in its first direction.
    await expect(within(table).getByRole('link', { name: 'Customer' })).toHaveAttribute('href', '/admin/orders?sort=name&order=desc');
    await expect(within(table).getByRole('link', { name: 'Created' })).toHaveAttribute('href', '/admin/orders?sort=received&order=desc');
    await expect(within(table).queryAllByRole('button')).toHaveLength(0);
  },
};

/** Links and a handler: a plain click goes to `onSortChange`, the href stays for new tabs and before hydration. */
export const SortLinksWithHandler: Story = {
  args: { onSortChange: fn() },
  // Behaviour only: it looks like Default.
  parameters: { screenshot: false },
  render: (args) => <Enquiries sortHrefFor={(sort) => `?sort=${sort.key}&dir=${sort.direction}`} onSortChange={args.onSortChange} initialSort={null} />,
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Received' });
    await expect(link).toHaveAttribute('href', '?sort=received&dir=descending');
    await userEvent.click(link);
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'received', direction: 'descending' });
  },
};

/** No rows: the empty message spans the table. */
export const Empty: Story = {
  render: () => <Enquiries rows={[]} empty="No enquiries yet. Messages from the contact form appear here." />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('cell')).toHaveTextContent('No enquiries yet.');
    await expect(within(table).getByRole('cell')).toHaveAttribute('colspan', '4');
    await expect(table).not.toHaveAttribute('aria-busy');
    // Nothing to focus inside, so the frame itself is focusable.
    await expect(canvas.getByRole('region')).toHaveAttribute('tabindex', '0');
  },
};

/** An empty state with an action: no rows match the filters. */
export const EmptyFiltered: Story = {
  render: () => (
    <Enquiries
      rows={[]}
      empty={
        <>
          No enquiries match these filters. <a href="#clear" style={{ color: 'inherit' }}>Clear the filters</a>
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Clear the filters' })).toBeInTheDocument();
  },
};

/** The first load: placeholder rows, `aria-busy`, and a status announcing what loads. */
export const Loading: Story = {
  render: () => <Enquiries rows={[]} loading loadingLabel="Loading enquiries" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading enquiries').closest('[role="status"]')).not.toBeNull();
    // Placeholder rows are hidden from assistive technology: only the header row is exposed.
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
  },
};

/** The next page loading: the current rows stay, dimmed and busy. */
export const LoadingWithRows: Story = {
  render: () => <Enquiries loading loadingLabel="Loading the next page" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByText('Loading the next page').closest('[role="status"]')).not.toBeNull();
  },
};

/** The placeholders pulse when motion is welcome... */
export const LoadingMotion: Story = {
  render: () => <Enquiries rows={[]} loading />,
  // Behaviour only: screenshots are taken reduced, where it looks like Loading.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('tbody span')!;
    await expect(getComputedStyle(bar).animationName).not.toBe('none');
  },
};

/** ...and stay still under reduced motion. */
export const LoadingReducedMotion: Story = {
  render: () => <Enquiries rows={[]} loading />,
  // Behaviour only: every screenshot is taken reduced, where it looks like Loading.
  parameters: { reducedMotion: true, screenshot: false },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('tbody span')!;
    await expect(getComputedStyle(bar).animationName).toBe('none');
  },
};

interface Order {
  id: string;
  customer: string;
  amount: number;
  status: string;
}
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Amounts aligned at the end (`align: 'end'`), in rupees with Indian grouping. */
export const NumericColumn: Story = {
  render: () => (
    <DataTable<Order>
      caption="Orders"
      columns={[
        { key: 'id', header: 'Order', rowHeader: true, cell: (row) => row.id },
        { key: 'customer', header: 'Customer', cell: (row) => row.customer },
        { key: 'status', header: 'Status', cell: (row) => <Badge tone={row.status === 'paid' ? 'success' : 'critical'}>{row.status}</Badge> },
        { key: 'amount', header: 'Amount', align: 'end', cell: (row) => inr.format(row.amount) },
      ]}
      rows={[
        { id: 'order_Pq7', customer: 'Ravi Kumar', amount: 149999, status: 'paid' },
        { id: 'order_Lm2', customer: 'Ananya Iyer', amount: 4999, status: 'failed' },
        { id: 'order_Xz9', customer: 'Priya Nair', amount: 1250000, status: 'paid' },
      ]}
      rowKey={(row) => row.id}
    />
  ),
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell', { name: '₹12,50,000' });
    await expect(getComputedStyle(cell).textAlign).toBe('end');
  },
};

/** A narrow frame: long and unbroken text wraps, and the table scrolls sideways when it must. */
export const Narrow: Story = {
  render: () => (
    <div style={{ maxWidth: '22rem' }}>
      <Enquiries
        rows={[
          ...enquiries.slice(0, 2),
          { id: 'e9', name: 'Venkataraghavan Subramaniam', subject: 'https://example.com/a-very-long-unbroken-address-from-the-contact-form', status: 'New', received: '2026-11-20' },
        ]}
      />
    </div>
  ),
};

/** Right-to-left: caption, headers and cells start on the right. */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl" lang="ar">
      <DataTable<Order>
        caption="الطلبات"
        columns={[
          { key: 'customer', header: 'العميل', rowHeader: true, sortable: true, cell: (row) => row.customer },
          { key: 'amount', header: 'المبلغ', align: 'end', cell: (row) => inr.format(row.amount) },
        ]}
        rows={[
          { id: 'a', customer: 'رافي كومار', amount: 149999, status: 'paid' },
          { id: 'b', customer: 'أنانيا', amount: 4999, status: 'paid' },
        ]}
        rowKey={(row) => row.id}
        sort={{ key: 'customer', direction: 'ascending' }}
        onSortChange={() => {}}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'الطلبات' });
    const header = within(table).getByRole('columnheader', { name: 'العميل' });
    const amount = within(table).getByRole('columnheader', { name: 'المبلغ' });
    // The first column is on the right.
    await expect(header.getBoundingClientRect().left).toBeGreaterThan(amount.getBoundingClientRect().left);
  },
};

/** Light theme (a11y checks run on it too). */
export const LightTheme: Story = { globals: { theme: 'light' } };
