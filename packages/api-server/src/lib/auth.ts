import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Db } from '../db/client.js';
import { refreshTokens, users } from '../db/schema.js';
import { forbidden, unauthorized } from './errors.js';

export type Role = 'customer' | 'staff' | 'admin';

/** Who sent a request with a valid access token. */
export interface AuthUser {
  id: string;
  role: Role;
}

/** OWASP's argon2id settings (19 MiB, 2 passes). */
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const REFRESH_COOKIE = 'acme_refresh';
/**
 * Issue 24 (docs/requirements/issues/24-staff-console.md): a hint, readable by the site on every path (the refresh cookie is scoped to `/api/v1`), that
 * this browser has a session: the site renders "My account" instead of "Log in" in the header's server
 * HTML. It holds no secret (`1`), grants nothing, and goes with the refresh cookie (set and cleared together).
 */
export const SIGNED_IN_COOKIE = 'acme_signed_in';
const ISSUER = 'acme-api';
const AUDIENCE = 'acme-site';
/**
 * A rotated refresh token used once more within this window (two tabs refreshing at once) is not treated as
 * theft; a second reuse, or one after the window, ends every session of the account (docs/requirements/issues/23-safe-in-production.md).
 */
export const REUSE_GRACE_MS = 10_000;

/**
 * The account a queued job names by e-mail (`payload.email`), looked up when the job runs: the request that
 * queued it did the same work for every address (issue 23, docs/requirements/issues/23-safe-in-production.md).
 * `user` is undefined when there is no such account (any more).
 */
export async function accountOfJob(
  db: Db,
  payload: Record<string, unknown>,
): Promise<{ email: string; user?: { id: string; name: string } }> {
  const email = String(payload.email);
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, email));
  return { email, user };
}

/**
 * Ends every session of an account: its refresh tokens are revoked and expired (so not even the grace window
 * revives one). Run on every role or password change (issue 23), and by "sign out everywhere". Access
 * tokens already issued stay valid until they expire (ACCESS_TOKEN_TTL, 15 minutes by default).
 */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  const now = new Date();
  await db
    .update(refreshTokens)
    .set({ revokedAt: now, expiresAt: now })
    .where(and(eq(refreshTokens.userId, userId), gt(refreshTokens.expiresAt, now)));
}

export interface AuthOptions {
  secret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  cookieSecure: boolean;
}

export interface IssuedSession {
  access_token: string;
  userId: string;
  role: Role;
  expires_in: number;
}

