import { lazy } from 'react';
import { data, type ShouldRevalidateFunction } from 'react-router';

import { ReceiptPage } from '../commerce/ReceiptPage';
import { loadReceipt } from '../commerce/receipt-data';
import { pageMeta } from '../seo';
import type { Route } from './+types/receipt';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  // The visitor's checkout key (an HttpOnly cookie) is what lets the API show this receipt (docs/requirements/issues/23-safe-in-production.md).
  const load = await loadReceipt(context, params.id, fetch, request.headers.get('cookie'));
  return data({ load }, { status: load.error === 'not-found' ? 404 : load.error ? 503 : 200 });
}

/**
 * ReceiptPage drops the booking confirmation from the history entry once shown (a navigation to the same
 * address with no state): that is no reason to fetch the receipt again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate);

/** A receipt holds personal data: never kept by shared caches, never indexed. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: 'Receipt',
    description: 'Your payment receipt: receipt number, items, amount in Indian rupees and payment details.',
    path: `/receipt/${params.id}`,
    noindex: true,
  });

/** The confirmation (the library's AlertDialog) loads only right after a purchase. */
const BookedDialog = lazy(() =>
  import('../commerce/BookedDialog').then((module) => ({ default: module.BookedDialog })),
);

export default function ReceiptRoute({ loaderData }: Route.ComponentProps) {
  return <ReceiptPage load={loaderData.load} BookedDialog={BookedDialog} />;
}
