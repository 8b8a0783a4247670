import {
  type AdminCourseDetail,
  type AdminLesson,
  type AdminModule,
  type ConsoleLearner,
  type CourseOrder,
  mediaStatusLabels,
} from '@company/contracts';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation, useRevalidator, useSubmit } from 'react-router';
import {
  AlertDialog,
  Badge,
  Button,
  Checkbox,
  Dialog,
  Field,
  Select,
  Tabs,
  TextArea,
  TextField,
  VisuallyHidden,
} from '@company/ui';
import type { ActionResult } from './consoleData';
import { ConsoleList, type Column } from './DataTable';
import { useActionFeedback } from './EnquiryPage';
import { FormNotice } from './contentParts';
import { LessonVideoUpload } from './LessonVideoUpload';
import { day } from './parts';
import * as c from './console.css';
import * as s from './courses.css';

/** The `intent` of each form on the course page (the route's action switches on it). */
export const CourseIntent = {
  moduleCreate: 'module-create',
  moduleRename: 'module-rename',
  moduleDelete: 'module-delete',
  lessonCreate: 'lesson-create',
  lessonUpdate: 'lesson-update',
  lessonPublish: 'lesson-publish',
  lessonDelete: 'lesson-delete',
  move: 'move',
  captions: 'captions',
  notes: 'notes',
  grant: 'grant',
  revoke: 'revoke',
} as const;

const outlineOf = (detail: AdminCourseDetail): CourseOrder => ({
  modules: detail.modules.map((module) => ({
    id: module.id,
    lessonIds: module.lessons.map((lesson) => lesson.id),
  })),
});

/**
 * The outline after moving a module or a lesson one place (`-1` up, `1` down). A lesson at the top or bottom
 * of its module goes to the end of the module before or the start of the module after. Null: it cannot move.
 */
export function movedOutline(detail: AdminCourseDetail, id: string, delta: -1 | 1): CourseOrder | null {
  const outline = outlineOf(detail);
  const modules = outline.modules;
  const moduleIndex = modules.findIndex((module) => module.id === id);
  if (moduleIndex !== -1) {
    const target = moduleIndex + delta;
    if (target < 0 || target >= modules.length) return null;
    [modules[moduleIndex], modules[target]] = [modules[target]!, modules[moduleIndex]!];
    return outline;
  }
  const holder = modules.findIndex((module) => module.lessonIds.includes(id));
  if (holder === -1) return null;
  const lessons = modules[holder]!.lessonIds;
  const index = lessons.indexOf(id);
  const target = index + delta;
  if (target >= 0 && target < lessons.length) {
    [lessons[index], lessons[target]] = [lessons[target]!, lessons[index]!];
    return outline;
  }
  const neighbour = modules[holder + delta];
  if (!neighbour) return null;
  lessons.splice(index, 1);
  if (delta < 0) neighbour.lessonIds.push(id);
  else neighbour.lessonIds.unshift(id);
  return outline;
}

const minutes = (seconds: number) =>
  seconds <= 0 ? '—' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/* ---------------------------------------------------------------- detail */

const settled = new Set(['ready', 'failed']);

/** Reloads the outline every 3 s while an upload is being transcoded (the status is the server's). */
function usePollWhileProcessing(detail: AdminCourseDetail) {
  const revalidator = useRevalidator();
  const processing = detail.modules.some((module) =>
    module.lessons.some((lesson) => lesson.media && !settled.has(lesson.media.status)),
  );
  useEffect(() => {
    if (!processing) return undefined;
    const timer = window.setInterval(() => {
      if (revalidator.state === 'idle' && document.visibilityState === 'visible')
        void revalidator.revalidate();
    }, 3000);
    return () => window.clearInterval(timer);
  }, [processing, revalidator]);
}

/** Keeps focus on a move button after its row moved (the page reloads its outline under it). */
function useMoveFocus(detail: AdminCourseDetail) {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    pending.current = null;
    const [id, direction] = wanted.split(':');
    const other = direction === 'up' ? 'down' : 'up';
    const button =
      document.querySelector<HTMLButtonElement>(`[data-move="${id}:${direction}"]:not(:disabled)`) ??
      document.querySelector<HTMLButtonElement>(`[data-move="${id}:${other}"]`);
    button?.focus();
  }, [detail]);
  return (id: string, direction: 'up' | 'down') => {
    pending.current = `${id}:${direction}`;
  };
}

