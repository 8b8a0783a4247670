import { data } from 'react-router';
import { serviceBySlug } from '../content/services';
import { pageMeta } from '../seo';
import type { Route } from './+types/service-detail';

export async function loader({ params }: Route.LoaderArgs) {
  const service = serviceBySlug(params.slug);
  if (!service) throw data('Service not found', { status: 404 });
  return { service };
}

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  loaded ? pageMeta({ title: loaded.service.title, description: loaded.service.description, path: loaded.service.path }) : [];

export default function ServiceDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{loaderData.service.title}</h1>
      <p>{loaderData.service.description}</p>
    </main>
  );
}
