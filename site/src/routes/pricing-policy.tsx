import { pricingPolicy } from '../content/legal';
import { site } from '../content/site';
import { LegalPage } from '../pages/legal/LegalPage';
import { pageMeta } from '../seo';
import type { Route } from './+types/pricing-policy';

export async function loader() {
  return { document: pricingPolicy };
}

export const meta = () =>
  pageMeta({
    title: pricingPolicy.title,
    description:
      'Prices, payments, cancellations and refunds for Acme Softech courses, software products and services.'.replace(
        'Acme Softech',
        site.name,
      ),
    path: '/pricing-policy',
    breadcrumbs: [{ name: pricingPolicy.title, path: '/pricing-policy' }],
  });

export default function PricingPolicyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
