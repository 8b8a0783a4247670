// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from './client';

const BASE = 'http://api.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = () =>
  createApiClient({ baseURL: BASE, getToken: () => 'tok', setToken: () => {}, onSignOut: () => {} });

describe('typed endpoints', () => {
  it('logs in with a multipart identifier and password and resolves with the answer body', async () => {
    let fields: Record<string, FormDataEntryValue> = {};
    server.use(
      http.post(`${BASE}/customer/login`, async ({ request }) => {
        fields = Object.fromEntries((await request.formData()).entries());
        return HttpResponse.json({
          status: 200,
          message: 'Login Successful',
          data: { access_token: 'a', userId: 'u1', role: 'customer', expires_in: 900 },
        });
      }),
    );
    const answer = await api().auth.login({ identifier: 'asha@example.com', password: 'secret1' });
    expect(fields).toEqual({ identifier: 'asha@example.com', password: 'secret1' });
    expect(answer.data.userId).toBe('u1');
  });

  it('sends a resume file with its name in a job application', async () => {
    let resume: File | null = null;
    server.use(
      http.post(`${BASE}/enquire`, async ({ request }) => {
        resume = (await request.formData()).get('resume') as File;
        return HttpResponse.json({ status: 200, message: 'ok' });
      }),
    );
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await api().jobs.apply({
      name: 'Asha',
      email: 'a@example.com',
      phone: '9876543210',
      city: 'Jabalpur',
      Experience: 'Fresher',
      current_salary: '4 LPA',
      resume: file,
    });
    expect(resume).not.toBeNull();
    expect((resume as unknown as File).name).toBe('cv.pdf');
  });

  it('asks learn/owned with the bearer token for the owned course ids (issue 32 (docs/requirements/issues/32-courses-you-can-take.md))', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${BASE}/learn/owned`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ courseIds: ['basic-python', 'seo-course'] });
      }),
    );
    expect(await api().learn.owned()).toEqual({ courseIds: ['basic-python', 'seo-course'] });
    expect(authorization).toBe('Bearer tok');
  });

  it('asks for blog page 1 with limit 10 by default', async () => {
    let query = '';
    server.use(
      http.get(`${BASE}/blog`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ data: [], page: 1, limit: 10, total: 0, totalPages: 0 });
      }),
    );
    await api().blogs.list();
    expect(query).toBe('?page=1&limit=10');
  });

  it('creates a payment order from item ids in INR, never sending an amount', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/payment/order`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          order_id: 'order_1',
          amount: 99900,
          currency: 'INR',
          key_id: 'rzp_test',
          sandbox: true,
          items: [],
        });
      }),
    );
    await api().payments.createOrder({ items: [{ kind: 'course', id: 'basic-python' }] });
    expect(body).toEqual({ currency: 'INR', items: [{ kind: 'course', id: 'basic-python' }] });
  });

  it('reads a receipt by its link id, escaping the path segment', async () => {
    let path = '';
    server.use(
      http.get(`${BASE}/appointments/:id`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ id: 'x' });
      }),
    );
    await api().receipt('a/b');
    expect(path).toBe('/api/v1/appointments/a%2Fb');
  });
});

describe('staff console', () => {
  it('lists with only the set filters, patches JSON, and builds download links on the same base', async () => {
    let listUrl = '';
    let patched: { method: string; body: unknown; auth: string | null } | null = null;
    server.use(
      http.get(`${BASE}/admin/enquiries`, ({ request }) => {
        listUrl = request.url;
        return HttpResponse.json({ data: [], page: 2, limit: 20, total: 0, totalPages: 1 });
      }),
      http.patch(`${BASE}/admin/enquiries/e%201`, async ({ request }) => {
        patched = {
          method: request.method,
          body: await request.json(),
          auth: request.headers.get('authorization'),
        };
        return HttpResponse.json({ id: 'e 1', status: 'done' });
      }),
    );
    const client = api();
    await client.admin.enquiries.list({ q: 'web app', status: '' as never, page: 2 });
    expect(new URL(listUrl).search).toBe('?q=web+app&page=2');
    await client.admin.enquiries.update('e 1', { status: 'done' });
    expect(patched).toEqual({ method: 'PATCH', body: { status: 'done' }, auth: 'Bearer tok' });
    expect(client.admin.applications.resumeUrl('job', 'a1')).toBe(`${BASE}/admin/applications/job/a1/resume`);
    expect(client.admin.orders.exportUrl({ status: 'paid' })).toBe(`${BASE}/admin/orders.csv?status=paid`);
  });

  it('patches a price at its kind and id, and builds the prices export link', async () => {
    let patched: { url: string; body: unknown } | null = null;
    server.use(
      http.patch(`${BASE}/admin/prices/course/basic-python`, async ({ request }) => {
        patched = { url: request.url, body: await request.json() };
        return HttpResponse.json({ kind: 'course', id: 'basic-python', price: 1099, available: true });
      }),
    );
    const client = api();
    const item = await client.admin.prices.update('course', 'basic-python', { price: 1099, available: true });
    expect(item.price).toBe(1099);
    expect(patched).toEqual({
      url: `${BASE}/admin/prices/course/basic-python`,
      body: { price: 1099, available: true },
    });
    expect(client.admin.prices.exportUrl({ kind: 'product', q: '' })).toBe(
      `${BASE}/admin/prices.csv?kind=product`,
    );
  });

  it('sends the course outline calls: order as JSON, captions as multipart, revoke with its reason', async () => {
    const seen: Array<{ method: string; url: string; body: unknown }> = [];
    server.use(
      http.post(`${BASE}/admin/courses/basic-python/order`, async ({ request }) => {
        seen.push({ method: request.method, url: request.url, body: await request.json() });
        return HttpResponse.json({ course: { id: 'basic-python' }, modules: [] });
      }),
      http.put(`${BASE}/admin/lessons/l1/captions`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        seen.push({ method: request.method, url: request.url, body: [file.name, await file.text()] });
        return HttpResponse.json({ id: 'l1', hasCaptions: true });
      }),
      http.delete(`${BASE}/admin/courses/basic-python/learners/u1`, async ({ request }) => {
        seen.push({ method: request.method, url: request.url, body: await request.json() });
        return HttpResponse.json({ status: 200, message: 'Access revoked.' });
      }),
    );
    const client = api();
    await client.admin.courses.reorder('basic-python', { modules: [{ id: 'm1', lessonIds: ['l1'] }] });
    await client.admin.courses.uploadCaptions(
      'l1',
      new File(['WEBVTT\n'], 'captions.vtt', { type: 'text/vtt' }),
    );
    await client.admin.courses.revoke('basic-python', 'u1', 'Refunded');
    expect(seen).toEqual([
      {
        method: 'POST',
        url: `${BASE}/admin/courses/basic-python/order`,
        body: { modules: [{ id: 'm1', lessonIds: ['l1'] }] },
      },
      { method: 'PUT', url: `${BASE}/admin/lessons/l1/captions`, body: ['captions.vtt', 'WEBVTT\n'] },
      {
        method: 'DELETE',
        url: `${BASE}/admin/courses/basic-python/learners/u1`,
        body: { reason: 'Refunded' },
      },
    ]);
    expect(client.admin.courses.videoUploadUrl()).toBe(`${BASE}/admin/uploads/lesson-video/`);
  });
});
