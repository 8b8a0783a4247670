import { z } from 'zod';

import { applicationKinds, applicationStatuses, orderStatuses } from './admin.js';
import { messages } from './messages.js';
import { mobileField } from './phone.js';
import { emailField, indianMobilePattern, limits, requiredText, safeText } from './primitives.js';

/**
 * The customer's own account (docs/requirements/issues/24-staff-console.md): profile, password, forgotten password, order history,
 * applications and privacy. The dashboard's forms and `customer/...` endpoints validate with these.
 */

export const accountMessages = {
  nameRequired: 'Name is required.',
  mobileRequired: 'Mobile number is required.',
  mobileInvalid: 'Invalid mobile number.',
  addressRequired: 'Address is required.',
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'The current password is not correct.',
  newPasswordRequired: 'New password is required.',
  newPasswordTooShort: 'Password must be at least 6 characters.',
  newPasswordSame: 'The new password must differ from the current one.',
  confirmMismatch: 'The passwords do not match.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email address.',
  resetLinkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  profileSaved: 'Your profile has been saved.',
  passwordChanged: 'Your password has been changed. Every other session has been signed out.',
  resetSent:
    'If an account exists for this email, a link to set a new password is on its way. It is valid for 30 minutes.',
  passwordReset: 'Your password has been set. Please log in with it.',
  accountDeleted: 'Your account has been deleted.',
  deleteConfirmRequired: 'Type DELETE to confirm.',
  adminCannotDelete: 'An administrator account cannot be deleted here.',
} as const;

const a = accountMessages;

/** How long an e-mailed password-reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

const newPassword = safeText({ error: a.newPasswordRequired })
  .min(1, { error: a.newPasswordRequired, abort: true })
  .min(6, { error: a.newPasswordTooShort, abort: true })
  .max(limits.password, { error: messages.generic.tooLong(limits.password) });

/**
 * `PATCH customer/me`: the fields a customer may change themself (the e-mail is their sign-in). The mobile in
 * any usual Indian form, stored as 10 digits; the address may be left out (unchanged), not blank.
 */
export const profileUpdateSchema = z.object({
  name: requiredText(a.nameRequired, limits.name),
  mobile: mobileField(a.mobileRequired, a.mobileInvalid, indianMobilePattern),
  address: requiredText(a.addressRequired, limits.address).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** `POST customer/password`: the current password proves it is the owner; other sessions end. */
export const passwordChangeSchema = z
  .object({
    currentPassword: safeText({ error: a.currentPasswordRequired })
      .min(1, { error: a.currentPasswordRequired, abort: true })
      .max(limits.password, { error: messages.generic.tooLong(limits.password) }),
    newPassword,
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    path: ['newPassword'],
    error: a.newPasswordSame,
  });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** The password-change form: the request plus a confirmation typed twice. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: passwordChangeSchema.shape.currentPassword,
    newPassword,
    confirmPassword: safeText({ error: a.confirmMismatch }),
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    path: ['newPassword'],
    error: a.newPasswordSame,
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: a.confirmMismatch,
  });
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;

/** `POST customer/password/forgot`: the same answer for every address. */
export const forgotPasswordSchema = z.object({ email: emailField(a.emailRequired, a.emailInvalid) });
export type ForgotPassword = z.input<typeof forgotPasswordSchema>;

const resetToken = safeText({ error: a.resetLinkInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: a.resetLinkInvalid });

/** `POST customer/password/reset`: the link's token and the new password. */
export const resetPasswordSchema = z.object({ token: resetToken, password: newPassword });
export type ResetPassword = z.input<typeof resetPasswordSchema>;

/** The reset form: the new password typed twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({
    token: resetToken,
    password: newPassword,
    confirmPassword: safeText({ error: a.confirmMismatch }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: a.confirmMismatch,
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** `DELETE customer/me`: the customer types DELETE in the confirmation dialog. */
export const deleteAccountSchema = z.object({
  confirm: z.literal('DELETE', { error: a.deleteConfirmRequired }),
});
export type DeleteAccount = z.input<typeof deleteAccountSchema>;

/** The customer's profile as `customer/me` answers it. */
export const accountProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  role: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** One order of the customer's history (`GET customer/orders`): every item, courses and products. */
export const accountOrderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  items: z.array(
    z.object({ kind: z.enum(['course', 'product']), id: z.string(), title: z.string(), price: z.number() }),
  ),
  /** Paise. */
  amount: z.number(),
  paymentId: z.string().nullable(),
  /** `/receipt/{id}` once the order is paid and booked; null before. */
  receiptUrl: z.string().nullable(),
  /** As printed on the receipt, e.g. `RCPT-2026-000012`. */
  receiptNumber: z.string().nullable(),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;
export const accountOrderListSchema = z.object({ data: z.array(accountOrderSchema) });

/** One application made with the account's e-mail (`GET customer/applications`), with the status staff set. */
export const accountApplicationSchema = z.object({
  id: z.string(),
  kind: z.enum(applicationKinds),
  /** The job title or the internship's course. */
  position: z.string(),
  status: z.enum(applicationStatuses),
  resumeName: z.string(),
  createdAt: z.string(),
});
export type AccountApplication = z.infer<typeof accountApplicationSchema>;
export const accountApplicationListSchema = z.object({ data: z.array(accountApplicationSchema) });

/** `GET customer/me`, `PATCH customer/me`. */
export const accountProfileResponseSchema = z.object({
  status: z.literal(200),
  message: z.string().optional(),
  data: accountProfileSchema,
});
export type AccountProfileResponse = z.infer<typeof accountProfileResponseSchema>;
export type AccountOrderList = z.infer<typeof accountOrderListSchema>;
export type AccountApplicationList = z.infer<typeof accountApplicationListSchema>;
