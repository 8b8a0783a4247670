import {
  type AdminOrder,
  orderListQuerySchema,
  orderParamsSchema,
  orderStatusLabels,
} from '@company/contracts';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { appointments, paymentOrders, payments, users } from '../../db/schema.js';
import { attachmentDisposition, toCsv } from '../../lib/csv.js';
import { notFound } from '../../lib/errors.js';
import { iso } from '../../lib/serialize.js';
import { receiptParamsSchema } from '../payments/schemas.js';
import { getReceiptForStaff } from '../payments/service.js';
import { dayConditions, EXPORT_LIMIT, istToday, likePattern, pageOf } from './shared.js';

type Query = z.output<typeof orderListQuerySchema>;
type OrderRow = typeof paymentOrders.$inferSelect;

const sortColumns = {
  createdAt: paymentOrders.createdAt,
  amount: paymentOrders.amount,
  status: paymentOrders.status,
} as const;

function conditions(query: Query): SQL | undefined {
  const where: SQL[] = [...dayConditions(paymentOrders.createdAt, query.from, query.to)];
  if (query.status) where.push(eq(paymentOrders.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      or(
        sql`${paymentOrders.id} ilike ${pattern}`,
        sql`${paymentOrders.paidPaymentId} ilike ${pattern}`,
        sql`exists (select 1 from ${appointments} where ${appointments.orderId} = ${paymentOrders.id}
              and (${appointments.name} ilike ${pattern} or ${appointments.email} ilike ${pattern} or ${appointments.phone} ilike ${pattern}))`,
        sql`exists (select 1 from ${payments} where ${payments.orderId} = ${paymentOrders.id}
              and (${payments.name} ilike ${pattern} or ${payments.email} ilike ${pattern} or ${payments.paymentId} ilike ${pattern}))`,
      )!,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

const receiptNumber = (createdAt: Date, seq: number) =>
  `RCPT-${createdAt.getUTCFullYear()}-${String(seq).padStart(6, '0')}`;

/**
 * Orders for staff: every payment order with its items, amount, customer, payment id, status, appointment
 * and receipt link; status and day filters, search, paging, sorting; CSV export; detail. Read only.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** Adds each order's appointment, checkout outcomes and customer (three queries for the whole page). */
  async function expand(orders: OrderRow[]): Promise<AdminOrder[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((order) => order.id);
    const userIds = [...new Set(orders.map((order) => order.userId).filter((id): id is string => !!id))];
    const [bookings, attempts, buyers] = await Promise.all([
      db
        .select()
        .from(appointments)
        .where(inArray(appointments.orderId, ids))
        .orderBy(asc(appointments.createdAt)),
      db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.createdAt)),
      userIds.length > 0
        ? db
            .select({ id: users.id, name: users.name, email: users.email, mobile: users.mobile })
            .from(users)
            .where(inArray(users.id, userIds))
        : Promise.resolve([]),
    ]);
    return orders.map((order) => {
      const booking = bookings.find((row) => row.orderId === order.id);
      const own = attempts.filter((row) => row.orderId === order.id);
      const named = [...own].reverse().find((row) => row.name.trim() !== '');
      const buyer = buyers.find((row) => row.id === order.userId);
      const customer = booking
        ? { name: booking.name, email: booking.email, phone: booking.phone }
        : named
          ? { name: named.name, email: named.email, phone: named.phone }
          : buyer
            ? { name: buyer.name, email: buyer.email, phone: buyer.mobile }
            : null;
      return {
        id: order.id,
        status: order.status,
        items: order.items,
        amount: order.amount,
        currency: 'INR' as const,
        gateway: order.gateway,
        customer,
        paymentId: order.paidPaymentId,
        appointment: booking
          ? {
              id: booking.id,
              receiptNumber: receiptNumber(booking.createdAt, booking.seq),
              createdAt: iso(booking.createdAt),
            }
          : null,
        // The console's own view: the customer's /receipt page opens only for the buyer (docs/requirements/issues/23-safe-in-production.md).
        receiptUrl: booking ? `/admin/receipts/${encodeURIComponent(booking.id)}` : null,
        attempts: own.map((row) => ({
          paymentId: row.paymentId,
          status: row.status,
          createdAt: iso(row.createdAt),
        })),
        createdAt: iso(order.createdAt),
        updatedAt: iso(order.updatedAt),
      };
    });
  }

  const ordered = (query: Query) => {
    const column = sortColumns[query.sort];
    return [query.order === 'asc' ? asc(column) : desc(column), desc(paymentOrders.id)];
  };

  app.get('/admin/orders', { schema: { querystring: orderListQuerySchema } }, async (request) => {
    const query = request.query;
    const where = conditions(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(paymentOrders)
        .where(where)
        .orderBy(...ordered(query))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ value: count() }).from(paymentOrders).where(where),
    ]);
    return { data: await expand(rows), ...pageOf(total?.value ?? 0, query.page, query.limit) };
  });

  app.get(
    '/admin/orders.csv',
    { schema: { querystring: orderListQuerySchema }, config: { cookieAuth: true } },
    async (request, reply) => {
      const rows = await db
        .select()
        .from(paymentOrders)
        .where(conditions(request.query))
        .orderBy(...ordered(request.query))
        .limit(EXPORT_LIMIT);
      const orders = await expand(rows);
      const csv = toCsv(
        [
          'Created',
          'Order',
          'Status',
          'Items',
          'Amount (INR)',
          'Customer',
          'Email',
          'Phone',
          'Payment id',
          'Receipt',
          'Gateway',
        ],
        orders.map((o) => [
          o.createdAt,
          o.id,
          orderStatusLabels[o.status],
          o.items.map((item) => item.title).join('; '),
          (o.amount / 100).toFixed(2),
          o.customer?.name ?? '',
          o.customer?.email ?? '',
          o.customer?.phone ?? '',
          o.paymentId ?? '',
          o.appointment?.receiptNumber ?? '',
          o.gateway,
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`orders-${istToday()}.csv`))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get('/admin/orders/:id', { schema: { params: orderParamsSchema } }, async (request) => {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, request.params.id));
    if (!row) throw notFound('Order not found.');
    return (await expand([row]))[0]!;
  });

  /** The receipt of any paid order, as its buyer sees it: staff open it from the order. */
  app.get('/admin/receipts/:id', { schema: { params: receiptParamsSchema } }, async (request, reply) => {
    const receipt = await getReceiptForStaff(db, request.params.id);
    if (!receipt) throw notFound('Receipt not found.');
    void reply.header('cache-control', 'private, no-store');
    return receipt;
  });
};
