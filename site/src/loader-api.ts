/**
 * The API client for route `loader`s and `action`s (they run on the server, during SSR and for client
 * navigations' data requests): the shared `@company/api-client`, pointed at the load context's `apiBaseUrl`,
 * with no token (the server has no session of the visitor's). Blog, job and team pages so have their content
 * in the server HTML. Only the server's loaders use it: nothing here adds the client to a page's JavaScript.
 */
import {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  isApiError,
  messageOf,
} from '@company/api-client';
import type { Blog, Course, Job, Product, TeamMember } from '@company/contracts';

/** Fallback for `react-router dev`, where the API runs beside Vite (see the root `dev` script). */
const DEV_API_BASE_URL = 'http://127.0.0.1:3001/api/v1';

/** The API base URL a loader must use: the load context's `apiBaseUrl` (set by the API server). */
export function apiBaseUrlFrom(context: unknown): string {
  const fromContext =
    context && typeof context === 'object' ? (context as { apiBaseUrl?: unknown }).apiBaseUrl : undefined;
  if (typeof fromContext === 'string' && fromContext) return fromContext.replace(/\/+$/, '');
  const fromEnv = typeof process !== 'undefined' ? process.env.API_BASE_URL : undefined;
  return (fromEnv || DEV_API_BASE_URL).replace(/\/+$/, '');
}

/**
 * The shared API client for server code, on the load context's API address. `fetch` and `headers` as in
 * {@link ApiClientOptions}: an action passes the API server's in-process fetch, a loader a visitor's cookie.
 */
export function serverApi(
  context: unknown,
  options: Pick<ApiClientOptions, 'fetch' | 'headers'> = {},
): ApiClient {
  return createApiClient({ baseURL: apiBaseUrlFrom(context), ...options });
}

/** Lists from the API come either as a bare array (docs/requirements/SPEC.md §7 `GET job`) or wrapped in `{ data }`. */
function asList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data))
    return (body as { data: T[] }).data;
  return [];
}

/** The largest page the blog endpoint serves (`limit` ≤ 100 in the contracts). */
const BLOG_PAGE_LIMIT = 100;

/** Typed reads of the public endpoints, for route loaders. */
export function loaderApi(context: unknown) {
  const api = serverApi(context);
  return {
    /** Every blog, newest first: the list page shows 8 and reveals the rest 8 at a time. */
    async blogs(): Promise<Blog[]> {
      const first = await api.blogs.list({ page: 1, limit: BLOG_PAGE_LIMIT });
      const all = [...first.data];
      for (let page = 2; page <= Math.min(first.totalPages, 20); page += 1) {
        const next = await api.blogs.list({ page, limit: BLOG_PAGE_LIMIT });
        all.push(...next.data);
      }
      return all;
    },
    async jobs(): Promise<Job[]> {
      return asList<Job>(await api.jobs.list());
    },
    async team(): Promise<TeamMember[]> {
      return asList<TeamMember>(await api.team());
    },
  };
}

/** What an administrator set for one course or product (docs/requirements/issues/24-staff-console.md): its price in rupees, and whether it is for sale. */
export interface LivePrice {
  price: number;
  available: boolean;
}

/** `course:<id>` / `product:<id>` → the database's price and availability. */
export type LivePrices = Map<string, LivePrice>;

/**
 * The database's course and product prices, for the catalogue pages rendered by the server (issue 24), or
 * null when there is no API to ask: at build time, when those pages are prerendered with the catalogue's own
 * prices (the server renders them per request once an administrator changes one), and in `react-router dev`.
 * A failed call gives null too: the page still renders, and checkout is priced by
 * the server anyway.
 */
export async function livePrices(context: unknown): Promise<LivePrices | null> {
  const fromContext =
    context && typeof context === 'object' ? (context as { apiBaseUrl?: unknown }).apiBaseUrl : undefined;
  if (typeof fromContext !== 'string' || !fromContext) return null;
  const api = serverApi(context);
  try {
    const [courses, products] = await Promise.all([api.courses(), api.products()]);
    const prices: LivePrices = new Map();
    for (const course of asList<Course>(courses))
      prices.set(`course:${course.id}`, { price: course.price, available: course.available !== false });
    for (const product of asList<Product>(products))
      prices.set(`product:${product.id}`, { price: product.price, available: product.available !== false });
    return prices;
  } catch {
    return null;
  }
}

/** A course or product with the database's price and availability, when they are known. */
export function withLivePrice<T extends { id: string; price: number }>(
  kind: 'course' | 'product',
  item: T,
  prices: LivePrices | null,
): T & { available: boolean } {
  const live = prices?.get(`${kind}:${item.id}`);
  return live ? { ...item, price: live.price, available: live.available } : { ...item, available: true };
}

/**
 * The message to show for a failed loader call ('Error: {message}' on the page): the server's own message,
 * 'Network Error' when no answer came, else the page's fallback ('Failed to fetch blogs').
 */
export function loaderErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.isNetworkError ? error.message : (messageOf(error.data) ?? fallback);
  return error instanceof Error && error.message ? error.message : fallback;
}
