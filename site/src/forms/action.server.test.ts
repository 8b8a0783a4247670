import { contactFormSchema, internshipFormSchema } from '@company/contracts';
import { describe, expect, it } from 'vitest';
import { apiFailure, check, fileValue, postToApi, seeOther, textValues } from './action.server';

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
    expect(await calls[0]?.json()).toEqual({ identifier: 'a@example.com', password: 'secret-pass' });

    const redirect = seeOther('/user', answer.setCookies);
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe('/user');
    expect(redirect.headers.getSetCookie()).toEqual(answer.setCookies);
  });

  it('answers status 0 (Network Error) when the API cannot be reached', async () => {
    const apiFetch = () => Promise.reject(new TypeError('fetch failed'));
    const answer = await postToApi({ apiBaseUrl: 'http://127.0.0.1:9/api/v1', apiFetch }, 'contactus', {});
    expect(answer).toEqual({ status: 0, body: null, setCookies: [] });
  });
});
