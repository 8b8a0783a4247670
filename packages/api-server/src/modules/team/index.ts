import { teamMemberCreateSchema } from '@company/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { teamMembers } from '../../db/schema.js';
import { JSON_CONTENT_TYPE } from '../../lib/read-cache.js';
import { assertImage, publicUploadUrl, storeUploadWithRow } from '../../lib/uploads.js';
import { adminOnlyHook } from '../../lib/admin-only.js';
import { adminActor, createdChanges } from '../admin/content-shared.js';
import { audit } from '../admin/shared.js';

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

/**
 * `GET ourteam` (public: published members in page order); `POST ourteam` (administrators, multipart with an
 * image). The list is kept in the shared read cache under `team:`, which every change to a member invalidates.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const adminOnly = adminOnlyHook(app);
  const cache = app.contentCache;

  app.get('/ourteam', async (_request, reply) => {
    const body = await cache.json('team:list', async () => {
      const rows = await db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.status, 'published'))
        .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.createdAt));
      return rows.map(toMember);
    });
    return reply.type(JSON_CONTENT_TYPE).send(body);
  });

  // Administrators only: the token is checked on arrival, before the body is read or validated (docs/requirements/issues/23-safe-in-production.md).
  app.post(
    '/ourteam',
    { schema: { body: teamMemberCreateSchema }, onRequest: adminOnly },
    async (request, reply) => {
      const actor = await adminActor(app, request);
      const { image, ...fields } = request.body;
      const file = await assertImage('image', image);
      const [row] = await storeUploadWithRow(db, app.objectStore, 'team', file, async (tx, stored) => {
        const values = {
          name: fields.name,
          role: fields.role,
          description: fields.description ?? '',
          linkedin: fields.linkedin ?? null,
          github: fields.github ?? null,
          twitter: fields.twitter ?? null,
          sortOrder: 1000,
          image: stored,
        };
        const inserted = await tx.insert(teamMembers).values(values).returning();
        await audit(tx, actor, 'team.create', 'team_member', inserted[0]!.id, createdChanges(values));
        return inserted;
      });
      cache.invalidate('team:');
      return reply.status(201).send(toMember(row!));
    },
  );
};
