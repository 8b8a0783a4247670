import type { StaffRole } from '@company/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { users } from '../../db/schema.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import type { RouteAuth } from '../../lib/route-table.js';

/** The signed-in member of staff making a console request, as the database knows them now. */
export interface StaffUser {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

/** Who may call a console route, and whether a plain link (the session cookie) is enough. */
export interface ConsoleRouteConfig {
  /** `staff`: staff and administrators; `admin`: administrators only. Default `staff`. */
  access?: 'staff' | 'admin';
  /** Downloads (CSV, résumés) are links: they also accept the session cookie. */
  cookieAuth?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: ConsoleRouteConfig['access'];
    cookieAuth?: ConsoleRouteConfig['cookieAuth'];
  }
  interface FastifyRequest {
    /** Set by the console guard on every `/admin/...` route except refresh and logout. */
    staff?: StaffUser;
  }
}

/** The staff member of a guarded request (the guard has run). */
export function staffOf(request: FastifyRequest): StaffUser {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

/**
 * The console's guard, run `onRequest`: before the body is read or anything is validated, so a visitor
 * learns nothing about the endpoint (401), and a customer is refused (403) whatever they send. The role is
 * read from the database on every call, not trusted from the token, so a member of staff whose access is
 * revoked is refused at once.
 */
export function registerConsoleGuard(app: FastifyInstance): void {
  // Other scopes guard their own console routes too (the learners and courses of issue 32, docs/requirements/issues/32-courses-you-can-take.md); decorate once.
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', undefined);
  // What the route table says of every console route (issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md)).
  app.addHook('onRoute', (route) => {
    const auth: RouteAuth = (route.config as ConsoleRouteConfig | undefined)?.access ?? 'staff';
    route.config = { ...route.config, auth };
  });
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config as ConsoleRouteConfig;
    let userId = (await app.auth.optionalUser(request))?.id;
    if (!userId && config.cookieAuth && request.method === 'GET')
      userId = await app.auth.cookieUserId(request);
    if (!userId) throw unauthorized();
    const [user] = await app.db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw unauthorized('Your session has ended. Please sign in again.');
    if (user.role === 'customer') throw forbidden('Only staff can open the console.');
    if (config.access === 'admin' && user.role !== 'admin')
      throw forbidden('Only administrators can do that.');
    request.staff = { id: user.id, name: user.name, email: user.email, role: user.role };
  });
}
