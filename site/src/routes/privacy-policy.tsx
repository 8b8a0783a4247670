import { privacyPolicy } from '../content/legal';
import { site } from '../content/site';
import { LegalPage } from '../pages/legal/LegalPage';
import { pageMeta } from '../seo';
import type { Route } from './+types/privacy-policy';

export async function loader() {
  return { document: privacyPolicy };
}

export const meta = () =>
  pageMeta({
    title: privacyPolicy.title,
    description:
      'How Acme Softech collects, uses and protects your personal data, and the choices you have.'.replace(
        'Acme Softech',
        site.name,
      ),
    path: '/privacy-policy',
    breadcrumbs: [{ name: privacyPolicy.title, path: '/privacy-policy' }],
  });

export default function PrivacyPolicyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
