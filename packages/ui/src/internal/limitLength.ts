import type { ChangeEvent } from 'react';

/**
 * Enforces `maxLength` on change as well: the attribute alone is ignored by `type="number"`
 * inputs and by some IMEs, and SPEC.md says further typing is ignored. Trims the DOM value
 * before the caller (react-hook-form's onChange, a state setter) reads it.
 */
export function limitLength<E extends HTMLInputElement | HTMLTextAreaElement>(event: ChangeEvent<E>, maxLength: number | undefined) {
  if (maxLength === undefined || maxLength < 0) return;
  const target = event.currentTarget;
  if (target.value.length > maxLength) target.value = target.value.slice(0, maxLength);
}
