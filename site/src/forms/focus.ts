/**
 * Moves keyboard focus to the first field that reports an error, after React has rendered the
 * messages, so a keyboard or screen-reader user lands on what needs fixing.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A radio group carries aria-invalid on its container: focus its first radio.
    const target =
      invalid?.getAttribute('role') === 'radiogroup' ? invalid.querySelector<HTMLElement>('input') : invalid;
    target?.focus();
  });
}
