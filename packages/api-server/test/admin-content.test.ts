import {
  adminBlogListResponseSchema,
  adminBlogSchema,
  adminJobListResponseSchema,
  adminJobSchema,
  adminTeamListResponseSchema,
  adminTeamMemberSchema,
  auditListResponseSchema,
  authResponseSchema,
  blogListResponseSchema,
  errorBodySchema,
  jobListSchema,
  teamMemberListSchema,
} from '@company/contracts';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../src/db/schema.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  call,
  databases,
  form,
  pdfBytes,
  pngBytes,
  startTestServer,
  type TestServer,
} from './helpers.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Every content endpoint of the console, with bodies that would fail validation. */
const endpoints = [
  ['GET', 'admin/jobs?status=nonsense'],
  ['GET', 'admin/jobs.csv'],
  ['GET', `admin/jobs/${UNKNOWN}`],
  ['POST', 'admin/jobs'],
  ['PUT', `admin/jobs/${UNKNOWN}`],
  ['PATCH', `admin/jobs/${UNKNOWN}`],
  ['DELETE', 'admin/jobs/not-a-uuid'],
  ['GET', 'admin/blogs?page=-1'],
  ['GET', 'admin/blogs.csv'],
  ['GET', `admin/blogs/${UNKNOWN}`],
  ['POST', 'admin/blogs'],
  ['PUT', `admin/blogs/${UNKNOWN}`],
  ['PATCH', `admin/blogs/${UNKNOWN}`],
  ['DELETE', `admin/blogs/${UNKNOWN}`],
  ['GET', 'admin/team?sort=bogus'],
  ['GET', 'admin/team.csv'],
  ['GET', `admin/team/${UNKNOWN}`],
  ['POST', 'admin/team'],
  ['PUT', `admin/team/${UNKNOWN}`],
  ['PATCH', `admin/team/${UNKNOWN}`],
  ['DELETE', `admin/team/${UNKNOWN}`],
] as const;

const withBody = (method: string) =>
  method === 'POST' || method === 'PUT' || method === 'PATCH' ? { json: { status: 'bogus' } } : {};

