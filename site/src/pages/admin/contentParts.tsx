import { imageExtensions, messages, publishStatusLabels, type PublishStatus } from '@company/contracts';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { data, Form, useLocation, useNavigation, useSubmit } from 'react-router';
import { AlertDialog, Badge, Button, Field, useToast } from '@company/ui';
import { setFlash, takeFlash } from '../../session';
import { type ActionResult, actionFailure, fieldErrorsOf, requireStaff } from './consoleData';
import * as c from './console.css';

/**
 * What the console's content sections (Blogs, Jobs, Team; administrators only) share: the guard, the
 * form intents, feedback carried across a redirect, the preview frame and the publish/delete panel.
 */

export const SAVE = 'save';
export const STATUS = 'status';
export const DELETE = 'delete';

/** The console guard for administrators' sections (the API refuses staff too; this spares them the calls). */
export async function requireAdmin(request: Request) {
  const guarded = await requireStaff(request);
  if (guarded.staff.role !== 'admin')
    throw data({ message: 'Only administrators can manage content.' }, { status: 403 });
  return guarded;
}

/** Published or draft (blogs, team members). */
export function PublishStatusBadge({ status }: { status: PublishStatus }) {
  return (
    <Badge
      tone={status === 'published' ? 'success' : 'neutral'}
      variant={status === 'published' ? 'soft' : 'outline'}
    >
      {publishStatusLabels[status]}
    </Badge>
  );
}

/** A form's failed check, as an action answers it. */
export const invalid = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  ({
    ok: false,
    message: 'Please correct the highlighted fields.',
    errors: fieldErrorsOf(issues),
  }) as const;

/**
 * A failed create: the spec's text ('Failed to add job', 'Failed to add blog') with the server's reason
 * after it when there is one.
 */
export function addFailure(error: unknown, request: Request, fallback: string): ActionResult<never> {
  const failure = actionFailure(error, request, fallback);
  if (failure.ok || failure.message === fallback) return failure;
  return { ...failure, message: `${fallback}: ${failure.message}` };
}

/** Leaves a notice for the page a redirect lands on (after creating or deleting). */
export const flashSuccess = (title: string) => setFlash({ title, tone: 'success' });

/**
 * Shows the notice a redirect carried (a toast, and the same words inline); otherwise what this page's
 * action answered, as `useActionFeedback` does.
 */
export function useFlashNotice(): string | null {
  const toast = useToast();
  const location = useLocation();
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const flash = takeFlash();
    if (!flash) return;
    setNotice(flash.title);
    toast.toast({ title: flash.title, description: flash.description, tone: flash.tone });
  }, [toast, location.key]);
  return notice;
}

/** The outcome of the last submission, inline (the toast says it too). */
export function FormNotice({ result, flash }: { result?: ActionResult<unknown>; flash?: string | null }) {
  if (result)
    return (
      <p className={result.ok ? c.notice : c.noticeError} role={result.ok ? 'status' : 'alert'}>
        {result.message}
      </p>
    );
  if (flash)
    return (
      <p className={c.notice} role="status">
        {flash}
      </p>
    );
  return null;
}

/**
 * The preview: the public page's own components, as they will show the item. Readable by everyone, but
 * nothing in it acts: a press on its links or buttons (which would leave the console) is cancelled.
 */
export function Preview({ title, children }: { title: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const cancel = (event: Event) => event.preventDefault();
    element.addEventListener('click', cancel, true);
    return () => element.removeEventListener('click', cancel, true);
  }, []);
  return (
    <section className={c.panel} aria-label={`Preview ${title}`}>
      <h2 className={c.panelTitle}>Preview {title}</h2>
      <div ref={frame} className={c.preview}>
        {children}
      </div>
    </section>
  );
}

/** The values of a form as it is now (for a live preview), files left out. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}

/**
 * The image of a blog or team member: a native file input in the library's `Field` (label, help, error
 * wiring). Not `FileField`: that lives in the public forms' chunk, and sharing it with the console would
 * split it out into one more script for every form page.
 */
