/**
 * The staff console's API (`/api/v1/admin/...`, issue 24 (docs/requirements/issues/24-staff-console.md)): enquiries, applications, orders, staff and the
 * audit log. The console's routes (site) and the server validate with these same schemas.
 */
import { z } from 'zod';

import { isoDate, limits, uuidParam, wholeNumber } from './primitives.js';

/* ---------- Roles ---------- */

/** Who may open the console: `admin` (everything) and `staff` (enquiries, applications, orders). */
export const staffRoles = ['staff', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A member of staff as the console shows them (assignees, "done by", the signed-in user). */
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);

/** `POST admin/staff` (administrators): give an existing account staff access, by its e-mail. */
export const staffGrantSchema = z.object({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, { error: 'Email is required.', abort: true })
    .max(limits.email, { error: 'Invalid email address.', abort: true })
    .pipe(z.email({ error: 'Invalid email address.' }))
    .transform((value) => value.toLowerCase()),
});
export type StaffGrant = z.input<typeof staffGrantSchema>;

/* ---------- Statuses ---------- */

export const enquiryStatuses = ['new', 'in_progress', 'done'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
};

export const applicationStatuses = ['new', 'shortlisted', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  hired: 'Hired',
};

/** Job applications (`POST enquire`) and internship applications (`POST internship`), listed together. */
export const applicationKinds = ['job', 'internship'] as const;
export type ApplicationKind = (typeof applicationKinds)[number];
export const applicationKindLabels: Record<ApplicationKind, string> = {
  job: 'Job',
  internship: 'Internship',
};

export const orderStatuses = ['created', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusLabels: Record<OrderStatus, string> = {
  created: 'Created',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/* ---------- List queries ---------- */

export const adminMessages = {
  dateInvalid: 'Use a date like 2026-01-31.',
  dateRange: 'The "to" date must not be before the "from" date.',
  statusInvalid: 'Choose one of the listed statuses.',
  nothingToUpdate: 'Nothing to update.',
  assigneeUnknown: 'Choose a member of staff.',
  notesTooLong: `Notes can be at most ${limits.message} characters.`,
} as const;

/** A form's "All" option sends an empty value: it means "no filter". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** A calendar day (`YYYY-MM-DD`), read as a day in India (IST) by the server. */
export const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: adminMessages.dateInvalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: adminMessages.dateInvalid });

export const pageFields = {
  page: wholeNumber({ error: 'page must be a whole number', min: 1, max: 100000 }).default(1),
  limit: wholeNumber({ error: 'limit must be a whole number', min: 1, max: 100 }).default(20),
  from: optional(dayParam),
  to: optional(dayParam),
  order: optional(z.enum(['asc', 'desc'])).default('desc'),
  q: optional(z.string().trim().max(200)),
};

export const checkRange = (query: { from?: string; to?: string }, context: z.RefinementCtx) => {
  if (query.from && query.to && query.to < query.from)
    context.addIssue({ code: 'custom', path: ['to'], message: adminMessages.dateRange });
};

export const enquirySortKeys = ['createdAt', 'name', 'subject', 'status'] as const;
/** `GET admin/enquiries`: full-text `q`, `status`, `from`/`to` days, paging and sorting. Newest first by default. */
export const enquiryListQuerySchema = z
  .object({
    ...pageFields,
    status: optional(z.enum(enquiryStatuses, { error: adminMessages.statusInvalid })),
    sort: optional(z.enum(enquirySortKeys)).default('createdAt'),
  })
  .superRefine(checkRange);
export type EnquiryListQuery = z.input<typeof enquiryListQuerySchema>;

export const applicationSortKeys = ['createdAt', 'name', 'position', 'status'] as const;
/** `GET admin/applications`: `kind`, `position` (a job title or internship course), `status`, days, paging. */
export const applicationListQuerySchema = z
  .object({
    ...pageFields,
    kind: optional(z.enum(applicationKinds)),
    position: optional(z.string().trim().max(limits.title)),
    status: optional(z.enum(applicationStatuses, { error: adminMessages.statusInvalid })),
    sort: optional(z.enum(applicationSortKeys)).default('createdAt'),
  })
  .superRefine(checkRange);
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

