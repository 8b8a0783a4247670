import { closeSync, fstatSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * An exclusive lock on a data folder: one process per embedded database, because two PGlite instances on
 * one folder both open it and silently lose writes.
 *
 * The lock is a kernel file lock on `DATA_DIR/server.lock` (Linux: an open-file-description lock,
 * `fcntl(F_OFD_SETLK)`; macOS: `flock`; Windows: `LockFileEx`), taken through `fs-native-extensions`,
 * whose prebuilt binaries ship in the npm package (no install script, no compiler). The kernel drops it
 * when the file is closed, which happens when the process ends in any way, kill -9 included; so a crash
 * never leaves a lock behind, and a new process that happens to get the dead one's PID (a container
 * restarted in its own PID namespace) is not confused by it. The file's content (the holder's pid) only
 * serves the error message; the file itself is never removed (removing it while another process waits
 * to lock it would let two processes hold two different files).
 */
export interface DataDirLock {
  path: string;
  release(): void;
}

interface NativeLocks {
  tryLock(fd: number, offset?: number, length?: number, options?: { shared?: boolean }): boolean;
  unlock(fd: number, offset?: number, length?: number): void;
}

let native: NativeLocks | undefined;
function nativeLocks(): NativeLocks {
  // A CommonJS addon loaded lazily: the server bundle is ESM, and only the PGlite path needs it.
  native ??= createRequire(import.meta.url)('fs-native-extensions') as NativeLocks;
  return native;
}

export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: string | undefined,
  ) {
    super(
      `The data folder ${dataDir} is in use by another running process${holder ? ` (pid ${holder})` : ''}. ` +
        'Only one server (or backup/restore) can open the embedded database at a time: stop the other one, ' +
        'or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Takes the lock or throws `DataDirLockedError` at once (it never waits). */
export function acquireDataDirLock(dataDir: string, purpose = 'server'): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  // `a+`: created when missing, never truncated before the lock is ours.
  const fd = openSync(path, 'a+', 0o600);
  let locked = false;
  try {
    locked = nativeLocks().tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    let holder: string | undefined;
    try {
      holder = /^\d+/.exec(readFileSync(path, 'utf8'))?.[0];
    } catch {
      // Unreadable: the message goes without the pid.
    }
    throw new DataDirLockedError(dataDir, holder);
  }
  // Ours now: record who holds it (for the message another process shows).
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid} ${purpose} ${new Date().toISOString()}\n`, 0);
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      try {
        if (fstatSync(fd).size > 0) ftruncateSync(fd, 0);
        nativeLocks().unlock(fd);
      } finally {
        closeSync(fd);
      }
    },
  };
}
