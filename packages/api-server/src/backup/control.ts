import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';

import { CONTROL_SOCKET } from './backup.js';

/**
 * The control socket of a server on the embedded database: `DATA_DIR/control.sock` (a Unix socket, mode
 * 600, so only the server's own user reaches it). `pnpm backup` writes `dump\n` and gets back
 * `OK <bytes>\n` and PGlite's `dumpDataDir()` tar, a consistent snapshot taken between two statements of the
 * running server: a backup needs no downtime. It is started only by the process that holds the data folder
 * lock, so a leftover socket file of a dead server can be replaced safely.
 */
export async function startControlSocket(
  dataDir: string,
  dump: () => Promise<Buffer>,
  log: { warn(object: object, message: string): void },
): Promise<() => Promise<void>> {
  const path = join(dataDir, CONTROL_SOCKET);
  // sun_path holds 107 bytes on Linux (103 on macOS).
  if (Buffer.byteLength(path) > 100) {
    log.warn(
      { path },
      'DATA_DIR is too long a path for the control socket: pnpm backup needs the server stopped',
    );
    return async () => {};
  }
  rmSync(path, { force: true });
  const server: Server = createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) {
        if (request.length > 100) socket.destroy();
        return;
      }
      if (request.trim() !== 'dump') {
        socket.end('ERR unknown command\n');
        return;
      }
      dump().then(
        (body) => {
          socket.write(`OK ${body.length}\n`);
          socket.end(body);
        },
        (error: unknown) => socket.end(`ERR ${(error as Error).message}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(path, { force: true });
    });
}
