import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { Db } from '../db/client.js';

/* ---------------- request ids (docs/requirements/issues/26-past-one-machine.md) ---------------- */

/** The header a load balancer (or a client) names a request with; echoed in every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like: a UUID, nginx's `$request_id` (hex), a trace id; nothing that can forge log lines. */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,127}$/;

/**
 * Fastify's `genReqId`: the incoming `X-Request-Id` when it is well formed (so one id follows a request from
 * nginx through whichever replica answers it), otherwise a new random UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/** Sends the request id back on every answer (register first on the root app). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/* ---------------- personal data in logs ---------------- */

const EMAIL = /([A-Za-z0-9])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

/** `meera.joshi@example.com` → `m***@example.com`: enough to tell addresses apart, not to write to one. */
export const maskEmails = (text: string) => text.replace(EMAIL, '$1***@$2');

function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A copy of a log argument with e-mail addresses masked in its strings (plain objects and arrays only). */
export function maskLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('@') ? maskEmails(value) : value;
  if (depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => maskLogValue(item, depth + 1));
  if (isPlain(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = maskLogValue(item, depth + 1);
    return copy;
  }
  return value;
}

/** Fields never written to a log, wherever they appear (one level down, as pino's redact matches them). */
export const redactedLogPaths = [
  'req.headers',
  'res.headers',
  '*.password',
  '*.token',
  '*.otp',
  '*.authorization',
  '*.cookie',
  '*.cookies',
  '*.accessToken',
  '*.access_token',
  '*.refreshToken',
  '*.refresh_token',
  '*.secret',
  '*.secretAccessKey',
];

/* ---------------- Prometheus metrics (issue 26) ---------------- */

/** Process figures (CPU, memory, event loop, GC) once per process, however many apps a test builds. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The route pattern (`/api/v1/blog/:id`), never the raw URL, so the label set stays small. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

export interface MetricsOptions {
  db: Db;
  /** `METRICS_TOKEN`: `/metrics` exists only when set, and answers only `Authorization: Bearer <token>`. */
  token: string | undefined;
}

/**
 * Counts every answer by method, route pattern and status class (`http_requests_total`), times it
 * (`http_request_duration_seconds`), counts 5xx answers (`http_server_errors_total`) and 429s
 * (`rate_limit_rejections_total`, per-address and per-account limits alike), and reads the depth of the
 * job queue (`queue_jobs`, mail included) from the database on each scrape. Register on the root app.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status (including 503 while the database is unreachable), by route pattern.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const rejections = new Counter({
    name: 'rate_limit_rejections_total',
    help: 'Requests refused with 429 by a rate limit or an account throttle, by route pattern.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs in the durable queue (mail and other background work), by kind and status.',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      try {
        const result = await options.db.execute<{ kind: string; status: string; count: number }>(
          sql`select kind, status, count(*)::int as count from queue_jobs group by kind, status`,
        );
        this.reset();
        for (const status of ['pending', 'running', 'failed']) this.set({ kind: 'mail', status }, 0);
        for (const row of result.rows) this.set({ kind: row.kind, status: row.status }, Number(row.count));
      } catch {
        this.reset(); // the database is down: no figure rather than a stale one
      }
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    const labels = { method: request.method, route, status_class: statusClass(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
    if (reply.statusCode === 429) rejections.inc({ method: request.method, route });
    done();
  });

  if (!options.token) return;
  const expected = createHash('sha256').update(options.token).digest();
  const authorised = (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return false;
    return timingSafeEqual(createHash('sha256').update(match[1]!).digest(), expected);
  };
  app.get('/metrics', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorised(request)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .header('cache-control', 'no-store')
        .send({ message: 'Metrics need the METRICS_TOKEN as a bearer token.', errors: {} });
    }
    const text = `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
