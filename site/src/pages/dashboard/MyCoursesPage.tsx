import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Progress, Stack } from '@company/ui';
import { Award } from 'lucide-react';
import { formatInr } from '../../commerce/format';
import { certificatePdfUrl, type MyLearningCourse } from '../../learn/contract';
import { loadApi } from '../../load-api';
import * as s from '../../forms/page.css';
import { useSession } from '../../session';
import * as d from './dashboard.css';
import { useApiData } from './useApiData';

const learnPath = (course: MyLearningCourse) =>
  `/learn/${encodeURIComponent(course.id)}${course.nextLessonId ? `/${encodeURIComponent(course.nextLessonId)}` : ''}`;

/**
 * A finished course's certificate id: from the list when the server gives it, else from the course's outline
 * (asked only for finished courses, issue 32 in docs/requirements/issues/32-courses-you-can-take.md).
 */
function useCertificateId(course: MyLearningCourse, finished: boolean): string | null {
  const [fetched, setFetched] = useState<string | null>(null);
  const given = course.certificateId;
  useEffect(() => {
    if (!finished || given !== undefined) return;
    const controller = new AbortController();
    import('../../learn/api')
      .then((api) => api.fetchCourseOutline(course.id, controller.signal))
      .then(
        (outline) => setFetched(outline.certificateId),
        () => undefined,
      );
    return () => controller.abort();
  }, [course.id, finished, given]);
  return given ?? fetched;
}

/** Progress, the next step ("Start learning", "Continue learning", "Review course") and the certificate. */
function CourseLearning({ course }: { course: MyLearningCourse }) {
  const progress = course.progress;
  const finished = Boolean(progress && progress.total > 0 && progress.done >= progress.total);
  const certificateId = useCertificateId(course, finished);
  const action = finished
    ? 'Review course'
    : progress && progress.done > 0
      ? 'Continue learning'
      : 'Start learning';
  return (
    <Stack gap={3}>
      {progress ? (
        <Progress
          label="Progress"
          value={progress.done}
          max={Math.max(progress.total, 1)}
          valueText={`${progress.done} of ${progress.total} lessons (${Math.round(progress.percent)}%)`}
          tone={finished ? 'success' : 'accent'}
          size="sm"
        />
      ) : null}
      <Button asChild variant={finished ? 'outline' : 'solid'} tone={finished ? 'neutral' : 'accent'}>
        <Link to={learnPath(course)} aria-label={`${action}: ${course.title}`}>
          {action}
        </Link>
      </Button>
      {certificateId ? (
        <Button asChild variant="outline" tone="neutral">
          <a
            href={certificatePdfUrl(certificateId)}
            download
            aria-label={`Download certificate: ${course.title}`}
          >
            <Award aria-hidden="true" size={18} /> Download certificate
          </a>
        </Button>
      ) : null}
    </Stack>
  );
}

/** My Course: the courses the customer bought (id, title, fee, category, image), with progress and the way in. */
export function MyCoursesPage() {
  const { userId } = useSession();
  const state = useApiData(
    async (signal) =>
      userId ? ((await loadApi()).customer.myCourses(userId, { signal }) as Promise<MyLearningCourse[]>) : [],
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
                <Link className={s.textLink} to={learnPath(course)}>
                  {course.title}
                </Link>
              </h3>
              <p className={s.muted}>{course.category}</p>
              <p>
                Fee paid: <strong>{formatInr(course.fee)}</strong>
              </p>
              <p className={s.muted}>Course id: {course.id}</p>
              <CourseLearning course={course} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
