import {
  type AdminCourseDetail,
  adminCourseParamsSchema,
  learnerGrantFormSchema,
  learnerRevokeFormSchema,
  lessonCreateSchema,
  lessonUpdateSchema,
  moduleSaveSchema,
} from '@company/contracts';
import { data, useLoaderData } from 'react-router';
import { statusOf } from '../forms/errors';
import { actionFailure, type ActionResult, consoleCall, requireStaff } from '../pages/admin/consoleData';
import { invalid } from '../pages/admin/contentParts';
import { CourseIntent, CoursePage, movedOutline } from '../pages/admin/CoursesPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-course';

/** The course's outline; on the Learners tab also its learners (the learning part's API). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { api } = await requireStaff(request);
  if (!adminCourseParamsSchema.safeParse(params).success)
    throw data({ message: 'Not found.' }, { status: 404 });
  const tab: 'lessons' | 'learners' =
    new URL(request.url).searchParams.get('tab') === 'learners' ? 'learners' : 'lessons';
  const detail = await consoleCall(request, () =>
    api.admin.courses.get(params.courseId, { signal: request.signal }),
  );
  if (tab === 'lessons') return { detail, tab, learners: null, learnersFailure: null };
  try {
    const learners = await api.admin.courses.learners(params.courseId, { signal: request.signal });
    return { detail, tab, learners, learnersFailure: null };
  } catch (error) {
    const failure = actionFailure(error, request, 'The learners could not be loaded.');
    const message =
      failure.ok || statusOf(error) === 404 ? 'The learners could not be loaded.' : failure.message;
    return { detail, tab, learners: null, learnersFailure: message };
  }
}
clientLoader.hydrate = true as const;

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
const fileOf = (value: FormDataEntryValue | null) => (value instanceof File && value.size > 0 ? value : null);

/** Every change of the page, by `intent`: checked with the API's own schema first, then sent. */
export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<ActionResult<unknown>> {
  const { api } = await requireStaff(request);
  const courses = api.admin.courses;
  const courseId = params.courseId;
  const form = await request.formData();
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const id = text(form.get('id'));
  const ok = (message: string, value: unknown = null): ActionResult<unknown> => ({
    ok: true,
    message,
    value,
  });
  try {
    switch (form.get('intent')) {
      case CourseIntent.moduleCreate: {
        const checked = moduleSaveSchema.safeParse(values);
        if (!checked.success) return invalid(checked.error.issues);
        const module = await courses.createModule(courseId, checked.data);
        return ok(`Module “${module.title}” added`);
      }
      case CourseIntent.moduleRename: {
        const checked = moduleSaveSchema.safeParse(values);
        if (!checked.success) return invalid(checked.error.issues);
        await courses.renameModule(courseId, id, checked.data);
        return ok(`Module renamed to “${checked.data.title}”`);
      }
      case CourseIntent.moduleDelete:
        await courses.removeModule(courseId, id);
        return ok('Module deleted');
      case CourseIntent.lessonCreate: {
        const checked = lessonCreateSchema.safeParse({
          ...values,
          freePreview: values.freePreview ?? 'false',
          published: values.published ?? 'false',
        });
        if (!checked.success) return invalid(checked.error.issues);
        const lesson = await courses.createLesson(courseId, checked.data);
        return ok(`Lesson “${lesson.title}” added: upload its video next`, lesson);
      }
      case CourseIntent.lessonUpdate: {
        const checked = lessonUpdateSchema.safeParse({
          title: values.title,
          summary: values.summary,
          moduleId: values.moduleId,
          freePreview: values.freePreview ?? 'false',
        });
        if (!checked.success) return invalid(checked.error.issues);
        const lesson = await courses.updateLesson(id, checked.data);
        return ok(`Lesson “${lesson.title}” saved`, lesson);
      }
      case CourseIntent.lessonPublish: {
        const published = values.published === 'true';
        const lesson = await courses.updateLesson(id, { published });
        return ok(
          published
            ? `“${lesson.title}” is published: buyers see it`
            : `“${lesson.title}” is unpublished: kept here, hidden from students`,
          lesson,
        );
      }
      case CourseIntent.lessonDelete:
        await courses.removeLesson(id);
        return ok('Lesson deleted');
      case CourseIntent.move: {
        const current: AdminCourseDetail = await courses.get(courseId);
        const outline = movedOutline(current, id, values.direction === 'up' ? -1 : 1);
        if (!outline) return ok('Already there');
        await courses.reorder(courseId, outline);
        return ok(values.direction === 'up' ? 'Moved up' : 'Moved down');
      }
      case CourseIntent.captions: {
        const file = fileOf(form.get('file'));
        if (!file) return invalid([{ path: ['file'], message: 'Choose a WebVTT (.vtt) captions file.' }]);
        await courses.uploadCaptions(id, file);
        return ok('Captions saved');
      }
      case CourseIntent.notes: {
        const file = fileOf(form.get('file'));
        if (!file) return invalid([{ path: ['file'], message: 'Choose a PDF file of notes.' }]);
        await courses.uploadNotes(id, file);
        return ok('Notes saved');
      }
      case CourseIntent.grant: {
        const checked = learnerGrantFormSchema.safeParse(values);
        if (!checked.success) return invalid(checked.error.issues);
        await courses.grant(courseId, checked.data.email);
        return ok(`Access granted to ${checked.data.email}`);
      }
      case CourseIntent.revoke: {
        const checked = learnerRevokeFormSchema.safeParse(values);
        if (!checked.success) return invalid(checked.error.issues);
        await courses.revoke(courseId, text(form.get('userId')), checked.data.reason);
        return ok('Access revoked');
      }
      default:
        return { ok: false, message: 'Unknown action.', errors: {} };
    }
  } catch (error) {
    return actionFailure(error, request, 'Could not save the change.');
  }
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Course · Staff console', 'Modules, lessons, videos and learners.', '/admin/courses');

export default function AdminCourseRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <CoursePage {...loaded} />;
}
