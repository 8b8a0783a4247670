import {
  type AdminCertificate,
  adminCertificateListQuerySchema,
  type AdminCertificateListResponse,
  certificateRevokeSchema,
} from '@company/contracts';
import { useLoaderData } from 'react-router';

import { statusOf } from '../forms/errors';
import { type CertificateQuery, CertificatesPage } from '../pages/admin/CertificatesPage';
import {
  actionFailure,
  type ActionResult,
  consoleFailure,
  fieldErrorsOf,
  requireStaff,
  searchOf,
} from '../pages/admin/consoleData';
import type { ListPageData } from '../pages/admin/EnquiriesPage';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-certificates';

/** The list's filters from the URL, checked with the API's own schema before anything is asked. */
export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<ListPageData<CertificateQuery, AdminCertificateListResponse>> {
  const { api } = await requireStaff(request);
  const parsed = adminCertificateListQuerySchema.safeParse(searchOf(request));
  if (!parsed.success) {
    return {
      query: adminCertificateListQuerySchema.parse({}),
      errors: fieldErrorsOf(parsed.error.issues),
      list: null,
      exportUrl: '',
    };
  }
  const { page, limit, ...filters } = parsed.data;
  try {
    const list = await api.admin.certificates.list({ ...filters, page, limit }, { signal: request.signal });
    return { query: parsed.data, errors: {}, list, exportUrl: '' };
  } catch (error) {
    // A refusal (401, 403, 404) is the guard's; no answer or a 5xx keeps the filters with a way to retry.
    const status = statusOf(error);
    if (status !== 0 && status < 500) throw consoleFailure(error, request);
    return {
      query: parsed.data,
      errors: {},
      list: null,
      exportUrl: '',
      failure: 'Failed to fetch certificates',
    };
  }
}
clientLoader.hydrate = true as const;

/** Revokes a certificate with its reason (checked with the API's schema first); the list reloads after it. */
export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<ActionResult<AdminCertificate>> {
  const { api } = await requireStaff(request);
  const form = Object.fromEntries(await request.formData());
  const checked = certificateRevokeSchema.safeParse(form);
  if (!checked.success)
    return {
      ok: false,
      message: 'Please give a reason.',
      errors: fieldErrorsOf(checked.error.issues),
    };
  try {
    const value = await api.admin.certificates.revoke(String(form.id ?? ''), checked.data);
    return { ok: true, message: `Certificate ${value.id} of ${value.name} revoked`, value };
  } catch (error) {
    return actionFailure(error, request, 'Could not revoke the certificate.');
  }
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta(
    'Certificates · Staff console',
    'Certificates of completion: verify, search and revoke.',
    '/admin/certificates',
  );

export default function AdminCertificatesRoute() {
  return <CertificatesPage data={useLoaderData<typeof clientLoader>()} />;
}
