import { orderStatusLabels, type AdminOrder, type OrderListResponse } from '@company/contracts';
import { Link } from 'react-router';

import { formatPaise, formatInr } from '../../commerce/format';
import { ConsoleList, type Column } from './DataTable';
import { type ListPageData, useListBusy } from './EnquiriesPage';
import { dateTime, day, OrderStatusBadge, SectionHeader } from './parts';
import { ChoiceFilter, DateRangeFilter, FilterBar, SearchFilter } from './filters';
import * as c from './console.css';

export type OrderQuery = {
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  sort: string;
  order: 'asc' | 'desc';
};

const columns: Column<AdminOrder>[] = [
  { key: 'createdAt', header: 'Created', sortable: true, cell: (o) => day(o.createdAt) },
  {
    key: 'id',
    header: 'Order',
    cell: (o) => (
      <Link className={c.rowLink} to={`/admin/orders/${encodeURIComponent(o.id)}`}>
        {o.id}
      </Link>
    ),
  },
  { key: 'customer', header: 'Customer', cell: (o) => o.customer?.name ?? '—' },
  {
    key: 'items',
    header: 'Items',
    cell: (o) => <span className={c.clip}>{o.items.map((item) => item.title).join(', ')}</span>,
  },
  { key: 'amount', header: 'Amount', sortable: true, numeric: true, cell: (o) => formatPaise(o.amount) },
  { key: 'status', header: 'Status', sortable: true, cell: (o) => <OrderStatusBadge status={o.status} /> },
  { key: 'paymentId', header: 'Payment id', cell: (o) => o.paymentId ?? '—' },
  {
    key: 'receipt',
    header: 'Receipt',
    cell: (o) =>
      o.receiptUrl ? (
        <a className={c.rowLink} href={o.receiptUrl}>
          {o.appointment?.receiptNumber ?? 'Receipt'}
        </a>
      ) : (
        '—'
      ),
  },
];

/** Orders: status and day filters, search, sortable columns, pages, CSV export. */
export function OrdersPage({ data }: { data: ListPageData<OrderQuery, OrderListResponse> }) {
  const { query, errors, list, exportUrl } = data;
  const busy = useListBusy();
  const filtered = Boolean(query.q || query.status || query.from || query.to);
  return (
    <>
      <SectionHeader title="Orders" exportUrl={exportUrl}>
        <p className={c.muted}>
          Every checkout: course and product orders, their payment and the appointment booked after it.
        </p>
      </SectionHeader>
      <FilterBar label="Filter orders" query={query} errors={errors} clearTo="/admin/orders">
        <SearchFilter description="Customer, e-mail, order or payment id" />
        <ChoiceFilter name="status" label="Status" options={orderStatusLabels} />
        <DateRangeFilter />
      </FilterBar>
      <ConsoleList
        title="Orders"
        path="/admin/orders"
        list={list}
        errors={errors}
        filtered={filtered}
        query={query}
        busy={busy}
        columns={columns}
        rowKey={(o) => o.id}
        emptyText="No orders yet. Checkouts from the courses, products and cart pages appear here."
      />
    </>
  );
}

/** One order: items, amount, customer, payment, appointment and receipt, and every checkout attempt. */
export function OrderPage({ order }: { order: AdminOrder }) {
  const o = order;
  return (
    <>
      <Link className={c.backLink} to="/admin/orders">
        ← All orders
      </Link>
      <div className={c.sectionHeader}>
        <div>
          <h1 className={c.heading}>Order {o.id}</h1>
          <p className={c.muted}>Created {dateTime(o.createdAt)}</p>
        </div>
        <OrderStatusBadge status={o.status} />
      </div>
      <div className={c.detailGrid}>
        <section className={c.panel} aria-labelledby="order-items">
          <h2 id="order-items" className={c.panelTitle}>
            Items
          </h2>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so the keyboard can scroll it (axe: scrollable-region-focusable) */}
          <div className={c.tableScroll} role="region" aria-label="Items of this order" tabIndex={0}>
            <table className={c.table}>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Kind</th>
                  <th scope="col" className={c.numeric}>
                    Price
                  </th>
                </tr>
              </thead>
              <tbody>
                {o.items.map((item) => (
                  <tr key={`${item.kind}:${item.id}`}>
                    <td>{item.title}</td>
                    <td>{item.kind === 'course' ? 'Course' : 'Product'}</td>
                    <td className={c.numeric}>{formatInr(item.price)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    Amount
                  </th>
                  <td className={c.numeric}>
                    <strong>{formatPaise(o.amount)}</strong>
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          <h2 className={c.panelTitle}>Checkout attempts</h2>
          {o.attempts.length === 0 ? (
            <p className={c.muted}>No checkout outcome was saved for this order.</p>
          ) : (
            <ul>
              {o.attempts.map((attempt, index) => (
                <li key={`${attempt.paymentId ?? 'none'}:${index}`}>
                  {dateTime(attempt.createdAt)}: {attempt.status}
                  {attempt.paymentId ? ` (${attempt.paymentId})` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={c.panel} aria-labelledby="order-customer">
          <h2 id="order-customer" className={c.panelTitle}>
            Customer and payment
          </h2>
          <dl className={c.details}>
            <dt>Customer</dt>
            <dd>{o.customer?.name ?? '—'}</dd>
            <dt>Email</dt>
            <dd>{o.customer ? <a href={`mailto:${o.customer.email}`}>{o.customer.email}</a> : '—'}</dd>
            <dt>Phone</dt>
            <dd>{o.customer?.phone || '—'}</dd>
            <dt>Status</dt>
            <dd>{orderStatusLabels[o.status]}</dd>
            <dt>Payment id</dt>
            <dd>{o.paymentId ?? '—'}</dd>
            <dt>Gateway</dt>
            <dd>{o.gateway === 'sandbox' ? 'Sandbox (test checkout)' : 'Razorpay'}</dd>
            <dt>Appointment</dt>
            <dd>
              {o.appointment
                ? `${o.appointment.receiptNumber}, booked ${dateTime(o.appointment.createdAt)}`
                : 'None booked'}
            </dd>
            <dt>Receipt</dt>
            <dd>
              {o.receiptUrl ? (
                <a href={o.receiptUrl} target="_blank" rel="noreferrer">
                  Open the receipt
                </a>
              ) : (
                '—'
              )}
            </dd>
          </dl>
        </section>
      </div>
    </>
  );
}
