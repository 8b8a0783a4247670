import { messages } from '@company/contracts';
import { eq, sql } from 'drizzle-orm';

import type { AccountLimitName, RateLimit, ServerConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { accountThrottles } from '../db/schema.js';
import { HttpError } from './errors.js';

const minutesUntil = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** A 429 for one account, with `Retry-After` (seconds until its window ends). */
function throttled(message: (minutes: number) => string, waitMs: number): HttpError {
  return new HttpError(
    429,
    message(minutesUntil(waitMs)),
    {},
    {
      'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
    },
  );
}

/**
 * Per-account limits on top of the per-address ones (docs/requirements/issues/23-safe-in-production.md): sign-in attempts on one account and one-time
 * code requests for one e-mail are counted in the database, so they are limited however many addresses (or
 * server processes) they come from. Every attempt counts before the password is checked (so parallel guesses
 * cannot slip through together) and a right password clears the count. Unknown e-mails are counted the same
 * way, so the answer never tells whether an account exists.
 */
export function createAccountThrottle(db: Db, limits: ServerConfig['accountLimits']) {
  const keyOf = (name: AccountLimitName | 'reset', email: string) => `${name}:${email.toLowerCase()}`;

  /** Counts one hit (a new window when the last one has passed); answers the hits and when the window ends. */
  async function hit(name: AccountLimitName | 'reset', limit: RateLimit, email: string) {
    const now = new Date();
    const expired = new Date(now.getTime() - limit.windowMs);
    const [row] = await db
      .insert(accountThrottles)
      .values({ key: keyOf(name, email), hits: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: accountThrottles.key,
        set: {
          hits: sql`case when ${accountThrottles.windowStartedAt} <= ${expired} then 1 else ${accountThrottles.hits} + 1 end`,
          windowStartedAt: sql`case when ${accountThrottles.windowStartedAt} <= ${expired} then ${now} else ${accountThrottles.windowStartedAt} end`,
        },
      })
      .returning({ hits: accountThrottles.hits, windowStartedAt: accountThrottles.windowStartedAt });
    return {
      hits: row?.hits ?? 1,
      waitMs: (row?.windowStartedAt.getTime() ?? now.getTime()) + limit.windowMs - now.getTime(),
    };
  }

  return {
    /** Counts a sign-in attempt on the account; refuses (429) one over the limit, before the password is checked. */
    async loginAttempt(email: string): Promise<void> {
      if (!limits) return;
      const { hits, waitMs } = await hit('login', limits.login, email);
      if (hits > limits.login.max) throw throttled(messages.throttle.login, waitMs);
    },
    /** A right password ends the count. */
    async loginSucceeded(email: string): Promise<void> {
      if (limits) await db.delete(accountThrottles).where(eq(accountThrottles.key, keyOf('login', email)));
    },
    /** Counts a code request for the e-mail; refuses (429) one over the limit. */
    async otpRequested(email: string): Promise<void> {
      if (!limits) return;
      const { hits, waitMs } = await hit('otp', limits.otp, email);
      if (hits > limits.otp.max) throw throttled(messages.throttle.otp, waitMs);
    },
    /** Counts a password-reset request for the e-mail (docs/requirements/issues/24-staff-console.md; the one-time-code limits); refuses one over. */
    async resetRequested(email: string): Promise<void> {
      if (!limits) return;
      const { hits, waitMs } = await hit('reset', limits.otp, email);
      if (hits > limits.otp.max) throw throttled(messages.throttle.reset, waitMs);
    },
  };
}

export type AccountThrottle = ReturnType<typeof createAccountThrottle>;
