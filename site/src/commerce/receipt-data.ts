import type { Receipt } from '@company/contracts';

import { formatIstDateTime } from '../dates';
import { isApiError } from '@company/api-client';
import { serverApi } from '../loader-api';

export type ReceiptLoad =
  { receipt: Receipt; error: null } | { receipt: null; error: 'not-found' | 'unavailable' };

/** Receipt link ids are base64url; anything else cannot be one, so it is not worth a request. */
const RECEIPT_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The buyer's checkout key cookie (HttpOnly, set by `POST payment/order`): it is what opens a receipt. */
const CHECKOUT_COOKIE = 'acme_checkout';

/** Only the checkout key of the visitor's `Cookie` header, to pass on to the API; nothing else. */
export function checkoutCookieOf(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CHECKOUT_COOKIE && value.length > 0) return `${CHECKOUT_COOKIE}=${value.join('=')}`;
  }
  return undefined;
}

/**
 * Reads a receipt from the API for the route loader (server side, so the printable page is in the HTML), as
 * the visitor: their checkout key cookie goes along, and a receipt of somebody else's order is not found.
 */
export async function loadReceipt(
  context: unknown,
  id: string | undefined,
  fetchImpl: typeof fetch = fetch,
  cookieHeader?: string | null,
): Promise<ReceiptLoad> {
  if (!id || !RECEIPT_ID.test(id)) return { receipt: null, error: 'not-found' };
  const cookie = checkoutCookieOf(cookieHeader);
  const api = serverApi(context, { fetch: fetchImpl, headers: cookie ? { cookie } : undefined });
  try {
    return { receipt: await api.receipt(id), error: null };
  } catch (error) {
    return { receipt: null, error: isApiError(error) && error.status === 404 ? 'not-found' : 'unavailable' };
  }
}

/** "22 November 2026 at 5:40 am" in India Standard Time (same on server and client, so hydration matches). */
export function formatReceiptDate(iso: string): string {
  const formatted = formatIstDateTime(new Date(iso));
  return formatted ? `${formatted} IST` : iso;
}

export const statusLabels: Record<Receipt['status'], string> = {
  succeeded: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
