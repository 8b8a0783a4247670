import { data } from 'react-router';
import { serviceBySlug, services } from '../content/services';
import { site } from '../content/site';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ServiceDetailPage } from '../pages/services/ServiceDetailPage';
import { pageMeta } from '../seo';
import type { Route } from './+types/service-detail';

/** Unknown slugs answer with HTTP 404, the 404 page and their own noindex title. */
export async function loader({ params }: Route.LoaderArgs) {
  const service = serviceBySlug(params.slug);
  if (!service) return data({ service: null, back: undefined, related: [] }, { status: 404 });
  const back =
    service.slug === 'staff-augmentation' ? { label: 'Back', path: '/services/app-development' } : undefined;
  const related = services
    .filter((item) => item.slug !== service.slug && item.category === service.category)
    .slice(0, 3);
  const fill = services.filter((item) => item.slug !== service.slug && !related.includes(item));
  return { service, back, related: [...related, ...fill].slice(0, 3) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData?.service
    ? pageMeta({
        title: loaderData.service.title,
        description: `${loaderData.service.description} ${site.name}, Jabalpur and Bengaluru.`,
        path: loaderData.service.path,
        breadcrumbs: [
          { name: 'Services', path: '/services' },
          { name: loaderData.service.title, path: loaderData.service.path },
        ],
      })
    : pageMeta({
        title: 'Service not found',
        description: 'This service does not exist. See all our services.',
        path: '/services',
        noindex: true,
      });

export default function ServiceDetailRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.service) return <NotFoundPage />;
  return (
    <ServiceDetailPage service={loaderData.service} back={loaderData.back} related={loaderData.related} />
  );
}
