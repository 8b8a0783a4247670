import { contactRequestSchema } from '@company/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from '../../db/client.js';
import { contactMessages, users } from '../../db/schema.js';
import { formCaller } from '../../lib/caller.js';
import { completeIdempotency } from '../../lib/idempotency.js';
import { enquiryConfirmationMail, staffEnquiryMail } from '../../lib/notifications.js';
import { rateLimit } from '../../lib/rate-limit.js';

/**
 * `POST contactus` (JSON or multipart): name, mobile, optional e-mail, subject, message.
 *
 * Issue 24 (docs/requirements/issues/24-staff-console.md): staff are told at STAFF_EMAIL (with a link to the enquiry in the console), and the sender gets a
 * confirmation at the e-mail they gave, or, when they left it blank while signed in, at their account's. Both
 * mails are queued in the transaction that stores the enquiry.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contactus',
    {
      schema: { body: contactRequestSchema },
      config: { ...rateLimit(app.config, 'contact'), idempotent: true },
    },
    async (request) => {
      // Issue 24: an enquiry sent while signed in belongs to the account (its data export and deletion).
      const sender = await formCaller(app, request, { staleAsVisitor: true });
      const { email: given, ...fields } = request.body;
      // Issue 26 (docs/requirements/issues/26-past-one-machine.md): the enquiry, its mails and its Idempotency-Key answer commit together.
      const answer = await app.db.transaction(async (tx) => {
        let email = given ?? null;
        if (!email && sender) {
          const [account] = await tx
            .select({ email: users.email })
            .from(users)
            .where(eq(users.id, sender.id));
          email = account?.email ?? null;
        }
        const [row] = await tx
          .insert(contactMessages)
          .values({ ...fields, email, userId: sender?.id ?? null })
          .returning();
        const enquiry = row!;
        if (app.config.staffEmail) {
          await app.queue.enqueueMail(
            staffEnquiryMail(app.config.staffEmail, app.config.publicUrl, enquiry),
            tx as unknown as Db,
          );
        }
        if (enquiry.email)
          await app.queue.enqueueMail(enquiryConfirmationMail(enquiry.email, enquiry), tx as unknown as Db);
        return completeIdempotency(tx, request, {
          status: 200,
          message: "Thanks for contacting us! We'll get back to you soon.",
          id: enquiry.id,
        });
      });
      app.queue.wake();
      return answer;
    },
  );
};
