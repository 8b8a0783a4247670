/** Shared helpers for the site's forms: zod validation on submit, per-field errors, API error messages. */
export { useValidatedForm, issuesToFieldErrors, firstIssueMessage, formValues } from './useValidatedForm';
export type { FieldErrors, ValidatedForm } from './useValidatedForm';
export { apiErrorMessage, apiFieldErrors, requestFailed } from './errors';
export { TextInput, TextAreaInput, SelectInput, FileInput, RadioChoice } from './fields';
export type {
  TextInputProps,
  TextAreaInputProps,
  SelectInputProps,
  FileInputProps,
  RadioChoiceProps,
} from './fields';
export { focusFirstInvalid } from './focus';
export { FlashDialog } from './FlashDialog';
export { useHydrated, useNavigationState } from './useHydrated';
export { FormControls } from './FormControls';
export { resultError, resultValue } from './result';
export type { FormResult } from './result';
export { ServerNotice, clearFields } from './ServerNotice';
