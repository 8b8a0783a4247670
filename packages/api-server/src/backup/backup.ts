import { PGlite } from '@electric-sql/pglite';
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip, gunzipSync } from 'node:zlib';

import { acquireDataDirLock, DataDirLockedError } from '../db/lock.js';
import { readTar, tarEnd, tarHeader, tarPadding } from './tar.js';

/**
 * `pnpm backup [FILE]` and `pnpm restore FILE` (docs/requirements/issues/23-safe-in-production.md, item 12).
 *
 * A backup is one `.tar.gz` holding `manifest.json`, `database/pglite.tar` (PGlite's `dumpDataDir()`: a
 * consistent snapshot, taken between two statements) and `uploads/<folder>/<file>` (every uploaded file;
 * the `.variants/` image cache and temporary files are left out, they are made again).
 *
 * - Server stopped: the backup takes the data folder lock itself and opens the database.
 * - Server running: the lock is held, so the backup asks the server over its control socket
 *   (`DATA_DIR/control.sock`, mode 600, see `control.ts`) for the snapshot; the uploads are copied after
 *   it, so every file a row of the snapshot names is in the archive.
 * - With `DATABASE_URL` the database is PostgreSQL's to back up (`pg_dump`/`pg_restore`, explained by the
 *   command); the archive then holds the uploads only.
 *
 * A restore needs the server stopped (it takes the lock), moves the current database and uploads aside
 * into `DATA_DIR/before-restore-<time>/` (nothing is deleted), and puts the archive's back.
 */
export interface DataPaths {
  dataDir: string;
  uploadDir: string;
  databaseUrl: string | undefined;
}

export function dataPathsFromEnv(env: NodeJS.ProcessEnv = process.env): DataPaths {
  const dataDir = resolve(env.DATA_DIR || 'data');
  return {
    dataDir,
    uploadDir: resolve(env.UPLOAD_DIR || join(dataDir, 'uploads')),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

export interface Manifest {
  format: 'acme-backup';
  version: 1;
  createdAt: string;
  /** `pglite`: the archive holds the embedded database; `external`: PostgreSQL, backed up with pg_dump. */
  database: 'pglite' | 'external';
  uploads: number;
}

export const CONTROL_SOCKET = 'control.sock';

export const postgresHelp = (url = '$DATABASE_URL') =>
  [
    "The database is PostgreSQL (DATABASE_URL), so it is not in this archive: back it up with PostgreSQL's tools,",
    'which take a consistent snapshot while the server runs:',
    `  pg_dump --format=custom --file=acme.dump "${url}"`,
    'and bring it back into an empty database with:',
    `  pg_restore --clean --if-exists --no-owner --dbname="${url}" acme.dump`,
    "(or use your provider's point-in-time recovery). This archive holds the uploaded files.",
  ].join('\n');

/** Uploaded files, relative to the upload folder, without the image cache and temporary files. */
function listUploads(uploadDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      if (name.startsWith('.')) continue; // .variants/, .<name>.tmp
      const full = join(dir, name);
      const stats = statSync(full);
      if (stats.isDirectory()) walk(full);
      else if (stats.isFile()) files.push(relative(uploadDir, full).split(sep).join('/'));
    }
  };
  walk(uploadDir);
  return files;
}

/** Asks the running server for a snapshot of its embedded database. */
function dumpFromRunningServer(dataDir: string): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    const socket = connect(join(dataDir, CONTROL_SOCKET));
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.end('dump\n'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) =>
      reject(
        new Error(
          `The data folder ${dataDir} is in use by a running server, and its control socket did not answer ` +
            `(${(error as NodeJS.ErrnoException).code ?? error.message}). Stop the server and run the backup again.`,
        ),
      ),
    );
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf(0x0a);
      const status = answer.subarray(0, newline === -1 ? answer.length : newline).toString('utf8');
      const match = /^OK (\d+)$/.exec(status);
      const body = answer.subarray(newline + 1);
      if (!match || body.length !== Number(match[1])) {
        reject(new Error(`The running server could not make a snapshot: ${status || 'no answer'}`));
        return;
      }
      resolvePromise(body);
    });
  });
}

