import type { Database, Db } from './db/client.js';
import type { Auth } from './lib/auth.js';
import type { Mailer } from './lib/mailer.js';
import type { ServerConfig } from './config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** drizzle on PGlite or PostgreSQL, typed with `db/schema.ts`. */
    db: Db;
    database: Database;
    auth: Auth;
    mailer: Mailer;
  }
}
