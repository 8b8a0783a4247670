import type { Job } from '@company/contracts';
import { Suspense } from 'react';
import { Await, useAsyncError } from 'react-router';
import { Button, Inline, Stack } from '@company/ui';
import * as s from '../../forms/page.css';
import { useViewMore } from '../lists/useViewMore';
import { JobCard } from './JobCard';
import type { JobListResult } from './data';

/** docs/requirements/SPEC.md §9: jobs page size 6, step 3. */
export const JOBS_INITIAL = 6;
export const JOBS_STEP = 3;

export function JobList({ jobs, headingLevel = 'h2' }: { jobs: Job[]; headingLevel?: 'h2' | 'h3' }) {
  const more = useViewMore({ total: jobs.length, initial: JOBS_INITIAL, step: JOBS_STEP });
  if (jobs.length === 0) return <p className={s.status}>No jobs available.</p>;
  return (
    <>
      <ul
        className={s.jobCardGrid}
        ref={(element) => void (more.listRef.current = element)}
        aria-label="Open positions"
      >
        {jobs.slice(0, more.shown).map((job, index) => (
          <JobCard key={job.id} ref={more.itemRef(index)} job={job} headingLevel={headingLevel} />
        ))}
      </ul>
      {more.hasButton ? (
        <Inline justify="center" gap={4} align="stretch">
          <Button type="button" onClick={more.toggle}>
            {more.label}
          </Button>
        </Inline>
      ) : null}
    </>
  );
}

function JobsFailed() {
  const error = useAsyncError();
  return (
    <p className={s.errorStatus} role="alert">
      Error: {error instanceof Error && error.message ? error.message : 'Failed to fetch jobs'}
    </p>
  );
}

/** The job list with its three states: loading, error ('Error: …') and loaded (or 'No jobs available.'). */
export function JobListSection({
  result,
  headingLevel,
}: {
  result: JobListResult | Promise<JobListResult>;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Suspense
      fallback={
        <p className={s.status} role="status">
          Loading...
        </p>
      }
    >
      <Await resolve={result} errorElement={<JobsFailed />}>
        {(loaded) =>
          loaded.error ? (
            <p className={s.errorStatus} role="alert">
              Error: {loaded.error}
            </p>
          ) : (
            <JobList jobs={loaded.jobs} headingLevel={headingLevel} />
          )
        }
      </Await>
    </Suspense>
  );
}

export function JobsPage({ result }: { result: JobListResult | Promise<JobListResult> }) {
  return (
    <main className={s.page}>
      <Stack gap={3} className={s.header}>
        <p className={s.eyebrow}>Careers</p>
        <h1 className={s.title}>Open positions</h1>
        <p className={s.lead}>
          Join a team that ships apps, software and campaigns for clients across India. Pick a role to see the
          details and apply.
        </p>
      </Stack>
      <JobListSection result={result} />
    </main>
  );
}
