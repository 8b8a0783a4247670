import { data } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { pageMeta } from '../seo';

/** Unknown paths answer with HTTP 404 and a real page. */
export const loader = () => data({ notFound: true }, { status: 404 });

export const meta = () =>
  pageMeta({
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
    path: '/404',
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
