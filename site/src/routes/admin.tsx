import { useLoaderData } from 'react-router';
import { ConsoleError, ConsoleLayout } from '../pages/admin/ConsoleLayout';
import { requireStaff } from '../pages/admin/consoleData';
import { ConsoleLoading } from '../pages/admin/parts';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin';

/**
 * The staff console (docs/requirements/issues/24-staff-console.md). The access token lives in the browser's memory, so the guard runs in the
 * browser: a visitor without a session goes to /login and back, a customer gets the 403 page. Never
 * prerendered, not in the sitemap, `noindex`.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { staff } = await requireStaff(request);
  return { staff };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleLoading />;
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Staff console', 'Enquiries, applications and orders for the company’s staff.', '/admin');

export default function AdminRoute() {
  const { staff } = useLoaderData<typeof clientLoader>();
  return <ConsoleLayout staff={staff} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsoleError error={error} />;
}
