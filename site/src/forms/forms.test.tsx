import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorMessage, apiFieldErrors } from './errors';
import type { FormResult } from './result';
import { firstIssueMessage, formValues, useValidatedForm } from './useValidatedForm';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  phone: z
    .string()
    .trim()
    .min(1, 'Phone number is required')
    .regex(/^\+?\d{7,15}$/, 'Invalid phone number'),
});

const enquiry = { name: '', phone: '12', subject: 'Website', message: 'Hello' };

describe('useValidatedForm', () => {
  it('shows one message per field on submit and clears a field error when that field is edited', async () => {
    const { result } = renderHook(() => useValidatedForm((schemas) => schemas.contactFormSchema));
    let parsed: unknown;
    await act(async () => {
      parsed = await result.current.validate(enquiry);
    });
    expect(parsed).toBeNull();
    // The contact schema of @company/contracts, loaded on demand: the server's own messages.
    expect(result.current.errors).toEqual({ name: 'Name is required', phone: 'Invalid phone number' });

    // An `input` event from the Name field (the form's onInput) clears that field's message only.
    const name = document.createElement('input');
    name.name = 'name';
    act(() => result.current.onInput({ target: name } as unknown as FormEvent<HTMLFormElement>));
    expect(result.current.errors).toEqual({ phone: 'Invalid phone number' });
  });

  it('returns the parsed data when every field is valid', async () => {
    const { result } = renderHook(() => useValidatedForm((schemas) => schemas.contactFormSchema));
    let parsed: unknown;
    await act(async () => {
      parsed = await result.current.validate({ ...enquiry, name: '  Asha ', phone: '9876543210' });
    });
    expect(parsed).toEqual({ name: 'Asha', phone: '9876543210', subject: 'Website', message: 'Hello' });
    expect(result.current.errors).toEqual({});
  });

  it("starts with the errors of the route action's answer and follows a new answer", () => {
    const first: FormResult = {
      ok: false,
      errors: { phone: 'Invalid phone number' },
      values: { phone: '12' },
    };
    const { result, rerender } = renderHook(
      ({ answer }: { answer?: FormResult }) =>
        useValidatedForm((schemas) => schemas.contactFormSchema, answer),
      { initialProps: { answer: first as FormResult | undefined } },
    );
    expect(result.current.errors).toEqual({ phone: 'Invalid phone number' });
    rerender({ answer: { ok: true } });
    expect(result.current.errors).toEqual({});
  });

  it('formValues reads a form as its action does: text as strings, an empty file input as an empty file', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input name="name" value="Asha"><select name="course"><option value="mern-stack" selected>MERN</option></select>' +
      '<input type="radio" name="Experience" value="Fresher"><input type="radio" name="Experience" value="1-3 Years" checked>' +
      '<input type="file" name="resume">';
    const values = formValues(form);
    expect(values).toMatchObject({ name: 'Asha', course: 'mern-stack', Experience: '1-3 Years' });
    expect(values.resume).toBeInstanceOf(File);
    expect((values.resume as File).size).toBe(0);
  });

  it('firstIssueMessage reports the first failing check in schema order', () => {
    expect(firstIssueMessage(schema, { name: '', phone: '' })).toBe('Name is required');
    expect(firstIssueMessage(schema, { name: 'A', phone: 'x' })).toBe('Invalid phone number');
    expect(firstIssueMessage(schema, { name: 'A', phone: '9876543210' })).toBeNull();
  });
});

describe('apiErrorMessage', () => {
  it('prefers the server message, then the error message, then the fallback', () => {
    expect(apiErrorMessage({ message: 'Invalid credentials', errors: {} }, 'Error occurred')).toBe(
      'Invalid credentials',
    );
    expect(apiErrorMessage({ response: { data: { message: 'Job not found' } } }, 'x')).toBe('Job not found');
    expect(apiErrorMessage(new Error('Network Error'), 'x')).toBe('Network Error');
    expect(apiErrorMessage(new Error('Request failed with status code 500'), 'Failed to fetch jobs')).toBe(
      'Failed to fetch jobs',
    );
    expect(apiErrorMessage(undefined, 'Failed to fetch blogs')).toBe('Failed to fetch blogs');
  });

  it('apiFieldErrors reads the per-field messages of a 400 answer', () => {
    expect(apiFieldErrors({ message: 'Invalid input', errors: { email: 'Invalid email address.' } })).toEqual(
      { email: 'Invalid email address.' },
    );
    expect(apiFieldErrors(new Error('x'))).toEqual({});
  });
});
