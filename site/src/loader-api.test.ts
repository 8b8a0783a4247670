// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadReceipt } from './commerce/receipt-data';
import { livePrices, loaderApi, loaderErrorMessage } from './loader-api';

/** Route loaders read through the shared API client, on the load context's API address and without a token. */
const BASE = 'http://api.test/api/v1';
const context = { apiBaseUrl: `${BASE}/` };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const blog = (n: number) => ({ id: `b${n}`, title: `Post ${n}`, image: `${n}.webp`, description: '…' });

describe('loader reads', () => {
  it("reads every blog page from the context's API address, without a token", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/blog`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.search} ${request.headers.get('authorization')}`);
        const page = Number(url.searchParams.get('page'));
        return HttpResponse.json({ data: [blog(page)], page, limit: 100, total: 2, totalPages: 2 });
      }),
    );
    const blogs = await loaderApi(context).blogs();
    expect(blogs.map((item) => item.id)).toEqual(['b1', 'b2']);
    expect(asked).toEqual(['?page=1&limit=100 null', '?page=2&limit=100 null']);
  });

  it("shows the server's message, the page's own words without one, and 'Network Error' offline", async () => {
    server.use(
      http.get(`${BASE}/job`, () =>
        HttpResponse.json({ message: 'Jobs are being updated' }, { status: 429 }),
      ),
      http.get(`${BASE}/ourteam`, () => new HttpResponse(null, { status: 502 })),
      http.get(`${BASE}/blog`, () => HttpResponse.error()),
    );
    const api = loaderApi(context);
    const message = (call: Promise<unknown>, fallback: string) =>
      call.then(
        () => 'resolved',
        (error: unknown) => loaderErrorMessage(error, fallback),
      );
    expect(await message(api.jobs(), 'Failed to fetch jobs')).toBe('Jobs are being updated');
    expect(await message(api.team(), 'Failed to fetch team members')).toBe('Failed to fetch team members');
    expect(await message(api.blogs(), 'Failed to fetch blogs')).toBe('Network Error');
  });

  it('reads live prices only when the context names an API, and answers null when it fails', async () => {
    server.use(
      http.get(`${BASE}/course`, () =>
        HttpResponse.json([{ id: 'basic-python', price: 999, available: false }]),
      ),
      http.get(`${BASE}/product`, () => HttpResponse.json([{ id: 'crm', price: 4999 }])),
    );
    expect(await livePrices({})).toBeNull();
    const prices = await livePrices(context);
    expect(prices?.get('course:basic-python')).toEqual({ price: 999, available: false });
    expect(prices?.get('product:crm')).toEqual({ price: 4999, available: true });
    server.use(http.get(`${BASE}/product`, () => HttpResponse.json({}, { status: 500 })));
    expect(await livePrices(context)).toBeNull();
  });

  it("reads a receipt with only the visitor's checkout cookie; 404 is not found, anything else unavailable", async () => {
    const cookies: Array<string | null> = [];
    server.use(
      http.get(`${BASE}/appointments/:id`, ({ request, params }) => {
        cookies.push(request.headers.get('cookie'));
        if (params.id === 'AAAAAAAAAAAAAAAAAAAA')
          return HttpResponse.json({ id: params.id, status: 'succeeded' });
        if (params.id === 'BBBBBBBBBBBBBBBBBBBB')
          return HttpResponse.json({ message: 'Not found' }, { status: 404 });
        return HttpResponse.json({ message: 'Down' }, { status: 503 });
      }),
    );
    const cookie = 'theme=dark; acme_checkout=k1=; other=x';
    const found = await loadReceipt(context, 'AAAAAAAAAAAAAAAAAAAA', fetch, cookie);
    expect(found.receipt).toMatchObject({ id: 'AAAAAAAAAAAAAAAAAAAA' });
    expect(await loadReceipt(context, 'BBBBBBBBBBBBBBBBBBBB', fetch, cookie)).toEqual({
      receipt: null,
      error: 'not-found',
    });
    expect(await loadReceipt(context, 'CCCCCCCCCCCCCCCCCCCC', fetch, null)).toEqual({
      receipt: null,
      error: 'unavailable',
    });
    expect(await loadReceipt(context, 'short', fetch, cookie)).toEqual({ receipt: null, error: 'not-found' });
    expect(cookies).toEqual(['acme_checkout=k1=', 'acme_checkout=k1=', null]);
  });
});