async function dumpPglite(dataDir: string): Promise<{ dump: Buffer; release: () => void }> {
  try {
    const lock = acquireDataDirLock(dataDir, 'backup');
    try {
      const client = await PGlite.create(join(dataDir, 'pglite'));
      try {
        const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
        return { dump, release: () => lock.release() };
      } finally {
        await client.close();
      }
    } catch (error) {
      lock.release();
      throw error;
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return { dump: await dumpFromRunningServer(dataDir), release: () => undefined };
  }
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
}

export async function createBackup(paths: DataPaths, file: string): Promise<BackupResult> {
  const target = resolve(file);
  await mkdir(dirname(target), { recursive: true });
  let database: Buffer | undefined;
  let release = () => {};
  if (!paths.databaseUrl) {
    if (!existsSync(join(paths.dataDir, 'pglite'))) {
      throw new Error(`There is no embedded database in ${paths.dataDir} (DATA_DIR) to back up.`);
    }
    ({ dump: database, release } = await dumpPglite(paths.dataDir));
  }
  try {
    // After the snapshot: every file that a row of it names was written before the row.
    const uploads = listUploads(paths.uploadDir);
    const manifest: Manifest = {
      format: 'acme-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: database ? 'pglite' : 'external',
      uploads: uploads.length,
    };
    const temporary = `${target}.partial`;
    const gzip = createGzip({ level: 6 });
    const output = createWriteStream(temporary, { mode: 0o600 });
    gzip.pipe(output);
    const write = (chunk: Buffer) =>
      new Promise<void>((resolveWrite, reject) => {
        gzip.write(chunk, (error) => (error ? reject(error) : resolveWrite()));
      });
    const entry = async (name: string, data: Buffer, mtime = new Date()) => {
      await write(tarHeader(name, data.length, mtime));
      await write(data);
      await write(tarPadding(data.length));
    };
    await entry('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    if (database) await entry('database/pglite.tar', database);
    for (const name of uploads) {
      const full = join(paths.uploadDir, ...name.split('/'));
      await entry(`uploads/${name}`, await readFile(full), statSync(full).mtime);
    }
    await write(tarEnd());
    gzip.end();
    await finished(output);
    const handle = await open(temporary, 'r');
    await handle.sync();
    await handle.close();
    await rename(temporary, target);
    return { file: target, manifest };
  } finally {
    release();
  }
}

/** Reads and checks an archive made by `createBackup`. */
export async function readBackup(
  file: string,
): Promise<{ manifest: Manifest; database?: Buffer; uploads: Map<string, Buffer> }> {
  const compressed = await readFile(resolve(file));
  let entries;
  try {
    entries = readTar(gunzipSync(compressed));
  } catch (error) {
    throw new Error(`${file} is not a backup made by pnpm backup (${(error as Error).message})`);
  }
  const manifestEntry = entries.find((entry) => entry.name === 'manifest.json');
  const manifest = manifestEntry ? (JSON.parse(manifestEntry.data.toString('utf8')) as Manifest) : undefined;
  if (manifest?.format !== 'acme-backup' || manifest.version !== 1) {
    throw new Error(`${file} is not a backup made by pnpm backup (no acme-backup manifest)`);
  }
  const uploads = new Map<string, Buffer>();
  for (const entry of entries) {
    if (!entry.name.startsWith('uploads/')) continue;
    const name = entry.name.slice('uploads/'.length);
    // Never outside the upload folder.
    if (name.split('/').some((part) => part === '..' || part === '' || part.startsWith('.'))) {
      throw new Error(`The backup holds an unsafe path: ${entry.name}`);
    }
    uploads.set(name, entry.data);
  }
  if (uploads.size !== manifest.uploads)
    throw new Error(`${file} is incomplete: ${uploads.size} of ${manifest.uploads} files`);
  const database = entries.find((entry) => entry.name === 'database/pglite.tar')?.data;
  if (manifest.database === 'pglite' && !database) throw new Error(`${file} is incomplete: no database`);
  return { manifest, database, uploads };
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the replaced database and uploads were moved. */
  previous: string | undefined;
}

export async function restoreBackup(paths: DataPaths, file: string): Promise<RestoreResult> {
  const backup = await readBackup(file);
  if (backup.manifest.database === 'pglite' && paths.databaseUrl) {
    throw new Error(
      'This backup holds an embedded (PGlite) database, but DATABASE_URL is set. Unset it to restore into DATA_DIR.',
    );
  }
  // A restore under a running server would be lost or corrupt the database: the lock says no.
  const lock = acquireDataDirLock(paths.dataDir, 'restore');
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const previous = join(paths.dataDir, `before-restore-${stamp}`);
    let moved = false;
    const moveAside = (path: string, name: string) => {
      if (!existsSync(path)) return;
      mkdirSync(previous, { recursive: true });
      renameSync(path, join(previous, name));
      moved = true;
    };
    if (backup.database) moveAside(join(paths.dataDir, 'pglite'), 'pglite');
    moveAside(paths.uploadDir, 'uploads');

    if (backup.database) {
      const client = await PGlite.create(join(paths.dataDir, 'pglite'), {
        loadDataDir: new Blob([new Uint8Array(backup.database)]),
      });
      try {
        await client.query('select 1');
      } finally {
        await client.close();
      }
    }
    for (const [name, data] of backup.uploads) {
      const target = join(paths.uploadDir, ...name.split('/'));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, data, { mode: 0o600 });
    }
    await mkdir(paths.uploadDir, { recursive: true });
    return { manifest: backup.manifest, previous: moved ? previous : undefined };
  } finally {
    lock.release();
  }
}
