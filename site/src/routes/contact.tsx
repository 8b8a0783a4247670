import { site } from '../content/site';
import { pageMeta } from '../seo';
import { ContactPage } from '../pages/contact/ContactPage';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Contact Us',
    description: `Call, e-mail or send ${site.name} an enquiry about apps, software, web design, SEO or digital marketing. Offices in Jabalpur and Bengaluru.`,
    path: '/contact',
    breadcrumbs: [{ name: 'Contact Us', path: '/contact' }],
  });

export default function ContactRoute() {
  return <ContactPage />;
}
