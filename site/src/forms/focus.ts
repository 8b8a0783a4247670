/**
 * Moves keyboard focus to the first field that reports an error, after React has rendered the
 * messages, so a keyboard or screen-reader user lands on what needs fixing.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