export function createAuth(db: Db, options: AuthOptions) {
  const key = new TextEncoder().encode(options.secret);
  const otpKey = createHash('sha256').update(`otp:${options.secret}`).digest();
  // Verified when an e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
  const dummyHash = hash('not-a-real-password', argonOptions);

  const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

  async function signAccessToken(user: AuthUser): Promise<string> {
    return new SignJWT({ role: user.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${options.accessTokenTtl}s`)
      .sign(key);
  }

  async function readBearer(request: FastifyRequest): Promise<AuthUser | undefined> {
    const header = request.headers.authorization;
    if (header === undefined || header === '') return undefined;
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header);
    if (!match) throw unauthorized('The access token is malformed. Please sign in again.');
    try {
      const { payload } = await jwtVerify(match[1]!, key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const role: Role = payload.role === 'admin' || payload.role === 'staff' ? payload.role : 'customer';
      if (typeof payload.sub !== 'string') throw new Error('no subject');
      return { id: payload.sub, role };
    } catch {
      throw unauthorized('Your session has expired. Please sign in again.');
    }
  }

  /** Sets a new refresh cookie and stores its hash. */
  async function startRefreshSession(reply: FastifyReply, userId: string, tx: Db = db): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await tx.insert(refreshTokens).values({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + options.refreshTokenTtl * 1000),
    });
    reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.cookieSecure,
      path: '/api/v1',
      maxAge: options.refreshTokenTtl,
    });
    reply.setCookie(SIGNED_IN_COOKIE, '1', {
      httpOnly: false,
      sameSite: 'lax',
      secure: options.cookieSecure,
      path: '/',
      maxAge: options.refreshTokenTtl,
    });
  }

  function clearRefreshCookie(reply: FastifyReply): void {
    reply.clearCookie(REFRESH_COOKIE, {
      path: '/api/v1',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.cookieSecure,
    });
    reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', sameSite: 'lax', secure: options.cookieSecure });
  }

  async function issueSession(reply: FastifyReply, user: AuthUser): Promise<IssuedSession> {
    await startRefreshSession(reply, user.id);
    return {
      access_token: await signAccessToken(user),
      userId: user.id,
      role: user.role,
      expires_in: options.accessTokenTtl,
    };
  }

  return {
    hashPassword: (password: string) => hash(password, argonOptions),
    /** True when the password matches; always spends the same time, also for an unknown user. */
    async checkPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
      if (!passwordHash) {
        await verify(await dummyHash, password).catch(() => false);
        return false;
      }
      return verify(passwordHash, password).catch(() => false);
    },
    signAccessToken,
    issueSession,
    clearRefreshCookie,
    /** Keyed hash of a one-time code (never stored in clear). */
    hashOtp: (email: string, code: string) =>
      createHmac('sha256', otpKey).update(`${email}:${code}`).digest('hex'),
    otpMatches(expectedHex: string, email: string, code: string): boolean {
      const actual = Buffer.from(
        createHmac('sha256', otpKey).update(`${email}:${code}`).digest('hex'),
        'hex',
      );
      const expected = Buffer.from(expectedHex, 'hex');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },

    /** The signed-in user, or undefined for an anonymous request. A bad or expired token is a 401. */
    optionalUser: readBearer,
    async requireUser(request: FastifyRequest): Promise<AuthUser> {
      const user = await readBearer(request);
      if (!user) throw unauthorized();
      return user;
    },
    async requireAdmin(request: FastifyRequest): Promise<AuthUser> {
      const user = await readBearer(request);
      if (!user) throw unauthorized();
      if (user.role !== 'admin') throw forbidden('Only administrators can do that.');
      return user;
    },
    /**
     * The user of the refresh cookie, without rotating it: a current (not revoked, not expired) session.
     * Used only by the console's downloads (CSV, résumés), which are plain links: a link cannot carry
     * the bearer token, and a cross-site page can make the browser fetch one but never read it.
     */
    async cookieUserId(request: FastifyRequest): Promise<string | undefined> {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token || token.length > 200) return undefined;
      const [row] = await db
        .select({ userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.tokenHash, sha256(token)),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row?.userId;
    },
    /** The id in the path must be the caller's own (administrators may read any). */
    assertOwn(user: AuthUser, id: string, message: string): void {
      if (user.id !== id && user.role !== 'admin') throw forbidden(message);
    },

    /**
     * Exchanges the refresh cookie for a new access token and rotates the cookie. Reusing an old cookie
     * after the grace window ends every session of that user (it was probably stolen).
     */
    async refresh(request: FastifyRequest, reply: FastifyReply): Promise<IssuedSession> {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token || token.length > 200) throw unauthorized('Your session has ended. Please sign in again.');
      const tokenHash = sha256(token);
      const now = new Date();
      const session = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: refreshTokens.id,
            userId: refreshTokens.userId,
            revokedAt: refreshTokens.revokedAt,
            graceUsedAt: refreshTokens.graceUsedAt,
            role: users.role,
          })
          .from(refreshTokens)
          .innerJoin(users, eq(users.id, refreshTokens.userId))
          .where(and(eq(refreshTokens.tokenHash, tokenHash), gt(refreshTokens.expiresAt, now)))
          .for('update');
        if (!row) return undefined;
        if (row.revokedAt) {
          // Already rotated: one parallel call inside the grace window gets a session; anything else is a
          // replay of a stolen cookie, and every session of the account ends.
          const inGrace = now.getTime() - row.revokedAt.getTime() <= REUSE_GRACE_MS && !row.graceUsedAt;
          if (!inGrace) {
            await revokeAllSessions(tx as unknown as Db, row.userId);
            return undefined;
          }
          await tx.update(refreshTokens).set({ graceUsedAt: now }).where(eq(refreshTokens.id, row.id));
        } else {
          await tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.id, row.id));
        }
        await startRefreshSession(reply, row.userId, tx as unknown as Db);
        return { id: row.userId, role: row.role } satisfies AuthUser;
      });
      if (!session) {
        clearRefreshCookie(reply);
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      return {
        access_token: await signAccessToken(session),
        userId: session.id,
        role: session.role,
        expires_in: options.accessTokenTtl,
      };
    },

    /** Ends the refresh session of the cookie (if any) and clears it. */
    async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[REFRESH_COOKIE];
      if (token && token.length <= 200) {
        // Expiring it (not only revoking it) keeps the two-tabs grace window from reviving a logged-out session.
        const now = new Date();
        await db
          .update(refreshTokens)
          .set({ revokedAt: now, expiresAt: now })
          .where(and(eq(refreshTokens.tokenHash, sha256(token)), isNull(refreshTokens.revokedAt)));
      }
      clearRefreshCookie(reply);
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
