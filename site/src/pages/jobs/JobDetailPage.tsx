import type { Job } from '@company/contracts';
import { Suspense } from 'react';
import { Await, Link, useAsyncError } from 'react-router';
import { Button, Inline, Stack } from '@company/ui';
import * as s from '../../forms/page.css';
import { formatDate, JOB_TITLE_KEY, jobApplicationHref, orNotSpecified, type JobDetailResult } from './data';
import * as j from './jobs.css';

/**
 * A real link to `/job-now?job=<title>`: it works with no script (or pressed before hydration), and the
 * application page renders the title from the query on the server. Hydrated, docs/requirements/SPEC.md §2 also holds: the title
 * travels in navigation state and is kept in local storage (`job_title`).
 */
function ApplyNow({ job }: { job: Job }) {
  const remember = () => {
    try {
      window.localStorage.setItem(JOB_TITLE_KEY, job.jobTitle);
    } catch {
      // Storage may be unavailable; the query and navigation state still carry the title.
    }
  };
  return (
    <Button asChild>
      <Link to={jobApplicationHref(job.jobTitle)} state={{ jobTitle: job.jobTitle }} onClick={remember}>
        Apply Now
      </Link>
    </Button>
  );
}

/** A job as its page shows it (also the console's preview). */
export function JobDetails({ result }: { result: JobDetailResult }) {
  if (result.error) {
    return (
      <>
        <h1 className={s.title}>Job details</h1>
        <p className={s.errorStatus} role="alert">
          Error: {result.error}
        </p>
      </>
    );
  }
  const { job } = result;
  if (!job) return <h1 className={`${s.status} ${j.notFound}`}>Job not found.</h1>;
  const description = job.description?.trim();
  const skills = (job.skill ?? '')
    .split(/[,\n]/)
    .map((skill) => skill.trim())
    .filter(Boolean);
  return (
    <article className={j.detail}>
      <Stack as="div" gap={5}>
        <Stack gap={3} className={s.header}>
          <p className={s.eyebrow}>Open position</p>
          <h1 className={s.title}>{job.jobTitle}</h1>
          <p className={s.muted}>
            Posted on <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
          </p>
        </Stack>
        <Stack as="section" gap={5} aria-labelledby="job-description">
          <h2 id="job-description" className={s.sectionTitle}>
            Job description
          </h2>
          <div className={s.prose}>
            {description ? (
              description
                .split(/\n\s*\n/)
                .map((paragraph) => paragraph.trim())
                .filter(Boolean)
                .map((paragraph, index) => <p key={index}>{paragraph}</p>)
            ) : (
              <p>No description provided.</p>
            )}
          </div>
        </Stack>
        <Stack as="section" gap={5} aria-labelledby="job-skills">
          <h2 id="job-skills" className={s.sectionTitle}>
            Required skills
          </h2>
          {skills.length > 0 ? (
            <Inline as="ul" gap={2} align="stretch" className={j.skills}>
              {skills.map((skill) => (
                <li key={skill} className={j.skill}>
                  {skill}
                </li>
              ))}
            </Inline>
          ) : (
            <p className={s.muted}>Not specified</p>
          )}
        </Stack>
      </Stack>
      <Stack as="aside" gap={5} className={j.aside} aria-label="Job summary">
        <dl className={s.definitionList}>
          <dt>Experience</dt>
          <dd>{orNotSpecified(job.experience)}</dd>
          <dt>Education</dt>
          <dd>{orNotSpecified(job.education)}</dd>
          <dt>Location</dt>
          <dd>{orNotSpecified(job.location)}</dd>
          <dt>Posted</dt>
          <dd>{formatDate(job.createdAt)}</dd>
          <dt>Last updated</dt>
          <dd>{formatDate(job.updatedAt)}</dd>
        </dl>
        <ApplyNow job={job} />
      </Stack>
    </article>
  );
}

function DetailFailed() {
  const error = useAsyncError();
  return (
    <p className={s.errorStatus} role="alert">
      Error: {error instanceof Error && error.message ? error.message : 'Failed to fetch jobs'}
    </p>
  );
}

export function JobDetailPage({ result }: { result: JobDetailResult | Promise<JobDetailResult> }) {
  return (
    <main className={s.page}>
      <nav aria-label="Breadcrumb">
        <Link className={s.textLink} to="/job">
          All open positions
        </Link>
      </nav>
      <Suspense
        fallback={
          <p className={s.status} role="status">
            Loading...
          </p>
        }
      >
        <Await resolve={result} errorElement={<DetailFailed />}>
          {(loaded) => <JobDetails result={loaded} />}
        </Await>
      </Suspense>
    </main>
  );
}