function MoveButtons({
  id,
  name,
  first,
  last,
  onMove,
}: {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  onMove: (id: string, direction: 'up' | 'down') => void;
}) {
  const navigation = useNavigation();
  const moving =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === CourseIntent.move &&
    navigation.formData.get('id') === id;
  return (
    <>
      {(['up', 'down'] as const).map((direction) => (
        <Form key={direction} method="post" onSubmit={() => onMove(id, direction)}>
          <input type="hidden" name="intent" value={CourseIntent.move} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="direction" value={direction} />
          <Button
            type="submit"
            size="sm"
            variant="outline"
            tone="neutral"
            data-move={`${id}:${direction}`}
            disabled={(direction === 'up' ? first : last) || moving}
          >
            {direction === 'up' ? '↑ Up' : '↓ Down'}
            <VisuallyHidden>: move “{name}”</VisuallyHidden>
          </Button>
        </Form>
      ))}
    </>
  );
}

/** What the lesson's newest upload is doing: queued, transcoding n %, ready, or failed with the reason. */
export function MediaStatus({ lesson }: { lesson: AdminLesson }) {
  const media = lesson.media;
  if (!media) return <p className={s.small}>No video yet.</p>;
  const tone =
    media.status === 'ready' ? 'success' : media.status === 'failed' ? 'critical' : ('accent' as const);
  const label =
    media.status === 'transcoding'
      ? `${mediaStatusLabels.transcoding} ${media.progress} %`
      : mediaStatusLabels[media.status];
  return (
    <div className={s.column}>
      <div className={s.badges}>
        <Badge tone={tone}>{label}</Badge>
        <span className={s.small}>
          {media.originalName || 'Video'} · uploaded {day(media.createdAt)}
        </span>
      </div>
      {media.status === 'transcoding' ? (
        <progress
          className={s.progress}
          max={100}
          value={media.progress}
          aria-label={`Transcoding ${lesson.title}`}
        />
      ) : null}
      {media.status === 'failed' && media.error ? <p className={s.failure}>{media.error}</p> : null}
      {lesson.hasVideo && media.status !== 'ready' ? (
        <p className={s.small}>Students see the previous video until this one is ready.</p>
      ) : null}
    </div>
  );
}

/** Captions (.vtt) or notes (.pdf) of a lesson: a file input and its upload button. */
function LessonFileForm({
  lesson,
  kind,
  result,
}: {
  lesson: AdminLesson;
  kind: 'captions' | 'notes';
  result: ActionResult<unknown> | undefined;
}) {
  const navigation = useNavigation();
  /** The action answer on the page when this form was sent (`null`: not sent); a new one is this form's. */
  const [sentWith, setSentWith] = useState<ActionResult<unknown> | undefined | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (sentWith === null || result === sentWith || navigation.state !== 'idle') return;
    setSentWith(null);
    setError(result && !result.ok ? (result.errors.file ?? result.message) : undefined);
    // A stored file clears the input (the description then says the file is there).
    if (result?.ok) form.current?.reset();
  }, [result, sentWith, navigation.state]);
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === kind &&
    navigation.formData.get('id') === lesson.id;
  const has = kind === 'captions' ? lesson.hasCaptions : lesson.hasNotes;
  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      className={s.fileRow}
      onSubmit={() => setSentWith(result)}
    >
      <input type="hidden" name="intent" value={kind} />
      <input type="hidden" name="id" value={lesson.id} />
      <Field
        label={kind === 'captions' ? 'Captions' : 'Notes'}
        description={
          kind === 'captions'
            ? `${has ? 'Captions uploaded. A new file replaces them.' : 'None yet.'} WebVTT (.vtt), at most 1 MB.`
            : `${has ? 'Notes uploaded. A new file replaces them.' : 'Optional.'} PDF, at most 5 MB.`
        }
        error={error}
      >
        {(wiring) => (
          <input
            {...wiring}
            className={c.fileInput}
            type="file"
            name="file"
            accept={kind === 'captions' ? '.vtt,text/vtt' : '.pdf,application/pdf'}
            required
          />
        )}
      </Field>
      <Button type="submit" size="sm" variant="outline" tone="neutral" loading={busy}>
        Upload {kind}
        <VisuallyHidden> for “{lesson.title}”</VisuallyHidden>
      </Button>
    </Form>
  );
}

