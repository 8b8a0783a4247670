import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { startDraining } from './modules/health/index.js';

/**
 * Runs the server until SIGINT/SIGTERM, then shuts down gracefully: drains for `SHUTDOWN_DRAIN` (still
 * answering, `/ready` at 503, connections closed after each answer), then stops accepting connections, lets
 * in-flight requests finish, closes the database and releases the data folder lock.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const drainMs = config.shutdownDrainMs;
    app.log.info({ signal, drainMs }, 'shutting down');
    // Drain first: /ready says 503 and answers close their connections, while requests are still served.
    startDraining(app);
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${Math.round(drainMs / 1000) + 15} s; exiting`);
      process.exit(1);
    }, drainMs + 15_000);
    timer.unref();
    const drained = new Promise<void>((resolve) => setTimeout(resolve, drainMs));
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: { message: (error as Error).message } }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Acme server on http://${config.host}:${config.port} (database: ${app.database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
