import { terms } from '../content/legal';
import { site } from '../content/site';
import { LegalPage } from '../pages/legal/LegalPage';
import { pageMeta } from '../seo';
import type { Route } from './+types/terms';

export async function loader() {
  return { document: terms };
}

export const meta = () =>
  pageMeta({
    title: terms.title,
    description:
      'The rules for using the Acme Softech website, courses, products and services, including notice of changes.'.replace(
        'Acme Softech',
        site.name,
      ),
    path: '/terms',
    breadcrumbs: [{ name: terms.title, path: '/terms' }],
  });

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
