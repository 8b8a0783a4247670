import { internshipRequestSchema, messages } from '@company/contracts';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { internships } from '../../db/schema.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { iso } from '../../lib/serialize.js';
import { assertResume, discardUpload, storeUpload } from '../../lib/uploads.js';

/** `POST internship` (multipart with resume) for everyone; `GET internship` for administrators only. */
export const internshipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth } = app;

  app.post(
    '/internship',
    { schema: { body: internshipRequestSchema }, config: rateLimit(app.config, 'applications') },
    async (request) => {
      const caller = await auth.optionalUser(request);
      const { resume, ...fields } = request.body;
      const file = assertResume('resume', resume, messages.internship.resumeRequired);
      const stored = await storeUpload(app.config.uploadDir, 'resumes', file);
      try {
        await db
          .insert(internships)
          .values({ ...fields, userId: caller?.id ?? null, resumeName: file.name, resumeFile: stored });
      } catch (error) {
        await discardUpload(app.config.uploadDir, 'resumes', stored);
        throw error;
      }
      return {
        status: 200,
        message: 'Thank you for applying. We will review your application and get back to you soon.',
      };
    },
  );

  app.get('/internship', async (request) => {
    await auth.requireAdmin(request);
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
