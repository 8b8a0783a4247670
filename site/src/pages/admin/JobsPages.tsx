import {
  type AdminJob,
  type AdminJobListResponse,
  type Job,
  jobStatusLabels,
  type JobStatus,
} from '@company/contracts';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Badge, Button, Select, TextArea, TextField } from '@company/ui';
import { JobCard } from '../jobs/JobCard';
import { JobDetails } from '../jobs/JobDetailPage';
import type { ActionResult } from './consoleData';
import { FormNotice, formValues, Preview, SAVE, StatusPanel, useFlashNotice } from './contentParts';
import { ConsoleList, type Column } from './DataTable';
import { type ListPageData, useListBusy } from './EnquiriesPage';
import { useActionFeedback } from './EnquiryPage';
import { day, SectionHeader } from './parts';
import { ChoiceFilter, FilterBar, SearchFilter } from './filters';
import * as c from './console.css';

export type ContentQuery = {
  q?: string;
  status?: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge tone={status === 'open' ? 'success' : 'neutral'} variant={status === 'open' ? 'soft' : 'outline'}>
      {jobStatusLabels[status]}
    </Badge>
  );
}

const columns: Column<AdminJob>[] = [
  { key: 'createdAt', header: 'Posted', sortable: true, cell: (job) => day(job.createdAt) },
  {
    key: 'jobTitle',
    header: 'Title',
    sortable: true,
    cell: (job) => (
      <Link className={c.rowLink} to={`/admin/jobs/${job.id}`}>
        {job.jobTitle}
      </Link>
    ),
  },
  { key: 'location', header: 'Location', sortable: true, cell: (job) => job.location ?? '—' },
  { key: 'experience', header: 'Experience', cell: (job) => job.experience ?? '—' },
  { key: 'status', header: 'Status', sortable: true, cell: (job) => <JobStatusBadge status={job.status} /> },
  { key: 'updatedAt', header: 'Last change', sortable: true, cell: (job) => day(job.updatedAt) },
];

/** Jobs: every job, open and closed; search, status filter, sortable columns, pages, CSV, "New job". */
export function JobsListPage({ data }: { data: ListPageData<ContentQuery, AdminJobListResponse> }) {
  const { query, errors, list, exportUrl } = data;
  const busy = useListBusy();
  const flash = useFlashNotice();
  return (
    <>
      <SectionHeader title="Jobs" exportUrl={exportUrl}>
        <p className={c.muted}>
          Openings on /career and /job. A closed job leaves them at once and keeps its applications.
        </p>
      </SectionHeader>
      <FormNotice flash={flash} />
      <div className={c.actions}>
        <Button asChild>
          <Link to="/admin/jobs/new">New job</Link>
        </Button>
      </div>
      <FilterBar label="Filter jobs" query={query} errors={errors} clearTo="/admin/jobs">
        <SearchFilter description="Title, location or skills" />
        <ChoiceFilter name="status" label="Status" options={jobStatusLabels} />
      </FilterBar>
      <ConsoleList
        title="Jobs"
        captionNote=", newest first unless sorted"
        path="/admin/jobs"
        list={list}
        errors={errors}
        filtered={Boolean(query.q || query.status)}
        query={query}
        busy={busy}
        columns={columns}
        rowKey={(job) => job.id}
        emptyText="No jobs yet. Add the first opening with “New job”."
      />
    </>
  );
}

type JobValues = Record<string, string>;

const valuesOf = (job: AdminJob | null): JobValues => ({
  jobTitle: job?.jobTitle ?? '',
  experience: job?.experience ?? '',
  education: job?.education ?? '',
  location: job?.location ?? '',
  skill: job?.skill ?? '',
  description: job?.description ?? '',
});

/** The job as the public pages will show it, from what the form holds now. */
function previewJob(values: JobValues, job: AdminJob | null): Job {
  const now = new Date().toISOString();
  const text = (key: string) => values[key]?.trim() || null;
  return {
    id: job?.id ?? 'new',
    jobTitle: values.jobTitle?.trim() || 'Job title',
    experience: text('experience'),
    education: text('education'),
    location: text('location'),
    skill: text('skill'),
    description: text('description'),
    createdAt: job?.createdAt ?? now,
    updatedAt: now,
  };
}

/**
 * The job form (create and edit) with its live preview: the card of /career and the job's own page, made
 * by the public pages' components from what the fields hold.
 */
