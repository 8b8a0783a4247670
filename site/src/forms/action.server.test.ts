import { contactFormSchema, internshipFormSchema } from '@company/contracts';
import { describe, expect, it } from 'vitest';
import {
  apiFailure,
  check,
  fileValue,
  formIdempotencyKey,
  postToApi,
  seeOther,
  textValues,
} from './action.server';

describe('form actions (server side)', () => {
  it("reads the posted text fields and file, and validates with the API's schema and messages", () => {
    const posted = new FormData();
    posted.set('name', ' Asha ');
    posted.set('phone', '12');
    posted.set('subject', '');
    posted.set('resume', new File([], ''));
    const values = textValues(posted, ['name', 'phone', 'subject', 'message']);
    expect(values).toEqual({ name: ' Asha ', phone: '12', subject: '' });
    expect(check(contactFormSchema, values)).toEqual({
      ok: false,
      errors: {
        phone: 'Invalid phone number',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
    // An empty file input posts an empty, nameless file: the schema's "required" message.
    const resume = fileValue(posted, 'resume');
    expect(resume).toBeInstanceOf(File);
    const internship = check(internshipFormSchema, {
      name: 'Asha',
      email: 'asha@example.com',
      number: '9876543210',
      course: 'mern-stack',
      resume,
    });
    expect(internship).toEqual({ ok: false, errors: { resume: 'Resume file is required' } });
  });

  it("shows the API's message and field errors on a 4xx, the form's own words on a 5xx or offline", () => {
    const conflict = {
      status: 409,
      body: {
        message: 'An account with this email already exists.',
        errors: { email: 'An account with this email already exists.' },
      },
      setCookies: [],
    };
    expect(apiFailure(conflict, 'An error occurred. Please try again.')).toEqual({
      message: 'An account with this email already exists.',
      errors: { email: 'An account with this email already exists.' },
    });
    const crash = {
      status: 500,
      body: { message: 'TypeError: x is undefined at /srv/app.js:12' },
      setCookies: [],
    };
    expect(apiFailure(crash, 'Error occurred')).toEqual({ message: 'Error occurred', errors: {} });
    expect(apiFailure({ status: 0, body: null, setCookies: [] }, 'Error occurred')).toEqual({
      message: 'Network Error',
      errors: {},
    });
  });

  it("calls the API through the load context's apiFetch, passing its Set-Cookie on", async () => {
    const calls: Request[] = [];
    const apiFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Request(input, init));
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', 'acme_refresh=abc; Path=/api/v1; HttpOnly; SameSite=Lax');
      return new Response(JSON.stringify({ status: 200, message: 'Login Successful' }), {
        status: 200,
        headers,
      });
    };
    const answer = await postToApi({ apiBaseUrl: 'http://127.0.0.1:9/api/v1', apiFetch }, 'customer/login', {
      identifier: 'a@example.com',
      password: 'secret-pass',
    });
    expect(answer.status).toBe(200);
    expect(answer.setCookies).toEqual(['acme_refresh=abc; Path=/api/v1; HttpOnly; SameSite=Lax']);
    expect(calls[0]?.url).toBe('http://127.0.0.1:9/api/v1/customer/login');
    // A form with a password never carries a key made from it.
    expect(calls[0]?.headers.has('idempotency-key')).toBe(false);
    expect(await calls[0]?.json()).toEqual({ identifier: 'a@example.com', password: 'secret-pass' });

    const redirect = seeOther('/user', answer.setCookies);
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe('/user');
    expect(redirect.headers.getSetCookie()).toEqual(answer.setCookies);
  });

  it('keys a submission by its content: the same form twice has one key, any change another', async () => {
    const enquiry = { name: 'Asha', mobile: '9876543210', subject: 'A quote', message: 'Five pages.' };
    const key = await formIdempotencyKey('contactus', enquiry);
    expect(key).toMatch(/^form-[\w-]{43}$/);
    expect(await formIdempotencyKey('contactus', { ...enquiry })).toBe(key);
    expect(await formIdempotencyKey('contactus', { ...enquiry, message: 'Six pages.' })).not.toBe(key);
    expect(await formIdempotencyKey('enquire', enquiry)).not.toBe(key);
    const withFile = (bytes: string) => {
      const form = new FormData();
      form.set('name', 'Asha');
      form.set('resume', new File([bytes], 'resume.pdf', { type: 'application/pdf' }));
      return form;
    };
    const fileKey = await formIdempotencyKey('enquire', withFile('%PDF-1.4 one'));
    expect(await formIdempotencyKey('enquire', withFile('%PDF-1.4 one'))).toBe(fileKey);
    expect(await formIdempotencyKey('enquire', withFile('%PDF-1.4 two'))).not.toBe(fileKey);
  });

  it('sends the key, and sends again after a 409 until the first answer is there', async () => {
    const calls: Request[] = [];
    const apiFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Request(input, init));
      return calls.length === 1
        ? new Response(JSON.stringify({ message: 'This request is still being processed.' }), {
            status: 409,
            headers: { 'retry-after': '1', 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ status: 200, message: 'Thanks' }), {
            status: 200,
            headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
          });
    };
    const enquiry = { name: 'Asha', mobile: '9876543210', subject: 'A quote', message: 'Five pages.' };
    const context = { apiBaseUrl: 'http://127.0.0.1:9/api/v1', apiFetch };
    const answer = await postToApi(context, 'contactus', enquiry, { idempotent: true });
    expect(answer.status).toBe(200);
    expect(calls).toHaveLength(2);
    const key = await formIdempotencyKey('contactus', enquiry);
    expect(calls.map((call) => call.headers.get('idempotency-key'))).toEqual([key, key]);
  });

  it('answers status 0 (Network Error) when the API cannot be reached', async () => {
    const apiFetch = () => Promise.reject(new TypeError('fetch failed'));
    const answer = await postToApi({ apiBaseUrl: 'http://127.0.0.1:9/api/v1', apiFetch }, 'contactus', {});
    expect(answer).toEqual({ status: 0, body: null, setCookies: [] });
  });
});
