/**
 * The zod schemas of the site's forms, from @company/contracts: the very schemas (and messages) the API
 * server validates with. This module carries zod, so it is only ever loaded through `loadSchemas()`.
 */
export {
  contactFormSchema,
  internshipFormSchema,
  jobApplicationFormSchema,
  loginFormSchema,
  otpFormSchema,
  otpRequestSchema,
  registerFormSchema,
  forgotPasswordSchema,
  resetPasswordFormSchema,
  profileUpdateSchema,
  passwordChangeFormSchema,
} from '@company/contracts';
