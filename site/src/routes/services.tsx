import { serviceCategories, serviceSummaries } from '../content/services';
import { site } from '../content/site';
import { ServicesPage } from '../pages/services/ServicesPage';
import { pageMeta } from '../seo';
import type { Route } from './+types/services';

export async function loader() {
  return { services: serviceSummaries, categories: serviceCategories };
}

export const meta = () =>
  pageMeta({
    title: 'Services',
    description: `App development, custom software, UI/UX, web design, SEO, Google Business Profile, graphic design, digital marketing and staff augmentation from ${site.name}.`,
    path: '/services',
    breadcrumbs: [{ name: 'Services', path: '/services' }],
  });

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  return <ServicesPage services={loaderData.services} categories={loaderData.categories} />;
}
