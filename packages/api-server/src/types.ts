import type { Database, Db } from './db/client.js';
import type { Auth } from './lib/auth.js';
import type { Mailer } from './lib/mailer.js';
import type { JobQueue } from './lib/queue.js';
import type { ReadCache } from './lib/read-cache.js';
import type { ObjectStore } from './lib/storage.js';
import type { MediaSigner } from './modules/learning/signing.js';
import type { ServerConfig } from './config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** drizzle on PGlite or PostgreSQL, typed with `db/schema.ts`. */
    db: Db;
    database: Database;
    auth: Auth;
    mailer: Mailer;
    /** Uploads and resized images: UPLOAD_DIR on disk, or the S3 bucket of S3_BUCKET (docs/requirements/issues/26-past-one-machine.md). */
    objectStore: ObjectStore;
    /** Durable background work: `enqueueMail({ to, subject, text, html })` (docs/requirements/issues/23-safe-in-production.md). */
    queue: JobQueue;
    /**
     * The public read cache of blogs (`blog:`), jobs (`job:`) and the team (`team:`) in the `/api/v1` scope:
     * the public lists read through it, and every change (public create endpoints, the console) invalidates
     * its prefix, so the public pages change at once (docs/requirements/issues/24-staff-console.md).
     */
    contentCache: ReadCache;
    /** Signs and checks lesson media URLs (docs/requirements/issues/32-courses-you-can-take.md). */
    mediaSigner: MediaSigner;
  }
}