/** Add or edit a lesson: title, summary, module, free preview (a new one also says whether it is published). */
function LessonDialog({
  lesson,
  moduleId,
  modules,
  result,
  onClose,
}: {
  lesson: AdminLesson | null;
  moduleId: string;
  modules: AdminModule[];
  result: ActionResult<unknown> | undefined;
  onClose: () => void;
}) {
  const navigation = useNavigation();
  const [before] = useState(result);
  const failed = result && result !== before && !result.ok ? result : undefined;
  const errors = failed?.errors ?? {};
  const intent = lesson ? CourseIntent.lessonUpdate : CourseIntent.lessonCreate;
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const formId = `lesson-form-${lesson?.id ?? moduleId}`;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="md">
        <Dialog.Header>
          <Dialog.Title>{lesson ? `Edit “${lesson.title}”` : 'New lesson'}</Dialog.Title>
          <Dialog.Description>
            {lesson
              ? 'Students see the change on the lesson page at once.'
              : 'Added at the end of its module. Upload its video once it is saved.'}
          </Dialog.Description>
        </Dialog.Header>
        <Form id={formId} method="post" noValidate className={c.form}>
          <input type="hidden" name="intent" value={intent} />
          {lesson ? <input type="hidden" name="id" value={lesson.id} /> : null}
          <TextField label="Title" name="title" defaultValue={lesson?.title} error={errors.title} required />
          <TextArea
            label="Summary"
            name="summary"
            rows={3}
            defaultValue={lesson?.summary}
            description="One or two sentences shown under the title."
            error={errors.summary}
          />
          <Select
            label="Module"
            name="moduleId"
            defaultValue={lesson?.moduleId ?? moduleId}
            options={modules.map((module) => ({ value: module.id, label: module.title }))}
            error={errors.moduleId}
          />
          <Checkbox
            label="Free preview"
            name="freePreview"
            value="true"
            defaultChecked={lesson?.freePreview ?? false}
            description="Anyone may watch it, on the course page too."
          />
          {lesson ? null : (
            <Checkbox
              label="Published"
              name="published"
              value="true"
              defaultChecked
              description="Unticked, only staff see it until you publish it."
            />
          )}
          {failed ? (
            <p className={c.noticeError} role="alert">
              {failed.message}
            </p>
          ) : null}
        </Form>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button type="button" variant="ghost" tone="neutral">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" form={formId} loading={saving}>
            {lesson ? 'Save lesson' : 'Add lesson'}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Rename a module. */
function ModuleDialog({
  module,
  result,
  onClose,
}: {
  module: AdminModule;
  result: ActionResult<unknown> | undefined;
  onClose: () => void;
}) {
  const navigation = useNavigation();
  const [before] = useState(result);
  const failed = result && result !== before && !result.ok ? result : undefined;
  const saving =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === CourseIntent.moduleRename;
  const formId = `module-form-${module.id}`;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="sm">
        <Dialog.Header>
          <Dialog.Title>Rename “{module.title}”</Dialog.Title>
          <Dialog.Description>The module’s heading in the lesson list.</Dialog.Description>
        </Dialog.Header>
        <Form id={formId} method="post" noValidate className={c.form}>
          <input type="hidden" name="intent" value={CourseIntent.moduleRename} />
          <input type="hidden" name="id" value={module.id} />
          <TextField
            label="Title"
            name="title"
            defaultValue={module.title}
            error={failed?.errors.title ?? (failed ? failed.message : undefined)}
            required
          />
        </Form>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button type="button" variant="ghost" tone="neutral">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" form={formId} loading={saving}>
            Save
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Asks before a delete; the action answers 409 when the module has lessons or the lesson has viewers. */
function DeleteButton({
  intent,
  id,
  noun,
  name,
}: {
  intent: string;
  id: string;
  noun: string;
  name: string;
}) {
  const submit = useSubmit();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" variant="ghost" tone="critical" onClick={() => setOpen(true)}>
        Delete
        <VisuallyHidden>
          {' '}
          {noun} “{name}”
        </VisuallyHidden>
      </Button>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Content>
          <AlertDialog.Title>
            Delete the {noun} “{name}”?
          </AlertDialog.Title>
          <AlertDialog.Description>
            {noun === 'module'
              ? 'Only an empty module can be deleted: move or delete its lessons first.'
              : 'Its video, captions and notes go with it. A lesson students have watched cannot be deleted: unpublish it instead.'}{' '}
            This cannot be undone.
          </AlertDialog.Description>
          <AlertDialog.Footer>
            <AlertDialog.Cancel>Keep it</AlertDialog.Cancel>
            <AlertDialog.Action tone="critical" onClick={() => submit({ intent, id }, { method: 'post' })}>
              Delete {noun}
            </AlertDialog.Action>
          </AlertDialog.Footer>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  );
}

function LessonRow({
  lesson,
  first,
  last,
  result,
  onEdit,
  onMove,
}: {
  lesson: AdminLesson;
  first: boolean;
  last: boolean;
  result: ActionResult<unknown> | undefined;
  onEdit: () => void;
  onMove: (id: string, direction: 'up' | 'down') => void;
}) {
  const navigation = useNavigation();
  const toggling =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === CourseIntent.lessonPublish &&
    navigation.formData.get('id') === lesson.id;
  return (
    <li className={s.lesson} aria-labelledby={`lesson-${lesson.id}`}>
      <div className={s.column}>
        <h3 id={`lesson-${lesson.id}`} className={s.lessonTitle}>
          {lesson.title}
        </h3>
        <div className={s.badges}>
          <Badge
            tone={lesson.published ? 'success' : 'neutral'}
            variant={lesson.published ? 'soft' : 'outline'}
          >
            {lesson.published ? 'Published' : 'Unpublished'}
          </Badge>
          {lesson.freePreview ? <Badge tone="accent">Free preview</Badge> : null}
          <span className={s.small}>Length {minutes(lesson.durationSeconds)}</span>
        </div>
        {lesson.summary ? <p className={s.small}>{lesson.summary}</p> : null}
        <div className={c.actions}>
          <Button type="button" size="sm" variant="outline" tone="neutral" onClick={onEdit}>
            Edit<VisuallyHidden> “{lesson.title}”</VisuallyHidden>
          </Button>
          <MoveButtons id={lesson.id} name={lesson.title} first={first} last={last} onMove={onMove} />
          <Form method="post">
            <input type="hidden" name="intent" value={CourseIntent.lessonPublish} />
            <input type="hidden" name="id" value={lesson.id} />
            <input type="hidden" name="published" value={String(!lesson.published)} />
            <Button type="submit" size="sm" variant="outline" tone="neutral" loading={toggling}>
              {lesson.published ? 'Unpublish' : 'Publish'}
              <VisuallyHidden> “{lesson.title}”</VisuallyHidden>
            </Button>
          </Form>
          <DeleteButton intent={CourseIntent.lessonDelete} id={lesson.id} noun="lesson" name={lesson.title} />
        </div>
      </div>
      <div className={s.column}>
        <MediaStatus lesson={lesson} />
        <LessonVideoUpload lessonId={lesson.id} lessonTitle={lesson.title} hasVideo={lesson.hasVideo} />
        <LessonFileForm lesson={lesson} kind="captions" result={result} />
        <LessonFileForm lesson={lesson} kind="notes" result={result} />
      </div>
    </li>
  );
}

function LessonsTab({
  detail,
  result,
}: {
  detail: AdminCourseDetail;
  result: ActionResult<unknown> | undefined;
}) {
  const navigation = useNavigation();
  const [editing, setEditing] = useState<{ lesson: AdminLesson | null; moduleId: string } | null>(null);
  const [renaming, setRenaming] = useState<AdminModule | null>(null);
  const onMove = useMoveFocus(detail);
  const addingModule =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === CourseIntent.moduleCreate;
  const moduleForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!result?.ok) return;
    setEditing(null);
    setRenaming(null);
    moduleForm.current?.reset();
  }, [result]);
  const moduleError = result && !result.ok && !editing && !renaming ? result.errors.title : undefined;
  return (
    <div className={c.stack}>
      {detail.modules.length === 0 ? (
        <p className={c.muted}>No modules yet. Add the first one: lessons are grouped in modules.</p>
      ) : null}
      {detail.modules.map((module, moduleIndex) => (
        <section key={module.id} className={c.panel} aria-labelledby={`module-${module.id}`}>
          <div className={s.moduleHeader}>
            <h2 id={`module-${module.id}`} className={c.panelTitle}>
              {moduleIndex + 1}. {module.title}
            </h2>
            <div className={c.actions}>
              <Button
                type="button"
                size="sm"
                onClick={() => setEditing({ lesson: null, moduleId: module.id })}
              >
                Add lesson<VisuallyHidden> to “{module.title}”</VisuallyHidden>
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                tone="neutral"
                onClick={() => setRenaming(module)}
              >
                Rename<VisuallyHidden> module “{module.title}”</VisuallyHidden>
              </Button>
              <MoveButtons
                id={module.id}
                name={module.title}
                first={moduleIndex === 0}
                last={moduleIndex === detail.modules.length - 1}
                onMove={onMove}
              />
              <DeleteButton
                intent={CourseIntent.moduleDelete}
                id={module.id}
                noun="module"
                name={module.title}
              />
            </div>
          </div>
          {module.lessons.length === 0 ? (
            <p className={c.muted}>No lessons in this module yet.</p>
          ) : (
            <ol className={s.lessonList}>
              {module.lessons.map((lesson, index) => (
                <LessonRow
                  key={lesson.id}
                  lesson={lesson}
                  first={moduleIndex === 0 && index === 0}
                  last={moduleIndex === detail.modules.length - 1 && index === module.lessons.length - 1}
                  result={result}
                  onEdit={() => setEditing({ lesson, moduleId: module.id })}
                  onMove={onMove}
                />
              ))}
            </ol>
          )}
        </section>
      ))}
      <section className={c.panel} aria-labelledby="add-module">
        <h2 id="add-module" className={c.panelTitle}>
          Add a module
        </h2>
        <Form ref={moduleForm} method="post" noValidate className={s.inlineForm}>
          <input type="hidden" name="intent" value={CourseIntent.moduleCreate} />
          <TextField label="Module title" name="title" error={moduleError} required />
          <Button type="submit" loading={addingModule}>
            Add module
          </Button>
        </Form>
      </section>
      {editing ? (
        <LessonDialog
          key={editing.lesson?.id ?? editing.moduleId}
          lesson={editing.lesson}
          moduleId={editing.moduleId}
          modules={detail.modules}
          result={result}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {renaming ? <ModuleDialog module={renaming} result={result} onClose={() => setRenaming(null)} /> : null}
    </div>
  );
}

function RevokeButton({ learner }: { learner: ConsoleLearner }) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === CourseIntent.revoke &&
    navigation.formData.get('userId') === learner.userId;
  const formId = `revoke-${learner.userId}`;
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        tone="critical"
        onClick={() => setOpen(true)}
        loading={busy}
      >
        Revoke<VisuallyHidden> access of {learner.name}</VisuallyHidden>
      </Button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content size="sm">
          <Dialog.Header>
            <Dialog.Title>Revoke {learner.name}’s access?</Dialog.Title>
            <Dialog.Description>
              Their lessons stop playing at once. They have viewed {learner.percentViewed} % of the lessons.
            </Dialog.Description>
          </Dialog.Header>
          <Form id={formId} method="post" className={c.form} onSubmit={() => setOpen(false)}>
            <input type="hidden" name="intent" value={CourseIntent.revoke} />
            <input type="hidden" name="userId" value={learner.userId} />
            <TextField
              label="Reason"
              name="reason"
              description="Kept in the audit log, e.g. “Refunded”."
              required
            />
          </Form>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button type="button" variant="ghost" tone="neutral">
                Keep access
              </Button>
            </Dialog.Close>
            <Button type="submit" form={formId} tone="critical">
              Revoke access
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

const learnerColumns: Column<ConsoleLearner>[] = [
  {
    key: 'name',
    header: 'Learner',
    cell: (learner) => (
      <>
        {learner.name}
        <br />
        <span className={s.small}>{learner.email}</span>
      </>
    ),
  },
  {
    key: 'source',
    header: 'Access',
    cell: (learner) => (learner.source === 'grant' ? 'Granted' : 'Purchased'),
  },
  { key: 'createdAt', header: 'Since', cell: (learner) => day(learner.createdAt) },
  {
    key: 'percentViewed',
    header: 'Viewed',
    numeric: true,
    cell: (learner) =>
      `${learner.percentViewed} % (${learner.lessonsDone} of ${learner.lessonsTotal} lessons)`,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (learner) =>
      learner.revokedAt ? (
        <Badge tone="neutral" variant="outline">
          Revoked {day(learner.revokedAt)}
        </Badge>
      ) : (
        <RevokeButton learner={learner} />
      ),
  },
];

function LearnersTab({
  courseId,
  learners,
  failure,
  result,
}: {
  courseId: string;
  learners: ConsoleLearner[] | null;
  failure: string | null;
  result: ActionResult<unknown> | undefined;
}) {
  const navigation = useNavigation();
  const granting =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === CourseIntent.grant;
  const grantForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) grantForm.current?.reset();
  }, [result]);
  return (
    <div className={c.stack}>
      <section className={c.panel} aria-labelledby="grant-title">
        <h2 id="grant-title" className={c.panelTitle}>
          Grant the course
        </h2>
        <p className={c.muted}>
          For a customer who paid another way (e.g. a corporate batch). They need an account with this e-mail.
        </p>
        <Form ref={grantForm} method="post" noValidate className={s.inlineForm}>
          <input type="hidden" name="intent" value={CourseIntent.grant} />
          <TextField
            label="Customer’s e-mail"
            name="email"
            type="email"
            autoComplete="off"
            error={result && !result.ok ? result.errors.email : undefined}
            required
          />
          <Button type="submit" loading={granting}>
            Grant access
          </Button>
        </Form>
      </section>
      <ConsoleList
        title="Learners"
        captionNote=", with the share of lessons each has viewed"
        path={`/admin/courses/${courseId}?tab=learners`}
        list={learners ? { data: learners, page: 1, totalPages: 1, total: learners.length } : null}
        errors={{}}
        filtered={false}
        query={{ sort: '', order: 'asc' }}
        columns={learnerColumns}
        rowKey={(learner) => learner.userId}
        emptyText="Nobody has this course yet: buyers appear here after paying, and people you grant it to."
        failure={failure ?? undefined}
      />
    </div>
  );
}

