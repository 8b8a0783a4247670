// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';
import { createHttp, isAuthPath, relativePath } from './http';

const BASE = 'http://api.test/api/v1';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(initialToken: string | null = 'old-token', timeout?: number) {
  let token = initialToken;
  const setToken = vi.fn((next: string | null) => {
    token = next;
  });
  const onSignOut = vi.fn();
  const client = createHttp({ baseURL: BASE, timeout, getToken: () => token, setToken, onSignOut });
  return { client, setToken, onSignOut, token: () => token };
}

describe('bearer token', () => {
  it('sends the current token on an ordinary call', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(`${BASE}/applynow`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json([]);
      }),
    );
    const { client } = setup('abc');
    await client.get('applynow');
    expect(seen).toEqual(['Bearer abc']);
  });

  it('sends no token on login, registration, OTP and refresh', async () => {
    const seen: Array<string | null> = [];
    const record = ({ request }: { request: Request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json({ status: 200 });
    };
    server.use(
      http.post(`${BASE}/customer/login`, record),
      http.post(`${BASE}/customer`, record),
      http.post(`${BASE}/customer/otp`, record),
      http.post(`${BASE}/customer/otp/verify`, record),
    );
    const { client } = setup('abc');
    await client.post('customer/login', {});
    await client.post('customer', {});
    await client.post('customer/otp', {});
    await client.post('/customer/otp/verify', {});
    expect(seen).toEqual([null, null, null, null]);
  });

  it('sends no header at all when signed out', async () => {
    let header: string | null = 'unset';
    server.use(
      http.get(`${BASE}/blog`, ({ request }) => {
        header = request.headers.get('authorization');
        return HttpResponse.json({ data: [] });
      }),
    );
    const { client } = setup(null);
    await client.get('blog', { params: { page: 1, limit: 10 } });
    expect(header).toBeNull();
  });
});

