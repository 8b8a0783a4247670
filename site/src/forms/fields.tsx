import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { FileField, RadioGroup, Select, TextArea, TextField } from '@company/ui';

/**
 * The site's forms are uncontrolled: every field has a `name` and a `defaultValue`, and the values are
 * read from the form (FormData) on submit. So text typed before the page hydrates is never reset by
 * React, and a form posted with no script at all carries the same fields to its route's action.
 * These adapters give the library's fields a `hint` under the label and a `markRequired` asterisk; label,
 * hint and error wiring (`aria-invalid`, `aria-describedby`), the length cap while typing and the
 * styling come from `@company/ui`. The forms set `noValidate`, so the native `required` the library adds
 * never shows a browser bubble: the spec's messages come from the zod schemas, in the browser and on
 * the server.
 */

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'name' | 'id' | 'size'
>;

interface UncontrolledProps {
  label: ReactNode;
  name: string;
  /** The value the field starts with (what the visitor typed, after a failed post). */
  defaultValue?: string;
  error?: string;
  hint?: ReactNode;
  /** Shows the required marker next to the label (validation itself runs on submit). */
  markRequired?: boolean;
  fieldClassName?: string;
}

export interface TextInputProps extends NativeInput, UncontrolledProps {}

export function TextInput({ label, error, hint, markRequired, fieldClassName, ...rest }: TextInputProps) {
  return (
    <TextField
      {...rest}
      label={label}
      description={hint}
      error={error}
      required={markRequired}
      fieldClassName={fieldClassName}
    />
  );
}

type NativeTextArea = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'name' | 'id'
>;

export interface TextAreaInputProps extends NativeTextArea, UncontrolledProps {}

export function TextAreaInput({
  label,
  error,
  hint,
  markRequired,
  fieldClassName,
  ...rest
}: TextAreaInputProps) {
  return (
    <TextArea
      {...rest}
      label={label}
      description={hint}
      error={error}
      required={markRequired}
      fieldClassName={fieldClassName}
    />
  );
}

export interface SelectInputProps extends UncontrolledProps {
  options: readonly { value: string; label: string }[];
  /** Text of the empty first option, e.g. 'Select a course'. */
  placeholder: string;
  disabled?: boolean;
}

export function SelectInput({
  label,
  name,
  defaultValue,
  options,
  placeholder,
  error,
  hint,
  markRequired,
  disabled,
  fieldClassName,
}: SelectInputProps) {
  return (
    <Select
      label={label}
      name={name}
      options={options}
      placeholder={placeholder}
      description={hint}
      error={error}
      required={markRequired}
      disabled={disabled}
      fieldClassName={fieldClassName}
      defaultValue={defaultValue ?? ''}
    />
  );
}

export interface FileInputProps {
  label: ReactNode;
  name: string;
  /** Accepted extensions, e.g. '.pdf,.doc,.docx'. */
  accept: string;
  error?: string;
  hint?: ReactNode;
  markRequired?: boolean;
  disabled?: boolean;
  fieldClassName?: string;
}

export function FileInput({
  label,
  name,
  accept,
  error,
  hint,
  markRequired,
  disabled,
  fieldClassName,
}: FileInputProps) {
  return (
    <FileField
      label={label}
      name={name}
      accept={accept}
      description={hint}
      error={error}
      required={markRequired}
      disabled={disabled}
      fieldClassName={fieldClassName}
    />
  );
}

export interface RadioChoiceProps {
  legend: ReactNode;
  name: string;
  defaultValue?: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  markRequired?: boolean;
  disabled?: boolean;
  fieldClassName?: string;
}

export function RadioChoice({
  legend,
  name,
  defaultValue,
  options,
  error,
  markRequired,
  disabled,
  fieldClassName,
}: RadioChoiceProps) {
  return (
    <RadioGroup
      label={legend}
      name={name}
      options={options}
      defaultValue={defaultValue || undefined}
      error={error}
      required={markRequired}
      disabled={disabled}
      className={fieldClassName}
    />
  );
}