/**
 * One course (staff): its modules and lessons with every lesson's video (upload, transcoding, ready or failed),
 * captions and notes, order (Up/Down buttons), publishing; and its learners with grant and revoke.
 */
export function CoursePage({
  detail,
  tab,
  learners,
  learnersFailure,
}: {
  detail: AdminCourseDetail;
  tab: 'lessons' | 'learners';
  learners: ConsoleLearner[] | null;
  learnersFailure: string | null;
}) {
  const result = useActionFeedback<unknown>();
  usePollWhileProcessing(detail);
  const lessons = detail.modules.flatMap((module) => module.lessons);
  const ready = lessons.filter((lesson) => lesson.hasVideo).length;
  const { course } = detail;
  return (
    <>
      <Link className={c.backLink} to="/admin/courses">
        ← All courses
      </Link>
      <div className={c.sectionHeader}>
        <div>
          <h1 className={c.heading}>{course.title}</h1>
          <p className={c.muted}>
            {course.category} · {detail.modules.length} modules · {lessons.length} lessons · {ready} with a
            ready video
          </p>
        </div>
        <Button asChild variant="outline" tone="neutral">
          <a href={`/courses/${course.id}`} target="_blank" rel="noreferrer">
            Course page<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </Button>
      </div>
      <FormNotice result={result} />
      <Tabs.LinkList aria-label="Course sections">
        <Tabs.Link asChild current={tab === 'lessons'}>
          <Link to={`/admin/courses/${course.id}`}>Lessons</Link>
        </Tabs.Link>
        <Tabs.Link asChild current={tab === 'learners'}>
          <Link to={`/admin/courses/${course.id}?tab=learners`}>Learners</Link>
        </Tabs.Link>
      </Tabs.LinkList>
      {tab === 'lessons' ? (
        <LessonsTab detail={detail} result={result} />
      ) : (
        <LearnersTab courseId={course.id} learners={learners} failure={learnersFailure} result={result} />
      )}
    </>
  );
}
