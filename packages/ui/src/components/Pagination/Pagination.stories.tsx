import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { Pagination, type PaginationRenderLink } from './Pagination';

const hrefFor = (page: number) => (page === 1 ? '?' : `?page=${page}`);

/** The page numbers shown, in order ("…" for a gap), and the current one. */
function shown(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole('navigation');
  const items = [...nav.querySelectorAll('li')].map((li) => (li.getAttribute('aria-hidden') === 'true' ? '…' : li.textContent!.replace('Page ', '')));
  const current = nav.querySelector('[aria-current="page"]')?.textContent;
  return { items: items.slice(1, -1), current };
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, hrefFor },
  parameters: {
    docs: {
      description: {
        component: [
          'Pages of a long list (the console\'s enquiries, applications, orders): Previous, the first and last page,',
          'the pages around the current one, Next, in a navigation landmark. **When not to use:** a short list',
          '(show it all); an endless feed (a "Load more" Button); steps of a process.',
          '',
          '**Router-agnostic props (defaults):** `page` (from 1) and `pageCount` (required; one page or none renders',
          'nothing); `hrefFor(page)`: every item is a real link, so paging works before the page\'s script runs and',
          'pages can be bookmarked; `renderLink(props)` to render your router\'s link (default `<a>`; spread the',
          'props, `href` included); `onPageChange(page)`: alone, the items are buttons; with `hrefFor`, a plain',
          'click is handled by it instead of following the link (Ctrl/⌘+click still opens a new tab);',
          '`siblingCount` (1); `aria-label` (\'Pagination\': give each pager on a page its own).',
          '',
          '**Accessibility:** a `<nav>` named "Pagination" holding a list. The current page has',
          '`aria-current="page"`; page items are named "Page 3"; Previous and Next have `rel="prev"`/`"next"` and',
          'on the first or last page are shown unavailable (`aria-disabled`, out of the tab order; disabled buttons',
          'in button mode). "…" is hidden from screen readers. The chevrons mirror in right-to-left text.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 10, as links: Previous is unavailable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(shown(canvasElement)).toEqual({ items: ['1', '2', '…', '10'], current: 'Page 1' });
    const current = within(nav).getByRole('link', { name: 'Page 1' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '?');
    await expect(within(nav).queryByRole('link', { name: 'Previous' })).toBeNull();
    await expect(within(nav).getByText('Previous').closest('[aria-disabled="true"]')).not.toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=2');
    await expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
  },
};

/** In the middle: gaps on both sides of the current page and its neighbours. */
export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toEqual({ items: ['1', '…', '4', '5', '6', '…', '10'], current: 'Page 5' });
    await expect(within(canvasElement).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?page=4');
  },
};

/** The last page: Next is unavailable. */
export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toEqual({ items: ['1', '…', '9', '10'], current: 'Page 10' });
    await expect(within(canvasElement).queryByRole('link', { name: 'Next' })).toBeNull();
  },
};

/** Few pages: all shown; a gap of one page shows the page rather than "…". */
export const FewPages: Story = {
  args: { page: 3, pageCount: 5 },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toEqual({ items: ['1', '2', '3', '4', '5'], current: 'Page 3' });
  },
};

/** Two pages on each side (`siblingCount={2}`). */
export const MoreSiblings: Story = {
  args: { page: 8, pageCount: 20, siblingCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toEqual({ items: ['1', '…', '6', '7', '8', '9', '10', '…', '20'], current: 'Page 8' });
  },
};

/** One page: nothing to page through, so nothing is rendered. */
export const OnePage: Story = {
  args: { pageCount: 1 },
  // An empty picture.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

function ButtonPager() {
  const [page, setPage] = useState(1);
  return (
    <div style={{ display: 'grid', gap: vars.space[3] }}>
      <p>
        Showing page <output aria-label="Shown page">{page}</output> of 12
      </p>
      <Pagination page={page} pageCount={12} onPageChange={setPage} aria-label="Pages of orders" />
    </div>
  );
}

/** No addresses (`onPageChange` only): the items are buttons, controlled by the parent. Keyboard: Tab, Enter. */
export const Buttons: Story = {
  render: () => <ButtonPager />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pages of orders' });
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(canvas.getByLabelText('Shown page')).toHaveTextContent('2');
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 12' }));
    await expect(canvas.getByLabelText('Shown page')).toHaveTextContent('12');
    await expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    // Keyboard: from the pressed "Page 12", Shift+Tab reaches "Page 11" and Enter presses it.
    await expect(within(nav).getByRole('button', { name: 'Page 12' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(nav).getByRole('button', { name: 'Page 11' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Shown page')).toHaveTextContent('11');
  },
};

function HandledLinks({ onPageChange }: { onPageChange: (page: number) => void }) {
  const [page, setPage] = useState(4);
  return (
    <Pagination
      page={page}
      pageCount={9}
      hrefFor={hrefFor}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

/** Links and a handler: real hrefs (for before hydration and new tabs), plain clicks go to `onPageChange`. */
export const LinksWithHandler: Story = {
  args: { onPageChange: fn() },
  render: (args) => <HandledLinks onPageChange={args.onPageChange!} />,
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const next = within(nav).getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('href', '?page=5');
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
    await expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    // Enter on a focused link is a click too.
    within(nav).getByRole('link', { name: 'Page 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** A router's link through `renderLink` (here a stand-in that marks itself). */
export const RouterLinks: Story = {
  args: {
    page: 2,
    pageCount: 4,
    renderLink: (({ href, children, ...props }) => (
      <a href={`/admin/enquiries${href}`} data-router-link="" {...props}>
        {children}
      </a>
    )) satisfies PaginationRenderLink,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Page 3' });
    await expect(link).toHaveAttribute('href', '/admin/enquiries?page=3');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** Right-to-left: Previous sits on the right and the chevrons point the other way. */
export const RightToLeft: Story = {
  args: { page: 5 },
  render: (args) => (
    <div dir="rtl" lang="ar">
      <Pagination {...args} aria-label="الصفحات" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'الصفحات' });
    const previous = within(nav).getByRole('link', { name: 'Previous' });
    const next = within(nav).getByRole('link', { name: 'Next' });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    await expect(getComputedStyle(previous.querySelector('svg')!).transform).not.toBe('none');
  },
};

/** A narrow column: the items wrap onto a second line. */
export const Narrow: Story = {
  args: { page: 50, pageCount: 120, siblingCount: 2 },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Pagination {...args} />
    </div>
  ),
};

/** Light theme (a11y checks run on it too). */
export const LightTheme: Story = { args: { page: 5 }, globals: { theme: 'light' } };
