import { loadConfig } from './config.js';

/**
 * Runs the server until SIGINT/SIGTERM, then shuts down gracefully (docs/requirements/issues/26-past-one-machine.md):
 * 1. drains for `SHUTDOWN_DRAIN`: still listening and answering, `/ready` at 503, every answer closing its
 *    connection, so a load balancer that checks `/ready` moves traffic away;
 * 2. stops listening, and leaves kept-alive connections open for up to `SHUTDOWN_GRACE` (or until the proxy
 *    has closed them all), still answering on them with `Connection: close` (see `stopListening`);
 * 3. closes what is left once in-flight requests have finished, the database and the data folder lock.
 */
async function main(): Promise<void> {
  // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): the settings are checked first, all
  // at once; the server's modules (database, object store, …) load only once they pass.
  const config = loadConfig();
  const { buildApp } = await import('./app.js');
  const { startDraining, stopListening } = await import('./modules/health/index.js');
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const drainMs = config.shutdownDrainMs;
    const graceMs = config.shutdownGraceMs;
    app.log.info({ signal, drainMs, graceMs }, 'shutting down');
    // Drain first: /ready says 503 and answers close their connections, while requests are still served.
    startDraining(app);
    const limitMs = drainMs + graceMs + 15_000;
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${Math.round(limitMs / 1000)} s; exiting`);
      process.exit(1);
    }, limitMs);
    timer.unref();
    // Without a drain, stop at once (in this tick): an answer marked `Connection: close` before then would send
    // its client to open a new connection just as the server stops listening (issue 31,
    // docs/requirements/issues/31-unbreakable-at-the-edges.md).
    const drained =
      drainMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, drainMs)) : Promise.resolve();
    drained
      .then(() => stopListening(app, graceMs))
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
