import { privatePageMeta } from '../seo';
import { DashboardFallback, DashboardLayout } from '../pages/dashboard/DashboardLayout';
import { requireSession } from '../session';
import type { Route } from './+types/user';

/**
 * The guard of /user/* (DECISIONS "Routing"): the session lives in local storage, so it is checked
 * in the browser, before any dashboard page renders; a visitor goes to /login and comes back after.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = requireSession(request);
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
