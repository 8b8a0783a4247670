import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  blogListQuerySchema,
  catalogPrice,
  contactFormSchema,
  contactRequestSchema,
  courseCatalog,
  customerDetailsSchema,
  fieldErrors,
  internshipRequestSchema,
  jobApplicationRequestSchema,
  loginFormSchema,
  loginRequestSchema,
  messages,
  otpFormSchema,
  otpVerifySchema,
  paymentOrderRequestSchema,
  paymentSaveRequestSchema,
  staffInvitationAcceptSchema,
  productCatalog,
  registerRequestSchema,
  priceMessages,
  priceUpdateSchema,
  wholeNumber,
} from './index.js';

/** The `errors` map a form or the server would show for `input`, or `{}` when it is valid. */
function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
}

const resume = (name = 'cv.pdf', size = 2048) => ({ name, size });

describe('contact form (docs/requirements/SPEC.md §5)', () => {
  const valid = {
    name: 'Asha Verma',
    phone: '9876543210',
    subject: 'Website redesign',
    message: 'Please call me.',
  };

  it('accepts a complete enquiry and trims the text', () => {
    const result = contactFormSchema.parse({ ...valid, name: '  Asha Verma  ' });
    expect(result.name).toBe('Asha Verma');
  });

  it('answers every empty or blank field with its exact message, in form order', () => {
    const errors = errorsOf(contactFormSchema, { name: '   ', phone: ' ', subject: '', message: '\n' });
    expect(errors).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(Object.keys(errors)).toEqual(['name', 'phone', 'subject', 'message']);
  });

  it('accepts an optional plus and 7 to 15 digits, and nothing else', () => {
    for (const phone of ['+9198765432', '1234567', '123456789012345']) {
      expect(errorsOf(contactFormSchema, { ...valid, phone })).toEqual({});
    }
    for (const phone of ['123456', '1234567890123456', '98765-43210', '++9876543', 'phone']) {
      expect(errorsOf(contactFormSchema, { ...valid, phone })).toEqual({ phone: 'Invalid phone number' });
    }
  });

  it('sends the phone as mobile and refuses over-long text', () => {
    expect(
      errorsOf(contactRequestSchema, {
        name: 'A',
        mobile: '9876543210',
        subject: 'S',
        message: 'x'.repeat(5001),
      }),
    ).toEqual({
      message: 'Must be at most 5000 characters',
    });
    expect(
      errorsOf(contactRequestSchema, { name: 'A', phone: '9876543210', subject: 'S', message: 'M' }),
    ).toEqual({
      mobile: 'Phone number is required',
    });
  });

  it('refuses control characters that a database cannot store', () => {
    expect(
      errorsOf(contactRequestSchema, {
        name: 'A\u0000B',
        mobile: '9876543210',
        subject: 'S',
        message: 'Line one\nLine two',
      }),
    ).toEqual({
      name: 'Contains characters that are not allowed',
    });
  });

  it('refuses a lone UTF-16 surrogate (issue 31), and keeps a valid pair such as an emoji', () => {
    const enquiry = { mobile: '9876543210', subject: 'S', message: 'M' };
    for (const name of ['T\ud800', '\udc00x', 'a\ude00\ud83db']) {
      expect(errorsOf(contactRequestSchema, { ...enquiry, name }), name).toEqual({
        name: 'Contains characters that are not allowed',
      });
    }
    expect(errorsOf(contactRequestSchema, { ...enquiry, name: 'Asha 👩‍💻' })).toEqual({});
  });

  it('answers wrong types with the required message instead of throwing', () => {
    expect(
      errorsOf(contactRequestSchema, { name: 42, mobile: ['9876543210'], subject: null, message: {} }),
    ).toEqual({
      name: 'Name is required',
      mobile: 'Phone number is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });
});

describe('login (SPEC §5)', () => {
  it('requires the e-mail and the password with their exact messages', () => {
    expect(errorsOf(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
    expect(errorsOf(loginRequestSchema, {})).toEqual({
      identifier: 'Email is required.',
      password: 'Password is required.',
    });
  });

  it('lower-cases the identifier', () => {
    expect(
      loginRequestSchema.parse({ identifier: ' Asha@Example.COM ', password: 'secret1' }).identifier,
    ).toBe('asha@example.com');
  });
});

describe('register (SPEC §5)', () => {
  const valid = {
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    mobile: '9123456780',
    address: '12 Napier Town, Jabalpur',
    password: 'secret1',
  };

  it('accepts a valid sign-up', () => {
    expect(errorsOf(registerRequestSchema, valid)).toEqual({});
  });

  it('answers each invalid field with its exact message', () => {
    expect(
      errorsOf(registerRequestSchema, {
        name: '',
        email: 'ravi@',
        mobile: '5123456780',
        address: ' ',
        password: '12345',
      }),
    ).toEqual({
      name: 'Name is required.',
      email: 'Invalid email address.',
      mobile: 'Invalid mobile number.',
      address: 'Address is required.',
      password: 'Password must be at least 6 characters.',
    });
  });

  it('distinguishes a missing e-mail, mobile and password from malformed ones', () => {
    expect(errorsOf(registerRequestSchema, { ...valid, email: '', mobile: '', password: '' })).toEqual({
      email: 'Email is required.',
      mobile: 'Mobile number is required.',
      password: 'Password is required.',
    });
  });

  it('needs exactly 10 digits starting 6 to 9 for the mobile', () => {
    // Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): +91 and a trunk 0 are accepted now (phone.test.ts).
    for (const mobile of ['912345678', '91234567801', '+929123456780', '0123456789']) {
      expect(errorsOf(registerRequestSchema, { ...valid, mobile })).toEqual({
        mobile: 'Invalid mobile number.',
      });
    }
    for (const mobile of ['6000000000', '7999999999', '8123456789']) {
      expect(errorsOf(registerRequestSchema, { ...valid, mobile })).toEqual({});
    }
  });
});

describe('OTP (SPEC §5)', () => {
  it('requires the code with the exact message and accepts six digits', () => {
    expect(errorsOf(otpFormSchema, { otp: '' })).toEqual({ otp: 'OTP is required' });
    expect(errorsOf(otpFormSchema, { otp: '12345' })).toEqual({ otp: 'OTP must be 6 digits' });
    expect(errorsOf(otpVerifySchema, { email: 'a@example.com', otp: '123456' })).toEqual({});
  });
});

describe('internship (SPEC §5)', () => {
  const valid = {
    name: 'Neha',
    email: 'neha@example.com',
    number: '9876543210',
    course: 'mern-stack',
    resume: resume(),
  };

  it('accepts a complete application with a pdf, doc or docx resume', () => {
    for (const name of ['cv.pdf', 'cv.DOC', 'my.cv.docx']) {
      expect(errorsOf(internshipRequestSchema, { ...valid, resume: resume(name) })).toEqual({});
    }
  });

  it('answers each invalid field with its exact message', () => {
    expect(
      errorsOf(internshipRequestSchema, { name: '', email: 'nope', number: '12345', course: 'cooking' }),
    ).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      number: 'Invalid number. Must be 10 digits starting with 6-9.',
      course: 'Please select a course',
      resume: 'Resume file is required',
    });
  });

  it('refuses other file types, empty files and files over 5 MB', () => {
    expect(errorsOf(internshipRequestSchema, { ...valid, resume: resume('cv.exe') })).toEqual({
      resume: messages.file.resumeType,
    });
    expect(errorsOf(internshipRequestSchema, { ...valid, resume: resume('cv.pdf', 0) })).toEqual({
      resume: 'Resume file is required',
    });
    expect(
      errorsOf(internshipRequestSchema, { ...valid, resume: resume('cv.pdf', 5 * 1024 * 1024 + 1) }),
    ).toEqual({
      resume: 'File must be 5 MB or smaller',
    });
  });

  it('keeps a browser File object as it is', () => {
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    expect(internshipRequestSchema.parse({ ...valid, resume: file }).resume).toBe(file);
  });
});

describe('job application (SPEC §5)', () => {
  const valid = {
    name: 'Imran Khan',
    email: 'imran@example.com',
    phone: '8765432109',
    city: 'Bhopal',
    Experience: 'Fresher',
    current_salary: '3.5 LPA',
    resume: resume('resume.docx'),
  };

  it('accepts a complete application', () => {
    expect(errorsOf(jobApplicationRequestSchema, valid)).toEqual({});
  });

  it('reports failures in the spec order with their messages', () => {
    const errors = errorsOf(jobApplicationRequestSchema, { Experience: 'Senior' });
    expect(Object.entries(errors)).toEqual([
      ['name', 'Full Name is required'],
      ['email', 'Invalid Email'],
      ['phone', 'Invalid Phone Number'],
      ['city', 'City is required'],
      ['Experience', 'Select experience'],
      ['current_salary', 'Expected CTC is required'],
      ['resume', 'Resume is required'],
    ]);
  });
});

describe('purchase details modal (SPEC §5)', () => {
  it('answers empty fields with the required messages', () => {
    expect(errorsOf(customerDetailsSchema, { name: '', email: '', phone: '' })).toEqual({
      name: 'Full Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it('answers malformed fields with the validity messages', () => {
    expect(
      errorsOf(customerDetailsSchema, { name: 'Priya', email: 'priya.example.com', phone: '98765' }),
    ).toEqual({
      email: 'Enter a valid email',
      phone: 'Enter a valid 10-digit phone number',
    });
    expect(
      errorsOf(customerDetailsSchema, { name: 'Priya', email: 'priya@example.com', phone: '0123456789' }),
    ).toEqual({});
  });
});

describe('payments and catalogue', () => {
  it('holds the 19 courses and 4 products at their SPEC prices', () => {
    expect(courseCatalog).toHaveLength(19);
    expect(productCatalog).toHaveLength(4);
    expect(catalogPrice('course', 'full-stack-ds')).toBe(6999);
    expect(catalogPrice('course', 'inDesign')).toBe(499);
    expect(catalogPrice('product', 'hotel-management-software')).toBe(9999);
    expect(catalogPrice('course', 'cooking')).toBeUndefined();
  });

  it('orders items by id only and refuses unknown items and empty orders', () => {
    expect(
      paymentOrderRequestSchema.parse({ items: [{ kind: 'course', id: 'basic-python' }] }).currency,
    ).toBe('INR');
    expect(errorsOf(paymentOrderRequestSchema, { items: [] })).toEqual({
      items: 'Choose at least one course or product',
    });
    expect(errorsOf(paymentOrderRequestSchema, { items: [{ kind: 'course', id: 'free-course' }] })).toEqual({
      'items.0.id': 'Unknown course or product',
    });
    expect(
      errorsOf(paymentOrderRequestSchema, {
        items: [{ kind: 'course', id: 'basic-python' }],
        currency: 'USD',
      }),
    ).toHaveProperty('currency');
  });

  it('saves only the three statuses', () => {
    const base = {
      name: 'Priya',
      email: 'priya@example.com',
      phone: '9876543210',
      payment_id: 'pay_1',
      order_id: 'order_1',
    };
    expect(errorsOf(paymentSaveRequestSchema, { ...base, status: 'succeeded' })).toEqual({});
    expect(errorsOf(paymentSaveRequestSchema, { ...base, status: 'refunded' })).toEqual({
      status: 'Status must be succeeded, failed or cancelled',
    });
  });

  it('defaults and bounds the blog pagination query', () => {
    expect(blogListQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(blogListQuerySchema.parse({ page: '2', limit: '8' })).toEqual({ page: 2, limit: 8 });
    expect(blogListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(blogListQuerySchema.safeParse({ limit: 'ten' }).success).toBe(false);
    expect(blogListQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
  });

  // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md).
  it('asks staff for 12 characters and no common leaked password', () => {
    const accept = (password: string) =>
      errorsOf(staffInvitationAcceptSchema, { token: 'a'.repeat(43), name: 'Kavya', password });
    expect(accept('')).toEqual({ password: 'Password is required.' });
    expect(accept('elevenchars')).toEqual({ password: 'A staff password must be at least 12 characters.' });
    expect(accept('QwertyUiop123').password).toMatch(/lists of leaked passwords/);
    expect(accept('1qaz2wsx3edc').password).toMatch(/lists of leaked passwords/);
    expect(accept('a-long-staff-passphrase')).toEqual({});
  });
});

describe('numbers are numbers (issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md))', () => {
  it('reads a price from a number or a form’s digits, never from a boolean, null, a blank or an array', () => {
    expect(priceUpdateSchema.parse({ price: 1499 })).toEqual({ price: 1499 });
    expect(priceUpdateSchema.parse({ price: '₹1,499' })).toEqual({ price: 1499 });
    for (const price of [true, false, null, '', ' ', [], [5], {}, 'abc', 1.5]) {
      expect(errorsOf(priceUpdateSchema, { price }), JSON.stringify(price)).toEqual({
        price: priceMessages.priceInvalid,
      });
    }
  });

  it('reads a page number from a query’s digits only', () => {
    expect(blogListQuerySchema.parse({ page: '2', limit: '5' })).toEqual({ page: 2, limit: 5 });
    expect(blogListQuerySchema.parse({ page: 3 })).toMatchObject({ page: 3 });
    for (const page of [true, '', '1e1', '0x10', ['2']]) {
      expect(blogListQuerySchema.safeParse({ page }).success, JSON.stringify(page)).toBe(false);
    }
  });

  it('makes wholeNumber refuse what z.coerce.number accepted', () => {
    const schema = wholeNumber({ error: 'whole', min: 0 });
    expect(schema.parse(' 12 ')).toBe(12);
    for (const value of [true, null, '', [], [3]]) expect(schema.safeParse(value).success).toBe(false);
  });
});
