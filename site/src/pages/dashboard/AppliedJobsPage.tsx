import { applicationKindLabels, applicationStatusLabels } from '@company/contracts';
import { loadApi } from '../../load-api';
import * as s from '../../forms/page.css';
import { formatDate } from '../jobs/data';
import * as d from './dashboard.css';
import { useApiData } from './useApiData';

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
                    <span className={d.statusBadge} data-status={application.status}>
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
