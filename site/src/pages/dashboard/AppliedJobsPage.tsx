import { loadApi } from '../../load-api';
import * as s from '../../forms/page.css';
import { formatDate } from '../jobs/data';
import * as d from './dashboard.css';
import { useApiData } from './useApiData';

/** My Job: the customer's own job applications. */
export function AppliedJobsPage() {
  const state = useApiData(async (signal) => (await loadApi()).customer.appliedJobs({ signal }), []);
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
            <caption className={d.caption}>Your job applications, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Applied on</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Mobile</th>
                <th scope="col">Resume</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((job) => (
                <tr key={job.id}>
                  <td>{job.job_title?.trim() || 'General application'}</td>
                  <td>
                    <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
                  </td>
                  <td>{job.name}</td>
                  <td>{job.email}</td>
                  <td>{job.mobile}</td>
                  <td>{job.resume}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
