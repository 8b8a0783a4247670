/**
 * The staff console's content sections (docs/requirements/issues/24-staff-console.md): blogs, jobs and team members, for administrators.
 * Create, edit, publish/unpublish (blogs and team members: published or draft; jobs: open or closed) and
 * delete. The console's forms (site) and the server validate with these same schemas; the text fields are
 * those of the public create endpoints (`POST blog`, `POST job`, `POST ourteam`), with the same messages.
 */
import { z } from 'zod';

import { checkRange, optional, pageFields, pageShape } from './admin.js';
import {
  blogFieldsSchema,
  blogSchema,
  jobCreateSchema,
  jobSchema,
  teamMemberFieldsSchema,
  teamMemberSchema,
} from './content.js';
import { type FileLike, imageField, isoDate, wholeNumber } from './primitives.js';

/* ---------- Statuses ---------- */

/** Blogs and team members: shown on the public pages (`published`) or kept back (`draft`). */
export const publishStatuses = ['published', 'draft'] as const;
export type PublishStatus = (typeof publishStatuses)[number];
export const publishStatusLabels: Record<PublishStatus, string> = {
  published: 'Published',
  draft: 'Draft',
};

/** Jobs: listed on /career and /job (`open`) or not (`closed`). */
export const jobStatuses = ['open', 'closed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const jobStatusLabels: Record<JobStatus, string> = { open: 'Open', closed: 'Closed' };

export const contentMessages = {
  statusInvalid: 'Choose one of the listed statuses.',
  sortOrderInvalid: 'Enter a whole number from 0 to 100000.',
  /** docs/requirements/SPEC.md §8: the console's failure texts for creating content. */
  addJobFailed: 'Failed to add job',
  addBlogFailed: 'Failed to add blog',
  addTeamMemberFailed: 'Failed to add team member',
} as const;

const publishStatus = z.enum(publishStatuses, { error: contentMessages.statusInvalid });
const jobStatus = z.enum(jobStatuses, { error: contentMessages.statusInvalid });

/**
 * An image that may be left out (editing keeps the current one). A browser form with no file chosen sends
 * an empty, nameless file: that counts as none.
 */
export function optionalImageField<T extends FileLike = FileLike>() {
  return z.preprocess(
    (value) =>
      value === '' ||
      value === null ||
      (typeof value === 'object' &&
        value !== null &&
        'size' in value &&
        (value as FileLike).size === 0 &&
        !(value as FileLike).name)
        ? undefined
        : value,
    imageField<T>().optional(),
  );
}

/** A team member's place on /team (smaller first). A blank form field means "keep it" / the default. */
const sortOrderField = optional(
  wholeNumber({
    error: contentMessages.sortOrderInvalid,
    min: 0,
    max: 100_000,
    boundsError: contentMessages.sortOrderInvalid,
  }),
);

/* ---------- List queries ---------- */

export const adminBlogSortKeys = ['createdAt', 'updatedAt', 'title', 'status'] as const;
/** `GET admin/blogs`: `q` (title), `status`, days, paging and sorting; newest first by default. */
export const adminBlogListQuerySchema = z
  .object({
    ...pageFields,
    status: optional(publishStatus),
    sort: optional(z.enum(adminBlogSortKeys)).default('createdAt'),
  })
  .superRefine(checkRange);
export type AdminBlogListQuery = z.input<typeof adminBlogListQuerySchema>;

export const adminJobSortKeys = ['createdAt', 'updatedAt', 'jobTitle', 'location', 'status'] as const;
/** `GET admin/jobs`: `q` (title, location, skills), `status`, days, paging and sorting. */
export const adminJobListQuerySchema = z
  .object({
    ...pageFields,
    status: optional(jobStatus),
    sort: optional(z.enum(adminJobSortKeys)).default('createdAt'),
  })
  .superRefine(checkRange);
export type AdminJobListQuery = z.input<typeof adminJobListQuerySchema>;

export const adminTeamSortKeys = ['sortOrder', 'name', 'role', 'status', 'updatedAt', 'createdAt'] as const;
/** `GET admin/team`: `q` (name, role), `status`, paging and sorting; in page order by default. */
export const adminTeamListQuerySchema = z
  .object({
    ...pageFields,
    order: optional(z.enum(['asc', 'desc'])).default('asc'),
    status: optional(publishStatus),
    sort: optional(z.enum(adminTeamSortKeys)).default('sortOrder'),
  })
  .superRefine(checkRange);
export type AdminTeamListQuery = z.input<typeof adminTeamListQuerySchema>;

/* ---------- Items as the console sees them ---------- */

export const adminBlogSchema = blogSchema.extend({ status: z.enum(publishStatuses), updatedAt: isoDate });
export type AdminBlog = z.infer<typeof adminBlogSchema>;
export const adminBlogListResponseSchema = z.object({ data: z.array(adminBlogSchema), ...pageShape });
export type AdminBlogListResponse = z.infer<typeof adminBlogListResponseSchema>;

export const adminJobSchema = jobSchema.extend({ status: z.enum(jobStatuses) });
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobListResponseSchema = z.object({ data: z.array(adminJobSchema), ...pageShape });
export type AdminJobListResponse = z.infer<typeof adminJobListResponseSchema>;

export const adminTeamMemberSchema = teamMemberSchema.extend({
  status: z.enum(publishStatuses),
  sortOrder: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminTeamMember = z.infer<typeof adminTeamMemberSchema>;
export const adminTeamListResponseSchema = z.object({ data: z.array(adminTeamMemberSchema), ...pageShape });
export type AdminTeamListResponse = z.infer<typeof adminTeamListResponseSchema>;

/* ---------- Writes ---------- */

/** `POST admin/blogs` (multipart): the fields of `POST blog`, the image, and whether to publish now. */
export const adminBlogCreateSchema = blogFieldsSchema.extend({
  image: imageField(),
  status: optional(publishStatus).default('published'),
});
export type AdminBlogCreate = z.input<typeof adminBlogCreateSchema>;
/** `PUT admin/blogs/{id}` (multipart or JSON): every text field; a new image is optional. */
export const adminBlogUpdateSchema = blogFieldsSchema.extend({ image: optionalImageField() });
export type AdminBlogUpdate = z.input<typeof adminBlogUpdateSchema>;
/** `PATCH admin/blogs/{id}` and `PATCH admin/team/{id}`: publish or unpublish. */
export const publishStatusUpdateSchema = z.object({ status: publishStatus });
export type PublishStatusUpdate = z.input<typeof publishStatusUpdateSchema>;

/** `POST admin/jobs`: the fields of `POST job`, and whether it is open now. */
export const adminJobCreateSchema = jobCreateSchema.extend({ status: optional(jobStatus).default('open') });
export type AdminJobCreate = z.input<typeof adminJobCreateSchema>;
/** `PUT admin/jobs/{id}`: every field; one left blank is cleared. */
export const adminJobUpdateSchema = jobCreateSchema;
export type AdminJobUpdate = z.input<typeof adminJobUpdateSchema>;
/** `PATCH admin/jobs/{id}`: open or close. */
export const jobStatusUpdateSchema = z.object({ status: jobStatus });
export type JobStatusUpdate = z.input<typeof jobStatusUpdateSchema>;

/** `POST admin/team` (multipart): the fields of `POST ourteam`, the portrait, the place on the page, status. */
export const adminTeamMemberCreateSchema = teamMemberFieldsSchema.extend({
  image: imageField(),
  sortOrder: sortOrderField,
  status: optional(publishStatus).default('published'),
});
export type AdminTeamMemberCreate = z.input<typeof adminTeamMemberCreateSchema>;
/** `PUT admin/team/{id}`: every text field (blank links are cleared); a new portrait is optional. */
export const adminTeamMemberUpdateSchema = teamMemberFieldsSchema.extend({
  image: optionalImageField(),
  sortOrder: sortOrderField,
});
export type AdminTeamMemberUpdate = z.input<typeof adminTeamMemberUpdateSchema>;