function JobForm({ job, result }: { job: AdminJob | null; result: ActionResult<unknown> | undefined }) {
  const navigation = useNavigation();
  const [values, setValues] = useState(() => valuesOf(job));
  const errors = result && !result.ok ? result.errors : {};
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === SAVE;
  const preview = previewJob(values, job);
  return (
    <div className={c.editGrid}>
      <section className={c.panel} aria-labelledby="job-form">
        <h2 id="job-form" className={c.panelTitle}>
          {job ? 'Edit the job' : 'The new job'}
        </h2>
        <Form
          method="post"
          // The schema of the API checks the fields and says what is wrong, in its own words.
          noValidate
          className={c.form}
          aria-labelledby="job-form"
          onChange={(event) => setValues(formValues(event.currentTarget))}
        >
          <input type="hidden" name="intent" value={SAVE} />
          <TextField
            label="Job title"
            name="jobTitle"
            defaultValue={values.jobTitle}
            error={errors.jobTitle}
            required
          />
          <TextField
            label="Experience"
            name="experience"
            defaultValue={values.experience}
            description="e.g. 2+ years; blank shows “Not specified”"
            error={errors.experience}
          />
          <TextField
            label="Education"
            name="education"
            defaultValue={values.education}
            error={errors.education}
          />
          <TextField
            label="Location"
            name="location"
            defaultValue={values.location}
            error={errors.location}
          />
          <TextArea
            label="Skills"
            name="skill"
            rows={2}
            defaultValue={values.skill}
            description="Separated by commas"
            error={errors.skill}
          />
          <TextArea
            label="Description"
            name="description"
            rows={10}
            defaultValue={values.description}
            description="A blank line starts a new paragraph."
            error={errors.description}
          />
          {job ? null : (
            <Select
              label="Status"
              name="status"
              defaultValue="open"
              options={[
                { value: 'open', label: 'Open: listed on /career now' },
                { value: 'closed', label: 'Closed: kept here, not listed' },
              ]}
              error={errors.status}
            />
          )}
          <div className={c.actions}>
            <Button type="submit" loading={saving}>
              {job ? 'Save changes' : 'Add job'}
            </Button>
            <Button asChild variant="ghost" tone="neutral">
              <Link to="/admin/jobs">{job ? 'Back to jobs' : 'Cancel'}</Link>
            </Button>
          </div>
        </Form>
      </section>
      <div className={c.stack}>
        <Preview title="as /career and /job/… will show it">
          <p className={c.previewLabel}>The card on /career and /job</p>
          <ul className={c.previewList}>
            <JobCard job={preview} headingLevel="h3" />
          </ul>
          <p className={c.previewLabel}>The job’s own page</p>
          <JobDetails result={{ job: preview, error: null }} />
        </Preview>
      </div>
    </div>
  );
}

/** A new job: the form and its preview; saved, it opens on its own page with a notice. */
export function JobCreatePage() {
  const result = useActionFeedback<unknown>();
  return (
    <>
      <Link className={c.backLink} to="/admin/jobs">
        ← All jobs
      </Link>
      <h1 className={c.heading}>New job</h1>
      <FormNotice result={result} />
      <JobForm job={null} result={result} />
    </>
  );
}

/** One job: edit with preview, open or close it, delete it (asked first). */
export function JobEditPage({ job }: { job: AdminJob }) {
  const result = useActionFeedback<unknown>();
  const flash = useFlashNotice();
  const open = job.status === 'open';
  return (
    <>
      <Link className={c.backLink} to="/admin/jobs">
        ← All jobs
      </Link>
      <div className={c.sectionHeader}>
        <div>
          <h1 className={c.heading}>{job.jobTitle}</h1>
          <p className={c.muted}>
            Posted {day(job.createdAt)} · last change {day(job.updatedAt)}
          </p>
        </div>
        <JobStatusBadge status={job.status} />
      </div>
      <FormNotice result={result} flash={flash} />
      <StatusPanel
        noun="job"
        name={job.jobTitle}
        live={open}
        toggle={open ? { status: 'closed', label: 'Close job' } : { status: 'open', label: 'Reopen job' }}
        state={
          open ? (
            <>
              Open: listed on <a href="/career">/career</a> and at <a href={`/job/${job.id}`}>its own page</a>
              .
            </>
          ) : (
            'Closed: not listed on /career, and its page answers “Job not found.”'
          )
        }
        deleteNote="The job leaves the console and the public pages; applications made for it stay."
      />
      {/* Keyed on the last change: after a save the fields show what was stored. */}
      <JobForm key={job.updatedAt} job={job} result={result} />
    </>
  );
}