export function ImageInput({
  label,
  description,
  error,
  required,
  onFilesChange,
}: {
  label: string;
  description: string;
  error?: string;
  required?: boolean;
  onFilesChange: (files: File[]) => void;
}) {
  return (
    <Field label={label} description={description} error={error} required={required}>
      {(wiring) => (
        <input
          {...wiring}
          className={c.fileInput}
          type="file"
          name="image"
          accept={IMAGE_ACCEPT}
          onChange={(event) => onFilesChange([...(event.currentTarget.files ?? [])])}
        />
      )}
    </Field>
  );
}

export const IMAGE_ACCEPT = imageExtensions.join(',');
export const IMAGE_HELP = 'PNG, JPEG, WebP or GIF, at most 5 MB.';

/** Stands in for an image not chosen yet (a grey 16:9 box), so the preview keeps the page's shape. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#80808040"/></svg>',
)}`;

/** Whether the first bytes are those of a PNG, JPEG, GIF or WebP image (as the server checks them). */
export function looksLikeImage(head: Uint8Array): boolean {
  const starts = (bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  return (
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    starts([0xff, 0xd8, 0xff]) ||
    text(0, 6) === 'GIF87a' ||
    text(0, 6) === 'GIF89a' ||
    (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP')
  );
}

/**
 * The image the preview shows: the chosen file (an object URL, revoked when replaced or unmounted), else
 * `fallback` (the current image, or the placeholder). A file whose bytes are not an image is not previewed
 * (nor loaded): `problem` says so, in the words the server will refuse it with.
 */
export function useImagePreview(fallback: string) {
  const [file, setFile] = useState<File | null>(null);
  const [shown, setShown] = useState<{ url: string | null; problem: string | null }>({
    url: null,
    problem: null,
  });
  useEffect(() => {
    if (!file) {
      setShown({ url: null, problem: null });
      return undefined;
    }
    let current = true;
    let url: string | null = null;
    void file
      .slice(0, 16)
      .arrayBuffer()
      .then((buffer) => {
        if (!current) return;
        if (!looksLikeImage(new Uint8Array(buffer))) {
          setShown({ url: null, problem: `${file.name}: ${messages.file.imageContent}.` });
          return;
        }
        url = URL.createObjectURL(file);
        setShown({ url, problem: null });
      });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);
  return {
    url: shown.url ?? (fallback || PLACEHOLDER_IMAGE),
    problem: shown.problem,
    onFilesChange: (files: File[]) => setFile(files[0] ?? null),
  };
}

export interface StatusPanelProps {
  /** "job", "blog", "team member": in the dialog's and buttons' words. */
  noun: string;
  /** The item's name as the dialog names it. */
  name: string;
  live: boolean;
  /** The status to send, and the button's text ("Unpublish", "Close job"...). */
  toggle: { status: string; label: string };
  /** What the item's state means now ("Shown on /blogs"...). */
  state: ReactNode;
  /** What deleting takes away, for the confirmation. */
  deleteNote: string;
}

/** Publish/unpublish (or open/close) and delete, which asks first. */
export function StatusPanel({ noun, name, live, toggle, state, deleteNote }: StatusPanelProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const [confirming, setConfirming] = useState(false);
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  return (
    <section className={c.panel} aria-labelledby="content-status">
      <h2 id="content-status" className={c.panelTitle}>
        Status
      </h2>
      <p className={c.muted}>{state}</p>
      <div className={c.actions}>
        <Form method="post">
          <input type="hidden" name="intent" value={STATUS} />
          <input type="hidden" name="status" value={toggle.status} />
          <Button
            type="submit"
            variant={live ? 'outline' : 'solid'}
            tone={live ? 'neutral' : 'accent'}
            loading={busy === STATUS}
          >
            {toggle.label}
          </Button>
        </Form>
        <Button
          type="button"
          variant="outline"
          tone="critical"
          loading={busy === DELETE}
          onClick={() => setConfirming(true)}
        >
          Delete {noun}
        </Button>
      </div>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Content>
          <AlertDialog.Title>
            Delete the {noun} “{name}”?
          </AlertDialog.Title>
          <AlertDialog.Description>{deleteNote} This cannot be undone.</AlertDialog.Description>
          <AlertDialog.Footer>
            <AlertDialog.Cancel>Keep it</AlertDialog.Cancel>
            <AlertDialog.Action
              tone="critical"
              onClick={() => submit({ intent: DELETE }, { method: 'post' })}
            >
              Delete {noun}
            </AlertDialog.Action>
          </AlertDialog.Footer>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </section>
  );
}
