// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from './client';
import { NETWORK_ERROR_MESSAGE } from './errors';
import { newIdempotencyKey } from './http';

/** Issue 26 (docs/requirements/issues/26-past-one-machine.md): the public writes carry an Idempotency-Key, new per call, the same on every retry of that call. */
const BASE = 'http://api.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = () =>
  createApiClient({ baseURL: BASE, getToken: () => null, setToken: () => {}, onSignOut: () => {} });
const enquiry = { name: 'Ravi', mobile: '9876543210', subject: 'Course fees', message: 'Please call me.' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key', () => {
  it('sends a new key with each submission', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post(`${BASE}/contactus`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ status: 200, message: 'Thanks' });
      }),
    );
    await api().contact(enquiry);
    await api().contact(enquiry);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends the same submission again with the same key after no answer, a 503 or a 409', async () => {
    const keys: Array<string | null> = [];
    let calls = 0;
    server.use(
      http.post(`${BASE}/internship`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        if (calls === 2)
          return HttpResponse.json({ message: 'Briefly unavailable', errors: {} }, { status: 503 });
        return HttpResponse.json(
          { status: 200, message: 'Thank you for applying.' },
          { headers: { 'idempotent-replayed': 'true' } },
        );
      }),
    );
    const answer = await api().internships.apply({
      name: 'Neha',
      email: 'neha@example.com',
      number: '9123456780',
      course: 'mern-stack',
      resume: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    });
    expect(answer.message).toBe('Thank you for applying.');
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);
  });

  it('waits Retry-After on a 409 and gives up after two retries', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post(`${BASE}/contactus`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length === 1)
          return HttpResponse.json(
            { message: 'Still being processed', errors: {} },
            { status: 409, headers: { 'retry-after': '1' } },
          );
        return HttpResponse.error();
      }),
    );
    const started = Date.now();
    await expect(api().contact(enquiry)).rejects.toThrow(NETWORK_ERROR_MESSAGE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('uses the key the caller gives, and never retries a write without one or a 4xx', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post(`${BASE}/payment/save`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ message: 'Invalid', errors: { payment_id: 'Required' } }, { status: 400 });
      }),
      http.post(`${BASE}/customer/login`, () => HttpResponse.error()),
    );
    await expect(
      api().payments.save({ order_id: 'o1', payment_id: 'p1', status: 'succeeded' } as never, {
        idempotencyKey: 'checkout-o1-p1',
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(keys).toEqual(['checkout-o1-p1']);
    await expect(api().auth.login({ identifier: 'a@example.com', password: 'x' })).rejects.toThrow(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it('makes version-4 UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
  });
});
