import { Check } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { FieldDescription, FieldError, useFieldIds } from '../Field/Field';
import { checkboxInput, choiceBox, choiceInput, choiceLabel, choiceMark, choiceRow, choiceText } from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** The label beside the box (required). */
  label: ReactNode;
  /** Help text under the label. Default none. */
  description?: ReactNode;
  /** Error message; sets `aria-invalid` and is read with the checkbox. Default none. */
  error?: ReactNode;
}

/** A labelled native checkbox with the brand look; works with react-hook-form's `register`. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, error, id, className, ...rest },
  ref,
) {
  const ids = useFieldIds(id, description, error);
  return (
    <div className={cx(choiceRow, className)}>
      <span className={choiceBox}>
        <input
          ref={ref}
          type="checkbox"
          id={ids.id}
          className={cx(choiceInput, checkboxInput)}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid}
          {...rest}
        />
        <Check className={choiceMark} strokeWidth={3} aria-hidden="true" focusable="false" />
      </span>
      <span className={choiceText}>
        <label htmlFor={ids.id} className={choiceLabel}>
          {label}
        </label>
        <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
        <FieldError id={ids.errorId}>{error}</FieldError>
      </span>
    </div>
  );
});
Checkbox.displayName = 'Checkbox';
