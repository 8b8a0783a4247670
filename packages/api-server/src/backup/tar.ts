/**
 * A minimal POSIX ustar writer and reader for backups: regular files only, names up to 255 bytes (split
 * into prefix and name), mode 600. The output is a standard tar that `tar tzf` lists.
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let index = name.indexOf('/'); index !== -1; index = name.indexOf('/', index + 1)) {
    const prefix = name.slice(0, index);
    const base = name.slice(index + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`Path too long for the backup archive: ${name}`);
}

/** The 512-byte header of a regular file. */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK, 0);
  const { prefix, base } = splitName(name);
  header.write(base, 0, 100, 'utf8');
  header.write(octal(0o600, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148, 'ascii');
  return header;
}

/** Zero bytes that pad a file of `size` bytes to a whole block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK, 0);
}

/** Two empty blocks end an archive. */
export const tarEnd = () => Buffer.alloc(BLOCK * 2, 0);

export interface TarEntry {
  name: string;
  data: Buffer;
}

function readString(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString('utf8');
}

/** Every regular file of an uncompressed tar. */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = readString(header, 0, 100);
    const prefix = readString(header, 345, 155);
    const size = parseInt(readString(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    offset += BLOCK;
    if (!Number.isFinite(size) || offset + size > archive.length)
      throw new Error('The backup archive is truncated');
    if (type === '0' || type === '\0') {
      entries.push({
        name: prefix ? `${prefix}/${name}` : name,
        data: Buffer.from(archive.subarray(offset, offset + size)),
      });
    }
    offset += size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
  return entries;
}
