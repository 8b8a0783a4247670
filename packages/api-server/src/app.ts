import './types.js';

import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';

import { ConfigError, type ServerConfig } from './config.js';
import { type Database, type Db, openDatabase } from './db/client.js';
import { internships, jobApplications } from './db/schema.js';
import { seedDatabase } from './db/seed.js';
import { createAuth } from './lib/auth.js';
import { registerErrorHandling } from './lib/errors.js';
import { createMailer } from './lib/mailer.js';
import { createQueue } from './lib/queue.js';
import { startControlSocket } from './backup/control.js';
import { loadSigningSecret } from './lib/secrets.js';
import { type CacheBus, startCacheBus } from './lib/cache-bus.js';
import { createReadCache } from './lib/read-cache.js';
import { registerRouteTable } from './lib/route-table.js';
import { registerTextGuard } from './lib/text-guard.js';
import { createRateLimitStore } from './lib/rate-limit.js';
import { registerIdempotency } from './lib/idempotency.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { registerOriginCheck } from './lib/origin-check.js';
import { registerUnreadBodies } from './lib/unread-body.js';
import { serveImageVariants, servePublicObjects } from './lib/imageVariants.js';
import {
  maskEmails,
  maskLogValue,
  redactedLogPaths,
  registerMetrics,
  registerRequestIdHeader,
  requestIdOf,
} from './lib/observability.js';
import { createObjectStore, describeStoreError, type ObjectStore } from './lib/storage.js';
import {
  publicUploadFolders,
  publicUploadMaxAgeSeconds,
  registerMultipartBodies,
  startUploadSweeper,
  sweepUploads,
} from './lib/uploads.js';
import { accountRoutes } from './modules/account/index.js';
import { adminRoutes } from './modules/admin/index.js';
import { staffInvitationRoutes } from './modules/admin/invitations.js';
import { authRoutes } from './modules/auth/index.js';
import { blogRoutes } from './modules/blogs/index.js';
import { contactRoutes } from './modules/contact/index.js';
import { createMediaSigner } from './modules/learning/signing.js';
import { learningRoutes } from './modules/learning/index.js';
import { courseRoutes } from './modules/courses/index.js';
import { healthRoutes, registerDrainHook } from './modules/health/index.js';
import { internshipRoutes } from './modules/internships/index.js';
import { jobRoutes } from './modules/jobs/index.js';
import { paymentsRoutes } from './modules/payments/index.js';
import { siteRoutes } from './modules/site/index.js';
import { teamRoutes } from './modules/team/index.js';

export interface BuildAppOptions {
  /** An already open database (tests reuse one across apps); otherwise the config's database is opened. */
  database?: Database;
  /** Fastify logger option; default: JSON logs at the config's level, without personal data. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built site on `/` (default true). */
  serveSite?: boolean;
}

/**
 * Structured JSON logs (pino), one line per event. Every line of a request carries its `requestId` (the
 * incoming `X-Request-Id`, or a new one; see `requestIdOf`), so a request can be followed across nginx and
 * the replicas. Logs carry method, path (no query string: it can hold an e-mail), status and timing only:
 * never bodies, headers, cookies, tokens, passwords, codes or personal data. As a second line of defence,
 * those fields are removed wherever they appear and e-mail addresses in any message are masked (`m***@…`).
 */
export function loggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    redact: { paths: redactedLogPaths, remove: true },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => maskLogValue(arg)) as Parameters<typeof method>);
      },
    },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        path: maskEmails(request.url.split('?')[0]!),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/** The largest JSON (or other non-multipart) body read. */
const BODY_LIMIT = 1024 * 1024;

/** Résumé file names that an application row names (the rest are leftovers of interrupted uploads). */
async function referencedResumes(db: Db): Promise<Set<string>> {
  const [jobs, interns] = await Promise.all([
    db.select({ file: jobApplications.resumeFile }).from(jobApplications),
    db.select({ file: internships.resumeFile }).from(internships),
  ]);
  return new Set([...jobs, ...interns].map((row) => row.file));
}

