import { useRef, useState, type FormEvent } from 'react';
import { Form, Link, useActionData } from 'react-router';
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

export const FORGOT_FALLBACK = 'Could not send the link. Please try again.';

/**
 * /forgot-password (docs/requirements/issues/24-staff-console.md): asks for the e-mail and mails a single-use link, valid 30 minutes, to set a
 * new password. The answer is the same whether or not the address has an account. Hydrated, the page calls
 * the API itself; before that, or with no script, the form posts to the route's action.
 */
export function ForgotPasswordPage() {
  const result = useActionData<FormResult>();
  const form = useValidatedForm((schemas) => schemas.forgotPasswordSchema, result);
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
      const answer = await (await loadApi()).customer.forgotPassword(values);
      setOutcome({ tone: 'success', text: answer.message });
    } catch (error) {
      form.setErrors(apiFieldErrors(error));
      setOutcome({ tone: 'error', text: apiErrorMessage(error, FORGOT_FALLBACK) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={a.shell}>
      <Stack gap={3} className={s.header}>
        <p className={s.eyebrow}>Customer account</p>
        <h1 className={s.title}>Forgot password?</h1>
        <p className={s.muted}>
          Enter the e-mail you signed up with. We will send you a link to set a new password; it works once,
          for 30 minutes.
        </p>
      </Stack>
      <Form
        ref={formRef}
        method="post"
        className={s.formCard}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onInput={form.onInput}
        aria-label="Forgot password"
      >
        {shown ? <ServerNotice tone={shown.tone}>{shown.text}</ServerNotice> : null}
        <FormControls busy={busy}>
          <Stack gap={4}>
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={resultValue(result, 'email')}
              error={form.errors.email}
            />
          </Stack>
          <Button type="submit" size="lg" fullWidth loading={busy}>
            Send the link
          </Button>
          <p className={a.switchLine}>
            Remembered it?{' '}
            <Link className={s.textLink} to="/login">
              Log In
            </Link>
          </p>
        </FormControls>
      </Form>
    </main>
  );
}
