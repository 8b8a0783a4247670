import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { FileField, RadioGroup, Select, TextArea, TextField } from '@company/ui';

/**
 * The site's forms are controlled (`useValidatedForm` keeps the values and validates on submit with the
 * spec's messages); these adapters give the library's fields that shape: `value` + `onValueChange`, a
 * `hint` under the label and a `markRequired` asterisk. Label, hint and error wiring (`aria-invalid`,
 * `aria-describedby`), the length cap while typing and the styling all come from `@company/ui`.
 * The forms set `noValidate`, so the native `required` the library adds never shows a browser bubble.
 */

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'size'>;

interface ControlledProps {
  label: ReactNode;
  value: string;
  /** Called with the new text. With `maxLength`, extra characters never reach it (also when pasted). */
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Shows the required marker next to the label (validation itself runs on submit). */
  markRequired?: boolean;
  fieldClassName?: string;
}

const text =
  (onValueChange: (value: string) => void) =>
  (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onValueChange(event.target.value);

export interface TextInputProps extends NativeInput, ControlledProps {}

export function TextInput({
  label,
  value,
  onValueChange,
  error,
  hint,
  markRequired,
  fieldClassName,
  ...rest
}: TextInputProps) {
  return (
    <TextField
      {...rest}
      label={label}
      description={hint}
      error={error}
      required={markRequired}
      fieldClassName={fieldClassName}
      value={value}
      onChange={text(onValueChange)}
    />
  );
}

type NativeTextArea = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'>;

export interface TextAreaInputProps extends NativeTextArea, ControlledProps {}

export function TextAreaInput({
  label,
  value,
  onValueChange,
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
      value={value}
      onChange={text(onValueChange)}
    />
  );
}

export interface SelectInputProps extends ControlledProps {
  name: string;
  options: readonly { value: string; label: string }[];
  /** Text of the empty first option, e.g. 'Select a course'. */
  placeholder: string;
  disabled?: boolean;
}

export function SelectInput({
  label,
  name,
  value,
  onValueChange,
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
      value={value}
      onChange={text(onValueChange)}
    />
  );
}

export interface FileInputProps {
  label: ReactNode;
  name: string;
  /** Accepted extensions, e.g. '.pdf,.doc,.docx'. */
  accept: string;
  onFileChange: (file: File | null) => void;
  error?: string;
  hint?: ReactNode;
  markRequired?: boolean;
  disabled?: boolean;
  /** Changing the key empties the input (and the file name it shows) after a successful submit. */
  resetKey?: number;
  fieldClassName?: string;
}

export function FileInput({
  label,
  name,
  accept,
  onFileChange,
  error,
  hint,
  markRequired,
  disabled,
  resetKey,
  fieldClassName,
}: FileInputProps) {
  return (
    <FileField
      key={resetKey}
      label={label}
      name={name}
      accept={accept}
      description={hint}
      error={error}
      required={markRequired}
      disabled={disabled}
      fieldClassName={fieldClassName}
      onFilesChange={(files) => onFileChange(files[0] ?? null)}
    />
  );
}

export interface RadioChoiceProps {
  legend: ReactNode;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string;
  markRequired?: boolean;
  disabled?: boolean;
  fieldClassName?: string;
}

export function RadioChoice({
  legend,
  name,
  value,
  onValueChange,
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
      value={value}
      onValueChange={onValueChange}
      error={error}
      required={markRequired}
      disabled={disabled}
      className={fieldClassName}
    />
  );
}
