import { z } from 'zod';

import { courseCategories, courseIds } from './catalog.js';
import { messages } from './messages.js';
import { courseProgressSchema } from './learning.js';
import {
  imageField,
  isoDate,
  limits,
  optionalText,
  optionalUrl,
  requiredText,
  uuidParam,
  wholeNumber,
} from './primitives.js';

const m = messages;

/* ---------- Generic answers ---------- */

/** Every 4xx/5xx answer: a message for a toast plus one message per invalid field. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A success answer that only confirms (contact, applications, logout, OTP request). */
export const messageResponseSchema = z.object({ status: z.number().int(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `{ id }` path parameter with a UUID. */
export const idParamsSchema = z.object({ id: uuidParam });

/* ---------- Accounts ---------- */

export const userRoles = ['customer', 'staff', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** Login, OTP verification and refresh all answer with a fresh access token and the user's id. */
export const authResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  data: z.object({
    access_token: z.string(),
    userId: z.string(),
    role: z.enum(userRoles),
    /** Seconds until the access token expires. */
    expires_in: z.number().int(),
  }),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const customerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  role: z.enum(userRoles),
  createdAt: isoDate,
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** `POST customer` answer (status 200 means success). */
export const registerResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  data: z.object({ userId: z.string(), email: z.string() }),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** `GET customer/one/{id}` answer. */
export const profileResponseSchema = z.object({ status: z.literal(200), data: customerProfileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/* ---------- Jobs ---------- */

export const jobSchema = z.object({
  id: z.string(),
  jobTitle: z.string(),
  experience: z.string().nullable(),
  education: z.string().nullable(),
  location: z.string().nullable(),
  skill: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Job = z.infer<typeof jobSchema>;
/** `GET job` answers a plain array. */
export const jobListSchema = z.array(jobSchema);

/** `POST job` (administrators). */
export const jobCreateSchema = z.object({
  jobTitle: requiredText(m.job.jobTitleRequired, limits.title),
  experience: optionalText(limits.shortText),
  education: optionalText(limits.shortText),
  location: optionalText(limits.shortText),
  skill: optionalText(limits.address),
  description: optionalText(limits.description),
});
export type JobCreate = z.input<typeof jobCreateSchema>;

/** An entry of `GET applynow` (the signed-in customer's own applications). */
export const appliedJobSchema = z.object({
  id: z.string(),
  job_title: z.string().nullable(),
  createdAt: isoDate,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  city: z.string(),
  Experience: z.string(),
  current_salary: z.string(),
  /** Original file name of the resume; the file itself is never public. */
  resume: z.string(),
});
export type AppliedJob = z.infer<typeof appliedJobSchema>;
export const appliedJobListSchema = z.array(appliedJobSchema);

/** An entry of `GET internship` (administrators). */
export const internshipApplicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  number: z.string(),
  course: z.string(),
  resume: z.string(),
  createdAt: isoDate,
});
export type InternshipApplication = z.infer<typeof internshipApplicationSchema>;
export const internshipApplicationListSchema = z.array(internshipApplicationSchema);

/* ---------- Blogs ---------- */

export const blogSchema = z.object({
  id: z.string(),
  /** The same id under the name the original client also reads. */
  _id: z.string(),
  title: z.string(),
  /** File name of the image. */
  image: z.string(),
  /** Public path of the image, e.g. `/uploads/blogs/cloud-costs.svg`. */
  imageUrl: z.string(),
  description: z.string(),
  createdAt: isoDate,
});
export type Blog = z.infer<typeof blogSchema>;

export const blogListQuerySchema = z.object({
  page: wholeNumber({ error: 'page must be a whole number', min: 1, max: 100000 }).default(1),
  limit: wholeNumber({ error: 'limit must be a whole number', min: 1, max: 100 }).default(10),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

export const blogListResponseSchema = z.object({
  data: z.array(blogSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

const blogText = {
  title: requiredText(m.blog.titleRequired, limits.title),
  description: requiredText(m.blog.descriptionRequired, limits.description),
};
/** Text fields of `POST blog`. */
export const blogFieldsSchema = z.object(blogText);
/** `POST blog` (administrators, multipart with an image). */
export const blogCreateSchema = z.object({ ...blogText, image: imageField() });
export type BlogCreate = z.input<typeof blogCreateSchema>;

/* ---------- Team ---------- */

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  image: z.string(),
  imageUrl: z.string(),
  description: z.string(),
  linkedin: z.string().nullable(),
  github: z.string().nullable(),
  twitter: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberListSchema = z.array(teamMemberSchema);

const teamText = {
  name: requiredText(m.teamMember.nameRequired, limits.name),
  role: requiredText(m.teamMember.roleRequired, limits.shortText),
  description: optionalText(limits.message),
  linkedin: optionalUrl,
  github: optionalUrl,
  twitter: optionalUrl,
};
export const teamMemberFieldsSchema = z.object(teamText);
/** `POST ourteam` (administrators, multipart with an image). */
export const teamMemberCreateSchema = z.object({ ...teamText, image: imageField() });
export type TeamMemberCreate = z.input<typeof teamMemberCreateSchema>;

/* ---------- Courses and products ---------- */

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(courseCategories),
  description: z.string(),
  image: z.string(),
  imageUrl: z.string(),
  /** Whole rupees. */
  price: z.number().int(),
  details: z.array(z.string()),
  videos: z.array(z.string()),
  /** Issue 24 (docs/requirements/issues/24-staff-console.md): false when an administrator has taken it off sale (listed, but no order can be made). */
  available: z.boolean(),
});
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = z.array(courseSchema);

/** Course fields an administrator may change; prices stay whole rupees. */
export const courseUpdateSchema = z.object({
  title: requiredText(m.course.titleRequired, limits.title),
  description: optionalText(limits.description),
  price: wholeNumber({
    error: m.course.priceInvalid,
    min: 1,
    max: 10_000_000,
    boundsError: m.course.priceInvalid,
  }),
});
export type CourseUpdate = z.input<typeof courseUpdateSchema>;

export const courseIdParamsSchema = z.object({ id: z.enum(courseIds, { error: 'Course not found!' }) });

export const productSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Whole rupees. */
  price: z.number().int(),
  /** Issue 24: false when an administrator has taken it off sale. */
  available: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

/** An entry of `GET order/my-courses/{userId}`. */
export const myCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Whole rupees paid. */
  fee: z.number().int(),
  category: z.string(),
  image: z.string(),
  imageUrl: z.string(),
  purchasedAt: isoDate,
  /** Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): done lessons of the published ones. */
  progress: courseProgressSchema,
  /** Issue 32: where "Continue learning" goes (null once every lesson is done, or none is published). */
  nextLessonId: z.string().nullable(),
  /** Issue 32: the course's current (not revoked) certificate, once every lesson is done. */
  certificateId: z.string().nullable(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;
export const myCourseListSchema = z.array(myCourseSchema);

/* ---------- Health ---------- */

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
