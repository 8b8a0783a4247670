import { z } from 'zod';

import { experienceLevels, internshipCourses } from './catalog.js';
import { messages } from './messages.js';
import { mobileField } from './phone.js';
import {
  contactPhonePattern,
  emailField,
  optionalEmailField,
  indianMobilePattern,
  limits,
  optionalText,
  otpPattern,
  phoneField,
  requiredText,
  resumeField,
  safeText,
  tenDigitPattern,
} from './primitives.js';

const m = messages;

/* ---------- Contact (docs/requirements/SPEC.md §5 "Contact form", §7 POST contactus) ---------- */

const contactName = requiredText(m.contact.nameRequired, limits.name);
const contactPhone = phoneField(m.contact.phoneRequired, m.contact.phoneInvalid, contactPhonePattern);
const contactSubject = requiredText(m.contact.subjectRequired, limits.subject);
const contactMessage = requiredText(m.contact.messageRequired, limits.message);
/** Optional (docs/requirements/issues/24-staff-console.md): where the confirmation goes; blank while signed in means the account's e-mail. */
const contactEmail = optionalEmailField(m.contact.emailInvalid);

/** The enquiry form as the visitor fills it: the phone field is called `phone`. Fields in form order. */
export const contactFormSchema = z.object({
  name: contactName,
  phone: contactPhone,
  email: contactEmail,
  subject: contactSubject,
  message: contactMessage,
});
export type ContactForm = z.input<typeof contactFormSchema>;

/** The enquiry as sent to `POST contactus`: the phone travels as `mobile`. */
export const contactRequestSchema = z.object({
  name: contactName,
  mobile: contactPhone,
  email: contactEmail,
  subject: contactSubject,
  message: contactMessage,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/* ---------- Login (SPEC §5 "Login", §7 POST customer/login) ---------- */

const loginPassword = safeText({ error: m.login.passwordRequired })
  .min(1, { error: m.login.passwordRequired, abort: true })
  .max(limits.password, { error: m.generic.tooLong(limits.password) });
const loginEmail = safeText({ error: m.login.emailRequired })
  .trim()
  .min(1, { error: m.login.emailRequired, abort: true })
  .max(limits.email, { error: m.generic.tooLong(limits.email) })
  .transform((value) => value.toLowerCase());

/** The login form: e-mail and password. */
export const loginFormSchema = z.object({ email: loginEmail, password: loginPassword });
export type LoginForm = z.input<typeof loginFormSchema>;

/** The login request: the e-mail travels as `identifier`. */
export const loginRequestSchema = z.object({ identifier: loginEmail, password: loginPassword });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/* ---------- Register (SPEC §5 "Register", §7 POST customer) ---------- */

export const registerRequestSchema = z.object({
  name: requiredText(m.register.nameRequired, limits.name),
  email: emailField(m.register.emailRequired, m.register.emailInvalid),
  mobile: mobileField(m.register.mobileRequired, m.register.mobileInvalid, indianMobilePattern),
  address: requiredText(m.register.addressRequired, limits.address),
  password: safeText({ error: m.register.passwordRequired })
    .min(1, { error: m.register.passwordRequired, abort: true })
    .min(6, { error: m.register.passwordTooShort, abort: true })
    .max(limits.password, { error: m.generic.tooLong(limits.password) }),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
/** The sign-up form has the same fields as the request. */
export const registerFormSchema = registerRequestSchema;
export type RegisterForm = RegisterRequest;

/* ---------- OTP (SPEC §5 "OTP", docs/requirements/DECISIONS.md "Accounts") ---------- */

const otpEmail = emailField(m.otp.emailRequired, m.otp.emailInvalid);

/** `POST customer/otp/request`: e-mail a 6-digit code (valid 10 minutes, 5 attempts). */
export const otpRequestSchema = z.object({ email: otpEmail });
export type OtpRequest = z.input<typeof otpRequestSchema>;

const otpCode = safeText({ error: m.otp.otpRequired })
  .trim()
  .min(1, { error: m.otp.otpRequired, abort: true })
  .regex(otpPattern, { error: m.otp.otpInvalid });

/** The OTP screen's form: one field. */
export const otpFormSchema = z.object({ otp: otpCode });
export type OtpForm = z.input<typeof otpFormSchema>;

/** `POST customer/otp`: the e-mail (from `/otpverify?id=`) and the code. */
export const otpVerifySchema = z.object({ email: otpEmail, otp: otpCode });
export type OtpVerify = z.input<typeof otpVerifySchema>;

/* ---------- Internship (SPEC §5 "Internship", §7 POST internship) ---------- */

const internshipText = {
  name: requiredText(m.internship.nameRequired, limits.name),
  email: emailField(m.internship.emailInvalid, m.internship.emailInvalid),
  number: phoneField(m.internship.numberInvalid, m.internship.numberInvalid, indianMobilePattern),
  course: z.enum(internshipCourses, { error: m.internship.courseRequired }),
};

/** Internship application without the file (the text fields of the multipart body). */
export const internshipFieldsSchema = z.object(internshipText);
/** Internship application with its resume (.pdf, .doc, .docx; at most 5 MB). */
export const internshipRequestSchema = z.object({
  ...internshipText,
  resume: resumeField(m.internship.resumeRequired),
});
export type InternshipRequest = z.input<typeof internshipRequestSchema>;
export const internshipFormSchema = internshipRequestSchema;

/* ---------- Job application (SPEC §5 "Job application form", §7 POST enquire) ---------- */

const jobApplicationText = {
  name: requiredText(m.jobApplication.nameRequired, limits.name),
  email: emailField(m.jobApplication.emailInvalid, m.jobApplication.emailInvalid),
  phone: phoneField(m.jobApplication.phoneInvalid, m.jobApplication.phoneInvalid, indianMobilePattern),
  city: requiredText(m.jobApplication.cityRequired, limits.city),
  Experience: z.enum(experienceLevels, { error: m.jobApplication.experienceRequired }),
  current_salary: requiredText(m.jobApplication.currentSalaryRequired, limits.salary),
  /** The job applied for (from navigation state or local storage `job_title`); optional. */
  job_title: optionalText(limits.title),
};

/** Job application without the file. Field order is the order of the spec's checks. */
export const jobApplicationFieldsSchema = z.object(jobApplicationText);
/** Job application with its resume. */
export const jobApplicationRequestSchema = z.object({
  ...jobApplicationText,
  resume: resumeField(m.jobApplication.resumeRequired),
});
export type JobApplicationRequest = z.input<typeof jobApplicationRequestSchema>;
export const jobApplicationFormSchema = jobApplicationRequestSchema;

/* ---------- Purchase details modal (SPEC §5 "Purchase details modal") ---------- */

export const customerDetailsSchema = z.object({
  name: requiredText(m.customerDetails.nameRequired, limits.name),
  email: emailField(m.customerDetails.emailRequired, m.customerDetails.emailInvalid),
  phone: mobileField(m.customerDetails.phoneRequired, m.customerDetails.phoneInvalid, tenDigitPattern),
});
export type CustomerDetails = z.output<typeof customerDetailsSchema>;
export type CustomerDetailsInput = z.input<typeof customerDetailsSchema>;
