/**
 * Reads of the public endpoints for route `loader`s (they run on the server, during SSR and for client
 * navigations' data requests). They call the API server directly through the load context's `apiBaseUrl`,
 * so blog, job and team pages have their content in the server HTML. Plain `fetch`: nothing here brings
 * the browser client (axios) into a page's JavaScript.
 */
import type { Blog, BlogListResponse, Course, Job, Product, TeamMember } from '@company/contracts';

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

/** A failed API call: `message` is the server's message when it sent one. */
export class LoaderApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'LoaderApiError';
  }
}

/** Loaders give up after this long, like the browser client (DECISIONS: 15 s). */
const LOADER_TIMEOUT_MS = 15_000;

async function getJson<T>(baseUrl: string, path: string, fallbackMessage: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(LOADER_TIMEOUT_MS),
    });
  } catch {
    throw new LoaderApiError('Network Error', 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body &&
      typeof body === 'object' &&
      'message' in body &&
      typeof body.message === 'string' &&
      body.message
        ? body.message
        : fallbackMessage;
    throw new LoaderApiError(message, response.status);
  }
  return body as T;
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
  const base = apiBaseUrlFrom(context);
  return {
    /** Every blog, newest first: the list page shows 8 and reveals the rest 8 at a time. */
    async blogs(): Promise<Blog[]> {
      const first = await getJson<BlogListResponse>(
        base,
        `blog?page=1&limit=${BLOG_PAGE_LIMIT}`,
        'Failed to fetch blogs',
      );
      const all = [...first.data];
      for (let page = 2; page <= Math.min(first.totalPages, 20); page += 1) {
        const next = await getJson<BlogListResponse>(
          base,
          `blog?page=${page}&limit=${BLOG_PAGE_LIMIT}`,
          'Failed to fetch blogs',
        );
        all.push(...next.data);
      }
      return all;
    },
    async jobs(): Promise<Job[]> {
      return asList<Job>(await getJson<unknown>(base, 'job', 'Failed to fetch jobs'));
    },
    async team(): Promise<TeamMember[]> {
      return asList<TeamMember>(await getJson<unknown>(base, 'ourteam', 'Failed to fetch team members'));
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
  const base = apiBaseUrlFrom(context);
  try {
    const [courses, products] = await Promise.all([
      getJson<Course[]>(base, 'course', 'Failed to fetch courses'),
      getJson<Product[]>(base, 'product', 'Failed to fetch products'),
    ]);
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

/** The message to show for a failed loader call ('Error: {message}' on the page). */
export function loaderErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
