import { data } from 'react-router';

import { CertificatePage } from '../pages/certificates/CertificatePage';
import { loadCertificate } from '../pages/certificates/data';
import { pageMeta } from '../seo';
import type { Route } from './+types/certificate';

/** Server-rendered on every request: a revocation shows at once (issue 32, docs/requirements/issues/32-courses-you-can-take.md). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const load = await loadCertificate(context, params.id);
  return data(
    { load, code: (params.id ?? '').trim().toUpperCase() },
    { status: load.error === 'not-found' ? 404 : load.error ? 503 : 200 },
  );
}

/** Names a person: never kept by shared caches, never indexed. */
export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const certificate = loaderData?.load.certificate;
  return pageMeta({
    title: certificate
      ? certificate.status === 'valid'
        ? `Valid certificate: ${certificate.courseTitle}`
        : 'Revoked certificate'
      : 'Certificate not found',
    description: 'Check that a certificate of completion is genuine and still valid.',
    path: `/certificates/${params.id}`,
    noindex: true,
  });
};

export default function CertificateRoute({ loaderData }: Route.ComponentProps) {
  return <CertificatePage load={loaderData.load} code={loaderData.code} />;
}
