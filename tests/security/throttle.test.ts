/**
 * Issue 23 (docs/requirements/issues/23-safe-in-production.md), item 5: per-account limits on top of the per-address ones. Thirty wrong passwords for one account
 * from thirty addresses, and one-time code requests for one e-mail from many addresses, are limited with a
 * 429 JSON answer and the contracts' messages. The server runs behind "a proxy" (TRUST_PROXY=1) so that every
 * X-Forwarded-For is its own client address, with the per-address limits on at their defaults.
 */
import { messages } from '@company/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_EMAIL, ADMIN_PASSWORD, type AppServer, startApp } from './harness-a';

async function post(server: AppServer, path: string, json: unknown, address: string) {
  const response = await fetch(`${server.base}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(json),
  });
  return {
    status: response.status,
    body: (await response.json()) as { message: string; errors: Record<string, string> },
    retryAfter: response.headers.get('retry-after'),
  };
}

describe('5. per-account throttling', () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startApp({
      RATE_LIMITS: 'on',
      TRUST_PROXY: '1',
      ACCOUNT_LIMIT_LOGIN: '10/15m',
      ACCOUNT_LIMIT_OTP: '5/1h',
    });
  });
  afterAll(async () => server?.close());

  it('limits 30 wrong passwords for one account from 30 addresses, and then its right password too', async () => {
    const statuses: number[] = [];
    let last;
    for (let index = 1; index <= 30; index++) {
      last = await post(
        server,
        'customer/login',
        { identifier: ADMIN_EMAIL, password: `guess-${index}` },
        `198.18.0.${index}`,
      );
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect(last!.body).toEqual({ message: messages.throttle.login(15), errors: {} });
    expect(Number(last!.retryAfter)).toBeGreaterThan(0);
    // Locked for the window, whatever the address and even with the right password.
    const right = await post(
      server,
      'customer/login',
      { identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      '198.18.1.1',
    );
    expect(right.status).toBe(429);
    // Another account is not affected (from one of the same addresses).
    const other = await post(
      server,
      'customer',
      {
        name: 'Other',
        email: 'other.account@example.com',
        mobile: '9876543210',
        address: 'Jabalpur',
        password: 'other-password',
      },
      '198.18.0.1',
    );
    expect(other.status).toBe(200);
    const signedIn = await post(
      server,
      'customer/login',
      { identifier: 'other.account@example.com', password: 'other-password' },
      '198.18.0.2',
    );
    expect(signedIn.status).toBe(200);
  });

  it('counts an unknown account the same way (the answers never tell whether it exists)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let index = 1; index <= 12; index++) {
      unknown.push(
        (
          await post(
            server,
            'customer/login',
            { identifier: 'no.such.account@example.com', password: 'x' },
            `198.18.2.${index}`,
          )
        ).status,
      );
      known.push(
        (
          await post(
            server,
            'customer/login',
            { identifier: 'other.account@example.com', password: 'x' },
            `198.18.3.${index}`,
          )
        ).status,
      );
    }
    expect(unknown).toEqual([...Array(10).fill(401), 429, 429]);
    expect(known).toEqual(unknown);
  });

  it('a right password ends the count', async () => {
    await post(
      server,
      'customer',
      {
        name: 'Typo',
        email: 'typo@example.com',
        mobile: '9876543210',
        address: 'Pune',
        password: 'typo-password',
      },
      '198.18.4.1',
    );
    for (let round = 0; round < 3; round++) {
      for (let index = 0; index < 9; index++) {
        expect(
          (
            await post(
              server,
              'customer/login',
              { identifier: 'typo@example.com', password: 'typo' },
              `198.18.5.${index}`,
            )
          ).status,
        ).toBe(401);
      }
      expect(
        (
          await post(
            server,
            'customer/login',
            { identifier: 'typo@example.com', password: 'typo-password' },
            '198.18.6.1',
          )
        ).status,
      ).toBe(200);
    }
  });

  it('limits one-time code requests for one e-mail from many addresses, known or unknown', async () => {
    for (const email of [ADMIN_EMAIL, 'unknown.otp@example.com']) {
      const answers = [];
      for (let index = 1; index <= 8; index++) {
        answers.push(
          await post(
            server,
            'customer/otp/request',
            { email },
            `198.18.7${email === ADMIN_EMAIL ? 1 : 2}.${index}`,
          ),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      expect(answers[7]!.body).toEqual({ message: messages.throttle.otp(60), errors: {} });
      expect(Number(answers[7]!.retryAfter)).toBeGreaterThan(0);
    }
  });
});
