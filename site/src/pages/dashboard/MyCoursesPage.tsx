import { Link } from 'react-router';
import { Stack } from '@company/ui';
import { formatInr } from '../../commerce/format';
import { loadApi } from '../../load-api';
import * as s from '../../forms/page.css';
import { useSession } from '../../session';
import * as d from './dashboard.css';
import { useApiData } from './useApiData';

/** My Course: the courses the customer bought (id, title, fee, category, image). */
export function MyCoursesPage() {
  const { userId } = useSession();
  const state = useApiData(
    async (signal) => (userId ? (await loadApi()).customer.myCourses(userId, { signal }) : []),
    [userId],
  );
  return (
    <>
      <h2 className={s.sectionTitle}>My Course</h2>
      {state.status === 'loading' ? (
        <p className={s.status} role="status">
          Loading...
        </p>
      ) : state.status === 'error' ? (
        <p className={s.errorStatus} role="alert">
          Failed to load your courses.
        </p>
      ) : state.data.length === 0 ? (
        <Stack as="div" gap={5}>
          <p className={s.status}>No courses found.</p>
          <p className={s.muted}>
            <Link className={s.textLink} to="/courses">
              Browse courses
            </Link>
          </p>
        </Stack>
      ) : (
        <ul className={d.courseList}>
          {state.data.map((course) => (
            <li key={`${course.id}-${course.purchasedAt}`} className={d.courseCard}>
              <img
                className={d.courseImage}
                src={course.imageUrl || course.image}
                alt=""
                width={320}
                height={180}
                loading="lazy"
                decoding="async"
              />
              <h3 className={s.cardTitle}>
                <Link className={s.textLink} to={`/courses/${course.id}`}>
                  {course.title}
                </Link>
              </h3>
              <p className={s.muted}>{course.category}</p>
              <p>
                Fee paid: <strong>{formatInr(course.fee)}</strong>
              </p>
              <p className={s.muted}>Course id: {course.id}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
