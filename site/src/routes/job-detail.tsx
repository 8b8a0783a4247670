import { site } from '../content/site';
import { data } from 'react-router';
import { jobPostingJsonLd, pageMeta } from '../seo';
import { JobDetailPage } from '../pages/jobs/JobDetailPage';
import { loadJobDetail } from '../pages/jobs/data';
import { summarize } from '../pages/blogs/data';
import type { Route } from './+types/job-detail';

export async function loader({ context, params }: Route.LoaderArgs) {
  const result = await loadJobDetail(context, params.id);
  return data({ result }, { status: result.job || result.error ? 200 : 404 });
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { result: serverLoader().then((loaded) => loaded.result) };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const result = loaderData && !(loaderData.result instanceof Promise) ? loaderData.result : null;
  const job = result?.job;
  if (!job) {
    return pageMeta({
      title: 'Job not found',
      description: 'This position is no longer open. See the current openings on our jobs page.',
      path: `/job/${params.id}`,
      noindex: true,
    });
  }
  const where = job.location?.trim() ? ` in ${job.location.trim()}` : '';
  return pageMeta({
    title: job.jobTitle,
    description: job.description?.trim()
      ? summarize(job.description)
      : `${job.jobTitle}${where} at ${site.name}. Read the role and apply online.`,
    path: `/job/${job.id}`,
    breadcrumbs: [
      { name: 'Careers', path: '/career' },
      { name: 'Jobs', path: '/job' },
      { name: job.jobTitle, path: `/job/${job.id}` },
    ],
    jsonLd: [jobPostingJsonLd(job)],
  });
};

export default function JobDetailRoute({ loaderData }: Route.ComponentProps) {
  return <JobDetailPage result={loaderData.result} />;
}