describe.each(databases)('console content (blogs, jobs, team) on %s', (kind) => {
  let server: TestServer;
  let base: string;
  let origin: string;
  let admin: { token: string; cookie: string };
  let staff: { token: string; cookie: string };
  let customer: { token: string; cookie: string };

  const signIn = async (email: string, password: string) => {
    const reply = await call(base, 'POST', 'customer/login', { form: form({ identifier: email, password }) });
    expect(reply.status).toBe(200);
    const body = authResponseSchema.parse(reply.body);
    return { token: body.data.access_token, cookie: (reply.headers.get('set-cookie') ?? '').split(';')[0]! };
  };
  const register = async (n: string) => {
    const reply = await call(base, 'POST', 'customer', {
      form: form({
        name: `Person ${n}`,
        email: `${n}@example.com`,
        mobile: '9876543210',
        address: 'Civil Lines, Jabalpur',
        password: `password-${n}`,
      }),
    });
    expect(reply.status).toBe(200);
    return signIn(`${n}@example.com`, `password-${n}`);
  };
  const auditOf = async (entity: string, entityId: string) =>
    auditListResponseSchema
      .parse(
        (await call(base, 'GET', `admin/audit?entity=${entity}&entityId=${entityId}`, { token: admin.token }))
          .body,
      )
      .data.map((entry) => ({ action: entry.action, changes: entry.changes, actor: entry.actor.email }))
      .reverse();

  beforeAll(async () => {
    server = await startTestServer(kind);
    base = server.base;
    origin = new URL(base).origin;
    admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    customer = await register('reader');
    await register('editor');
    await server.database.db
      .update(users)
      .set({ role: 'staff' })
      .where(eq(users.email, 'editor@example.com'));
    staff = await signIn('editor@example.com', 'password-editor');
  });

  afterAll(async () => {
    await server?.close();
  });

  it('refuses anonymous callers (401), customers and staff (403) on every content endpoint, before validation', async () => {
    for (const [method, path] of endpoints) {
      const anonymous = await call(base, method, path, withBody(method));
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      errorBodySchema.parse(anonymous.body);
      for (const who of [customer, staff]) {
        const refused = await call(base, method, path, { token: who.token, ...withBody(method) });
        expect(refused.status, `${method} ${path}`).toBe(403);
        errorBodySchema.parse(refused.body);
      }
      // The cookie signs only the CSV downloads, and only for administrators.
      if (path.includes('.csv'))
        expect((await call(base, method, path, { headers: { cookie: staff.cookie } })).status).toBe(403);
    }
    // A staff member's multipart upload is refused too, and nothing is stored.
    const upload = await call(base, 'POST', 'admin/blogs', {
      token: staff.token,
      form: form({ title: 'Sneaky', description: 'x', image: { name: 'a.png', bytes: pngBytes() } }),
    });
    expect(upload.status).toBe(403);
  });

  it('jobs: create, edit, close and reopen, delete; /job follows at once; every change audited', async () => {
    // Warm the public cache first: the changes below must show through it.
    const before = jobListSchema.parse((await call(base, 'GET', 'job')).body);

    const invalid = await call(base, 'POST', 'admin/jobs', {
      token: admin.token,
      json: { jobTitle: '  ', status: 'later' },
    });
    expect(invalid.status).toBe(400);
    expect(errorBodySchema.parse(invalid.body).errors).toMatchObject({
      jobTitle: 'Job title is required',
      status: 'Choose one of the listed statuses.',
    });

    const created = await call(base, 'POST', 'admin/jobs', {
      token: admin.token,
      json: {
        jobTitle: 'Rust Developer',
        experience: '2+ years',
        location: 'Jabalpur',
        skill: 'Rust, Tokio',
        description: 'Build fast services.',
      },
    });
    expect(created.status).toBe(201);
    const job = adminJobSchema.parse(created.body);
    expect(job).toMatchObject({ status: 'open', education: null });
    let open = jobListSchema.parse((await call(base, 'GET', 'job')).body);
    expect(open).toHaveLength(before.length + 1);
    expect(open[0]!.jobTitle).toBe('Rust Developer');

    const edited = await call(base, 'PUT', `admin/jobs/${job.id}`, {
      token: admin.token,
      json: { jobTitle: 'Senior Rust Developer', experience: '5+ years', location: '', skill: 'Rust' },
    });
    expect(edited.status).toBe(200);
    expect(adminJobSchema.parse(edited.body)).toMatchObject({
      jobTitle: 'Senior Rust Developer',
      location: null,
      description: null,
    });
    expect((await call(base, 'GET', `job/${job.id}`)).body).toMatchObject({
      jobTitle: 'Senior Rust Developer',
    });

    const closed = await call(base, 'PATCH', `admin/jobs/${job.id}`, {
      token: admin.token,
      json: { status: 'closed' },
    });
    expect(adminJobSchema.parse(closed.body).status).toBe('closed');
    open = jobListSchema.parse((await call(base, 'GET', 'job')).body);
    expect(open.map((j) => j.id)).not.toContain(job.id);
    expect((await call(base, 'GET', `job/${job.id}`)).status).toBe(404);
    // The console still lists it, with its status, and filters by it.
    const closedList = adminJobListResponseSchema.parse(
      (await call(base, 'GET', 'admin/jobs?status=closed', { token: admin.token })).body,
    );
    expect(closedList.data.map((j) => j.id)).toEqual([job.id]);

    await call(base, 'PATCH', `admin/jobs/${job.id}`, { token: admin.token, json: { status: 'open' } });
    expect((await call(base, 'GET', `job/${job.id}`)).status).toBe(200);

    const csv = await call(base, 'GET', 'admin/jobs.csv?q=rust', { headers: { cookie: admin.cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = String(csv.body).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Senior Rust Developer');

    const removed = await call(base, 'DELETE', `admin/jobs/${job.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect((await call(base, 'GET', `admin/jobs/${job.id}`, { token: admin.token })).status).toBe(404);
    expect(jobListSchema.parse((await call(base, 'GET', 'job')).body)).toHaveLength(before.length);

    const log = await auditOf('job', job.id);
    expect(log.map((entry) => entry.action)).toEqual([
      'job.create',
      'job.update',
      'job.close',
      'job.open',
      'job.delete',
    ]);
    expect(log.every((entry) => entry.actor === ADMIN_EMAIL)).toBe(true);
    expect(log[1]!.changes).toEqual({
      jobTitle: { from: 'Rust Developer', to: 'Senior Rust Developer' },
      experience: { from: '2+ years', to: '5+ years' },
      location: { from: 'Jabalpur', to: null },
      skill: { from: 'Rust, Tokio', to: 'Rust' },
      description: { from: 'Build fast services.', to: null },
    });
    expect(log[2]!.changes).toEqual({ status: { from: 'open', to: 'closed' } });
  });

  it('the public create endpoints (POST job, blog, ourteam) are audited and show at once too', async () => {
    await call(base, 'GET', 'job');
    const job = await call(base, 'POST', 'job', { token: admin.token, json: { jobTitle: 'Data Engineer' } });
    expect(job.status).toBe(201);
    const jobId = (job.body as { id: string }).id;
    expect(jobListSchema.parse((await call(base, 'GET', 'job')).body)[0]!.id).toBe(jobId);
    expect(await auditOf('job', jobId)).toEqual([
      {
        action: 'job.create',
        actor: ADMIN_EMAIL,
        changes: { jobTitle: { from: null, to: 'Data Engineer' } },
      },
    ]);
    const blog = await call(base, 'POST', 'blog', {
      token: admin.token,
      form: form({ title: 'Via the API', description: 'Text', image: { name: 'a.png', bytes: pngBytes() } }),
    });
    expect(blog.status).toBe(201);
    expect((await auditOf('blog', (blog.body as { id: string }).id)).map((entry) => entry.action)).toEqual([
      'blog.create',
    ]);
    await call(base, 'GET', 'ourteam');
    const member = await call(base, 'POST', 'ourteam', {
      token: admin.token,
      form: form({ name: 'Via the API', role: 'Tester', image: { name: 'a.png', bytes: pngBytes() } }),
    });
    expect(member.status).toBe(201);
    const memberId = (member.body as { id: string }).id;
    expect(teamMemberListSchema.parse((await call(base, 'GET', 'ourteam')).body).at(-1)!.id).toBe(memberId);
    expect((await auditOf('team_member', memberId)).map((entry) => entry.action)).toEqual(['team.create']);
    // Clean up for the tests below, which count the public lists.
    for (const [path, id] of [
      ['jobs', jobId],
      ['blogs', (blog.body as { id: string }).id],
      ['team', memberId],
    ])
      expect((await call(base, 'DELETE', `admin/${path}/${id}`, { token: admin.token })).status).toBe(200);
  });

  it('blogs: create with the image checks, edit with and without a new image, unpublish, delete', async () => {
    const before = blogListResponseSchema.parse((await call(base, 'GET', 'blog?page=1&limit=100')).body);

    const fake = await call(base, 'POST', 'admin/blogs', {
      token: admin.token,
      form: form({ title: 'Fake', description: 'x', image: { name: 'cover.png', bytes: pdfBytes() } }),
    });
    expect(fake.status).toBe(400);
    expect(errorBodySchema.parse(fake.body).errors.image).toBe(
      'The file is not a real PNG, JPEG, WebP or GIF image',
    );
    const noImage = await call(base, 'POST', 'admin/blogs', {
      token: admin.token,
      form: form({ title: '', description: 'x' }),
    });
    expect(errorBodySchema.parse(noImage.body).errors).toMatchObject({
      title: 'Title is required',
      image: 'Image is required',
    });

    const created = await call(base, 'POST', 'admin/blogs', {
      token: admin.token,
      form: form({
        title: 'Shipping a design system',
        description: 'First paragraph.\n\nSecond paragraph.',
        image: { name: 'cover.png', bytes: pngBytes() },
      }),
    });
    expect(created.status).toBe(201);
    const blog = adminBlogSchema.parse(created.body);
    expect(blog.status).toBe('published');
    const firstImage = blog.image;
    expect((await fetch(`${origin}${blog.imageUrl}`)).status).toBe(200);
    let list = blogListResponseSchema.parse((await call(base, 'GET', 'blog?page=1&limit=100')).body);
    expect(list.total).toBe(before.total + 1);
    expect(list.data[0]!.title).toBe('Shipping a design system');

    // Text only: the image stays.
    const renamed = adminBlogSchema.parse(
      (
        await call(base, 'PUT', `admin/blogs/${blog.id}`, {
          token: admin.token,
          form: form({ title: 'Shipping a design system, part 1', description: 'Now shorter.' }),
        })
      ).body,
    );
    expect(renamed).toMatchObject({ title: 'Shipping a design system, part 1', image: firstImage });
    expect((await call(base, 'GET', `blog/${blog.id}`)).body).toMatchObject({ description: 'Now shorter.' });

    // A new image replaces the old file, which is then removed.
    const badReplace = await call(base, 'PUT', `admin/blogs/${blog.id}`, {
      token: admin.token,
      form: form({ title: 'T', description: 'D', image: { name: 'cover.gif', bytes: pngBytes() } }),
    });
    expect(badReplace.status).toBe(400);
    const replaced = adminBlogSchema.parse(
      (
        await call(base, 'PUT', `admin/blogs/${blog.id}`, {
          token: admin.token,
          form: form({
            title: 'Shipping a design system, part 1',
            description: 'Now shorter.',
            image: { name: 'new-cover.png', bytes: pngBytes() },
          }),
        })
      ).body,
    );
    expect(replaced.image).not.toBe(firstImage);
    expect(existsSync(join(server.config.uploadDir, 'blogs', firstImage))).toBe(false);
    expect((await fetch(`${origin}${replaced.imageUrl}`)).status).toBe(200);

    await call(base, 'PATCH', `admin/blogs/${blog.id}`, { token: admin.token, json: { status: 'draft' } });
    list = blogListResponseSchema.parse((await call(base, 'GET', 'blog?page=1&limit=100')).body);
    expect(list.total).toBe(before.total);
    expect(list.data.map((b) => b.id)).not.toContain(blog.id);
    expect((await call(base, 'GET', `blog/${blog.id}`)).status).toBe(404);
    const drafts = adminBlogListResponseSchema.parse(
      (await call(base, 'GET', 'admin/blogs?status=draft', { token: admin.token })).body,
    );
    expect(drafts.data.map((b) => b.id)).toEqual([blog.id]);

    expect((await call(base, 'DELETE', `admin/blogs/${blog.id}`, { token: admin.token })).status).toBe(200);
    expect(existsSync(join(server.config.uploadDir, 'blogs', replaced.image))).toBe(false);
    expect((await call(base, 'DELETE', `admin/blogs/${blog.id}`, { token: admin.token })).status).toBe(404);

    const log = await auditOf('blog', blog.id);
    expect(log.map((entry) => entry.action)).toEqual([
      'blog.create',
      'blog.update',
      'blog.update',
      'blog.unpublish',
      'blog.delete',
    ]);
    expect(log[2]!.changes).toEqual({ image: { from: firstImage, to: replaced.image } });
  });

  it('team: a draft member stays off /team until published; edit, links cleared, delete', async () => {
    const before = teamMemberListSchema.parse((await call(base, 'GET', 'ourteam')).body);
    const badLink = await call(base, 'POST', 'admin/team', {
      token: admin.token,
      form: form({
        name: 'Kavya Rao',
        role: 'Designer',
        linkedin: 'http://insecure.example',
        sortOrder: 'first',
        image: { name: 'kavya.png', bytes: pngBytes() },
      }),
    });
    expect(errorBodySchema.parse(badLink.body).errors).toMatchObject({
      linkedin: 'Enter a full link starting with https://',
      sortOrder: 'Enter a whole number from 0 to 100000.',
    });
    const created = await call(base, 'POST', 'admin/team', {
      token: admin.token,
      form: form({
        name: 'Kavya Rao',
        role: 'Designer',
        linkedin: 'https://www.linkedin.com/in/kavya',
        status: 'draft',
        image: { name: 'kavya.png', bytes: pngBytes() },
      }),
    });
    expect(created.status).toBe(201);
    const member = adminTeamMemberSchema.parse(created.body);
    expect(member).toMatchObject({ status: 'draft', sortOrder: 1000 });
    expect(teamMemberListSchema.parse((await call(base, 'GET', 'ourteam')).body)).toHaveLength(before.length);

    await call(base, 'PATCH', `admin/team/${member.id}`, {
      token: admin.token,
      json: { status: 'published' },
    });
    let team = teamMemberListSchema.parse((await call(base, 'GET', 'ourteam')).body);
    expect(team.at(-1)).toMatchObject({ name: 'Kavya Rao', linkedin: 'https://www.linkedin.com/in/kavya' });

    const edited = adminTeamMemberSchema.parse(
      (
        await call(base, 'PUT', `admin/team/${member.id}`, {
          token: admin.token,
          form: form({ name: 'Kavya Rao', role: 'Lead Designer', linkedin: '', sortOrder: '0' }),
        })
      ).body,
    );
    expect(edited).toMatchObject({
      role: 'Lead Designer',
      linkedin: null,
      sortOrder: 0,
      image: member.image,
    });
    // Place 0 as the first seeded member: after them (older first), before everyone else.
    team = teamMemberListSchema.parse((await call(base, 'GET', 'ourteam')).body);
    expect(team[1]).toMatchObject({ name: 'Kavya Rao', role: 'Lead Designer', linkedin: null });
    const listed = adminTeamListResponseSchema.parse(
      (await call(base, 'GET', 'admin/team?q=kavya', { token: admin.token })).body,
    );
    expect(listed.data.map((m) => m.id)).toEqual([member.id]);

    expect((await call(base, 'DELETE', `admin/team/${member.id}`, { token: admin.token })).status).toBe(200);
    expect(teamMemberListSchema.parse((await call(base, 'GET', 'ourteam')).body)).toHaveLength(before.length);
    expect(existsSync(join(server.config.uploadDir, 'team', member.image))).toBe(false);
    expect((await auditOf('team_member', member.id)).map((entry) => entry.action)).toEqual([
      'team.create',
      'team.publish',
      'team.update',
      'team.delete',
    ]);
  });
});
