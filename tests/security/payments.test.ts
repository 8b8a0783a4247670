/**
 * Issue 23 (docs/requirements/issues/23-safe-in-production.md), items 1–3: no fake payments in production, receipts and orders only for their buyer, webhooks that
 * check the money, refunds, webhook-only payments, and a rate limit on new orders.
 */
import { createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../packages/api-server/src/app.js';
import { loadConfig } from '../../packages/api-server/src/config.js';
import {
  type AppServer,
  assertServerBuilt,
  buyerDetails,
  checkout,
  customer,
  freshDataDir,
  spawnServer,
  type Spawned,
  startApp,
  visitor,
  withEnv,
} from './harness-a';

const WEBHOOK_SECRET = 'security-suite-webhook-secret';

describe('1. production start without payment keys', () => {
  it('refuses to start with NODE_ENV=production and no Razorpay keys, with a clear message', async () => {
    assertServerBuilt();
    const dataDir = await freshDataDir();
    try {
      const server = await spawnServer({ NODE_ENV: 'production' }, dataDir);
      if (server.ready) await server.stop();
      expect(server.ready, 'the server must not serve in production without keys').toBe(false);
      expect(await server.exited).not.toBe(0);
      expect(server.output()).toMatch(/RAZORPAY_KEY_ID/);
      expect(server.output()).toMatch(/PAYMENT_SANDBOX=on/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps the sandbox for the development start (no NODE_ENV) and PAYMENT_SANDBOX=off refuses it anywhere', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/acme-unused' }).paymentSandbox).not.toThrow();
    expect(() => loadConfig({ DATA_DIR: '/tmp/acme-unused', NODE_ENV: 'production' })).toThrow(
      /PAYMENT_SANDBOX=on/,
    );
    expect(() => loadConfig({ DATA_DIR: '/tmp/acme-unused', PAYMENT_SANDBOX: 'off' })).toThrow(
      /RAZORPAY_KEY_ID/,
    );
    expect(
      loadConfig({
        DATA_DIR: '/tmp/acme-unused',
        NODE_ENV: 'production',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        JWT_SECRET: 'x'.repeat(40),
        RAZORPAY_KEY_SECRET: 'y',
      }).production,
    ).toBe(true);
  });

  describe('with PAYMENT_SANDBOX=on in production (the built server and site)', () => {
    let server: Spawned;
    let dataDir: string;
    beforeAll(async () => {
      assertServerBuilt();
      dataDir = await freshDataDir();
      const started = await spawnServer(
        { NODE_ENV: 'production', PAYMENT_SANDBOX: 'on', COOKIE_SECURE: 'false', RATE_LIMITS: 'off' },
        dataDir,
      );
      if (!started.ready) throw new Error(`the server did not start:\n${started.output()}`);
      server = started;
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('says so in GET payment/config', async () => {
      const config = await visitor(server.origin).api('GET', 'payment/config');
      expect(config.status).toBe(200);
      expect(config.body).toMatchObject({ sandbox: true, test_payments: true });
      expect(config.body.notice).toMatch(/^Test payments/);
    });

    it('shows a "test payments" banner on every page type: prerendered, server-rendered, receipt and 404', async () => {
      const who = visitor(server.origin);
      for (const path of [
        '/',
        '/about',
        '/courses',
        '/courses?category=marketing',
        '/blogs',
        '/receipt/AAAAAAAAAAAAAAAAAAAAAAAA',
        '/no-such-page',
      ]) {
        const page = await who.page(path);
        // The page's inline scripts still run under the CSP (issue 23 part B): hashes or a nonce.
        expect(page.headers.get('content-security-policy'), path).toMatch(/script-src[^;]*'(sha256-|nonce-)/);
        expect(page.headers.get('content-type'), path).toMatch(/text\/html/);
        expect(page.text, path).toMatch(
          /<body[^>]*><aside data-test-payments-banner aria-label="Test payments"[^>]*>Test payments: /,
        );
      }
    });

    it('still sends a prerendered page compressed as tightly as the build compresses it (one round trip on slow 4G)', async () => {
      // node:http, not fetch: fetch would decompress the body before it could be measured.
      const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>(
        (done, fail) => {
          get(`${server.origin}/`, { headers: { 'accept-encoding': 'br' } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
          }).on('error', fail);
        },
      );
      expect(headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(body).toString()).toContain('data-test-payments-banner');
      const compressed = body.byteLength;
      // Brotli at its top setting: the initial TCP window of 10 segments (14.6 KB) carries all of home.
      expect(compressed).toBeLessThan(14_600);
    });

    it('lets only the buyer open the receipt page; another visitor gets the 404 page without the personal data', async () => {
      const buyer = visitor(server.origin);
      const { receiptId } = await checkout(buyer);
      const own = await buyer.page(`/receipt/${receiptId}`);
      expect(own.status).toBe(200);
      expect(own.text).toContain(buyerDetails.email);
      expect(own.text).toContain(buyerDetails.phone);

      const stranger = await visitor(server.origin).page(`/receipt/${receiptId}`);
      expect(stranger.status).toBe(404);
      expect(stranger.text).toContain('Receipt not found.');
      expect(stranger.text).not.toContain(buyerDetails.email);
      expect(stranger.text).not.toContain(buyerDetails.phone);
    });
  });
});

describe('2–3. orders, receipts and webhooks (app factory on PGlite)', () => {
  let server: AppServer;
  const deliver = (body: unknown, eventId: string) => {
    const raw = JSON.stringify(body);
    return fetch(`${server.base}/payment/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
        'x-razorpay-event-id': eventId,
      },
      body: raw,
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { outcome?: string },
    }));
  };
  const captured = (orderId: string, paymentId: string, amount: number, currency = 'INR') => ({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: orderId,
          amount,
          currency,
          status: 'captured',
          email: 'tab.closer@example.com',
          contact: '+919812345678',
          notes: { name: 'Tab Closer' },
        },
      },
    },
  });

  beforeAll(async () => {
    server = await withEnv(
      { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, RAZORPAY_KEY_ID: undefined, RAZORPAY_KEY_SECRET: undefined },
      () => startApp(),
    );
  });
  afterAll(async () => server?.close());

  it('2. answers 404 to every visitor but the buyer for receipts, appointments, saves and order status', async () => {
    const buyer = visitor(server.origin);
    const bought = await checkout(buyer);
    expect((await buyer.api('GET', `appointments/${bought.receiptId}`)).status).toBe(200);
    expect((await buyer.api('GET', `payment/order/${bought.orderId}`)).body).toMatchObject({
      status: 'paid',
      receipt_id: bought.receiptId,
    });

    const stranger = visitor(server.origin);
    const signedInStranger = await customer(visitor(server.origin), 'stranger@example.com');
    for (const [who, token] of [
      [stranger, undefined],
      [stranger, signedInStranger.token],
    ] as const) {
      const receipt = await who.api('GET', `appointments/${bought.receiptId}`, { token });
      expect(receipt.status).toBe(404);
      expect(receipt.text).not.toContain(buyerDetails.email);
      // The appointment answer (the receipt id) of a guessed payment id.
      const booking = await who.api('POST', 'appointments', {
        json: { ...buyerDetails, payment_id: bought.paymentId },
        token,
      });
      expect(booking.status).toBe(404);
      expect(booking.text).not.toContain(bought.receiptId);
      // Claiming the paid order by its id (as the signed-in stranger: it would become theirs).
      const claim = await who.api('POST', 'payment/save', {
        json: {
          order_id: bought.orderId,
          payment_id: bought.paymentId,
          name: 'Mallory',
          email: 'm@example.com',
          phone: '9000000000',
          status: 'succeeded',
        },
        token,
      });
      expect(claim.status).toBe(404);
      expect((await who.api('GET', `payment/order/${bought.orderId}`, { token })).status).toBe(404);
    }
    // A stranger with a checkout key of their own (from their own order) is still a stranger.
    await stranger.api('POST', 'payment/order', { json: { items: [{ kind: 'course', id: 'photoshop' }] } });
    expect(stranger.jar.has('acme_checkout')).toBe(true);
    expect((await stranger.api('GET', `appointments/${bought.receiptId}`)).status).toBe(404);
    // The sandbox window of somebody else's unpaid order.
    const pending = await buyer.api('POST', 'payment/order', {
      json: { items: [{ kind: 'course', id: 'seo-course' }] },
    });
    expect(
      (
        await stranger.api('POST', 'payment/sandbox/pay', {
          json: { order_id: pending.body.order_id, outcome: 'success' },
        })
      ).status,
    ).toBe(404);

    // The buyer still has the receipt, and the key is an HttpOnly cookie (never readable by page scripts).
    const receipt = await buyer.api('GET', `appointments/${bought.receiptId}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      email: buyerDetails.email,
      phone: buyerDetails.phone,
      status: 'succeeded',
    });
    const order = await visitor(server.origin).api('POST', 'payment/order', {
      json: { items: [{ kind: 'course', id: 'ui-design' }] },
    });
    expect(order.headers.getSetCookie().join('\n')).toMatch(/acme_checkout=[A-Za-z0-9_-]{43};.*HttpOnly/i);
  });

  it('2. lets the signed-in owner read their receipt from another browser', async () => {
    const browser = visitor(server.origin);
    const owner = await customer(browser, 'owner.buyer@example.com');
    const bought = await checkout(browser, { token: owner.token });
    const otherBrowser = visitor(server.origin);
    expect((await otherBrowser.api('GET', `appointments/${bought.receiptId}`)).status).toBe(404);
    const signedIn = await otherBrowser.api('GET', `appointments/${bought.receiptId}`, {
      token: owner.token,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.payment_id).toBe(bought.paymentId);
  });

  it('3. refuses a webhook whose amount or currency differs from the order', async () => {
    const buyer = visitor(server.origin);
    const order = await buyer.api('POST', 'payment/order', {
      json: { items: [{ kind: 'course', id: 'big-data' }] },
    });
    const orderId = order.body.order_id as string;
    const amount = order.body.amount as number;
    expect(
      (await deliver(captured(orderId, 'pay_WrongAmount0001', amount - 100), 'evt_wrong_amount')).body
        .outcome,
    ).toBe('rejected');
    expect((await deliver(captured(orderId, 'pay_WrongAmount0001', 1), 'evt_one_paisa')).body.outcome).toBe(
      'rejected',
    );
    expect(
      (await deliver(captured(orderId, 'pay_WrongCurrency01', amount, 'USD'), 'evt_wrong_currency')).body
        .outcome,
    ).toBe('rejected');
    const status = await buyer.api('GET', `payment/order/${orderId}`);
    expect(status.body).toMatchObject({ status: 'created', receipt_id: null });
  });

  it('3. books the appointment and receipt of a payment only the webhook confirmed (the buyer closed the tab)', async () => {
    const browser = visitor(server.origin);
    const owner = await customer(browser, 'tab.closer@example.com');
    const order = await browser.api('POST', 'payment/order', {
      json: { items: [{ kind: 'course', id: 'deep-learning' }] },
      token: owner.token,
    });
    const orderId = order.body.order_id as string;
    // The buyer paid at the gateway and closed the tab: no verify, no save, no appointment from the page.
    const delivered = await deliver(
      captured(orderId, 'pay_TabClosed00001', order.body.amount as number),
      'evt_tab_closed',
    );
    expect(delivered).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    const status = await browser.api('GET', `payment/order/${orderId}`);
    expect(status.body.status).toBe('paid');
    expect(status.body.receipt_id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const receipt = await browser.api('GET', `appointments/${status.body.receipt_id}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      name: 'Tab Closer',
      payment_id: 'pay_TabClosed00001',
      status: 'succeeded',
    });
    const courses = await browser.api('GET', `order/my-courses/${owner.id}`, { token: owner.token });
    expect((courses.body as Array<{ id: string }>).map((course) => course.id)).toContain('deep-learning');
  });

  it('3. marks the order refunded on a refund webhook: the receipt says so and the course is withdrawn', async () => {
    const browser = visitor(server.origin);
    const owner = await customer(browser, 'refunded.buyer@example.com');
    const bought = await checkout(browser, {
      token: owner.token,
      items: [{ kind: 'course', id: 'full-stack' }],
    });
    const refund = (event: string, amountRefunded: number) => ({
      entity: 'event',
      event,
      payload: {
        refund: {
          entity: {
            id: 'rfnd_Security0001',
            payment_id: bought.paymentId,
            amount: amountRefunded,
            currency: 'INR',
          },
        },
        payment: {
          entity: {
            id: bought.paymentId,
            order_id: bought.orderId,
            amount: bought.amount,
            currency: 'INR',
            amount_refunded: amountRefunded,
          },
        },
      },
    });
    expect((await deliver(refund('refund.created', bought.amount), 'evt_refund_created')).body.outcome).toBe(
      'applied',
    );
    expect(
      (await deliver(refund('refund.processed', bought.amount), 'evt_refund_processed')).body.outcome,
    ).toBe('applied');
    expect((await browser.api('GET', `payment/order/${bought.orderId}`)).body.status).toBe('refunded');
    const receipt = await browser.api('GET', `appointments/${bought.receiptId}`);
    expect(receipt.body.status).toBe('refunded');
    const courses = await browser.api('GET', `order/my-courses/${owner.id}`, { token: owner.token });
    expect((courses.body as Array<{ id: string }>).map((course) => course.id)).not.toContain('full-stack');
  });

  it('3. limits POST payment/order per client with a JSON 429', async () => {
    // The same database, with the production rate limits on and RATE_LIMIT_PAYMENT=4/1m.
    const limited = await buildApp(
      loadConfig({
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: server.dataDir,
        RATE_LIMIT_PAYMENT: '4/1m',
        RATE_LIMITS: 'on',
      }),
      { database: server.database, logger: false, serveSite: false },
    );
    const who = visitor(await limited.listen({ port: 0, host: '127.0.0.1' }));
    const statuses: number[] = [];
    let last;
    for (let index = 0; index < 6; index++) {
      last = await who.api('POST', 'payment/order', {
        json: { items: [{ kind: 'course', id: 'illustrator' }] },
      });
      statuses.push(last.status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    expect(last!.status).toBe(429);
    expect(last!.body).toMatchObject({ message: expect.stringMatching(/Too many requests/), errors: {} });
    await limited.close();
  });
});
