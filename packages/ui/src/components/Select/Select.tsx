import { ChevronDown } from 'lucide-react';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { control, type ControlSize } from '../../internal/control.css';
import { cx } from '../../internal/cx';
import { Field } from '../Field/Field';
import { select, selectChevron, selectWrap } from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'children'> {
  /** The visible label (required). */
  label: ReactNode;
  /** The choices. */
  options: readonly SelectOption[];
  /**
   * Text of an empty first option (value `""`) shown until a choice is made; it cannot be chosen
   * back. Default none.
   */
  placeholder?: string;
  /** Help text under the label. Default none. */
  description?: ReactNode;
  /** Error message; sets `aria-invalid` and is read with the field. Default none. */
  error?: ReactNode;
  /** Keep the label for assistive technology only. Default `false`. */
  hideLabel?: boolean;
  /** Control height. Default `md`. */
  size?: ControlSize;
  /** Class of the wrapper; `className` goes on the select. */
  fieldClassName?: string;
}

/**
 * A labelled native select: the platform's own picker (best on phones), keyboard and screen
 * reader support, and react-hook-form's `register` works as is.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, description, error, hideLabel, size, required, id, className, fieldClassName, defaultValue, value, ...rest },
  ref,
) {
  // With a placeholder and no value given, start on the placeholder.
  const initial = placeholder !== undefined && value === undefined && defaultValue === undefined ? '' : defaultValue;
  return (
    <Field label={label} description={description} error={error} required={required} hideLabel={hideLabel} controlId={id} className={fieldClassName}>
      {(wiring) => (
        <span className={selectWrap}>
          <select ref={ref} className={cx(control({ size }), select, className)} value={value} defaultValue={initial} {...wiring} {...rest}>
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown className={selectChevron} aria-hidden="true" focusable="false" />
        </span>
      )}
    </Field>
  );
});
Select.displayName = 'Select';
