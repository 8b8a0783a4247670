import { ApiError, NETWORK_ERROR_MESSAGE, messageOf } from './errors';

export interface ApiClientOptions {
  /** Base of every call. Default `/api/v1` (same origin as the site); route loaders give the absolute API URL. */
  baseURL?: string;
  /**
   * Milliseconds before a call gives up with 'Network Error'. Default 15000 (docs/requirements/DECISIONS.md
   * "Client behaviour").
   */
  timeout?: number;
  /**
   * The current access token, or null/undefined when signed out. Read on every call. Without it (route loaders
   * and actions on the server) calls carry no token and a 401 is never answered with a refresh.
   */
  getToken?: () => string | null | undefined;
  /** Stores a refreshed token, or `null` when the session ends. */
  setToken?: (token: string | null) => void;
  /** Called once the session is over (refresh failed); the site sends the user to /login. */
  onSignOut?: () => void;
  /**
   * Runs before every call that is not one of the {@link isAuthPath sign-in paths}, before the token is read:
   * the browser restores its session there (the access token lives in memory only).
   */
  beforeRequest?: () => unknown;
  /** The `fetch` to call. Default the global one; the site's actions pass the API server's in-process fetch. */
  fetch?: typeof fetch;
  /** Headers sent with every call (a loader passes on the visitor's checkout cookie). */
  headers?: Record<string, string>;
}

/** One call: `url` is relative to the base (or absolute); `data` is FormData (multipart) or JSON. */
export interface RequestConfig {
  method?: string;
  url: string;
  /** Query values; undefined and null are left out. */
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

type Config = Omit<RequestConfig, 'method' | 'url' | 'data'>;

/**
 * The transport every API call goes through, in the browser and in route loaders and actions: `fetch` with the
 * base URL, a timeout, the bearer token, a single-flight refresh on 401 with one retry, sign-out when that
 * fails, the retries of idempotent writes, and every failure mapped to an {@link ApiError}.
 */
export interface Http {
  readonly baseURL: string;
  readonly timeout: number;
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: Config): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: Config): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: Config): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: Config): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: Config): Promise<HttpResponse<T>>;
}

/**
 * The refresh endpoint (docs/requirements/SPEC.md §7 "POST admin refresh"); the refresh token travels in an
 * httpOnly cookie.
 */
export const REFRESH_PATH = 'admin/refresh';

/**
 * Paths that never carry the bearer token and never trigger a refresh: signing in, signing up, OTP,
 * refresh and logout. A 401 from these is a wrong password or code, not an expired session.
 */
const AUTH_PATHS = [
  'customer/login',
  'customer/otp',
  'customer/logout',
  'customer/refresh',
  'admin/login',
  'admin/logout',
  REFRESH_PATH,
];

const ABSOLUTE = /^https?:\/\//i;

/** The path of a request relative to the API base, without query or slashes at the ends. */
export function relativePath(url: string | undefined, baseURL: string): string {
  let path = url ?? '';
  const base = baseURL.replace(/\/+$/, '');
  if (ABSOLUTE.test(path)) {
    if (ABSOLUTE.test(base) && path.startsWith(base)) path = path.slice(base.length);
    else path = new URL(path).pathname;
  }
  if (!ABSOLUTE.test(base) && base !== '' && path.startsWith(base)) path = path.slice(base.length);
  return path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
}

export function isAuthPath(path: string, method: string | undefined): boolean {
  // `POST customer` is registration; `GET customer/one/{id}` is the profile and needs the token.
  if (path === 'customer' && (method ?? 'get').toLowerCase() === 'post') return true;
  return AUTH_PATHS.some((authPath) => path === authPath || path.startsWith(`${authPath}/`));
}

