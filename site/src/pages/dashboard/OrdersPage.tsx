import type { OrderStatus } from '@company/contracts';
import { Link } from 'react-router';
import { Stack } from '@company/ui';
import { formatPaise } from '../../commerce/format';
import { loadApi } from '../../load-api';
import * as s from '../../forms/page.css';
import { formatDate } from '../jobs/data';
import * as d from './dashboard.css';
import { useApiData } from './useApiData';

const kindLabels = { course: 'Course', product: 'Software' } as const;
/** The console's words (`orderStatusLabels` in @company/contracts), here so that zod stays out of this page. */
const orderStatusLabels = {
  created: 'Created',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
} as const satisfies Record<OrderStatus, string>;

/**
 * My Orders (docs/requirements/issues/24-staff-console.md): every order of the account, courses and software alike, with its amount, status and
 * receipt. Guest purchases made with the account's e-mail join once the e-mail is proven.
 */
export function OrdersPage() {
  const state = useApiData(async (signal) => (await (await loadApi()).customer.orders({ signal })).data, []);
  return (
    <>
      <h2 className={s.sectionTitle}>My Orders</h2>
      {state.status === 'loading' ? (
        <p className={s.status} role="status">
          Loading...
        </p>
      ) : state.status === 'error' ? (
        <p className={s.errorStatus} role="alert">
          Failed to load your orders.
        </p>
      ) : state.data.length === 0 ? (
        <Stack as="div" gap={5}>
          <p className={s.status}>No orders yet.</p>
          <p className={s.muted}>
            Bought something without signing in? Log in once with a one-time code sent to the same e-mail and
            those orders appear here.
          </p>
        </Stack>
      ) : (
        <div className={d.tableWrap}>
          <table className={d.table}>
            <caption className={d.caption}>Your orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Items</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Receipt</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((order) => (
                <tr key={order.id}>
                  <td>
                    <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                  </td>
                  <td>
                    <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                      {order.items.map((item) => (
                        <li key={`${item.kind}:${item.id}`}>
                          {item.title} <span className={s.muted}>({kindLabels[item.kind]})</span>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{formatPaise(order.amount)}</td>
                  <td>
                    <span data-status={order.status}>{orderStatusLabels[order.status]}</span>
                  </td>
                  <td>
                    {order.receiptUrl ? (
                      <Link className={s.textLink} to={order.receiptUrl}>
                        {order.receiptNumber ?? 'Receipt'}
                      </Link>
                    ) : (
                      <span className={s.muted}>None yet</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
