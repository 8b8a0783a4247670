import { site } from '../content/site';
import { AboutPage } from '../pages/about/AboutPage';
import { rupeeFontPreload } from '../document/rupeeFont';
import { pageMeta } from '../seo';
import type { Route } from './+types/about';

/** The FAQ quotes prices. */
export const links: Route.LinksFunction = () => [rupeeFontPreload('inter')];

export const meta = () =>
  pageMeta({
    title: 'About Us',
    description: `Meet ${site.name}: our mission, vision and values, how we work from planning to launch, and answers to common questions.`,
    path: '/about',
    breadcrumbs: [{ name: 'About Us', path: '/about' }],
  });

export default function AboutRoute() {
  return <AboutPage />;
}
