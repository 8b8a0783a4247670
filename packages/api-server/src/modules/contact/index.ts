import { contactRequestSchema } from '@company/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { contactMessages } from '../../db/schema.js';
import { completeIdempotency } from '../../lib/idempotency.js';
import { rateLimit } from '../../lib/rate-limit.js';

/** `POST contactus` (JSON or multipart): name, mobile, subject, message. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contactus',
    {
      schema: { body: contactRequestSchema },
      config: { ...rateLimit(app.config, 'contact'), idempotent: true },
    },
    async (request) => {
      // Issue 24: an enquiry sent while signed in belongs to the account (its data export and deletion).
      const sender = await app.auth.optionalUser(request).catch(() => undefined);
      // Issue 26: the enquiry and its Idempotency-Key answer commit together.
      return app.db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(contactMessages)
          .values({ ...request.body, userId: sender?.id ?? null })
          .returning({ id: contactMessages.id });
        return completeIdempotency(tx, request, {
          status: 200,
          message: "Thanks for contacting us! We'll get back to you soon.",
          id: saved!.id,
        });
      });
    },
  );
};
