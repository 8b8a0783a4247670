import {
  type AdminPrice,
  adminPriceListQuerySchema,
  availabilityLabels,
  catalogueKindLabels,
  type CatalogueKind,
  priceMessages,
  priceParamsSchema,
  priceUpdateSchema,
} from '@company/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import type { Db } from '../../db/client.js';
import { courses, products } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { iso } from '../../lib/serialize.js';
import { catalogueCacheKeys } from '../courses/index.js';
import { sendCsv } from './content-shared.js';
import { staffOf } from './guard.js';
import { audit, diff, pageOf } from './shared.js';

type Query = z.output<typeof adminPriceListQuerySchema>;

const tables = { course: courses, product: products } as const;

/** Every course, then every product, in the site's order. The whole list is 23 rows. */
async function allPrices(db: Db): Promise<AdminPrice[]> {
  const [courseRows, productRows] = await Promise.all([
    db.select().from(courses).orderBy(asc(courses.sortOrder)),
    db.select().from(products).orderBy(asc(products.sortOrder)),
  ]);
  return [
    ...courseRows.map((row) => toAdminPrice('course', row, row.category)),
    ...productRows.map((row) => toAdminPrice('product', row, null)),
  ];
}

function toAdminPrice(
  kind: CatalogueKind,
  row: {
    id: string;
    title: string;
    price: number;
    available: boolean;
    sortOrder: number;
    priceUpdatedAt: Date | null;
  },
  category: string | null,
): AdminPrice {
  return {
    kind,
    id: row.id,
    title: row.title,
    category,
    price: row.price,
    available: row.available,
    path: kind === 'course' ? `/courses/${row.id}` : '/products',
    sortOrder: row.sortOrder,
    priceUpdatedAt: row.priceUpdatedAt ? iso(row.priceUpdatedAt) : null,
  };
}

/** The list as filtered and sorted (in memory: the catalogue is a couple of dozen rows). */
function select(items: AdminPrice[], query: Query): AdminPrice[] {
  const needle = query.q?.toLowerCase();
  const kept = items.filter(
    (item) =>
      (!query.kind || item.kind === query.kind) &&
      (!query.status || item.available === (query.status === 'available')) &&
      (!needle || item.title.toLowerCase().includes(needle) || item.id.toLowerCase().includes(needle)),
  );
  const position = new Map(items.map((item, index) => [item, index]));
  const key = (item: AdminPrice): string | number => {
    switch (query.sort) {
      case 'sortOrder':
        return position.get(item)!;
      case 'available':
        return item.available ? 1 : 0;
      case 'priceUpdatedAt':
        return item.priceUpdatedAt ?? '';
      case 'category':
        return item.category ?? '';
      default:
        return item[query.sort];
    }
  };
  const direction = query.order === 'asc' ? 1 : -1;
  return kept.sort((a, b) => {
    const left = key(a);
    const right = key(b);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'en-IN');
    return order * direction || position.get(a)! - position.get(b)!;
  });
}

/**
 * Prices for administrators (docs/requirements/issues/24-staff-console.md): every course and product with its price (whole rupees) and
 * availability; list, CSV, and `PATCH admin/prices/{kind}/{id}`. Orders are priced from the same rows
 * (`databasePriceOf`), so the next order uses a new price. Every change is audited (`price.update`, from
 * and to) in its transaction and drops the public catalogue from the read cache.
 */
export const adminPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const admin = { access: 'admin' } as const;

  app.get(
    '/admin/prices',
    { schema: { querystring: adminPriceListQuerySchema }, config: admin },
    async (request) => {
      const query = request.query;
      const rows = select(await allPrices(db), query);
      const start = (query.page - 1) * query.limit;
      return {
        data: rows.slice(start, start + query.limit),
        ...pageOf(rows.length, query.page, query.limit),
      };
    },
  );

  app.get(
    '/admin/prices.csv',
    { schema: { querystring: adminPriceListQuerySchema }, config: { ...admin, cookieAuth: true } },
    async (request, reply) => {
      const rows = select(await allPrices(db), request.query);
      return sendCsv(
        reply,
        'prices',
        ['Kind', 'Id', 'Title', 'Category', 'Price (INR)', 'Availability', 'Last change', 'Page'],
        rows.map((item) => [
          catalogueKindLabels[item.kind],
          item.id,
          item.title,
          item.category,
          item.price,
          availabilityLabels[item.available ? 'available' : 'unavailable'],
          item.priceUpdatedAt,
          item.path,
        ]),
      );
    },
  );

  app.patch(
    '/admin/prices/:kind/:id',
    { schema: { params: priceParamsSchema, body: priceUpdateSchema }, config: admin },
    async (request) => {
      const actor = staffOf(request);
      const { kind, id } = request.params;
      const table = tables[kind];
      const next = { price: request.body.price, available: request.body.available };
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
        if (!before) throw notFound(priceMessages.notFound);
        const changes = diff(before, next);
        if (Object.keys(changes).length === 0) return before;
        const [updated] = await tx
          .update(table)
          .set({ ...next, priceUpdatedAt: new Date() })
          .where(eq(table.id, id))
          .returning();
        await audit(tx, actor, 'price.update', kind, id, changes);
        return updated!;
      });
      app.contentCache.invalidate(catalogueCacheKeys.prefix);
      return toAdminPrice(kind, row, 'category' in row ? String(row.category) : null);
    },
  );
};
