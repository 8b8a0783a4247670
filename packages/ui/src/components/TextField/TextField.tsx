'use client';

import { forwardRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { control, type ControlSize } from '../../internal/control.css';
import { cx } from '../../internal/cx';
import { limitLength } from '../../internal/limitLength';
import { Field } from '../Field/Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label (required). */
  label: ReactNode;
  /** Help text under the label. Default none. */
  description?: ReactNode;
  /** Error message; sets `aria-invalid` and is read with the field. Default none. */
  error?: ReactNode;
  /** Keep the label for assistive technology only. Default `false`. */
  hideLabel?: boolean;
  /** Control height. Default `md`. */
  size?: ControlSize;
  /** Class of the wrapper (label + input + messages); `className` goes on the input. */
  fieldClassName?: string;
}

/**
 * A labelled single-line input. Works with react-hook-form's `register` (the ref reaches the
 * input). `maxLength` is enforced while typing, even for `type="number"`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, error, hideLabel, size, required, id, className, fieldClassName, maxLength, onChange, type = 'text', ...rest },
  ref,
) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    limitLength(event, maxLength);
    onChange?.(event);
  };
  return (
    <Field label={label} description={description} error={error} required={required} hideLabel={hideLabel} controlId={id} className={fieldClassName}>
      {(wiring) => (
        <input ref={ref} type={type} maxLength={maxLength} onChange={handleChange} className={cx(control({ size }), className)} {...wiring} {...rest} />
      )}
    </Field>
  );
});
TextField.displayName = 'TextField';
