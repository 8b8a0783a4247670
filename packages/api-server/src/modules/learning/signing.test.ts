import { describe, expect, it } from 'vitest';

import { createMediaSigner } from './signing.js';

const signer = createMediaSigner('a session secret of at least thirty-two characters');
const path = '/api/v1/media/lessons/8d0f4a52-8a62-4d8b-9d2c-3f1e5b7a9c10/720p/index.m3u8';
const now = Date.UTC(2026, 10, 28, 12, 0, 0);
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

// Issue 32: docs/requirements/issues/32-courses-you-can-take.md, "Only buyers watch".
describe('signed media URLs (issue 32)', () => {
  it('opens the signed path for the viewer it was made for, until it expires', () => {
    const url = signer.signedUrl(path, 'user-a', now, 600);
    expect(signer.verify(path, query(url), now + 599_000)).toEqual({
      userId: 'user-a',
      expiresAt: now / 1000 + 600,
    });
    expect(signer.verify(path, query(url), now + 601_000)).toBeUndefined();
  });

  it('refuses another path, another viewer, a stripped or altered signature', () => {
    const q = query(signer.signedUrl(path, 'user-a', now));
    expect(signer.verify(path.replace('720p', '360p'), q, now)).toBeUndefined();
    expect(signer.verify(path, { ...q, u: 'user-b' }, now)).toBeUndefined();
    expect(signer.verify(path, { u: q.u, e: q.e }, now)).toBeUndefined();
    expect(signer.verify(path, { ...q, e: String(Number(q.e) + 3600) }, now)).toBeUndefined();
    expect(
      signer.verify(path, { ...q, s: `${q.s!.slice(0, -1)}${q.s!.endsWith('A') ? 'B' : 'A'}` }, now),
    ).toBeUndefined();
  });

  it('is keyed by the session secret', () => {
    const other = createMediaSigner('another session secret, also long enough to use');
    expect(other.verify(path, query(signer.signedUrl(path, 'user-a', now)), now)).toBeUndefined();
  });
});
