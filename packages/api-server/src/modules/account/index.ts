import {
  accountMessages,
  deleteAccountSchema,
  forgotPasswordSchema,
  PASSWORD_RESET_TTL_MINUTES,
  passwordChangeSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  staffPasswordProblem,
} from '@company/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '../../db/client.js';
import { passwordResetTokens, users } from '../../db/schema.js';
import { createAccountThrottle } from '../../lib/account-throttle.js';
import { accountOfJob, revokeAllSessions } from '../../lib/auth.js';
import { authHook } from '../../lib/route-table.js';
import { HttpError, unauthorized } from '../../lib/errors.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { iso } from '../../lib/serialize.js';
import {
  accountApplications,
  accountExport,
  accountOrders,
  eraseAccount,
  removeResumes,
  retentionTick,
  verifyEmail,
} from './data.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

type UserRow = typeof users.$inferSelect;

/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): staff and administrators need a stronger
 * password (12 characters, not a common leaked one) than customers; the contracts' rule, as a field error.
 */
function refuseWeakStaffPassword(role: UserRow['role'], password: string, field: string): void {
  if (role === 'customer') return;
  const problem = staffPasswordProblem(password);
  if (problem) throw new HttpError(400, problem, { [field]: problem });
}

const profileOf = (user: UserRow) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  mobile: user.mobile,
  address: user.address,
  role: user.role,
  emailVerified: user.emailVerifiedAt !== null,
  createdAt: iso(user.createdAt),
});

/** How often a server checks whether the retention job is due (it runs once a day across all servers). */
const RETENTION_CHECK_MS = 60 * 60_000;
const RETENTION_EVERY_MS = 24 * 60 * 60_000;

