import { site } from '../content/site';
import { pageMeta } from '../seo';
import { InternshipPage } from '../pages/apply/InternshipPage';
import type { Route } from './+types/apply-now';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Apply for an Internship',
    description: `Internships at ${site.name} in app development, MERN stack, machine learning, web development, data science and digital marketing. Apply online with your resume.`,
    path: '/apply-now',
    breadcrumbs: [{ name: 'Apply Now', path: '/apply-now' }],
  });

export default function ApplyNowRoute() {
  return <InternshipPage />;
}
