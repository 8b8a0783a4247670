import type { AdminCourseSummary } from '@company/contracts';
import { Link } from 'react-router';
import { Badge } from '@company/ui';
import { ConsoleList, type Column } from './DataTable';
import { SectionHeader } from './parts';
import * as c from './console.css';

const listColumns: Column<AdminCourseSummary>[] = [
  {
    key: 'title',
    header: 'Course',
    cell: (course) => (
      <Link className={c.rowLink} to={`/admin/courses/${course.id}`}>
        {course.title}
      </Link>
    ),
  },
  { key: 'category', header: 'Category', cell: (course) => course.category },
  { key: 'modules', header: 'Modules', numeric: true, cell: (course) => course.modules },
  {
    key: 'lessons',
    header: 'Lessons',
    numeric: true,
    cell: (course) =>
      course.lessons === course.published
        ? course.lessons
        : `${course.published} of ${course.lessons} published`,
  },
  { key: 'ready', header: 'Videos ready', numeric: true, cell: (course) => course.ready },
  {
    key: 'processing',
    header: 'Processing',
    numeric: true,
    cell: (course) =>
      course.failed > 0 ? (
        <>
          {course.processing} <Badge tone="critical">{course.failed} failed</Badge>
        </>
      ) : (
        course.processing
      ),
  },
];

/** Courses (staff): every course with its modules, lessons and how many videos are ready or processing. */
export function CoursesListPage({ courses }: { courses: AdminCourseSummary[] }) {
  return (
    <>
      <SectionHeader title="Courses">
        <p className={c.muted}>
          The lessons of each course: videos, captions and notes, their order, and who may watch them. Open a
          course to manage it.
        </p>
      </SectionHeader>
      <ConsoleList
        title="Courses"
        captionNote=", in the site’s order"
        path="/admin/courses"
        list={{ data: courses, page: 1, totalPages: 1, total: courses.length }}
        errors={{}}
        filtered={false}
        query={{ sort: '', order: 'asc' }}
        columns={listColumns}
        rowKey={(course) => course.id}
        emptyText="No courses yet: they are added when the server starts."
      />
    </>
  );
}