describe('refresh on 401', () => {
  it('refreshes once for three parallel 401s, then retries each call once with the new token', async () => {
    let refreshes = 0;
    const calls: Record<string, string[]> = {};
    server.use(
      http.post(`${BASE}/admin/refresh`, async () => {
        refreshes += 1;
        await delay(30);
        return HttpResponse.json({ access_token: 'new-token' });
      }),
      http.get(`${BASE}/thing/:n`, ({ request, params }) => {
        const auth = request.headers.get('authorization') ?? '';
        (calls[String(params.n)] ??= []).push(auth);
        if (auth !== 'Bearer new-token')
          return HttpResponse.json({ message: 'Token expired' }, { status: 401 });
        return HttpResponse.json({ n: params.n });
      }),
    );
    const { client, setToken, onSignOut } = setup('old-token');
    const results = await Promise.all(['1', '2', '3'].map((n) => client.get<{ n: string }>(`thing/${n}`)));

    expect(results.map((r) => r.data.n)).toEqual(['1', '2', '3']);
    expect(refreshes).toBe(1);
    expect(setToken).toHaveBeenCalledTimes(1);
    expect(setToken).toHaveBeenCalledWith('new-token');
    expect(onSignOut).not.toHaveBeenCalled();
    for (const n of ['1', '2', '3']) expect(calls[n]).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('retries only once: a second 401 after a successful refresh signs out', async () => {
    let hits = 0;
    server.use(
      http.post(`${BASE}/admin/refresh`, () => HttpResponse.json({ access_token: 'new-token' })),
      http.get(`${BASE}/applynow`, () => {
        hits += 1;
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
    );
    const { client, onSignOut, token } = setup('old-token');
    const failure = await client.get('applynow').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(hits).toBe(2);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(token()).toBeNull();
  });

  it('signs out and clears the token when the refresh fails', async () => {
    server.use(
      http.post(`${BASE}/admin/refresh`, () => HttpResponse.json({ message: 'No session' }, { status: 401 })),
      http.get(`${BASE}/customer/one/:id`, () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    const { client, onSignOut, setToken } = setup('old-token');
    const results = await Promise.allSettled([client.get('customer/one/1'), client.get('customer/one/1')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(setToken).toHaveBeenLastCalledWith(null);
  });

  it('signs out when the refresh answers without a token', async () => {
    server.use(
      http.post(`${BASE}/admin/refresh`, () => HttpResponse.json({ status: 200 })),
      http.get(`${BASE}/applynow`, () => HttpResponse.json({}, { status: 401 })),
    );
    const { client, onSignOut } = setup('old-token');
    await expect(client.get('applynow')).rejects.toBeInstanceOf(ApiError);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('does not refresh when the login itself answers 401', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/admin/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ access_token: 'x' });
      }),
      http.post(`${BASE}/customer/login`, () =>
        HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    const { client, onSignOut } = setup(null);
    const failure = (await client.post('customer/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(failure.message).toBe('Invalid email or password');
    expect(refreshes).toBe(0);
    expect(onSignOut).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('turns a 400 on a multipart post into a rejection carrying the response data', async () => {
    const body = { message: 'Validation failed', errors: { resume: 'Resume file is required' } };
    let contentType = '';
    server.use(
      http.post(`${BASE}/enquire`, ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        return HttpResponse.json(body, { status: 400 });
      }),
    );
    const { client } = setup(null);
    const form = new FormData();
    form.append('name', 'Asha');
    const failure = (await client.post('enquire', form).catch((e: unknown) => e)) as ApiError;
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(400);
    expect(failure.data).toEqual(body);
    expect(failure.errors).toEqual({ resume: 'Resume file is required' });
    expect(failure.message).toBe('Validation failed');
  });

  it("surfaces a timeout as an Error with message 'Network Error'", async () => {
    server.use(
      http.get(`${BASE}/job`, async () => {
        await delay(500);
        return HttpResponse.json([]);
      }),
    );
    const { client } = setup(null, 50);
    const failure = (await client.get('job').catch((e: unknown) => e)) as ApiError;
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(failure.isNetworkError).toBe(true);
  });

  it("surfaces an unreachable server as 'Network Error'", async () => {
    server.use(http.get(`${BASE}/ourteam`, () => HttpResponse.error()));
    const { client } = setup(null);
    await expect(client.get('ourteam')).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it('uses a 15 second timeout and the /api/v1 base by default', () => {
    const client = createHttp({ getToken: () => null, setToken: () => {}, onSignOut: () => {} });
    expect(client.timeout).toBe(15_000);
    expect(client.baseURL).toBe('/api/v1');
  });
});

describe('server use and session hooks', () => {
  it('without a session (a route loader) sends no token and answers a 401 without a refresh', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/admin/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ access_token: 'x' });
      }),
      http.get(`${BASE}/customer/me`, () => HttpResponse.json({ message: 'Sign in first' }, { status: 401 })),
    );
    const client = createHttp({ baseURL: BASE });
    const failure = (await client.get('customer/me').catch((e: unknown) => e)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(401);
    expect(failure.message).toBe('Sign in first');
    expect(refreshes).toBe(0);
  });

  it('calls through the given fetch with the given headers, and hands back the answer headers', async () => {
    const seen: Request[] = [];
    const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', 'acme_refresh=abc; Path=/api/v1; HttpOnly');
      return new Response(JSON.stringify({ message: 'Wrong code' }), { status: 400, headers });
    };
    const client = createHttp({
      baseURL: 'http://127.0.0.1:9/api/v1/',
      fetch: fetchImpl,
      headers: { cookie: 'a=1' },
    });
    const failure = (await client.post('customer/otp', { code: '1' }).catch((e: unknown) => e)) as ApiError;
    expect(seen[0]?.url).toBe('http://127.0.0.1:9/api/v1/customer/otp');
    expect(seen[0]?.headers.get('cookie')).toBe('a=1');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]?.json()).toEqual({ code: '1' });
    expect(failure.status).toBe(400);
    expect(failure.headers?.getSetCookie()).toEqual(['acme_refresh=abc; Path=/api/v1; HttpOnly']);
  });

  it('runs beforeRequest before reading the token, except on the sign-in paths', async () => {
    let token: string | null = null;
    const beforeRequest = vi.fn(() => {
      token = 'restored';
    });
    const seen: Array<string | null> = [];
    const record = ({ request }: { request: Request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json({});
    };
    server.use(http.post(`${BASE}/customer/login`, record), http.post(`${BASE}/enquire`, record));
    const client = createHttp({
      baseURL: BASE,
      getToken: () => token,
      setToken: () => {},
      onSignOut: () => {},
      beforeRequest,
    });
    await client.post('customer/login', {});
    expect(beforeRequest).not.toHaveBeenCalled();
    await client.post('enquire', {});
    expect(beforeRequest).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([null, 'Bearer restored']);
  });

  it("rejects a call its caller cancels with the caller's reason, not 'Network Error'", async () => {
    server.use(
      http.get(`${BASE}/job`, async () => {
        await delay(500);
        return HttpResponse.json([]);
      }),
    );
    const { client } = setup(null);
    const controller = new AbortController();
    const call = client.get('job', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const failure = await call;
    expect(failure).not.toBeInstanceOf(ApiError);
    expect((failure as Error).name).toBe('AbortError');
  });

  it('sends query values without the unset ones and reads a non-JSON answer as text', async () => {
    let search = '';
    server.use(
      http.get(`${BASE}/admin/orders.csv`, ({ request }) => {
        search = new URL(request.url).search;
        return new HttpResponse('id,total\n1,999\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const { client } = setup(null);
    const answer = await client.get<string>('admin/orders.csv', { params: { status: 'paid', q: undefined } });
    expect(search).toBe('?status=paid');
    expect(answer.data).toBe('id,total\n1,999\n');
  });
});

describe('auth path detection', () => {
  it('reads paths relative to relative and absolute bases', () => {
    expect(relativePath('/api/v1/customer/login?x=1', '/api/v1')).toBe('customer/login');
    expect(relativePath('customer/one/5', '/api/v1/')).toBe('customer/one/5');
    expect(relativePath('http://api.test/api/v1/admin/refresh', BASE)).toBe('admin/refresh');
  });

  it('treats POST customer as sign-up but GET customer/one/{id} as an authenticated call', () => {
    expect(isAuthPath('customer', 'post')).toBe(true);
    expect(isAuthPath('customer/one/5', 'get')).toBe(false);
    expect(isAuthPath('customer/otp/verify', 'post')).toBe(true);
    expect(isAuthPath('customers', 'post')).toBe(false);
  });
});
