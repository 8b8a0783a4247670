import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { learnerRoutes } from './learners.js';
import { lessonRoutes } from './lessons.js';
import { progressRoutes } from './progress.js';
import { certificateRoutes } from './certificates.js';
import { mediaRoutes } from './media.js';
import { adminCourseRoutes } from './admin-courses.js';

/**
 * The learning side (issue 32: docs/requirements/issues/32-courses-you-can-take.md): course outlines,
 * lessons, progress, media, certificates, and the console's Courses section. Each part registers here.
 */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(lessonRoutes); // outline, lesson page, owned courses
  await app.register(progressRoutes); // POST learn/progress
  await app.register(learnerRoutes); // staff: learners, grant, revoke (console guard)
  await app.register(certificateRoutes);
  await app.register(mediaRoutes); // lesson media files and the `transcode` job
  await app.register(adminCourseRoutes); // console: courses, lessons, uploads
};
