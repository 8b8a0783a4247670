import {
  applicationKindLabels,
  applicationStatusLabels,
  type Application,
  type ApplicationListResponse,
} from '@company/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { Button, Select, TextArea } from '@company/ui';
import { ConsoleList, type Column } from './DataTable';
import { type ListPageData, useListBusy } from './EnquiriesPage';
import { useActionFeedback } from './EnquiryPage';
import { ApplicationStatusBadge, dateTime, day, SectionHeader } from './parts';
import { ChoiceFilter, DateRangeFilter, FilterBar, SearchFilter } from './filters';
import * as c from './console.css';

export type ApplicationQuery = {
  q?: string;
  kind?: string;
  position?: string;
  status?: string;
  from?: string;
  to?: string;
  sort: string;
  order: 'asc' | 'desc';
};

export const applicationPath = (a: Pick<Application, 'kind' | 'id'>) =>
  `/admin/applications/${a.kind}/${a.id}`;

const columns: Column<Application>[] = [
  { key: 'createdAt', header: 'Received', sortable: true, cell: (a) => day(a.createdAt) },
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    cell: (a) => (
      <Link className={c.rowLink} to={applicationPath(a)}>
        {a.name}
      </Link>
    ),
  },
  { key: 'kind', header: 'Kind', cell: (a) => applicationKindLabels[a.kind] },
  { key: 'position', header: 'Position', sortable: true, cell: (a) => a.position ?? '—' },
  { key: 'email', header: 'Email', cell: (a) => a.email },
  { key: 'phone', header: 'Phone', cell: (a) => a.phone },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    cell: (a) => <ApplicationStatusBadge status={a.status} />,
  },
];

/** Job and internship applications together: filters by kind, position and status; CSV export. */
export function ApplicationsPage({
  data,
}: {
  data: ListPageData<ApplicationQuery, ApplicationListResponse>;
}) {
  const { query, errors, list, exportUrl, failure } = data;
  const busy = useListBusy();
  const filtered = Boolean(query.q || query.kind || query.position || query.status || query.from || query.to);
  const positions = list?.positions ?? (query.position ? [query.position] : []);
  return (
    <>
      <SectionHeader title="Applications" exportUrl={exportUrl}>
        <p className={c.muted}>
          Job and internship applications. Open one to read it, download the résumé and set its status.
        </p>
      </SectionHeader>
      <FilterBar label="Filter applications" query={query} errors={errors} clearTo="/admin/applications">
        <SearchFilter description="Name, e-mail or phone" />
        <ChoiceFilter name="kind" label="Kind" options={applicationKindLabels} />
        <ChoiceFilter name="position" label="Job or course" options={positions} />
        <ChoiceFilter name="status" label="Status" options={applicationStatusLabels} />
        <DateRangeFilter />
      </FilterBar>
      <ConsoleList
        title="Applications"
        path="/admin/applications"
        list={list}
        errors={errors}
        filtered={filtered}
        query={query}
        busy={busy}
        columns={columns}
        rowKey={(a) => `${a.kind}:${a.id}`}
        emptyText="No applications yet. Job and internship applications appear here."
        failure={failure}
      />
    </>
  );
}

/** One application: every field, the résumé link, and status and notes. */
export function ApplicationPage({ application, resumeUrl }: { application: Application; resumeUrl: string }) {
  const result = useActionFeedback<Application>();
  const navigation = useNavigation();
  const errors = result && !result.ok ? result.errors : {};
  const a = application;
  return (
    <>
      <Link className={c.backLink} to="/admin/applications">
        ← All applications
      </Link>
      <div className={c.sectionHeader}>
        <div>
          <h1 className={c.heading}>{a.name}</h1>
          <p className={c.muted}>
            {applicationKindLabels[a.kind]} application{a.position ? ` for ${a.position}` : ''},{' '}
            {dateTime(a.createdAt)}
          </p>
        </div>
        <ApplicationStatusBadge status={a.status} />
      </div>
      <div className={c.detailGrid}>
        <section className={c.panel} aria-labelledby="application-details">
          <h2 id="application-details" className={c.panelTitle}>
            Application
          </h2>
          <dl className={c.details}>
            <dt>Kind</dt>
            <dd>{applicationKindLabels[a.kind]}</dd>
            <dt>{a.kind === 'job' ? 'Job' : 'Course'}</dt>
            <dd>{a.position ?? '—'}</dd>
            <dt>Name</dt>
            <dd>{a.name}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${a.email}`}>{a.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${a.phone}`}>{a.phone}</a>
            </dd>
            {a.kind === 'job' ? (
              <>
                <dt>City</dt>
                <dd>{a.city ?? '—'}</dd>
                <dt>Experience</dt>
                <dd>{a.experience ?? '—'}</dd>
                <dt>Current salary</dt>
                <dd>{a.currentSalary ?? '—'}</dd>
              </>
            ) : null}
            <dt>Received</dt>
            <dd>{dateTime(a.createdAt)}</dd>
            <dt>Résumé</dt>
            <dd>
              <a href={resumeUrl} download={a.resumeName}>
                Download résumé <span className={c.muted}>({a.resumeName})</span>
              </a>
            </dd>
          </dl>
        </section>
        <section className={c.panel} aria-labelledby="application-work">
          <h2 id="application-work" className={c.panelTitle}>
            Review
          </h2>
          {result ? (
            <p className={result.ok ? c.notice : c.noticeError} role={result.ok ? 'status' : 'alert'}>
              {result.message}
            </p>
          ) : null}
          <Form method="post" key={a.updatedAt} className={c.panel} style={{ padding: 0, border: 0 }}>
            <Select
              label="Status"
              name="status"
              defaultValue={a.status}
              options={Object.entries(applicationStatusLabels).map(([value, label]) => ({ value, label }))}
              error={errors.status}
            />
            <TextArea
              label="Internal notes"
              name="notes"
              rows={5}
              defaultValue={a.notes}
              description="Seen by staff only."
              error={errors.notes}
            />
            <div className={c.actions}>
              <Button type="submit" loading={navigation.state === 'submitting'}>
                Save changes
              </Button>
            </div>
          </Form>
        </section>
      </div>
    </>
  );
}