/** A query string of the set values (an empty string or undefined is left out), with its `?`. */
export function queryString(query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The full address of `url` on `baseURL` (an absolute `url` stays as it is). */
export function joinUrl(baseURL: string, url: string): string {
  if (ABSOLUTE.test(url)) return url;
  return `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * Issue 26 (docs/requirements/issues/26-past-one-machine.md): the header that makes a write safe to retry (the
 * server stores it once and replays its answer).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How many times a write with an Idempotency-Key is sent again after no answer, a 503 or a 409. */
export const WRITE_RETRIES = 2;

/**
 * A new Idempotency-Key: a random UUID, or 32 random hex digits where `crypto.randomUUID` is missing (pages served
 * over plain http); the server takes any 1 to 255 visible ASCII characters.
 */
export const newIdempotencyKey = (): string =>
  globalThis.crypto.randomUUID?.() ??
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

function readAccessToken(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (typeof record.access_token === 'string' && record.access_token) return record.access_token;
  if (record.data && typeof record.data === 'object') {
    const nested = (record.data as Record<string, unknown>).access_token;
    if (typeof nested === 'string' && nested) return nested;
  }
  return null;
}

/** The body as JSON when it is JSON, else its text (undefined when empty). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates the transport. See {@link ApiClientOptions}. */
export function createHttp(options: ApiClientOptions): Http {
  const baseURL = options.baseURL ?? '/api/v1';
  const timeout = options.timeout ?? 15_000;
  const { getToken } = options;

  let refreshing: Promise<string | null> | null = null;

  /**
   * One exchange with the server: resolves with any HTTP answer and its body, rejects with an ApiError for
   * anything but 2xx ('Network Error', status 0, when no whole answer came: offline, DNS, timeout); a
   * cancellation by the caller rejects with the caller's abort reason.
   */
  const exchange = async <T>(config: RequestConfig, token: string | null): Promise<HttpResponse<T>> => {
    const method = (config.method ?? 'get').toUpperCase();
    const headers = new Headers({ accept: 'application/json, text/plain, */*', ...options.headers });
    for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
    if (token) headers.set('authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (config.data instanceof FormData) body = config.data;
    else if (config.data !== undefined) {
      body = JSON.stringify(config.data);
      headers.set('content-type', 'application/json');
    }
    const params = Object.fromEntries(
      Object.entries(config.params ?? {}).filter(([, value]) => value !== undefined && value !== null),
    );
    // A controller of our own, so the timeout and the caller's signal both cancel it (the body too).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeout);
    const cancel = () => controller.abort(config.signal?.reason);
    if (config.signal?.aborted) cancel();
    config.signal?.addEventListener('abort', cancel);
    let response: Response;
    let data: unknown;
    try {
      response = await (options.fetch ?? fetch)(joinUrl(baseURL, config.url) + queryString(params), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
      data = await readBody(response);
    } catch (error) {
      if (config.signal?.aborted) throw config.signal.reason ?? error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, undefined, { cause: error });
    } finally {
      clearTimeout(timer);
      config.signal?.removeEventListener('abort', cancel);
    }
    if (response.ok) return { data: data as T, status: response.status, headers: response.headers };
    throw new ApiError(
      messageOf(data) ?? `Request failed with status code ${response.status}`,
      response.status,
      data,
      { headers: response.headers },
    );
  };

  /** One refresh at a time: parallel 401s all wait for the same promise. */
  const refreshOnce = (): Promise<string | null> => {
    refreshing ??= exchange({ method: 'post', url: REFRESH_PATH }, null)
      .then((response) => readAccessToken(response.data))
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const signOut = () => {
    options.setToken?.(null);
    options.onSignOut?.();
  };

  /**
   * Issue 26: a write carrying an Idempotency-Key is sent again, with the same key, when no answer came (the
   * connection broke, a replica went away), the service was briefly unavailable (503) or the first attempt
   * is still being processed (409 with Retry-After): the server stores it once and replays its answer.
   */
  const withWriteRetries = async <T>(
    config: RequestConfig,
    token: string | null,
  ): Promise<HttpResponse<T>> => {
    const keyed = Object.keys(config.headers ?? {}).some(
      (name) => name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase(),
    );
    for (let attempts = 0; ; attempts += 1) {
      try {
        return await exchange<T>(config, token);
      } catch (error) {
        if (!keyed || !(error instanceof ApiError) || attempts >= WRITE_RETRIES) throw error;
        const retryAfter = Number(error.headers?.get('retry-after'));
        const transient =
          error.status === 0 || error.status === 503 || (error.status === 409 && retryAfter > 0);
        if (!transient) throw error;
        await wait(retryAfter > 0 ? Math.min(retryAfter, 5) * 1000 : 300 * 2 ** attempts);
        // A call its page gave up on meanwhile is not sent again.
        if (config.signal?.aborted) throw error;
      }
    }
  };

  const request = async <T>(config: RequestConfig): Promise<HttpResponse<T>> => {
    if (isAuthPath(relativePath(config.url, baseURL), config.method))
      return withWriteRetries<T>(config, null);
    await options.beforeRequest?.();
    const sentToken = getToken?.() ?? null;
    try {
      return await withWriteRetries<T>(config, sentToken);
    } catch (error) {
      // No session to refresh (a loader, an action) or not a 401: the failure as it is.
      if (!getToken || !(error instanceof ApiError) || error.status !== 401) throw error;
      // Another call may already have refreshed while this one was in flight: reuse its token.
      const current = getToken() ?? null;
      // The session ended while this call was in flight (a parallel refresh failed): do not try again.
      if (!current && sentToken) throw error;
      let token: string | null;
      if (current && current !== sentToken) {
        token = current;
      } else {
        const wasRefreshing = refreshing !== null;
        token = await refreshOnce();
        // Only the caller that started the refresh stores its outcome; the others just follow it.
        if (!wasRefreshing) {
          if (token) options.setToken?.(token);
          else signOut();
        }
      }
      if (!token) throw error;
      // The one retry: a second 401 ends the session instead of looping.
      try {
        return await withWriteRetries<T>(config, token);
      } catch (retryError) {
        if (retryError instanceof ApiError && retryError.status === 401) signOut();
        throw retryError;
      }
    }
  };

  return {
    baseURL,
    timeout,
    request,
    get: (url, config) => request({ ...config, method: 'get', url }),
    delete: (url, config) => request({ ...config, method: 'delete', url }),
    post: (url, data, config) => request({ ...config, method: 'post', url, data }),
    put: (url, data, config) => request({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => request({ ...config, method: 'patch', url, data }),
  };
}

export { ApiError };
