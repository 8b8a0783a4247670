import { describe, expect, it } from 'vitest';

import { certificateParamsSchema, certificateRevokeSchema, formatCertificateHours } from './certificates.js';

describe('certificates (issue 32: docs/requirements/issues/32-courses-you-can-take.md)', () => {
  it('writes hours as the certificate prints them', () => {
    expect(formatCertificateHours(390)).toBe('6.5 hours');
    expect(formatCertificateHours(60)).toBe('1 hour');
    expect(formatCertificateHours(120)).toBe('2 hours');
    expect(formatCertificateHours(3)).toBe('0.1 hours');
    expect(formatCertificateHours(0)).toBe('0 hours');
  });

  it('reads a code case-insensitively and refuses anything else', () => {
    expect(certificateParamsSchema.parse({ id: ' 4hb9yjec4m ' })).toEqual({ id: '4HB9YJEC4M' });
    for (const id of ['4HB9YJEC4', '4HB9YJEC4MX', 'IIIIIIIIII', 'OOOOOOOOOO', '4HB9-YJEC4'])
      expect(certificateParamsSchema.safeParse({ id }).success).toBe(false);
  });

  it('needs a reason to revoke, without control characters', () => {
    expect(certificateRevokeSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(certificateRevokeSchema.safeParse({ reason: 'Refund\u0000' }).success).toBe(false);
    expect(certificateRevokeSchema.parse({ reason: ' Course refunded ' })).toEqual({
      reason: 'Course refunded',
    });
  });
});
