import { describe, expect, it } from 'vitest';

import {
  adminBlogCreateSchema,
  adminBlogUpdateSchema,
  adminJobCreateSchema,
  adminJobListQuerySchema,
  adminTeamMemberCreateSchema,
  publishStatusUpdateSchema,
} from './adminContent.js';

const file = (name: string, size = 10) => ({ name, size, type: 'image/png' });

describe('console content schemas (docs/requirements/issues/24-staff-console.md)', () => {
  it('a new blog needs its image and is published unless it says draft', () => {
    const created = adminBlogCreateSchema.parse({
      title: ' Hello ',
      description: 'Text',
      image: file('a.png'),
    });
    expect(created).toMatchObject({ title: 'Hello', status: 'published' });
    const missing = adminBlogCreateSchema.safeParse({ title: '', description: 'Text', image: file('', 0) });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'Title is required'],
      ['image', 'Image is required'],
    ]);
    expect(
      adminBlogCreateSchema.parse({ title: 'T', description: 'D', image: file('a.gif'), status: 'draft' })
        .status,
    ).toBe('draft');
  });

  it('editing keeps the image when the form sends no file (an empty, nameless one)', () => {
    expect(
      adminBlogUpdateSchema.parse({ title: 'T', description: 'D', image: file('', 0) }).image,
    ).toBeUndefined();
    expect(adminBlogUpdateSchema.parse({ title: 'T', description: 'D', image: '' }).image).toBeUndefined();
    const wrong = adminBlogUpdateSchema.safeParse({ title: 'T', description: 'D', image: file('cover.pdf') });
    expect(wrong.error?.issues[0]?.message).toBe('Image must be a .png, .jpg, .jpeg, .webp or .gif file');
  });

  it('jobs: open by default, a blank field is left out (cleared on edit), statuses are checked', () => {
    expect(adminJobCreateSchema.parse({ jobTitle: 'Dev', location: '  ', status: '' })).toEqual({
      jobTitle: 'Dev',
      status: 'open',
    });
    expect(
      adminJobCreateSchema.safeParse({ jobTitle: 'Dev', status: 'paused' }).error?.issues[0]?.message,
    ).toBe('Choose one of the listed statuses.');
    expect(publishStatusUpdateSchema.safeParse({ status: 'open' }).success).toBe(false);
    expect(adminJobListQuerySchema.parse({ status: '', sort: '' })).toMatchObject({
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('team members: a place is a whole number from 0, blank means the default', () => {
    const base = { name: 'Asha', role: 'Designer', image: file('a.webp') };
    expect(adminTeamMemberCreateSchema.parse({ ...base, sortOrder: '' }).sortOrder).toBeUndefined();
    expect(adminTeamMemberCreateSchema.parse({ ...base, sortOrder: '3' }).sortOrder).toBe(3);
    expect(
      adminTeamMemberCreateSchema.safeParse({ ...base, sortOrder: '-1' }).error?.issues[0]?.message,
    ).toBe('Enter a whole number from 0 to 100000.');
  });
});
