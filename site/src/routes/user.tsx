import { privatePageMeta } from '../seo';
import { DashboardFallback, DashboardLayout } from '../pages/dashboard/DashboardLayout';
import { requireSession } from '../session';
import type { Route } from './+types/user';

/**
 * The guard of /user/* (docs/requirements/DECISIONS.md "Routing"): the access token lives in the page's memory, restored
 * from the httpOnly refresh cookie when missing, so it is checked in the browser, before any dashboard
 * page renders; a visitor goes to /login and comes back after.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await requireSession(request);
  return { userId: session.userId };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <DashboardFallback />;
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta('My Account', 'Your profile, job applications and purchased courses.', '/user');

export default function UserRoute() {
  return <DashboardLayout />;
}
