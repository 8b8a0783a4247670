import type { ShouldRevalidateFunction } from 'react-router';
import { courseCategories, coursesInCategory } from '../content/courses';
import { site } from '../content/site';
import { livePrices, withLivePrice } from '../loader-api';
import { CoursesPage } from '../pages/courses/CoursesPage';
import { pageMeta } from '../seo';
import { rupeeFontPreload } from '../document/rupeeFont';
import type { Route } from './+types/courses';

/** Course prices (headings). */
export const links: Route.LinksFunction = () => [rupeeFontPreload('manrope')];

/** The catalogue's prices when prerendered; the database's when the server renders it (docs/requirements/issues/24-staff-console.md). */
export async function loader({ context }: Route.LoaderArgs) {
  const prices = await livePrices(context);
  return {
    categories: courseCategories.map((name) => ({
      name,
      courses: coursesInCategory(name).map((course) => withLivePrice('course', course, prices)),
    })),
  };
}

/**
 * Choosing a category changes only the query string (`?category=`); the loader's data does not depend on it,
 * so that navigation asks the server for nothing.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

export const meta = () =>
  pageMeta({
    title: 'Courses',
    description: `Online courses from ${site.name} in software development, data science, marketing, web development and Adobe software, with prices in rupees.`,
    path: '/courses',
    breadcrumbs: [{ name: 'Courses', path: '/courses' }],
  });

export default function CoursesRoute({ loaderData }: Route.ComponentProps) {
  return <CoursesPage categories={loaderData.categories} />;
}
