import {
  type CertificateVerification,
  certificateIdPattern,
  formatCertificateHours,
} from '@company/contracts';
import { isApiError } from '@company/api-client';
import { serverApi } from '../../loader-api';

/**
 * The public verification of a certificate of completion (issue 32:
 * docs/requirements/issues/32-courses-you-can-take.md, "Certificate"), read by the route's server loader so
 * the answer is in the HTML that a scanned QR code opens.
 */
export type CertificateLoad =
  | { certificate: CertificateVerification & { hours: string }; error: null }
  | { certificate: null; error: 'not-found' | 'unavailable' };

export async function loadCertificate(
  context: unknown,
  id: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<CertificateLoad> {
  const code = (id ?? '').trim().toUpperCase();
  if (!certificateIdPattern.test(code)) return { certificate: null, error: 'not-found' };
  try {
    const certificate = await serverApi(context, { fetch: fetchImpl }).certificates.verify(code);
    // Formatted here, on the server: the page then needs nothing of the contracts package in the browser.
    return {
      certificate: { ...certificate, hours: formatCertificateHours(certificate.minutes) },
      error: null,
    };
  } catch (error) {
    return {
      certificate: null,
      error: isApiError(error) && error.status === 404 ? 'not-found' : 'unavailable',
    };
  }
}
