import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

import { ApiError, toApiError } from './errors';

export interface ApiClientOptions {
  /** Base of every call. Default `/api/v1` (same origin as the site). */
  baseURL?: string;
  /** Milliseconds before a call gives up with 'Network Error'. Default 15000. */
  timeout?: number;
  /** The current access token, or null/undefined when signed out. Read on every call. */
  getToken: () => string | null | undefined;
  /** Stores a refreshed token, or `null` when the session ends. */
  setToken: (token: string | null) => void;
  /** Called once the session is over (refresh failed); the site sends the user to /login. */
  onSignOut: () => void;
}

/** The refresh endpoint (docs/requirements/SPEC.md §7 "POST admin refresh"); the refresh token travels in an httpOnly cookie. */
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

/** The path of a request relative to the API base, without query or slashes at the ends. */
export function relativePath(url: string | undefined, baseURL: string): string {
  let path = url ?? '';
  const base = baseURL.replace(/\/+$/, '');
  if (/^https?:\/\//i.test(path)) {
    const absoluteBase = /^https?:\/\//i.test(base) ? base : undefined;
    if (absoluteBase && path.startsWith(absoluteBase)) path = path.slice(absoluteBase.length);
    else path = new URL(path).pathname;
  }
  if (!/^https?:\/\//i.test(base) && base !== '' && path.startsWith(base)) path = path.slice(base.length);
  return path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
}

export function isAuthPath(path: string, method: string | undefined): boolean {
  // `POST customer` is registration; `GET customer/one/{id}` is the profile and needs the token.
  if (path === 'customer' && (method ?? 'get').toLowerCase() === 'post') return true;
  return AUTH_PATHS.some((authPath) => path === authPath || path.startsWith(`${authPath}/`));
}

/** Issue 26 (docs/requirements/issues/26-past-one-machine.md): the header that makes a write safe to retry (the server stores it once and replays its answer). */
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

interface RetriableConfig extends InternalAxiosRequestConfig {
  /** Issue 26: how many times this write was sent again with the same Idempotency-Key. */
  _writeRetries?: number;
  /** Set on the one retry after a refresh, so a second 401 signs out instead of looping. */
  _retried?: boolean;
  /** The token this request was sent with, to tell a stale 401 from a fresh one. */
  _sentToken?: string | null;
  /** The refreshed token the retry must carry. */
  _retryToken?: string;
}

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

/**
 * The configured axios instance: bearer token, single-flight refresh on 401 with one retry, sign-out
 * when that fails, and every failure mapped to an {@link ApiError}.
 */
export function createHttp(options: ApiClientOptions): AxiosInstance {
  const baseURL = options.baseURL ?? '/api/v1';
  const timeout = options.timeout ?? 15_000;
  const http = axios.create({ baseURL, timeout, withCredentials: true });
  // A bare instance for the refresh itself, so its own 401 cannot recurse into the interceptor.
  const refresher = axios.create({ baseURL, timeout, withCredentials: true });

  let refreshing: Promise<string | null> | null = null;

  /** One refresh at a time: parallel 401s all wait for the same promise. */
  const refreshOnce = (): Promise<string | null> => {
    refreshing ??= refresher
      .post<unknown>(REFRESH_PATH)
      .then((response) => readAccessToken(response.data))
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const signOut = () => {
    options.setToken(null);
    options.onSignOut();
  };

  http.interceptors.request.use((config: RetriableConfig) => {
    const path = relativePath(config.url, config.baseURL ?? baseURL);
    const headers = AxiosHeaders.from(config.headers);
    if (isAuthPath(path, config.method)) {
      headers.delete('Authorization');
      config._sentToken = null;
    } else {
      const token = config._retryToken ?? options.getToken() ?? null;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      else headers.delete('Authorization');
      config._sentToken = token;
    }
    config.headers = headers;
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    // Issue 26: a write carrying an Idempotency-Key is sent again, with the same key, when no answer came (the
    // connection broke, a replica went away), the service was briefly unavailable (503) or the first attempt
    // is still being processed (409 with Retry-After): the server stores it once and replays its answer.
    if (axios.isAxiosError(error) && error.config && !axios.isCancel(error)) {
      const config = error.config as RetriableConfig;
      const status = error.response?.status;
      const retryAfter = Number(error.response?.headers?.['retry-after']);
      const transient = status === undefined || status === 503 || (status === 409 && retryAfter > 0);
      const key = AxiosHeaders.from(config.headers).get(IDEMPOTENCY_HEADER);
      const attempts = config._writeRetries ?? 0;
      if (key && transient && attempts < WRITE_RETRIES) {
        config._writeRetries = attempts + 1;
        await new Promise((resolve) =>
          setTimeout(resolve, retryAfter > 0 ? Math.min(retryAfter, 5) * 1000 : 300 * 2 ** attempts),
        );
        // A call its page gave up on meanwhile is not sent again.
        if ((config.signal as AbortSignal | undefined)?.aborted) throw toApiError(error);
        return http.request(config);
      }
    }
    if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) {
      throw toApiError(error);
    }
    const config = error.config as RetriableConfig;
    const path = relativePath(config.url, config.baseURL ?? baseURL);
    if (isAuthPath(path, config.method)) throw toApiError(error);
    if (config._retried) {
      signOut();
      throw toApiError(error);
    }

    // Another call may already have refreshed while this one was in flight: reuse its token.
    const current = options.getToken() ?? null;
    // The session ended while this call was in flight (a parallel refresh failed): do not try again.
    if (!current && config._sentToken) throw toApiError(error);
    let token: string | null;
    if (current && current !== config._sentToken) {
      token = current;
    } else {
      const wasRefreshing = refreshing !== null;
      token = await refreshOnce();
      // Only the caller that started the refresh stores its outcome; the others just follow it.
      if (!wasRefreshing) {
        if (token) options.setToken(token);
        else signOut();
      }
    }
    if (!token) throw toApiError(error);

    config._retried = true;
    config._retryToken = token;
    return http.request(config);
  });

  return http;
}

export { ApiError };