/**
 * The customer's own account (docs/requirements/issues/24-staff-console.md), under `/api/v1/customer/...`: profile, password change, forgotten
 * password, order history, applications, "Download my data" and "Delete my account". Every signed-in route
 * checks the session when the request arrives (before its body is read or validated) and reads the account
 * from the database, so a deleted account is refused at once even with an access token still unexpired.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, db } = app;
  const throttle = createAccountThrottle(db, app.config.accountLimits);
  const callers = new WeakMap<FastifyRequest, UserRow>();

  const loadAccount = async (id: string | undefined): Promise<UserRow> => {
    if (!id) throw unauthorized();
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw unauthorized('Your session has ended. Please sign in again.');
    return user;
  };
  /** `onRequest`: the caller's account, from the bearer token. */
  const signedIn = {
    onRequest: authHook('customer', async (request: FastifyRequest) => {
      callers.set(request, await loadAccount((await auth.requireUser(request)).id));
    }),
  };
  const caller = (request: FastifyRequest): UserRow => {
    const user = callers.get(request);
    if (!user) throw unauthorized();
    return user;
  };

  app.get('/customer/me', signedIn, async (request) => ({
    status: 200 as const,
    data: profileOf(caller(request)),
  }));

  app.patch('/customer/me', { ...signedIn, schema: { body: profileUpdateSchema } }, async (request) => {
    const [user] = await db
      .update(users)
      .set({
        name: request.body.name,
        mobile: request.body.mobile,
        ...(request.body.address === undefined ? {} : { address: request.body.address }),
      })
      .where(eq(users.id, caller(request).id))
      .returning();
    if (!user) throw unauthorized('Your session has ended. Please sign in again.');
    return { status: 200 as const, message: accountMessages.profileSaved, data: profileOf(user) };
  });

  // The current password proves the owner (a session left open on a shared computer is not enough); attempts
  // count against the account's sign-in limit. Every other session ends; this browser gets a fresh one.
  app.post(
    '/customer/password',
    { ...signedIn, schema: { body: passwordChangeSchema }, config: rateLimit(app.config, 'login') },
    async (request, reply) => {
      const user = caller(request);
      refuseWeakStaffPassword(user.role, request.body.newPassword, 'newPassword');
      await throttle.loginAttempt(user.email);
      if (!(await auth.checkPassword(user.passwordHash, request.body.currentPassword))) {
        throw new HttpError(400, accountMessages.currentPasswordWrong, {
          currentPassword: accountMessages.currentPasswordWrong,
        });
      }
      await throttle.loginSucceeded(user.email);
      const passwordHash = await auth.hashPassword(request.body.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        await revokeAllSessions(tx as unknown as Db, user.id);
      });
      const session = await auth.issueSession(reply, { id: user.id, role: user.role });
      return { status: 200 as const, message: accountMessages.passwordChanged, data: session };
    },
  );

  /* ---------- forgotten password ---------- */

  // As with one-time codes (docs/requirements/issues/23-safe-in-production.md), the request only queues `{ email }`; the worker looks the account up,
  // stores the link's hash and queues its mail, so neither the answer nor its timing tells who is registered.
  app.queue.handle('password-reset', {
    transactional: true,
    async run(payload, tx) {
      const { email, user } = await accountOfJob(tx, payload);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      // A new link ends the older ones.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      });
      const link = `${app.config.publicUrl}/reset-password?token=${token}`;
      await app.queue.enqueueMail(
        {
          to: email,
          subject: 'Set a new password',
          text: `Hello ${user.name},\n\nTo set a new password for your Acme Softech account, open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes:\n\n${link}\n\nThe link works once. If you did not ask for it, you can ignore this e-mail: your password stays as it is.`,
          html: `<p>Hello ${escapeHtml(user.name)},</p><p>To set a new password for your Acme Softech account, open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes:</p><p><a href="${escapeHtml(link)}">Set a new password</a></p><p>The link works once. If you did not ask for it, you can ignore this e-mail: your password stays as it is.</p>`,
        },
        tx,
      );
    },
  });

  app.post(
    '/customer/password/forgot',
    { schema: { body: forgotPasswordSchema }, config: rateLimit(app.config, 'otp') },
    async (request) => {
      await throttle.resetRequested(request.body.email);
      await app.queue.enqueue('password-reset', { email: request.body.email });
      return { status: 200, message: accountMessages.resetSent };
    },
  );

  // The link proves the e-mail: the password is set, every session and every other link ends, and guest
  // orders and applications made with the address join the account.
  app.post(
    '/customer/password/reset',
    { schema: { body: resetPasswordSchema }, config: rateLimit(app.config, 'otp') },
    async (request) => {
      const passwordHash = await auth.hashPassword(request.body.password);
      const now = new Date();
      const done = await db.transaction(async (tx) => {
        const [link] = await tx
          .select({
            id: passwordResetTokens.id,
            userId: passwordResetTokens.userId,
            email: users.email,
            role: users.role,
          })
          .from(passwordResetTokens)
          .innerJoin(users, eq(users.id, passwordResetTokens.userId))
          .where(
            and(
              eq(passwordResetTokens.tokenHash, sha256(request.body.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .for('update');
        if (!link) return false;
        // The link stays usable: the member of staff tries again with a stronger password.
        refuseWeakStaffPassword(link.role, request.body.password, 'password');
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, link.userId), isNull(passwordResetTokens.usedAt)));
        await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
        await revokeAllSessions(tx as unknown as Db, link.userId);
        await verifyEmail(tx as unknown as Db, link.userId, link.email);
        return true;
      });
      if (!done) {
        throw new HttpError(400, accountMessages.resetLinkInvalid, {
          token: accountMessages.resetLinkInvalid,
        });
      }
      return { status: 200, message: accountMessages.passwordReset };
    },
  );

  /* ---------- history ---------- */

  app.get('/customer/orders', signedIn, async (request) => ({
    data: await accountOrders(db, caller(request).id),
  }));

  app.get('/customer/applications', signedIn, async (request) => ({
    data: await accountApplications(db, caller(request).id),
  }));

  /* ---------- privacy ---------- */

  // A plain link on the dashboard (a link cannot carry the bearer token): the session cookie is accepted too,
  // as for the console's downloads. It only reads; another site can make a browser fetch it but never read it.
  app.get('/customer/me/export', async (request, reply) => {
    const bearer = await auth.optionalUser(request).catch(() => undefined);
    const user = await loadAccount(bearer?.id ?? (await auth.cookieUserId(request)));
    const data = await accountExport(db, user.id);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="acme-my-data-${day}.json"`)
      .send(JSON.stringify(data, null, 2));
  });

  app.post(
    '/customer/me/delete',
    { ...signedIn, schema: { body: deleteAccountSchema } },
    async (request, reply) => {
      const user = caller(request);
      if (user.role !== 'customer') {
        throw new HttpError(409, accountMessages.adminCannotDelete, {});
      }
      const erased = await db.transaction((tx) => eraseAccount(tx as unknown as Db, user.id));
      if (!erased) throw unauthorized('Your session has ended. Please sign in again.');
      await removeResumes(app.objectStore, erased.resumeFiles);
      auth.clearRefreshCookie(reply);
      return { status: 200, message: accountMessages.accountDeleted };
    },
  );

  /* ---------- retention ---------- */

  // The privacy policy's periods, enforced once a day by whichever server claims the day first (retentionTick).
  if (app.config.retentionJob !== false) {
    const tick = () =>
      retentionTick(db, app.objectStore, RETENTION_EVERY_MS).then(
        (outcome) => {
          if (outcome && (outcome.enquiries > 0 || outcome.applications > 0))
            app.log.info({ retention: outcome }, 'retention: old enquiries and applications deleted');
        },
        (error: unknown) =>
          app.log.warn({ err: { message: (error as Error).message } }, 'retention job failed'),
      );
    let timer: ReturnType<typeof setInterval> | undefined;
    app.addHook('onReady', async () => {
      void tick();
      timer = setInterval(() => void tick(), RETENTION_CHECK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
