import * as s from './page.css';

/**
 * The outcome of a form posted before the page had its script (the route action's answer), written
 * into the server's HTML: the same words the toast or popup shows once the page is hydrated.
 */
export function ServerNotice({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'error';
  title?: string;
  children?: string;
}) {
  if (!title && !children) return null;
  return (
    <div
      className={tone === 'success' ? s.successStatus : s.errorStatus}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title ? <strong>{title}</strong> : null}
      {title && children ? <br /> : null}
      {children}
    </div>
  );
}

/** Empties a form's visible fields after a successful submit (hidden inputs keep their values). */
export function clearFields(form: HTMLFormElement | null): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'hidden' || element.type === 'submit' || element.type === 'button') continue;
      if (element.type === 'radio' || element.type === 'checkbox') element.checked = false;
      else element.value = '';
    } else if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      element.value = '';
    }
  }
  // The file field shows the chosen file's name; a reset event clears it (see @company/ui FileField).
  form.dispatchEvent(new Event('reset'));
}
