import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adminCourseRoutes } from './admin-courses.js';

/**
 * The learning side (issue 32: docs/requirements/issues/32-courses-you-can-take.md): course outlines,
 * lessons, progress, media, certificates, and the console's Courses section. Each part registers here.
 */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminCourseRoutes); // console: courses, lessons, uploads
};
