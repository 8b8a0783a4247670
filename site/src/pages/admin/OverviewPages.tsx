import type { AuditListResponse } from '@company/contracts';
import { Link } from 'react-router';
import { DataTable, Pagination, type Column } from './DataTable';
import { useListBusy } from './EnquiriesPage';
import { dateTime } from './parts';
import * as c from './console.css';

export interface Overview {
  newEnquiries: number;
  openEnquiries: number;
  newApplications: number;
  paidOrders: number;
}

/** Where staff land: what is waiting in each section, with links into it. */
export function OverviewPage({ overview, name }: { overview: Overview; name: string }) {
  const cards = [
    { figure: overview.newEnquiries, label: 'new enquiries', to: '/admin/enquiries?status=new' },
    {
      figure: overview.openEnquiries,
      label: 'enquiries in progress',
      to: '/admin/enquiries?status=in_progress',
    },
    { figure: overview.newApplications, label: 'new applications', to: '/admin/applications?status=new' },
    { figure: overview.paidOrders, label: 'paid orders', to: '/admin/orders?status=paid' },
  ];
  return (
    <>
      <div>
        <h1 className={c.heading}>Welcome, {name}</h1>
        <p className={c.muted}>What is waiting for the team.</p>
      </div>
      <ul className={c.cards} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {cards.map((card) => (
          <li key={card.to} className={c.card}>
            <p className={c.cardFigure}>{card.figure}</p>
            <Link className={c.rowLink} to={card.to}>
              {card.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

type Entry = AuditListResponse['data'][number];

/** Where an entry's record is in the console. */
function entityPath(entry: Entry): string {
  const id = encodeURIComponent(entry.entityId);
  switch (entry.entity) {
    case 'enquiry':
      return `/admin/enquiries/${id}`;
    case 'user':
    case 'staff_invitation':
      return '/admin/staff';
    case 'blog':
      return `/admin/blogs/${id}`;
    case 'job':
      return `/admin/jobs/${id}`;
    case 'team_member':
      return `/admin/team/${id}`;
    // Issue 24 (docs/requirements/issues/24-staff-console.md): a price change leads to that item in the Prices list.
    case 'course':
    case 'product':
      return `/admin/prices?kind=${entry.entity}&q=${id}`;
    // Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): a grant or revocation, `<courseId>:<userId>`.
    case 'enrolment':
      return `/admin/courses/${encodeURIComponent(entry.entityId.split(':')[0]!)}`;
    default:
      return `/admin/applications/${entry.entity === 'job_application' ? 'job' : 'internship'}/${id}`;
  }
}

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

const columns: Column<Entry>[] = [
  { key: 'createdAt', header: 'When', cell: (e) => dateTime(e.createdAt) },
  { key: 'actor', header: 'Who', cell: (e) => e.actor.email },
  { key: 'action', header: 'What', cell: (e) => e.action },
  {
    key: 'entity',
    header: 'Record',
    cell: (e) => (
      <Link className={c.rowLink} to={entityPath(e)}>
        {e.entity.replace('_', ' ')}
      </Link>
    ),
  },
  {
    key: 'changes',
    header: 'Changes',
    cell: (e) => (
      <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
        {Object.entries(e.changes).map(([field, change]) => (
          <li key={field}>
            <span className={c.clip}>
              {field}: {show(change.from)} → {show(change.to)}
            </span>
          </li>
        ))}
      </ul>
    ),
  },
];

/** The audit log (administrators): every change made in the console, newest first. */
export function AuditPage({ log }: { log: AuditListResponse }) {
  const busy = useListBusy();
  return (
    <>
      <div>
        <h1 className={c.heading}>Audit log</h1>
        <p className={c.muted}>Every change made in the console: who, what and when. Newest first.</p>
      </div>
      <DataTable
        caption={`Audit log · page ${log.page} of ${log.totalPages}`}
        columns={columns}
        rows={log.data}
        rowKey={(e) => e.id}
        sort="createdAt"
        order="desc"
        busy={busy}
        empty="Nothing has been changed in the console yet."
      />
      <Pagination page={log.page} totalPages={log.totalPages} total={log.total} noun="changes" />
    </>
  );
}
