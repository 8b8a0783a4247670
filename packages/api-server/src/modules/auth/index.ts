import {
  loginRequestSchema,
  otpRequestSchema,
  otpVerifySchema,
  registerRequestSchema,
  uuidParam,
} from '@company/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';

import type { Db } from '../../db/client.js';
import { otpCodes, users } from '../../db/schema.js';
import { accountOfJob, revokeAllSessions } from '../../lib/auth.js';
import { createAccountThrottle } from '../../lib/account-throttle.js';
import { HttpError, unauthorized } from '../../lib/errors.js';
import { completeIdempotency } from '../../lib/idempotency.js';
import { signedInHook } from '../../lib/admin-only.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { iso } from '../../lib/serialize.js';
import { linkGuestRecords, verifyEmail } from '../account/data.js';

const OTP_TTL_MS = 10 * 60_000;
const OTP_MAX_ATTEMPTS = 5;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const welcomeMail = (name: string, email: string) => ({
  to: email,
  subject: 'Welcome to Acme Softech',
  text: `Hello ${name},\n\nYour account is ready. Sign in with your e-mail and password, or ask for a one-time sign-in code on the sign-in page.\n\nIf you did not create this account, please reply to this e-mail.`,
  html: `<p>Hello ${escapeHtml(name)},</p><p>Your account is ready. Sign in with your e-mail and password, or ask for a one-time sign-in code on the sign-in page.</p><p>If you did not create this account, please reply to this e-mail.</p>`,
});

/** To the owner of an address someone tried to sign up with again (the answer to that visitor is a success). */
const signUpAgainMail = (email: string) => ({
  to: email,
  subject: 'You already have an account',
  text: 'Hello,\n\nSomeone (perhaps you) tried to create an account with this e-mail address, which already has one. Nothing was changed.\n\nTo get in, sign in with your password or ask for a one-time sign-in code on the sign-in page. If it was not you, you can ignore this e-mail.',
  html: '<p>Hello,</p><p>Someone (perhaps you) tried to create an account with this e-mail address, which already has one. Nothing was changed.</p><p>To get in, sign in with your password or ask for a one-time sign-in code on the sign-in page. If it was not you, you can ignore this e-mail.</p>',
});

