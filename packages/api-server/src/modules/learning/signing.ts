import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed media URLs (issue 32: docs/requirements/issues/32-courses-you-can-take.md, "Only buyers watch").
 *
 * A lesson's playlist, segments, captions and notes are served to a viewer who shows either a current
 * session or a signature made here: HMAC-SHA256 over the path, the viewer's user id and an expiry a few
 * minutes ahead, as `?u=<userId>&e=<unix seconds>&s=<base64url>`. The signature is bound to the viewer
 * (another customer's id gives another signature) and to the path (it opens one file, not the folder). A
 * signature alone is not enough: the server still checks that this viewer may watch the lesson now, so a
 * refund or a staff revocation ends access at once, however long the URL had left.
 *
 * The key is derived from the session signing secret, so there is nothing new to configure and it changes
 * with it. Free-preview lessons need no signature (`u` is `public`).
 */
export const MEDIA_URL_TTL_SECONDS = 10 * 60;
export const PUBLIC_VIEWER = 'public';

export interface MediaSignature {
  /** The viewer the URL was made for, or {@link PUBLIC_VIEWER}. */
  userId: string;
  expiresAt: number;
}

export interface MediaSigner {
  /** `path` is the URL path without query (e.g. `/api/v1/media/lessons/<id>/720p/index.m3u8`). */
  sign(path: string, userId: string, now?: number, ttlSeconds?: number): string;
  /** The query string `?u=…&e=…&s=…` for `path`, appended to it. */
  signedUrl(path: string, userId: string, now?: number, ttlSeconds?: number): string;
  /** The viewer of a valid, unexpired signature of `path`; undefined when missing, altered or expired. */
  verify(
    path: string,
    query: { u?: unknown; e?: unknown; s?: unknown },
    now?: number,
  ): MediaSignature | undefined;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

export function createMediaSigner(sessionSecret: string): MediaSigner {
  const key = createHmac('sha256', sessionSecret).update('acme media url v1').digest();
  const mac = (path: string, userId: string, expiresAt: number) =>
    createHmac('sha256', key).update(`${path}\n${userId}\n${expiresAt}`).digest('base64url');

  const sign: MediaSigner['sign'] = (path, userId, now = Date.now(), ttlSeconds = MEDIA_URL_TTL_SECONDS) => {
    const expiresAt = seconds(now) + ttlSeconds;
    return `u=${encodeURIComponent(userId)}&e=${expiresAt}&s=${mac(path, userId, expiresAt)}`;
  };

  return {
    sign,
    signedUrl: (path, userId, now, ttlSeconds) => `${path}?${sign(path, userId, now, ttlSeconds)}`,
    verify(path, query, now = Date.now()) {
      const { u, e, s } = query;
      if (typeof u !== 'string' || typeof e !== 'string' || typeof s !== 'string') return undefined;
      if (!/^\d{1,12}$/.test(e) || !/^[A-Za-z0-9_-]{43}$/.test(s)) return undefined;
      const expiresAt = Number(e);
      if (expiresAt < seconds(now)) return undefined;
      const expected = Buffer.from(mac(path, u, expiresAt));
      const given = Buffer.from(s);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return { userId: u, expiresAt };
    },
  };
}
