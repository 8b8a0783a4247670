import { describe, expect, it } from 'vitest';

import {
  customerDetailsSchema,
  messages,
  normaliseMobile,
  profileUpdateSchema,
  registerRequestSchema,
} from './index.js';

describe('normaliseMobile: the usual Indian forms give the 10 digits', () => {
  it.each([
    ['9826012345', '9826012345'],
    ['98260 12345', '9826012345'],
    ['+91 98260 12345', '9826012345'],
    ['+91-98260-12345', '9826012345'],
    ['+919826012345', '9826012345'],
    ['098260 12345', '9826012345'],
    ['09826012345', '9826012345'],
    ['919826012345', '9826012345'],
    ['0091 98260 12345', '9826012345'],
    ['(+91) 98260-12345', '9826012345'],
    ['  98260.12345  ', '9826012345'],
  ])('%j → %s', (input, expected) => {
    expect(normaliseMobile(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['98260 1234', 'nine digits'],
    ['98260 123456', 'eleven digits not starting with 0'],
    ['+1 98260 12345', 'a foreign country code'],
    ['+92 98260 12345', 'another country code'],
    ['+91 98260 1234', 'nine digits after +91'],
    ['0 0 98260 12345', 'two trunk zeros'],
    ['98260-ABCDE', 'letters'],
    ['9826012345 ext 2', 'an extension'],
    ['91 98260 1234', 'eleven digits starting 91 (a code needs 10 digits after it)'],
  ])('%j is refused (%s)', (input) => {
    expect(normaliseMobile(input)).toBeNull();
  });

  it('keeps a 10-digit number that starts with 91 as it is', () => {
    expect(normaliseMobile('91234 56789')).toBe('9123456789');
  });
});

describe('the schemas that ask for a mobile store the 10 digits', () => {
  const account = {
    name: 'Asha Verma',
    email: 'asha@example.com',
    address: 'Napier Town, Jabalpur',
    password: 'secret-pass',
  };

  it('sign-up accepts +91-98260-12345 and stores 9826012345', () => {
    const parsed = registerRequestSchema.safeParse({ ...account, mobile: '+91-98260-12345' });
    expect(parsed.success && parsed.data.mobile).toBe('9826012345');
  });

  it('sign-up still refuses a number not starting 6 to 9, with the spec message', () => {
    const parsed = registerRequestSchema.safeParse({ ...account, mobile: '+91 58260 12345' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(messages.register.mobileInvalid);
  });

  it('checkout accepts 098260 12345 and refuses 12345 with the spec message', () => {
    const buyer = { name: 'Asha Verma', email: 'asha@example.com' };
    const ok = customerDetailsSchema.safeParse({ ...buyer, phone: '098260 12345' });
    expect(ok.success && ok.data.phone).toBe('9826012345');
    const bad = customerDetailsSchema.safeParse({ ...buyer, phone: '12345' });
    expect(bad.error?.issues[0]?.message).toBe('Enter a valid 10-digit phone number');
    const blank = customerDetailsSchema.safeParse({ ...buyer, phone: '  ' });
    expect(blank.error?.issues[0]?.message).toBe('Phone number is required');
  });

  it('the profile takes the mobile in any usual form; the address may be left out but not blank', () => {
    const ok = profileUpdateSchema.safeParse({
      name: 'Asha',
      mobile: '+91 98260 12345',
      address: 'Jabalpur',
    });
    expect(ok.success && ok.data).toEqual({ name: 'Asha', mobile: '9826012345', address: 'Jabalpur' });
    const noAddress = profileUpdateSchema.safeParse({ name: 'Asha', mobile: '9826012345', address: ' ' });
    expect(noAddress.error?.issues[0]?.path).toEqual(['address']);
    expect(profileUpdateSchema.safeParse({ name: 'Asha', mobile: '9826012345' }).success).toBe(true);
  });
});
