import type { Database, Db } from './db/client.js';
import type { Auth } from './lib/auth.js';
import type { Mailer } from './lib/mailer.js';
import type { JobQueue } from './lib/queue.js';
import type { ReadCache } from './lib/read-cache.js';
import type { ObjectStore } from './lib/storage.js';
import type { ServerConfig } from './config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** drizzle on PGlite or PostgreSQL, typed with `db/schema.ts`. */
    db: Db;
    database: Database;
    auth: Auth;
    mailer: Mailer;
    /** Uploads and resized images: UPLOAD_DIR on disk, or the S3 bucket of S3_BUCKET (issue 26). */
    objectStore: ObjectStore;
    /** Durable background work: `enqueueMail({ to, subject, text, html })` (issue 23). */
    queue: JobQueue;
    /**
     * The public read cache of blogs (`blog:`), jobs (`job:`) and the team (`team:`) in the `/api/v1` scope:
     * the public lists read through it, and every change (public create endpoints, the console) invalidates
     * its prefix, so the public pages change at once (issue 24).
     */
    contentCache: ReadCache;
  }
}
