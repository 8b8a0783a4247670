import { teamMemberCreateSchema } from '@company/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { teamMembers } from '../../db/schema.js';
import { assertImage, discardUpload, publicUploadUrl, storeUpload } from '../../lib/uploads.js';

type TeamRow = typeof teamMembers.$inferSelect;

const toMember = (row: TeamRow) => ({
  id: row.id,
  name: row.name,
  role: row.role,
  image: row.image,
  imageUrl: publicUploadUrl('team', row.image),
  description: row.description,
  linkedin: row.linkedin,
  github: row.github,
  twitter: row.twitter,
});

/** `GET ourteam` (public); `POST ourteam` (administrators, multipart with an image). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth } = app;

  app.get('/ourteam', async () => {
    const rows = await db
      .select()
      .from(teamMembers)
      .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.createdAt));
    return rows.map(toMember);
  });

  app.post('/ourteam', { schema: { body: teamMemberCreateSchema } }, async (request, reply) => {
    await auth.requireAdmin(request);
    const { image, ...fields } = request.body;
    const file = assertImage('image', image);
    const stored = await storeUpload(app.config.uploadDir, 'team', file);
    try {
      const [row] = await db
        .insert(teamMembers)
        .values({
          name: fields.name,
          role: fields.role,
          description: fields.description ?? '',
          linkedin: fields.linkedin ?? null,
          github: fields.github ?? null,
          twitter: fields.twitter ?? null,
          sortOrder: 1000,
          image: stored,
        })
        .returning();
      return reply.status(201).send(toMember(row!));
    } catch (error) {
      await discardUpload(app.config.uploadDir, 'team', stored);
      throw error;
    }
  });
};
