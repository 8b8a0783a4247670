import type { ApplicationKind, ApplicationStatus } from '@company/contracts';
import { loadApi } from '../../load-api';
import * as s from '../../forms/page.css';
import { formatDate } from '../jobs/data';
import * as d from './dashboard.css';
import { useApiData } from './useApiData';

/**
 * The console's words for statuses (`applicationStatusLabels` in @company/contracts), as plain data here:
 * importing them from the contracts' entry would bring zod into this page.
 */
const applicationStatusLabels = {
  new: 'New',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  hired: 'Hired',
} as const satisfies Record<ApplicationStatus, string>;
const applicationKindLabels = { job: 'Job', internship: 'Internship' } as const satisfies Record<
  ApplicationKind,
  string
>;

/**
 * My Job: the customer's job and internship applications, with the status staff gave each one in the
 * console (New, Shortlisted, Rejected, Hired). Applications sent as a guest with the account's e-mail are
 * here too once the e-mail is proven (a one-time-code login or a password-reset link).
 */
export function AppliedJobsPage() {
  const state = useApiData(
    async (signal) => (await (await loadApi()).customer.applications({ signal })).data,
    [],
  );
  return (
    <>
      <h2 className={s.sectionTitle}>My Job</h2>
      {state.status === 'loading' ? (
        <p className={s.status} role="status">
          Loading...
        </p>
      ) : state.status === 'error' ? (
        <p className={s.errorStatus} role="alert">
          Failed to load applied jobs.
        </p>
      ) : state.data.length === 0 ? (
        <p className={s.status}>No applied jobs found.</p>
      ) : (
        <div className={d.tableWrap}>
          <table className={d.table}>
            <caption className={d.caption}>Your job and internship applications, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Position</th>
                <th scope="col">Kind</th>
                <th scope="col">Applied on</th>
                <th scope="col">Status</th>
                <th scope="col">Resume</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((application) => (
                <tr key={`${application.kind}:${application.id}`}>
                  <td>{application.position.trim() || 'General application'}</td>
                  <td>{applicationKindLabels[application.kind]}</td>
                  <td>
                    <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
                  </td>
                  <td>
                    <span data-status={application.status}>
                      {applicationStatusLabels[application.status]}
                    </span>
                  </td>
                  <td>{application.resumeName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
