'use client';

import { forwardRef, type ChangeEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { control, multiline } from '../../internal/control.css';
import { cx } from '../../internal/cx';
import { limitLength } from '../../internal/limitLength';
import { Field } from '../Field/Field';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label (required). */
  label: ReactNode;
  /** Help text under the label. Default none. */
  description?: ReactNode;
  /** Error message; sets `aria-invalid` and is read with the field. Default none. */
  error?: ReactNode;
  /** Keep the label for assistive technology only. Default `false`. */
  hideLabel?: boolean;
  /** Visible lines of text. Default `4`. */
  rows?: number;
  /** Class of the wrapper; `className` goes on the textarea. */
  fieldClassName?: string;
}

/** A labelled multi-line input (the contact message uses `rows={6}`); usable with react-hook-form. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, description, error, hideLabel, required, id, rows = 4, className, fieldClassName, maxLength, onChange, ...rest },
  ref,
) {
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    limitLength(event, maxLength);
    onChange?.(event);
  };
  return (
    <Field label={label} description={description} error={error} required={required} hideLabel={hideLabel} controlId={id} className={fieldClassName}>
      {(wiring) => (
        <textarea
          ref={ref}
          rows={rows}
          maxLength={maxLength}
          onChange={handleChange}
          className={cx(control(), multiline, className)}
          {...wiring}
          {...rest}
        />
      )}
    </Field>
  );
});
TextArea.displayName = 'TextArea';
