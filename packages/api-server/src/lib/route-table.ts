import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call a route, as the route declares it: `customer` is any signed-in user, `staff` staff and
 * administrators, `admin` administrators only; `none` for public routes (a token may still be read).
 */
export type RouteAuth = 'none' | 'customer' | 'staff' | 'admin';

/** One route of the app as it was registered: what the generated hostile-input suite reads (issue 31). */
export interface RouteEntry {
  method: string;
  /** With the prefix, Fastify's syntax (`/api/v1/blog/:id`). */
  url: string;
  /** The route's zod schemas (or whatever else was given), as registered. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  auth: RouteAuth;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, read by the hostile-input suite (issue 31). */
    routeTable: RouteEntry[];
  }
  interface FastifyContextConfig {
    /** Who may call the route when a scope's hook (not the route's own) checks it; see `declaredAuth`. */
    auth?: RouteAuth;
  }
}

const authKind = Symbol('route auth');

/**
 * Marks an `onRequest` hook as the check that refuses callers who are not `kind`, so the route table says
 * how a route using it authenticates.
 */
export function authHook<T extends object>(kind: Exclude<RouteAuth, 'none'>, hook: T): T {
  return Object.assign(hook, { [authKind]: kind });
}

function declaredAuth(route: RouteOptions): RouteAuth {
  const hooks = [route.onRequest ?? []].flat() as Array<{ [authKind]?: RouteAuth }>;
  const tagged = hooks.map((hook) => hook[authKind]).find((kind) => kind !== undefined);
  return tagged ?? (route.config as { auth?: RouteAuth } | undefined)?.auth ?? 'none';
}

/**
 * Records every route as it is added (issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md)):
 * method, URL, schemas and how it authenticates, so a route added later is covered by the generated suite
 * with no change to it. Register before any route.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: Array<{ route: RouteOptions; methods: string[] }> = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (methods.length > 0) routes.push({ route, methods });
  });
  // Read when asked: a scope's own onRoute hook (the console guard's) runs after this one and sets `config.auth`.
  app.decorate('routeTable', {
    getter: () =>
      routes.flatMap(({ route, methods }) =>
        methods.map((method) => ({
          method,
          url: route.url,
          schema: {
            body: route.schema?.body,
            querystring: route.schema?.querystring,
            params: route.schema?.params,
          },
          auth: declaredAuth(route),
        })),
      ),
  });
}
