'use client';

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { choiceBox, choiceInput, choiceLabel, choiceMark, choiceRow, radioInput } from '../Checkbox/Checkbox.css';
import { field } from '../Field/Field.css';
import { FieldDescription, FieldError, FieldLabel, useFieldIds } from '../Field/Field';
import { radioOption, radioOptions } from './RadioGroup.css';


export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'value' | 'defaultValue' | 'onChange'> {
  /** The group's visible label (required). */
  label: ReactNode;
  /** The form field name shared by the radios (react-hook-form's `register` provides it). */
  name: string;
  /** The choices. */
  options: readonly RadioOption[];
  /** Controlled selected value. */
  value?: string;
  /** Initially selected value (uncontrolled). Default none. */
  defaultValue?: string;
  /** Called with the change event of the radio that became checked (react-hook-form reads it). */
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  /** Called with the newly selected value. */
  onValueChange?: (value: string) => void;
  /** Help text under the label. Default none. */
  description?: ReactNode;
  /** Error message; sets `aria-invalid` on the group and is read with it. Default none. */
  error?: ReactNode;
  /** Lay the options out in a row or a column. Default `horizontal`. */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A labelled group of native radio buttons (arrow keys move and select, Tab leaves the group).
 * `{...register('experience')}` spreads straight onto it: name, onChange, onBlur and the ref
 * reach every radio.
 */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  { label, name, options, value, defaultValue, onChange, onValueChange, description, error, required, disabled, orientation = 'horizontal', id, className, ...rest },
  ref,
) {
  const ids = useFieldIds(id, description, error);
  const labelId = `${ids.id}-label`;
  const optionPrefix = useId();
  return (
    <div className={cx(field, className)}>
      <FieldLabel id={labelId} required={required}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <div
        role="radiogroup"
        id={ids.id}
        aria-labelledby={labelId}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid}
        aria-required={required || undefined}
        data-orientation={orientation}
        className={radioOptions}
      >
        {options.map((option, index) => {
          const optionId = `${ids.id}-${optionPrefix.replace(/:/g, '')}-${index}`;
          return (
            <div key={option.value} className={cx(choiceRow, radioOption)}>
              <span className={choiceBox}>
                <input
                  ref={ref}
                  type="radio"
                  id={optionId}
                  name={name}
                  value={option.value}
                  checked={value === undefined ? undefined : value === option.value}
                  defaultChecked={value === undefined && defaultValue !== undefined ? defaultValue === option.value : undefined}
                  disabled={disabled || option.disabled}
                  required={required}
                  className={cx(choiceInput, radioInput)}
                  onChange={(event) => {
                    onChange?.(event);
                    if (event.currentTarget.checked) onValueChange?.(option.value);
                  }}
                  {...rest}
                />
                <svg className={choiceMark} viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                  <circle cx="7" cy="7" r="3.5" fill="currentColor" />
                </svg>
              </span>
              <label htmlFor={optionId} className={choiceLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
});
RadioGroup.displayName = 'RadioGroup';