export const orderSortKeys = ['createdAt', 'amount', 'status'] as const;
/** `GET admin/orders`: `status`, days, `q` (customer name, e-mail, order or payment id), paging. */
export const orderListQuerySchema = z
  .object({
    ...pageFields,
    status: optional(z.enum(orderStatuses, { error: adminMessages.statusInvalid })),
    sort: optional(z.enum(orderSortKeys)).default('createdAt'),
  })
  .superRefine(checkRange);
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** `GET admin/audit` (administrators). */
export const auditListQuerySchema = z.object({
  page: pageFields.page,
  limit: pageFields.limit,
  entity: optional(
    z.enum([
      'enquiry',
      'job_application',
      'internship',
      'user',
      'blog',
      'job',
      'team_member',
      'course',
      'product',
      'staff_invitation',
      'enrolment',
    ]),
  ),
  entityId: optional(z.string().trim().max(limits.id)),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** The paging part of every list answer. */
export const pageShape = {
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
};

/* ---------- Enquiries ---------- */

const personRef = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();

export const enquirySchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  /** Where the confirmation went (issue 24): given on the form or the signed-in sender's; null if neither. */
  email: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(enquiryStatuses),
  assignee: personRef,
  notes: z.string(),
  doneBy: personRef,
  doneAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Enquiry = z.infer<typeof enquirySchema>;
export const enquiryListResponseSchema = z.object({ data: z.array(enquirySchema), ...pageShape });
export type EnquiryListResponse = z.infer<typeof enquiryListResponseSchema>;

/** `PATCH admin/enquiries/{id}`: any of status, assignee (`null` unassigns) and notes. */
export const enquiryUpdateSchema = z
  .object({
    status: z.enum(enquiryStatuses, { error: adminMessages.statusInvalid }).optional(),
    assigneeId: z.preprocess(blankToUndefinedOrNull, uuidParam.nullable().optional()),
    notes: z.string().max(limits.message, { error: adminMessages.notesTooLong }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: adminMessages.nothingToUpdate,
  });
export type EnquiryUpdate = z.input<typeof enquiryUpdateSchema>;

/** In a posted form an empty assignee means "nobody". */
function blankToUndefinedOrNull(value: unknown) {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/* ---------- Applications ---------- */

export const applicationSchema = z.object({
  id: z.string(),
  kind: z.enum(applicationKinds),
  /** The job title applied for, or the internship's course. */
  position: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string().nullable(),
  experience: z.string().nullable(),
  currentSalary: z.string().nullable(),
  /** The résumé's original file name. */
  resumeName: z.string(),
  status: z.enum(applicationStatuses),
  notes: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationListResponseSchema = z.object({
  data: z.array(applicationSchema),
  ...pageShape,
  /** Every position applied for (for the filter). */
  positions: z.array(z.string()),
});
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>;

export const applicationParamsSchema = z.object({ kind: z.enum(applicationKinds), id: uuidParam });

/** `PATCH admin/applications/{kind}/{id}`: status and/or notes. */
export const applicationUpdateSchema = z
  .object({
    status: z.enum(applicationStatuses, { error: adminMessages.statusInvalid }).optional(),
    notes: z.string().max(limits.message, { error: adminMessages.notesTooLong }).optional(),
  })
  .refine((body) => body.status !== undefined || body.notes !== undefined, {
    error: adminMessages.nothingToUpdate,
  });
export type ApplicationUpdate = z.input<typeof applicationUpdateSchema>;

/* ---------- Orders ---------- */

export const adminOrderSchema = z.object({
  /** The gateway's order id. */
  id: z.string(),
  status: z.enum(orderStatuses),
  items: z.array(
    z.object({
      kind: z.enum(['course', 'product']),
      id: z.string(),
      title: z.string(),
      price: z.number().int(),
    }),
  ),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  gateway: z.enum(['razorpay', 'sandbox']),
  /** From the appointment, else the saved payment, else the signed-in buyer's account. */
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  /** The payment that paid the order. */
  paymentId: z.string().nullable(),
  appointment: z.object({ id: z.string(), receiptNumber: z.string(), createdAt: isoDate }).nullable(),
  /** The site's printable receipt, e.g. `/receipt/<appointment id>`. */
  receiptUrl: z.string().nullable(),
  /** Every saved checkout outcome of this order, oldest first. */
  attempts: z.array(z.object({ paymentId: z.string().nullable(), status: z.string(), createdAt: isoDate })),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const orderListResponseSchema = z.object({ data: z.array(adminOrderSchema), ...pageShape });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
export const orderParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'Order not found.' }),
});

/* ---------- Audit log ---------- */

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListResponseSchema = z.object({ data: z.array(auditEntrySchema), ...pageShape });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
