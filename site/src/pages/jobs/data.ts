import type { Job } from '@company/contracts';
import { formatIstDate } from '../../dates';
import { loaderApi, loaderErrorMessage } from '../../loader-api';

export interface JobListResult {
  jobs: Job[];
  /** The server's message or 'Failed to fetch jobs'. */
  error: string | null;
}

export interface JobDetailResult {
  job: Job | null;
  error: string | null;
}

export async function loadJobList(context: unknown): Promise<JobListResult> {
  try {
    return { jobs: await loaderApi(context).jobs(), error: null };
  } catch (error) {
    return { jobs: [], error: loaderErrorMessage(error, 'Failed to fetch jobs') };
  }
}

export async function loadJobDetail(context: unknown, id: string): Promise<JobDetailResult> {
  try {
    const jobs = await loaderApi(context).jobs();
    return { job: jobs.find((job) => String(job.id) === id) ?? null, error: null };
  } catch (error) {
    return { job: null, error: loaderErrorMessage(error, 'Failed to fetch jobs') };
  }
}

/** docs/requirements/SPEC.md §9: 'Not specified' for missing experience or location (and the other plain fields). */
export const orNotSpecified = (value: string | null | undefined) =>
  value && value.trim() ? value.trim() : 'Not specified';

/** SPEC §9: the card shows the first 100 characters of the description. */
export const DESCRIPTION_PREVIEW = 100;
export function descriptionPreview(description: string | null | undefined): string {
  const text = (description ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return 'No description provided.';
  return text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW)}...` : text;
}

/** Dates are formatted in Indian time on server and client alike, so hydration matches. */
export const formatDate = (iso: string | null | undefined) =>
  (iso ? formatIstDate(new Date(iso), 'medium') : null) ?? 'Not specified';

/** Local storage key of the job being applied for (SPEC §2). */
export const JOB_TITLE_KEY = 'job_title';

/** The query parameter of /job-now that names the job applied for (the Apply Now link sets it). */
export const JOB_QUERY_PARAM = 'job';

/** /job-now for one job: `/job-now?job=<url-encoded title>`. */
export function jobApplicationHref(jobTitle: string): string {
  return `/job-now?${JOB_QUERY_PARAM}=${encodeURIComponent(jobTitle)}`;
}
