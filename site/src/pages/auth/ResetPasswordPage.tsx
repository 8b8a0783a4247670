import { useRef, useState, type FormEvent } from 'react';
import { Form, Link, useActionData, useSearchParams } from 'react-router';
import { Button, Stack } from '@company/ui';
import { loadApi } from '../../load-api';
import {
  apiErrorMessage,
  apiFieldErrors,
  focusFirstInvalid,
  FormControls,
  type FormResult,
  formValues,
  resultValue,
  ServerNotice,
  TextInput,
  useValidatedForm,
} from '../../forms';
import * as s from '../../forms/page.css';
import * as a from './auth.css';

export const RESET_FALLBACK = 'Could not set the password. Please try again.';

/**
 * /reset-password?token=… (docs/requirements/issues/24-staff-console.md), the page of the e-mailed link: the new password typed twice. The
 * token travels in a hidden field; every session of the account ends and the visitor logs in with the new
 * password. Works before hydration (the form posts to the route's action).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useActionData<FormResult>();
  const form = useValidatedForm((schemas) => schemas.resetPasswordFormSchema, result);
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const shown =
    outcome ??
    (result?.ok
      ? { tone: 'success' as const, text: result.message ?? '' }
      : result?.message
        ? { tone: 'error' as const, text: result.message }
        : null);
  const done = shown?.tone === 'success';
  const linkError = form.errors.token;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !formRef.current) return;
    const values = await form.validate(formValues(formRef.current)).catch(() => undefined);
    if (values === undefined) {
      setOutcome({ tone: 'error', text: 'Network Error' });
      return;
    }
    if (!values) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      const answer = await (
        await loadApi()
      ).customer.resetPassword({ token: values.token, password: values.password });
      setOutcome({ tone: 'success', text: answer.message });
    } catch (error) {
      form.setErrors(apiFieldErrors(error));
      setOutcome({ tone: 'error', text: apiErrorMessage(error, RESET_FALLBACK) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={a.shell}>
      <Stack gap={3} className={s.header}>
        <p className={s.eyebrow}>Customer account</p>
        <h1 className={s.title}>Set a new password</h1>
        <p className={s.muted}>
          Choose a password of at least 6 characters (12 for a staff account). Every other session will be
          signed out.
        </p>
      </Stack>
      {done ? (
        <div className={s.formCard}>
          <ServerNotice tone="success">{shown.text}</ServerNotice>
          <Button asChild size="lg" fullWidth>
            <Link to="/login">Log In</Link>
          </Button>
        </div>
      ) : (
        <Form
          ref={formRef}
          method="post"
          className={s.formCard}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          onInput={form.onInput}
          aria-label="Set a new password"
        >
          {shown ? <ServerNotice tone="error">{shown.text}</ServerNotice> : null}
          {linkError && linkError !== shown?.text ? (
            <ServerNotice tone="error">{linkError}</ServerNotice>
          ) : null}
          <input type="hidden" name="token" value={resultValue(result, 'token', token)} />
          <FormControls busy={busy}>
            <Stack gap={4}>
              <TextInput
                label="New password"
                name="password"
                type="password"
                autoComplete="new-password"
                error={form.errors.password}
              />
              <TextInput
                label="Confirm new password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                error={form.errors.confirmPassword}
              />
            </Stack>
            <Button type="submit" size="lg" fullWidth loading={busy}>
              Set password
            </Button>
            <p className={a.switchLine}>
              Link expired?{' '}
              <Link className={s.textLink} to="/forgot-password">
                Ask for a new one
              </Link>
            </p>
          </FormControls>
        </Form>
      )}
    </main>
  );
}
