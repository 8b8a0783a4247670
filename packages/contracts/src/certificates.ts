/**
 * Certificates of completion (issue 32: docs/requirements/issues/32-courses-you-can-take.md, "Certificate"):
 * the public verification answer, the console's list and its revocation. Server and site share these.
 */
import { z } from 'zod';

import { checkRange, optional, pageFields, pageShape } from './admin.js';
import { isoDate, requiredText } from './primitives.js';

export const certificateMessages = {
  notFound: 'No certificate has this id.',
  reasonRequired: 'Say why the certificate is revoked.',
  alreadyRevoked: 'This certificate is already revoked.',
  revoked: 'Certificate revoked.',
  statusInvalid: 'Choose valid or revoked.',
} as const;

/** A certificate's public code: 10 characters of Crockford base32 (no I, L, O or U). */
export const CERTIFICATE_ID_LENGTH = 10;
export const certificateIdPattern = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** `:id` of the certificate routes; read case-insensitively (a code typed from paper), answered in capitals. */
export const certificateParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(certificateIdPattern, { error: certificateMessages.notFound })),
});

export const certificateStatuses = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];
export const certificateStatusLabels: Record<CertificateStatus, string> = {
  valid: 'Valid',
  revoked: 'Revoked',
};

/** `GET certificates/:id` (anyone): what the verification page shows. No e-mail, no user id. */
export const certificateVerificationSchema = z.object({
  id: z.string(),
  status: z.enum(certificateStatuses),
  name: z.string(),
  courseTitle: z.string(),
  completedAt: isoDate,
  /** Whole minutes of the course's lessons at issue. */
  minutes: z.number().int(),
  revokedAt: isoDate.optional(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const certificateSortKeys = ['createdAt', 'completedAt', 'name', 'courseTitle'] as const;
/** `GET admin/certificates`: `q` (name, e-mail, course or the code), `status`, issue days, paging, sorting. */
export const adminCertificateListQuerySchema = z
  .object({
    ...pageFields,
    status: optional(z.enum(certificateStatuses, { error: certificateMessages.statusInvalid })),
    sort: optional(z.enum(certificateSortKeys)).default('createdAt'),
  })
  .superRefine(checkRange);
export type AdminCertificateListQuery = z.input<typeof adminCertificateListQuerySchema>;

export const adminCertificateSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  minutes: z.number().int(),
  completedAt: isoDate,
  createdAt: isoDate,
  status: z.enum(certificateStatuses),
  revokedAt: isoDate.nullable(),
  revokedReason: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
export const adminCertificateListResponseSchema = z.object({
  data: z.array(adminCertificateSchema),
  ...pageShape,
});
export type AdminCertificateListResponse = z.infer<typeof adminCertificateListResponseSchema>;

/** `POST admin/certificates/:id/revoke`: why (kept with the certificate and in the audit log). */
export const certificateRevokeSchema = z.object({
  reason: requiredText(certificateMessages.reasonRequired, 500),
});
export type CertificateRevoke = z.input<typeof certificateRevokeSchema>;

/** "6.5 hours" from whole minutes (one decimal, none when whole; at least "0.1 hours" for a short course). */
export function formatCertificateHours(minutes: number): string {
  const hours = Math.max(Math.round((minutes / 60) * 10) / 10, minutes > 0 ? 0.1 : 0);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
