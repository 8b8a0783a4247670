import { internshipRequestSchema, messages } from '@company/contracts';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { internships } from '../../db/schema.js';
import { completeIdempotency } from '../../lib/idempotency.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { iso } from '../../lib/serialize.js';
import { assertResume, storeUploadWithRow } from '../../lib/uploads.js';
import { adminOnlyHook } from '../../lib/admin-only.js';
import { formCaller } from '../../lib/caller.js';
import { queueApplicationMails } from '../../lib/notifications-queue.js';

/** `POST internship` (multipart with resume) for everyone; `GET internship` for administrators only. */
export const internshipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const adminOnly = adminOnlyHook(app);

  app.post(
    '/internship',
    {
      schema: { body: internshipRequestSchema },
      config: { ...rateLimit(app.config, 'applications'), idempotent: true },
    },
    async (request) => {
      const caller = await formCaller(app, request);
      const { resume, ...fields } = request.body;
      const file = assertResume('resume', resume, messages.internship.resumeRequired);
      const answer = {
        status: 200,
        message: 'Thank you for applying. We will review your application and get back to you soon.',
      };
      // Issue 26 (docs/requirements/issues/26-past-one-machine.md): the application and its Idempotency-Key answer commit together.
      const stored = await storeUploadWithRow(db, app.objectStore, 'resumes', file, async (tx, saved) => {
        const [row] = await tx
          .insert(internships)
          .values({ ...fields, userId: caller?.id ?? null, resumeName: file.name, resumeFile: saved })
          .returning();
        // Issue 24 (docs/requirements/issues/24-staff-console.md): staff and the applicant hear of it when (and only if) the application is stored.
        await queueApplicationMails(app, tx, {
          kind: 'internship',
          id: row!.id,
          name: row!.name,
          email: row!.email,
          phone: row!.number,
          position: row!.course,
          resumeName: row!.resumeName,
        });
        return completeIdempotency(tx, request, answer);
      });
      app.queue.wake();
      return stored;
    },
  );

  app.get('/internship', { onRequest: adminOnly }, async () => {
    const rows = await db.select().from(internships).orderBy(desc(internships.createdAt));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      number: row.number,
      course: row.course,
      resume: row.resumeName,
      createdAt: iso(row.createdAt),
    }));
  });
};
