import {
  adminPriceListResponseSchema,
  adminPriceSchema,
  auditListResponseSchema,
  authResponseSchema,
  courseCatalog,
  courseListSchema,
  courseSchema,
  errorBodySchema,
  paymentOrderResponseSchema,
  priceMessages,
  productCatalog,
  productListSchema,
} from '@company/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.js';
import { seedDatabase } from '../src/db/seed.js';
import { courses, users } from '../src/db/schema.js';
import { rmSync } from 'node:fs';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  databases,
  form,
  freshDataDir,
  freshPostgres,
  startTestServer,
  testConfig,
  type TestServer,
} from './helpers.js';

/** Every Prices endpoint, with bodies and queries that would fail validation. */
const endpoints = [
  ['GET', 'admin/prices?status=nonsense'],
  ['GET', 'admin/prices.csv'],
  ['PATCH', 'admin/prices/course/basic-python'],
  ['PATCH', 'admin/prices/planet/x'],
] as const;

const order = (base: string, items: { kind: 'course' | 'product'; id: string }[]) =>
  call(base, 'POST', 'payment/order', { json: { items } });

describe.each(databases)('console prices on %s', (kind) => {
  let server: TestServer;
  let base: string;
  let admin: { token: string; cookie: string };
  let staff: { token: string; cookie: string };
  let customer: { token: string; cookie: string };

  const signIn = async (email: string, password: string) => {
    const reply = await call(base, 'POST', 'customer/login', { form: form({ identifier: email, password }) });
    expect(reply.status).toBe(200);
    const body = authResponseSchema.parse(reply.body);
    return { token: body.data.access_token, cookie: (reply.headers.get('set-cookie') ?? '').split(';')[0]! };
  };
  const register = async (n: string) => {
    const reply = await call(base, 'POST', 'customer', {
      form: form({
        name: `Person ${n}`,
        email: `${n}@example.com`,
        mobile: '9876543210',
        address: 'Wright Town, Jabalpur',
        password: `password-${n}`,
      }),
    });
    expect(reply.status).toBe(200);
    return signIn(`${n}@example.com`, `password-${n}`);
  };
  const patch = (path: string, json: unknown, token = admin.token) =>
    call(base, 'PATCH', `admin/prices/${path}`, { token, json });

  beforeAll(async () => {
    server = await startTestServer(kind);
    base = server.base;
    admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    customer = await register('buyer');
    await register('clerk');
    await server.database.db.update(users).set({ role: 'staff' }).where(eq(users.email, 'clerk@example.com'));
    staff = await signIn('clerk@example.com', 'password-clerk');
  });

  afterAll(async () => {
    await server?.close();
  });

  it('refuses anonymous callers (401), customers and staff (403) before validation', async () => {
    for (const [method, path] of endpoints) {
      const body = method === 'PATCH' ? { json: { price: -5 } } : {};
      const anonymous = await call(base, method, path, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      errorBodySchema.parse(anonymous.body);
      for (const who of [customer, staff]) {
        const refused = await call(base, method, path, { token: who.token, ...body });
        expect(refused.status, `${method} ${path}`).toBe(403);
        errorBodySchema.parse(refused.body);
      }
    }
    // The CSV link takes the session cookie, of administrators only.
    expect((await call(base, 'GET', 'admin/prices.csv', { headers: { cookie: staff.cookie } })).status).toBe(
      403,
    );
    // Nothing changed.
    const [row] = await server.database.db.select().from(courses).where(eq(courses.id, 'basic-python'));
    expect(row).toMatchObject({ price: 999, available: true, priceUpdatedAt: null });
  });

  it('lists every course and product with price and availability; searches, filters, sorts, pages', async () => {
    const all = adminPriceListResponseSchema.parse(
      (await call(base, 'GET', 'admin/prices', { token: admin.token })).body,
    );
    expect(all.total).toBe(courseCatalog.length + productCatalog.length);
    expect(all.data[0]).toMatchObject({
      kind: 'course',
      id: 'basic-python',
      title: 'Basic Python',
      category: 'Software Development',
      price: 999,
      available: true,
      path: '/courses/basic-python',
      priceUpdatedAt: null,
    });
    expect(all.data.at(-1)).toMatchObject({ kind: 'product', category: null, path: '/products' });

    const products = adminPriceListResponseSchema.parse(
      (await call(base, 'GET', 'admin/prices?kind=product&sort=price&order=desc', { token: admin.token }))
        .body,
    );
    expect(products.data.map((item) => item.price)).toEqual([9999, 9999, 7999, 7999]);

    const found = adminPriceListResponseSchema.parse(
      (await call(base, 'GET', 'admin/prices?q=adobe%20photo', { token: admin.token })).body,
    );
    expect(found.data.map((item) => item.id)).toEqual(['photoshop']);

    const paged = adminPriceListResponseSchema.parse(
      (await call(base, 'GET', 'admin/prices?limit=10&page=3', { token: admin.token })).body,
    );
    expect(paged).toMatchObject({ page: 3, totalPages: 3, total: 23 });
    expect(paged.data).toHaveLength(3);

    const invalid = await call(base, 'GET', 'admin/prices?status=nonsense&sort=cost', { token: admin.token });
    expect(invalid.status).toBe(400);
    expect(Object.keys(errorBodySchema.parse(invalid.body).errors).sort()).toEqual(['sort', 'status']);
  });

  it('an administrator changes a price: the public list shows it at once, the next order charges it, audited', async () => {
    // Warm the public cache first: the change must show through it.
    const before = courseListSchema.parse((await call(base, 'GET', 'course')).body);
    expect(before.find((course) => course.id === 'advance-python')?.price).toBe(1499);
    const old = paymentOrderResponseSchema.parse(
      (await order(base, [{ kind: 'course', id: 'advance-python' }])).body,
    );
    expect(old.amount).toBe(149_900);

    for (const [body, field] of [
      [{ price: 0 }, 'price'],
      [{ price: 12.5 }, 'price'],
      [{ price: 500_001 }, 'price'],
      [{ price: 'lots' }, 'price'],
      [{ available: 'maybe' }, 'available'],
      [{}, 'price'],
    ] as const) {
      const refused = await patch('course/advance-python', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(errorBodySchema.parse(refused.body).errors)).toEqual([field]);
    }
    expect(
      errorBodySchema.parse((await patch('course/advance-python', { price: 0 })).body).errors.price,
    ).toBe(priceMessages.priceInvalid);
    expect((await patch('course/no-such-course', { price: 100 })).status).toBe(404);
    expect((await patch('product/advance-python', { price: 100 })).status).toBe(404);

    // A form sends text: "₹1,799" is 1799 rupees.
    const changed = await patch('course/advance-python', { price: '₹1,799' });
    expect(changed.status).toBe(200);
    const item = adminPriceSchema.parse(changed.body);
    expect(item).toMatchObject({ kind: 'course', id: 'advance-python', price: 1799, available: true });
    expect(item.priceUpdatedAt).not.toBeNull();

    const after = courseListSchema.parse((await call(base, 'GET', 'course')).body);
    expect(after.find((course) => course.id === 'advance-python')?.price).toBe(1799);
    expect(courseSchema.parse((await call(base, 'GET', 'course/advance-python')).body).price).toBe(1799);

    const next = await order(base, [
      { kind: 'course', id: 'advance-python' },
      { kind: 'course', id: 'basic-python' },
    ]);
    expect(next.status).toBe(201);
    const priced = paymentOrderResponseSchema.parse(next.body);
    expect(priced.amount).toBe((1799 + 999) * 100);
    expect(priced.items.find((line) => line.id === 'advance-python')?.price).toBe(1799);

    // Saving the same price again changes nothing and writes no audit entry.
    expect((await patch('course/advance-python', { price: 1799 })).status).toBe(200);
    const audit = auditListResponseSchema.parse(
      (await call(base, 'GET', 'admin/audit?entity=course&entityId=advance-python', { token: admin.token }))
        .body,
    );
    expect(audit.data).toHaveLength(1);
    expect(audit.data[0]).toMatchObject({
      action: 'price.update',
      entity: 'course',
      entityId: 'advance-python',
      actor: { email: ADMIN_EMAIL },
      changes: { price: { from: 1499, to: 1799 } },
    });
  });

  it('an item taken off sale stays listed as not available, and no order can be made for it', async () => {
    const products = productListSchema.parse((await call(base, 'GET', 'product')).body);
    const product = products[0]!;
    expect(product.available).toBe(true);

    const off = await patch(`product/${product.id}`, { available: false });
    expect(off.status).toBe(200);
    expect(adminPriceSchema.parse(off.body)).toMatchObject({ available: false, price: product.price });

    const listed = productListSchema.parse((await call(base, 'GET', 'product')).body);
    expect(listed.find((item) => item.id === product.id)?.available).toBe(false);

    const refused = await order(base, [
      { kind: 'course', id: 'basic-python' },
      { kind: 'product', id: product.id },
    ]);
    expect(refused.status).toBe(409);
    const error = errorBodySchema.parse(refused.body);
    expect(error.errors).toEqual({ 'items.1.id': priceMessages.notForSale });
    expect(error.message).toBe(`${product.title}: ${priceMessages.notForSale}`);

    // The filter finds it; back on sale, it sells again.
    const unavailable = adminPriceListResponseSchema.parse(
      (await call(base, 'GET', 'admin/prices?status=unavailable', { token: admin.token })).body,
    );
    expect(unavailable.data.map((item) => item.id)).toEqual([product.id]);
    expect((await patch(`product/${product.id}`, { available: 'true' })).status).toBe(200);
    expect((await order(base, [{ kind: 'product', id: product.id }])).status).toBe(201);

    const audit = auditListResponseSchema.parse(
      (await call(base, 'GET', `admin/audit?entity=product&entityId=${product.id}`, { token: admin.token }))
        .body,
    );
    expect(audit.data.map((entry) => entry.changes)).toEqual([
      { available: { from: false, to: true } },
      { available: { from: true, to: false } },
    ]);
  });

  it('exports the list as filtered to CSV, by link with the session cookie', async () => {
    const reply = await call(base, 'GET', 'admin/prices.csv?kind=course&q=advance%20python', {
      headers: { cookie: admin.cookie },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/csv');
    expect(reply.headers.get('content-disposition')).toMatch(
      /attachment; filename="prices-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = String(reply.body).trim().split(/\r?\n/);
    expect(lines[0]).toContain('Kind,Id,Title,Category,Price (INR),Availability,Last change,Page');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^Course,advance-python,Advance Python,Software Development,1799,For sale,\d{4}-/,
    );
  });
});

describe.each(databases)('prices across a restart and a seed on %s', (kind) => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('keeps what an administrator set; inserts a missing catalogue item with its catalogue price', async () => {
    const dataDir = await freshDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const postgres = kind === 'postgres' ? await freshPostgres() : undefined;
    if (postgres) cleanups.push(postgres.drop);
    const config = testConfig(dataDir, { databaseUrl: postgres?.url });

    const first = await buildApp(config, { logger: false });
    const base = `${await first.listen({ port: 0, host: '127.0.0.1' })}/api/v1`;
    const login = await call(base, 'POST', 'customer/login', {
      json: { identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const token = authResponseSchema.parse(login.body).data.access_token;
    expect(
      (await call(base, 'PATCH', 'admin/prices/course/ui-design', { token, json: { price: 1299 } })).status,
    ).toBe(200);
    expect(
      (
        await call(base, 'PATCH', 'admin/prices/product/hotel-management-software', {
          token,
          json: { available: false },
        })
      ).status,
    ).toBe(200);
    // A course the catalogue has but this database lost (e.g. removed by hand): the seed brings it back.
    await first.db.delete(courses).where(eq(courses.id, 'seo-course'));
    await first.close();

    const second = await buildApp(config, { logger: false });
    const base2 = `${await second.listen({ port: 0, host: '127.0.0.1' })}/api/v1`;
    try {
      const list = courseListSchema.parse((await call(base2, 'GET', 'course')).body);
      expect(list.find((course) => course.id === 'ui-design')?.price).toBe(1299);
      expect(list.find((course) => course.id === 'seo-course')).toMatchObject({
        price: 999,
        available: true,
      });
      expect(list).toHaveLength(courseCatalog.length);
      const products = productListSchema.parse((await call(base2, 'GET', 'product')).body);
      expect(products.find((item) => item.id === 'hotel-management-software')?.available).toBe(false);
      const created = await order(base2, [{ kind: 'course', id: 'ui-design' }]);
      expect(paymentOrderResponseSchema.parse(created.body).amount).toBe(129_900);

      // Seeding again by hand (as `pnpm start` on a new release does) changes nothing either.
      await seedDatabase(second.db, config);
      second.contentCache.invalidate('');
      const again = courseListSchema.parse((await call(base2, 'GET', 'course')).body);
      expect(again.find((course) => course.id === 'ui-design')?.price).toBe(1299);
    } finally {
      await second.close();
    }
  });
});
