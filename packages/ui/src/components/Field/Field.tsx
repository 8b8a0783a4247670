import { CircleAlert } from 'lucide-react';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { field, fieldDescription, fieldError, fieldLabel, requiredMark } from './Field.css';

/** Props Field hands to its control so the label, description and error are wired up. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The visible label. Required: every control needs a name. */
  label: ReactNode;
  /** Help text under the label, read after the label. Default none. */
  description?: ReactNode;
  /** Error message; when present the control gets `aria-invalid` and the message is read with it. Default none. */
  error?: ReactNode;
  /** Marks the field required (asterisk, and `required` on the control). Default `false`. */
  required?: boolean;
  /** Keep the label for assistive technology only. Default `false`. */
  hideLabel?: boolean;
  /** The control's id; generated when omitted. */
  controlId?: string;
  /** Renders the control with the wiring props: `{(props) => <input {...props} />}`. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Ids and ARIA wiring shared by every field component. */
export function useFieldIds(controlId: string | undefined, description: ReactNode, error: ReactNode) {
  const generated = useId();
  const id = controlId ?? `field${generated.replace(/:/g, '')}`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, descriptionId, errorId, describedBy, invalid: error ? (true as const) : undefined };
}

export function FieldLabel({ htmlFor, id, required, hidden, children }: { htmlFor?: string; id?: string; required?: boolean; hidden?: boolean; children: ReactNode }) {
  const content = (
    <label htmlFor={htmlFor} id={id} className={fieldLabel}>
      {children}
      {required ? (
        <span className={requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  return hidden ? <VisuallyHidden>{content}</VisuallyHidden> : content;
}

export function FieldDescription({ id, children }: { id?: string; children: ReactNode }) {
  return children ? (
    <p id={id} className={fieldDescription}>
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return children ? (
    <p id={id} className={fieldError}>
      <CircleAlert aria-hidden="true" focusable="false" width="1em" height="1em" />
      {children}
    </p>
  ) : null;
}

/**
 * Label, description and error message around any control, wired with `htmlFor`,
 * `aria-describedby` and `aria-invalid`. TextField, TextArea, Select and FileField use it;
 * use it directly for a custom control.
 */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  { label, description, error, required = false, hideLabel = false, controlId, className, children, ...rest },
  ref,
) {
  const ids = useFieldIds(controlId, description, error);
  return (
    <div ref={ref} className={cx(field, className)} {...rest}>
      <FieldLabel htmlFor={ids.id} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      {children({ id: ids.id, 'aria-describedby': ids.describedBy, 'aria-invalid': ids.invalid, required: required || undefined })}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
});
Field.displayName = 'Field';
