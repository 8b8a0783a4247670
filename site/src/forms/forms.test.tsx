import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorMessage, apiFieldErrors } from './errors';
import { firstIssueMessage, useValidatedForm } from './useValidatedForm';

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
    const { result } = renderHook(() => useValidatedForm((schemas) => schemas.contactFormSchema, enquiry));
    let parsed: unknown;
    await act(async () => {
      parsed = await result.current.validate();
    });
    expect(parsed).toBeNull();
    // The contact schema of @company/contracts, loaded on demand: the server's own messages.
    expect(result.current.errors).toEqual({ name: 'Name is required', phone: 'Invalid phone number' });

    act(() => result.current.setValue('name', 'Asha'));
    expect(result.current.errors).toEqual({ phone: 'Invalid phone number' });
    expect(result.current.values.name).toBe('Asha');
  });

  it('returns the parsed data when every field is valid, and reset restores the initial values', async () => {
    const { result } = renderHook(() => useValidatedForm((schemas) => schemas.contactFormSchema, enquiry));
    act(() => {
      result.current.setValue('name', '  Asha ');
      result.current.setValue('phone', '9876543210');
    });
    let parsed: unknown;
    await act(async () => {
      parsed = await result.current.validate();
    });
    expect(parsed).toEqual({ name: 'Asha', phone: '9876543210', subject: 'Website', message: 'Hello' });
    act(() => result.current.reset());
    expect(result.current.values).toEqual(enquiry);
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
