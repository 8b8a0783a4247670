import { jobApplicationRequestSchema, jobCreateSchema, messages, uuidParam } from '@company/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { jobApplications, jobs } from '../../db/schema.js';
import { JSON_CONTENT_TYPE } from '../../lib/read-cache.js';
import { notFound } from '../../lib/errors.js';
import { completeIdempotency } from '../../lib/idempotency.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { iso } from '../../lib/serialize.js';
import { assertResume, storeUploadWithRow } from '../../lib/uploads.js';
import { adminOnlyHook, signedInHook } from '../../lib/admin-only.js';
import { formCaller } from '../../lib/caller.js';
import { queueApplicationMails } from '../../lib/notifications-queue.js';
import { adminActor, createdChanges } from '../admin/content-shared.js';
import { audit } from '../admin/shared.js';

type JobRow = typeof jobs.$inferSelect;

const toJob = (row: JobRow) => ({
  id: row.id,
  jobTitle: row.jobTitle,
  experience: row.experience,
  education: row.education,
  location: row.location,
  skill: row.skill,
  description: row.description,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/**
 * Jobs (public list and detail of open jobs, create for administrators), applications (`enquire`) and the
 * caller's own (`applynow`). A closed job (docs/requirements/issues/24-staff-console.md, the console) is left out of the list and answers 404.
 * The list is kept in the shared read cache under `job:`, which every change to a job invalidates.
 */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth } = app;
  const adminOnly = adminOnlyHook(app);
  const signedIn = signedInHook(app);
  const cache = app.contentCache;

  app.get('/job', async (_request, reply) => {
    const body = await cache.json('job:list', async () => {
      const rows = await db
        .select()
        .from(jobs)
        .where(eq(jobs.status, 'open'))
        .orderBy(desc(jobs.createdAt), asc(jobs.id));
      return rows.map(toJob);
    });
    return reply.type(JSON_CONTENT_TYPE).send(body);
  });

  app.get('/job/:id', { schema: { params: z.object({ id: uuidParam }) } }, async (request) => {
    const [row] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, request.params.id), eq(jobs.status, 'open')));
    if (!row) throw notFound('Job not found.');
    return toJob(row);
  });

  // Administrators only: the token is checked on arrival, before the body is read or validated (docs/requirements/issues/23-safe-in-production.md).
  app.post('/job', { schema: { body: jobCreateSchema }, onRequest: adminOnly }, async (request, reply) => {
    const actor = await adminActor(app, request);
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(jobs).values(request.body).returning();
      await audit(tx, actor, 'job.create', 'job', inserted!.id, createdChanges(request.body));
      return inserted!;
    });
    cache.invalidate('job:');
    return reply.status(201).send(toJob(row));
  });

  app.post(
    '/enquire',
    {
      schema: { body: jobApplicationRequestSchema },
      config: { ...rateLimit(app.config, 'applications'), idempotent: true },
    },
    async (request) => {
      const caller = await formCaller(app, request);
      const { resume, ...fields } = request.body;
      const file = assertResume('resume', resume, messages.jobApplication.resumeRequired);
      const answer = {
        status: 200,
        message: 'Application submitted successfully. We will get back to you soon.',
      };
      // Issue 26 (docs/requirements/issues/26-past-one-machine.md): the application and its Idempotency-Key answer commit together.
      const stored = await storeUploadWithRow(db, app.objectStore, 'resumes', file, async (tx, saved) => {
        const [row] = await tx
          .insert(jobApplications)
          .values({
            userId: caller?.id ?? null,
            jobTitle: fields.job_title ?? null,
            name: fields.name,
            email: fields.email,
            phone: fields.phone,
            city: fields.city,
            experience: fields.Experience,
            currentSalary: fields.current_salary,
            resumeName: file.name,
            resumeFile: saved,
          })
          .returning();
        // Issue 24: staff and the applicant hear of it when (and only if) the application is stored.
        await queueApplicationMails(app, tx, {
          kind: 'job',
          id: row!.id,
          name: row!.name,
          email: row!.email,
          phone: row!.phone,
          position: row!.jobTitle,
          resumeName: row!.resumeName,
        });
        return completeIdempotency(tx, request, answer);
      });
      app.queue.wake();
      return stored;
    },
  );

  app.get('/applynow', { onRequest: signedIn }, async (request) => {
    const caller = await auth.requireUser(request);
    const rows = await db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.userId, caller.id))
      .orderBy(desc(jobApplications.createdAt));
    return rows.map((row) => ({
      id: row.id,
      job_title: row.jobTitle,
      createdAt: iso(row.createdAt),
      name: row.name,
      email: row.email,
      mobile: row.phone,
      city: row.city,
      Experience: row.experience,
      current_salary: row.currentSalary,
      resume: row.resumeName,
    }));
  });
};