/**
 * Accounts: sign-up, password login, one-time codes, refresh, logout and the own profile.
 * Login, OTP verification and refresh all answer `{ status, message, data: { access_token, userId, role, expires_in } }`
 * and set the httpOnly refresh cookie.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, db } = app;
  // Issue 23 (docs/requirements/issues/23-safe-in-production.md): per-account limits on top of the per-address ones (ACCOUNT_LIMIT_LOGIN, ACCOUNT_LIMIT_OTP).
  const throttle = createAccountThrottle(db, app.config.accountLimits);

  // Issue 23: sign-up answers the same whether or not the e-mail is taken, in text and in timing. Issue 31
  // (docs/requirements/issues/31-unbreakable-at-the-edges.md): both paths run the very same statements: hash the
  // password, try the insert (without `returning`) with an id chosen up front, queue one `sign-up` job with the
  // same payload. The worker then tells the two apart (is the account's id the one tried?) and queues the
  // welcome, or the note to the address's owner that someone tried to sign up again.
  app.queue.handle('sign-up', {
    transactional: true,
    async run(payload, tx) {
      const { email, user } = await accountOfJob(tx, payload);
      if (!user) return; // Deleted meanwhile: nobody to write to.
      await app.queue.enqueueMail(
        user.id === payload.userId ? welcomeMail(user.name, email) : signUpAgainMail(email),
        tx,
      );
    },
  });

  app.post(
    '/customer',
    {
      schema: { body: registerRequestSchema },
      config: { ...rateLimit(app.config, 'register'), idempotent: true },
    },
    async (request) => {
      const { name, email, mobile, address, password } = request.body;
      const passwordHash = await auth.hashPassword(password);
      const userId = randomUUID();
      const answer = await db.transaction(async (tx) => {
        await tx
          .insert(users)
          .values({ id: userId, name, email, mobile, address, passwordHash })
          .onConflictDoNothing({ target: users.email });
        await app.queue.enqueue('sign-up', { email, userId }, tx as unknown as Db);
        // Issue 26 (docs/requirements/issues/26-past-one-machine.md): the account, its job and the Idempotency-Key answer commit together.
        return completeIdempotency(tx, request, {
          status: 200 as const,
          message: 'You have registered successfully!',
          data: { userId, email },
        });
      });
      app.queue.wake();
      return answer;
    },
  );

  app.post(
    '/customer/login',
    { schema: { body: loginRequestSchema }, config: rateLimit(app.config, 'login') },
    async (request, reply) => {
      const { identifier, password } = request.body;
      await throttle.loginAttempt(identifier);
      const [user] = await db.select().from(users).where(eq(users.email, identifier));
      if (!(await auth.checkPassword(user?.passwordHash, password)) || !user) {
        throw unauthorized('Invalid email or password.');
      }
      await throttle.loginSucceeded(identifier);
      // Issue 24 (docs/requirements/issues/24-staff-console.md): a proven address keeps collecting what was done with it as a guest.
      if (user.emailVerifiedAt) await linkGuestRecords(db, user.id, user.email);
      const session = await auth.issueSession(reply, { id: user.id, role: user.role });
      return { status: 200 as const, message: 'Login Successful', data: session };
    },
  );

  // Issue 23: the request only queues `{ email }` (one insert, the same for every address); the worker looks
  // the account up, stores a code and queues its mail, so neither the answer nor its timing tells whether
  // the address is registered, and the answer never waits on the mail server.
  app.queue.handle('otp', {
    transactional: true,
    async run(payload, tx) {
      const { email, user } = await accountOfJob(tx, payload);
      if (!user) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await tx
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpCodes.email, email), isNull(otpCodes.consumedAt)));
      await tx.insert(otpCodes).values({
        email,
        codeHash: auth.hashOtp(email, code),
        expiresAt: new Date(Date.now() + OTP_TTL_MS),
      });
      await app.queue.enqueueMail(
        {
          to: email,
          subject: 'Your sign-in code',
          text: `Hello ${user.name},\n\nYour sign-in code is ${code}. It is valid for 10 minutes.\n\nIf you did not ask for it, you can ignore this e-mail.`,
          html: `<p>Hello ${escapeHtml(user.name)},</p><p>Your sign-in code is <strong>${code}</strong>. It is valid for 10 minutes.</p><p>If you did not ask for it, you can ignore this e-mail.</p>`,
        },
        tx,
      );
    },
  });

  app.post(
    '/customer/otp/request',
    { schema: { body: otpRequestSchema }, config: rateLimit(app.config, 'otp') },
    async (request) => {
      // Per-account limit (issue 23 part A): counted for every e-mail alike, registered or not.
      await throttle.otpRequested(request.body.email);
      await app.queue.enqueue('otp', { email: request.body.email });
      // The same answer whether or not the e-mail has an account, so the form cannot reveal who is registered.
      return {
        status: 200,
        message:
          'If an account exists for this email, a 6-digit code is on its way. It is valid for 10 minutes.',
      };
    },
  );

  app.post(
    '/customer/otp',
    { schema: { body: otpVerifySchema }, config: rateLimit(app.config, 'otp') },
    async (request, reply) => {
      const { email, otp } = request.body;
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        const [code] = await tx
          .select()
          .from(otpCodes)
          .where(and(eq(otpCodes.email, email), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
          .orderBy(desc(otpCodes.createdAt))
          .limit(1)
          .for('update');
        if (!code) return 'expired' as const;
        if (auth.otpMatches(code.codeHash, email, otp)) {
          await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, code.id));
          return 'ok' as const;
        }
        const attempts = code.attempts + 1;
        await tx
          .update(otpCodes)
          .set({ attempts, consumedAt: attempts >= OTP_MAX_ATTEMPTS ? now : null })
          .where(eq(otpCodes.id, code.id));
        return attempts >= OTP_MAX_ATTEMPTS ? ('exhausted' as const) : ('wrong' as const);
      });
      if (outcome === 'expired') {
        const message = 'The code has expired or was not requested. Please ask for a new code.';
        throw new HttpError(400, message, { otp: message });
      }
      if (outcome === 'exhausted') {
        const message = 'Too many wrong attempts. Please ask for a new code.';
        throw new HttpError(400, message, { otp: message });
      }
      if (outcome === 'wrong') throw new HttpError(400, 'Invalid OTP', { otp: 'Invalid OTP' });
      const [user] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.email, email));
      if (!user) throw unauthorized('Invalid email or password.');
      // Issue 24: the code proves the e-mail: guest orders and applications made with it join the account.
      await db.transaction((tx) => verifyEmail(tx as unknown as Db, user.id, email));
      const session = await auth.issueSession(reply, { id: user.id, role: user.role });
      return { status: 200 as const, message: 'Login Successful', data: session };
    },
  );

  const refresh = async (
    request: Parameters<typeof auth.refresh>[0],
    reply: Parameters<typeof auth.refresh>[1],
  ) => {
    const session = await auth.refresh(request, reply);
    return {
      status: 200 as const,
      message: 'Session refreshed',
      access_token: session.access_token,
      data: session,
    };
  };
  app.post('/admin/refresh', refresh);
  app.post('/customer/refresh', refresh);

  const logout = async (
    request: Parameters<typeof auth.logout>[0],
    reply: Parameters<typeof auth.logout>[1],
  ) => {
    await auth.logout(request, reply);
    return { status: 200, message: 'Logout Successfully' };
  };
  app.post('/customer/logout', logout);
  app.post('/admin/logout', logout);

  // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): the token is checked before the id is validated.
  const signedIn = signedInHook(app);
  app.get(
    '/customer/one/:id',
    { schema: { params: z.object({ id: uuidParam }) }, onRequest: signedIn },
    async (request) => {
      const caller = await auth.requireUser(request);
      auth.assertOwn(caller, request.params.id, 'You can only view your own profile.');
      const [user] = await db.select().from(users).where(eq(users.id, request.params.id));
      if (!user) throw new HttpError(404, 'User data not found...');
      return {
        status: 200 as const,
        data: {
          id: user.id,
          name: user.name,
          email: user.email,
          mobile: user.mobile,
          address: user.address,
          role: user.role,
          createdAt: iso(user.createdAt),
        },
      };
    },
  );

  /** Ends every refresh session of the caller (sign out everywhere). */
  app.post('/customer/logout-all', { onRequest: signedIn }, async (request, reply) => {
    const caller = await auth.requireUser(request);
    await revokeAllSessions(db, caller.id);
    auth.clearRefreshCookie(reply);
    return { status: 200, message: 'Logout Successfully' };
  });
};
