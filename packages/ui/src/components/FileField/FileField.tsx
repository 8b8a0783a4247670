'use client';

import { Upload } from 'lucide-react';
import { forwardRef, useEffect, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { mergeRefs } from '../../internal/mergeRefs';
import { Field } from '../Field/Field';
import { fileButton, fileInput, fileName, filePicker } from './FileField.css';

export interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** The visible label (required). */
  label: ReactNode;
  /** Accepted types, e.g. `".pdf,.doc,.docx"`. Default: any file. */
  accept?: string;
  /** Help text under the label (say which types are accepted). Default none. */
  description?: ReactNode;
  /** Error message; sets `aria-invalid` and is read with the field. Default none. */
  error?: ReactNode;
  /** Keep the label for assistive technology only. Default `false`. */
  hideLabel?: boolean;
  /** Text of the picker button. Default `"Choose file"`. */
  buttonLabel?: string;
  /** Shown while no file is chosen. Default `"No file chosen"`. */
  emptyLabel?: string;
  /** Called with the chosen files (empty when cleared). */
  onFilesChange?: (files: File[]) => void;
  /** Class of the wrapper; `className` goes on the picker. */
  fieldClassName?: string;
}

/**
 * A labelled file input that shows the chosen file name. The native input stays focusable (Space
 * or Enter opens the picker) and carries the label and ARIA; works with react-hook-form's `register`.
 * The shown name follows the native input: a file chosen before hydration is shown once the field
 * hydrates, and without script the browser's own (styled) file input is shown instead of the picker.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  {
    label,
    accept,
    description,
    error,
    hideLabel,
    required,
    id,
    buttonLabel = 'Choose file',
    emptyLabel = 'No file chosen',
    onChange,
    onFilesChange,
    className,
    fieldClassName,
    ...rest
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [names, setNames] = useState<string[]>([]);

  // The native input is the source of truth. A file chosen before the page hydrated (the picker is a
  // label, so it opens the dialog without script) fired its change event before React listened: show it
  // now, and tell the owner as a change would have. Runs once, on mount.
  const onFilesChangeRef = useRef(onFilesChange);
  onFilesChangeRef.current = onFilesChange;
  useEffect(() => {
    const files = [...(inputRef.current?.files ?? [])];
    if (files.length === 0) return;
    setNames(files.map((file) => file.name));
    onFilesChangeRef.current?.(files);
  }, []);

  // A form reset clears the input but fires no change event: clear the shown name too.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return undefined;
    const onReset = () => setNames([]);
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    setNames(files.map((file) => file.name));
    onChange?.(event);
    onFilesChange?.(files);
  };

  const chosen = names.join(', ');
  return (
    <Field label={label} description={description} error={error} required={required} hideLabel={hideLabel} controlId={id} className={fieldClassName}>
      {(wiring) => (
        <div>
          <input ref={mergeRefs(ref, inputRef)} type="file" accept={accept} className={fileInput} onChange={handleChange} {...wiring} {...rest} />
          {/* The visible picker is a second label for the same input: clicking it opens the dialog. */}
          <label htmlFor={wiring.id} className={cx(filePicker, className)} aria-hidden="true">
            <span className={fileButton}>
              <Upload aria-hidden="true" focusable="false" width="1em" height="1em" />
              {buttonLabel}
            </span>
            <span className={fileName} data-empty={chosen ? undefined : ''} data-testid="file-name">
              {chosen || emptyLabel}
            </span>
          </label>
        </div>
      )}
    </Field>
  );
});
FileField.displayName = 'FileField';