/** Builds the whole server: database (migrated and seeded), API under /api/v1, uploads, and the site. */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  // Issue 26 (docs/requirements/issues/26-past-one-machine.md): uploads on disk (UPLOAD_DIR) or, with S3_BUCKET, in an S3-compatible bucket; a bucket that
  // cannot be used refuses the start before the database is opened or migrated.
  const objectStore: ObjectStore = createObjectStore(config.s3, config.uploadDir);
  if (objectStore.kind === 's3') {
    try {
      await objectStore.ping();
    } catch (error) {
      objectStore.close();
      throw new ConfigError(
        `Object storage cannot be used: ${describeStoreError(objectStore, error)}. Refusing to start.`,
      );
    }
  }
  const ownsDatabase = !options.database;
  let app: FastifyInstance | undefined;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      poolMax: config.databasePoolMax,
      dataDir: config.dataDir,
      migrationsFolder: join(config.packageRoot, 'drizzle'),
      onPoolError: (error) =>
        app?.log.warn({ err: { message: error.message } }, 'idle database connection failed'),
    }).catch((error: unknown) => {
      objectStore.close();
      throw error;
    }));

  let closeControlSocket: (() => Promise<void>) | undefined;
  let cacheBus: CacheBus | undefined;
  try {
    const secret = loadSigningSecret(config.dataDir, config.jwtSecret, config.production);
    await seedDatabase(database.db, config, objectStore);
    // Issue 23 (docs/requirements/issues/23-safe-in-production.md): what an interrupted upload left (`.tmp` files, résumés without a row) goes before we serve.
    const swept = await sweepUploads(
      config.uploadDir,
      objectStore,
      () => referencedResumes(database.db),
      database.kind === 'pglite' ? 0 : config.uploadSweepGraceMs,
    );

    app = Fastify({
      logger: options.logger ?? loggerOptions(config),
      // Issue 26: one id per request across replicas: a well-formed incoming X-Request-Id, else a new UUID.
      requestIdHeader: false,
      genReqId: requestIdOf,
      requestIdLogLabel: 'requestId',
      // Issue 23: X-Forwarded-For is believed only from the proxies TRUST_PROXY names (off by default).
      trustProxy:
        typeof config.trustProxy === 'number'
          ? (() => {
              const hops = config.trustProxy;
              // A hop count as Fastify (proxy-addr) applies it: trust the nearest `hops` addresses.
              return (_address: string, hop: number) => hop < hops;
            })()
          : config.trustProxy,
      // Issue 23: a slow client cannot hold a connection (and an upload) open for ever.
      connectionTimeout: config.connectionTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // Given to Node's server at creation too: set afterwards (as Fastify does), a headers timeout longer than
      // the request timeout keeps Node from enforcing it. Node enforces both only when it checks, every
      // connectionsCheckingInterval: issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md) found a
      // client held 74.5 s for 60 s with a check every 15 s, so it checks every 1/20 of the timeout (at most 1 s).
      http: {
        requestTimeout: config.requestTimeoutMs,
        headersTimeout: Math.min(60_000, config.requestTimeoutMs),
        connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(config.requestTimeoutMs / 20))),
      },
      bodyLimit: BODY_LIMIT,
      forceCloseConnections: 'idle',
      // Issue 26: an idle kept-alive connection stays open this long (Fastify's default, stated): longer than
      // the upstream `keepalive_timeout` of deploy/nginx.conf (10 s), so nginx always closes an idle
      // connection first and never sends a request on one the server is closing (a POST would be a 502).
      keepAliveTimeout: 72_000,
      // Issue 26: a request that reached the server as it stopped listening is answered, not refused with 503:
      // close() still waits for it. (A 503 to a POST that a load balancer already sent is a failed submission.)
      return503OnClosing: false,
      routerOptions: { maxParamLength: 200 },
      // Malformed URLs and the like answer in the same `{ message, errors }` shape as everything else.
      frameworkErrors: (error, _request, reply) => {
        const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
        (reply as unknown as FastifyReply).status(status).send({ message: 'Bad request.', errors: {} });
      },
    }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): the route table the hostile-input suite reads.
    registerRouteTable(app);

    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('objectStore', objectStore);
    // Issue 32: signed lesson media URLs, keyed from the session secret (modules/learning/signing.ts).
    app.decorate('mediaSigner', createMediaSigner(secret));
    app.decorate(
      'auth',
      createAuth(database.db, {
        secret,
        accessTokenTtl: config.accessTokenTtl,
        refreshTokenTtl: config.refreshTokenTtl,
        cookieSecure: config.cookieSecure,
      }),
    );
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
      }),
    );

    // Issue 23 part B: mail goes through the durable queue; its worker runs while the server does.
    app.decorate(
      'queue',
      createQueue({
        db: database.db,
        mailer: app.mailer,
        log: app.log,
        retryBaseMs: config.queueRetryBaseMs,
        // Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): lesson videos transcode beside the
        // mail, not in front of it.
        longKinds: ['transcode'],
      }),
    );
    if (config.production && !config.smtpUrl) {
      app.log.warn(
        `SMTP_URL is not set: mail (sign-in codes and every other message) is NOT sent, it is written to ` +
          `${join(config.dataDir, 'outbox')}. Set SMTP_URL (and MAIL_FROM) to deliver mail in production.`,
      );
    }

    // Issue 24 (docs/requirements/issues/24-staff-console.md): staff notifications (new enquiries, applications, paid orders) go to STAFF_EMAIL or the admin.
    if (!config.staffEmail) {
      app.log.warn(
        'Neither STAFF_EMAIL nor ADMIN_EMAIL is set: staff get NO e-mail about new enquiries, applications ' +
          'or paid orders. Set STAFF_EMAIL to turn these notifications on.',
      );
    }

    registerErrorHandling(app);
    if (swept.temporaries + swept.orphanResumes > 0) {
      app.log.warn(swept, 'removed leftovers of interrupted uploads');
    }

    // Issue 26: the request id goes back in every answer; request counts and timings for /metrics.
    registerRequestIdHeader(app);
    registerMetrics(app, { db: database.db, token: config.metricsToken });
    // Issue 26: while draining, every answer closes its connection (see startDraining).
    registerDrainHook(app);
    // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): a refusal sent before the body was
    // read still reaches the client. A multipart body is at most 3 files of 5 MB and the fields.
    registerUnreadBodies(app, { readLimit: BODY_LIMIT, lingerBytes: 16 * 1024 * 1024, lingerMs: 5_000 });
    registerSecurityHeaders(app, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // No 'unsafe-inline' (issue 23): a page allows its own inline scripts by nonce (server-rendered)
          // or by hash (prerendered), added per answer by the site module.
          'script-src': ["'self'", 'https://checkout.razorpay.com'],
          'frame-src': [
            "'self'",
            'https://api.razorpay.com',
            'https://checkout.razorpay.com',
            'https://www.google.com',
            'https://maps.google.com',
          ],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'media-src': ["'self'", 'blob:', 'https:'],
          'connect-src': ["'self'", 'https://*.razorpay.com', 'https://lumberjack.razorpay.com'],
          'upgrade-insecure-requests': config.production && config.cookieSecure ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Helmet's default `no-referrer` makes browsers send `Origin: null` with a same-origin form POST,
      // and React Router refuses such an action as a possible CSRF: the site's forms (posted without
      // script) would all fail. `same-origin` still sends no referrer to any other site.
      referrerPolicy: { policy: 'same-origin' },
      // Razorpay Checkout opens a popup for some payment methods and must be able to talk back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    await app.register(fastifyCors, {
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      credentials: true,
    });
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
    await app.register(fastifyCookie);
    // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): cookie-authenticated writes only from this site.
    registerOriginCheck(app, { corsOrigins: config.corsOrigins, publicUrl: config.publicUrl });
    await app.register(fastifyMultipart, {
      limits: { fileSize: 5 * 1024 * 1024, files: 3, fields: 30, fieldSize: 100_000, parts: 40 },
    });
    if (config.rateLimits) {
      await app.register(fastifyRateLimit, {
        global: false,
        // Issue 26: on PostgreSQL every replica counts in one table; the embedded database counts in memory.
        ...(database.kind === 'postgres' ? { store: createRateLimitStore(database.db) } : {}),
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        }),
      });
    }

    // Issue 24: one read cache for the public content lists, shared with the console that changes them
    // (and with the site, which asks it whether the catalogue is still as the pages were prerendered).
    // Issue 26: on PostgreSQL every invalidation reaches the other replicas (LISTEN/NOTIFY).
    const contentCache = createReadCache({ broadcast: (prefix) => cacheBus?.publish(prefix) });
    if (database.url) {
      cacheBus = await startCacheBus(contentCache, {
        url: database.url,
        notify: (channel, payload) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
        log: app.log,
      });
    }
    app.decorate('contentCache', contentCache);
    await app.register(
      async (api) => {
        registerMultipartBodies(api, config.uploadDir);
        registerTextGuard(api); // issue 31: no lone surrogate reaches a handler
        // Issue 26: the public writes honour Idempotency-Key (routes with `config: { idempotent: true }`).
        registerIdempotency(api, secret);
        await api.register(healthRoutes);
        await api.register(authRoutes);
        await api.register(accountRoutes); // issue 24: the customer's own account
        await api.register(contactRoutes);
        await api.register(jobRoutes);
        await api.register(internshipRoutes);
        await api.register(blogRoutes);
        await api.register(teamRoutes);
        await api.register(courseRoutes);
        await api.register(learningRoutes); // docs/requirements/issues/32-courses-you-can-take.md
        await api.register(paymentsRoutes);
        await api.register(staffInvitationRoutes); // issue 24: public, the e-mailed token is the proof
        await api.register(adminRoutes);
      },
      { prefix: '/api/v1' },
    );

    // Blog, team and course images are public (also at the widths of IMAGE_WIDTHS, `?w=`); resumes
    // (UPLOAD_DIR/resumes, or resumes/ in the bucket) are never served here.
    for (const folder of publicUploadFolders) {
      await app.register(async (scope) => {
        serveImageVariants(scope, objectStore, folder);
        // Issue 26: from the bucket through the API (the objects stay private), so any replica serves any upload.
        if (objectStore.kind === 's3') return servePublicObjects(scope, objectStore, folder);
        await scope.register(fastifyStatic, {
          root: join(config.uploadDir, folder),
          prefix: `/uploads/${folder}/`,
          decorateReply: false,
          index: false,
          dotfiles: 'deny',
          maxAge: publicUploadMaxAgeSeconds * 1000,
        });
      });
    }

    if (options.serveSite !== false) await app.register(siteRoutes);

    // Issue 23 part B: `pnpm backup` asks the server that owns the embedded database for a snapshot.
    if (ownsDatabase && database.dump) {
      const dump = database.dump.bind(database);
      closeControlSocket = await startControlSocket(config.dataDir, dump, app.log);
    }
    let sweeper: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      app?.queue.start();
      // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): leftovers are swept while running too.
      sweeper = startUploadSweeper({
        uploadDir: config.uploadDir,
        store: objectStore,
        referencedResumes: () => referencedResumes(database.db),
        intervalMs: config.uploadSweepIntervalMs,
        minAgeMs: config.uploadSweepGraceMs,
        log: app!.log,
      });
    });
    app.addHook('onClose', async () => {
      await sweeper?.stop();
      await closeControlSocket?.();
      await cacheBus?.close();
      await app?.queue.stop();
      app?.mailer.close();
      objectStore.close();
      if (ownsDatabase) await database.close();
    });
    await app.ready();
    return app;
  } catch (error) {
    if (!app) objectStore.close();
    await closeControlSocket?.().catch(() => undefined);
    await cacheBus?.close().catch(() => undefined);
    if (app) await app.close().catch(() => undefined);
    else if (ownsDatabase) await database.close().catch(() => undefined);
    throw error;
  }
}
