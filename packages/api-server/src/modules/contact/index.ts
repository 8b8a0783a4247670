import { contactRequestSchema } from '@company/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { contactMessages } from '../../db/schema.js';
import { rateLimit } from '../../lib/rate-limit.js';

/** `POST contactus` (JSON or multipart): name, mobile, subject, message. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contactus',
    { schema: { body: contactRequestSchema }, config: rateLimit(app.config, 'contact') },
    async (request) => {
      // Issue 24: an enquiry sent while signed in belongs to the account (its data export and deletion).
      const sender = await app.auth.optionalUser(request).catch(() => undefined);
      const [saved] = await app.db
        .insert(contactMessages)
        .values({ ...request.body, userId: sender?.id ?? null })
        .returning({ id: contactMessages.id });
      return { status: 200, message: "Thanks for contacting us! We'll get back to you soon.", id: saved!.id };
    },
  );
};
