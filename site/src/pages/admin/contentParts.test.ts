import { describe, expect, it } from 'vitest';
import { looksLikeImage } from './contentParts';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('looksLikeImage (the console preview, issue 24 (docs/requirements/issues/24-staff-console.md))', () => {
  it('knows PNG, JPEG, GIF and WebP by their first bytes, as the server does', () => {
    expect(looksLikeImage(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(looksLikeImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(looksLikeImage(bytes('GIF89a'))).toBe(true);
    expect(looksLikeImage(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe(true);
  });
  it('refuses anything else, whatever its name says', () => {
    expect(looksLikeImage(bytes('%PDF-1.4'))).toBe(false);
    expect(looksLikeImage(bytes('<svg'))).toBe(false);
    expect(looksLikeImage(new Uint8Array())).toBe(false);
  });
});
