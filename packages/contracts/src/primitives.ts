import { config, z } from 'zod';

import { messages } from './messages.js';

/**
 * In a browser, zod runs without compiling schemas through `new Function`: it probes for that when the
 * first object schema is constructed, and under a Content-Security-Policy without 'unsafe-eval' (the
 * site's, issue 23 (docs/requirements/issues/23-safe-in-production.md)) the probe is a reported violation. The interpreted path gives the same results;
 * servers keep the faster compiled one. Here because every module that builds object schemas imports
 * this one first.
 */
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') config({ jitless: true });

/** Longest accepted values. Anything longer is refused by the forms and by the server alike. */
export const limits = {
  name: 100,
  email: 254,
  phone: 16,
  subject: 200,
  message: 5000,
  address: 500,
  password: 128,
  city: 100,
  salary: 50,
  title: 200,
  description: 20000,
  shortText: 200,
  url: 500,
  id: 100,
  fileName: 255,
} as const;

/** Largest accepted upload (resume, blog or team image): 5 MB. */
export const maxUploadBytes = 5 * 1024 * 1024;
export const resumeExtensions = ['.pdf', '.doc', '.docx'] as const;
export const imageExtensions = ['.png', '.jpg', '.jpeg', '.webp', '.gif'] as const;

/** Contact form: an optional plus, then 7 to 15 digits. */
export const contactPhonePattern = /^\+?\d{7,15}$/;
/** Indian mobile number: 10 digits starting 6 to 9 (register, job application, internship). */
export const indianMobilePattern = /^[6-9]\d{9}$/;
/** Exactly 10 digits (purchase details modal). */
export const tenDigitPattern = /^\d{10}$/;
/** A six-digit one-time code. */
export const otpPattern = /^\d{6}$/;

const addressLike = z.email();

/** Text without NUL or other control characters (line breaks and tabs allowed). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const printable = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** In `u` mode a valid pair is one code point: only a lone surrogate is of category Cs. */
const loneSurrogate = /\p{Cs}/u;
/** Whether a string is valid Unicode: no lone UTF-16 surrogate (`"T\ud800"`), which PostgreSQL cannot store. */
export const wellFormed = (value: string): boolean => !loneSurrogate.test(value);

/**
 * The base of every text field of every request (issue 23): a string without NUL or other control characters
 * (tabs and line breaks allowed) and valid Unicode (issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md):
 * no lone surrogate), refused with the field's message `Contains characters that are not allowed`.
 * A NUL byte or a lone surrogate would otherwise reach PostgreSQL, which cannot store either. The check runs
 * before any trimming or transform, so nothing is silently dropped.
 */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .regex(printable, { error: messages.generic.invalidCharacters, abort: true })
    .refine(wellFormed, { error: messages.generic.invalidCharacters, abort: true });
}

/**
 * A whole number (issue 31): a JSON number, or its digits as text where every value is text (a form field, a
 * query string). Never a boolean, null, a blank, an array or an object (`z.coerce.number` reads `true` as 1
 * and `""`, `null` and `[]` as 0). Out of bounds answers `boundsError`, or zod's own message.
 */
export function wholeNumber(options: { error: string; min?: number; max?: number; boundsError?: string }) {
  const bounds = options.boundsError === undefined ? undefined : { error: options.boundsError };
  let number = z.number({ error: options.error }).int({ error: options.error });
  if (options.min !== undefined) number = number.min(options.min, bounds);
  if (options.max !== undefined) number = number.max(options.max, bounds);
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value) ? Number(value) : value),
    number,
  );
}

/**
 * A trimmed string that must be non-empty. Missing values, wrong types and blank strings all answer with
 * `required`; longer than `max` answers with a length message.
 */
export function requiredText(required: string, max: number) {
  return safeText({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: messages.generic.tooLong(max), abort: true });
}

/** A trimmed optional string: blank becomes undefined. */
export function optionalText(max: number) {
  return safeText()
    .trim()
    .max(max, { error: messages.generic.tooLong(max), abort: true })
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** An e-mail address: blank answers `required`, a malformed one `invalid`. */
export function emailField(required: string, invalid: string) {
  return safeText({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(limits.email, { error: messages.generic.tooLong(limits.email), abort: true })
    .refine((value) => addressLike.safeParse(value).success, { error: invalid })
    .transform((value) => value.toLowerCase());
}

/** An optional e-mail address: blank becomes undefined, a malformed one answers `invalid`. */
export function optionalEmailField(invalid: string) {
  return safeText()
    .trim()
    .max(limits.email, { error: messages.generic.tooLong(limits.email), abort: true })
    .refine((value) => value === '' || addressLike.safeParse(value).success, { error: invalid })
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined));
}

/** A phone-like string: blank answers `required`, a mismatch of `pattern` answers `invalid`. */
export function phoneField(required: string, invalid: string, pattern: RegExp) {
  return safeText({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(limits.phone, { error: invalid, abort: true })
    .regex(pattern, { error: invalid });
}

/** A file as the browser gives it (`File`) or as the server's multipart parser gives it: a name and a size. */
export interface FileLike {
  name: string;
  size: number;
  type?: string;
}

function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { name?: unknown; size?: unknown };
  return typeof candidate.name === 'string' && typeof candidate.size === 'number';
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot).toLowerCase();
}

/**
 * A required file with an allowed extension and at most 5 MB. The value is passed through untouched, so a
 * browser form keeps its `File`. The server additionally checks the magic bytes of the content.
 */
export function fileField<T extends FileLike = FileLike>(
  required: string,
  extensions: readonly string[],
  typeMessage: string,
) {
  return z
    .custom<T>((value) => isFileLike(value) && value.size > 0, { error: required, abort: true })
    .refine((file) => extensions.includes(extensionOf(file.name)), { error: typeMessage, abort: true })
    .refine((file) => file.size <= maxUploadBytes, { error: messages.file.tooLarge });
}

export function resumeField<T extends FileLike = FileLike>(required: string) {
  return fileField<T>(required, resumeExtensions, messages.file.resumeType);
}

export function imageField<T extends FileLike = FileLike>() {
  return fileField<T>(messages.file.imageRequired, imageExtensions, messages.file.imageType);
}

/** An optional https link (team member socials). Blank becomes undefined. */
export const optionalUrl = safeText()
  .trim()
  .max(limits.url, { error: messages.generic.tooLong(limits.url), abort: true })
  .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), {
    error: messages.teamMember.urlInvalid,
  })
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** Database ids are UUIDs. */
export const uuidParam = z.uuid({ error: messages.generic.invalidId });

/** Timestamps travel as ISO 8601 strings. */
export const isoDate = z.string();
