import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import * as f from './fields.css';

/**
 * The site's form controls: a visible label, an optional hint, and an error message wired with
 * `aria-invalid` + `aria-describedby`, so a screen reader announces the message with the field.
 */

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

function FieldShell({ id, label, error, hint, required, className, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${f.field} ${className}` : f.field}>
      <label className={f.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={f.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className={f.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={f.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export interface TextInputProps extends NativeInput {
  label: ReactNode;
  value: string;
  /** Called with the new text. With `maxLength`, extra characters never reach it. */
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Shows a required marker next to the label (validation itself runs on submit). */
  markRequired?: boolean;
  fieldClassName?: string;
}

export function TextInput({
  label,
  value,
  onValueChange,
  error,
  hint,
  markRequired,
  fieldClassName,
  maxLength,
  ...rest
}: TextInputProps) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    // SPEC §5: "further typing is ignored" beyond the cap, also for pasted text.
    onValueChange(maxLength !== undefined ? next.slice(0, maxLength) : next);
  };
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={markRequired}
      className={fieldClassName}
    >
      {(describedBy) => (
        <input
          id={id}
          className={f.control}
          value={value}
          onChange={onChange}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={markRequired || undefined}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

type NativeTextArea = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'>;

export interface TextAreaInputProps extends NativeTextArea {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  markRequired?: boolean;
  fieldClassName?: string;
}

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
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={markRequired}
      className={fieldClassName}
    >
      {(describedBy) => (
        <textarea
          id={id}
          className={`${f.control} ${f.textarea}`}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={markRequired || undefined}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

export interface SelectInputProps {
  label: ReactNode;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Text of the empty first option, e.g. 'Select a course'. */
  placeholder: string;
  error?: string;
  hint?: ReactNode;
  markRequired?: boolean;
  disabled?: boolean;
  fieldClassName?: string;
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
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={markRequired}
      className={fieldClassName}
    >
      {(describedBy) => (
        <select
          id={id}
          name={name}
          className={`${f.control} ${f.select}`}
          value={value}
          disabled={disabled}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={markRequired || undefined}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export interface FileInputProps {
  label: ReactNode;
  name: string;
  /** Accepted extensions, e.g. '.pdf,.doc,.docx'. */
  accept: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error?: string;
  hint?: ReactNode;
  markRequired?: boolean;
  disabled?: boolean;
  /** Changing the key empties the native input after a successful submit. */
  resetKey?: number;
  fieldClassName?: string;
}

export function FileInput({
  label,
  name,
  accept,
  file,
  onFileChange,
  error,
  hint,
  markRequired,
  disabled,
  resetKey,
  fieldClassName,
}: FileInputProps) {
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={markRequired}
      className={fieldClassName}
    >
      {(describedBy) => (
        <>
          <input
            key={resetKey}
            id={id}
            name={name}
            type="file"
            accept={accept}
            disabled={disabled}
            className={`${f.control} ${f.file}`}
            onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={markRequired || undefined}
          />
          {file ? <p className={f.hint}>Selected: {file.name}</p> : null}
        </>
      )}
    </FieldShell>
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
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={fieldClassName ? `${f.fieldset} ${fieldClassName}` : f.fieldset}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={f.label}>
        {legend}
        {markRequired ? (
          <span className={f.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className={f.radios}>
        {options.map((option) => (
          <label key={option.value} className={f.radio}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={f.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
