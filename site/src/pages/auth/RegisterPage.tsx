import { useRef, useState, type FormEvent } from 'react';
import { Form, Link, useActionData, useNavigate, useSearchParams } from 'react-router';
import { mobileHint } from '../../content/hints';
import { Button, ConfirmationDialog, Stack } from '@company/ui';
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
import { landingAfterLogin, REDIRECT_PARAM, setFlash, signIn, withRedirect } from '../../session';
import * as a from './auth.css';

export const REGISTRATION_FAILED = 'Registration Failed';
export const REGISTRATION_FALLBACK = 'An error occurred. Please try again.';

export const REGISTERED_NOTICE = {
  title: 'Registration Successful',
  description: 'You have registered successfully!',
  tone: 'success',
} as const;

/**
 * /register: name, email, mobile, address, password. Issue 32 (docs/requirements/issues/32-courses-you-can-take.md):
 * success signs the new customer in with the password just chosen and returns them to `?redirectTo=` (a
 * same-site path: the cart, a course), else to the dashboard, with one notice ("Registration Successful").
 * The sign-up answer itself does not tell whether the e-mail was free (issue 23 (docs/requirements/issues/23-safe-in-production.md)), so when that sign-in
 * fails (the address already had an account with another password) the page goes to /login with the
 * e-mail, as the spec has it. Hydrated, the page calls the API itself; before that, or with no script, the
 * form posts to the route's action (routes/register.tsx), which does the same.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectParam = params.get(REDIRECT_PARAM);
  const result = useActionData<FormResult>();
  const form = useValidatedForm((schemas) => schemas.registerFormSchema, result);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !formRef.current) return;
    const account = await form.validate(formValues(formRef.current)).catch(() => undefined);
    if (account === undefined) {
      setFailure('Network Error');
      return;
    }
    if (!account) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    const api = await loadApi().catch(() => null);
    if (!api) {
      setFailure('Network Error');
      setBusy(false);
      return;
    }
    try {
      await api.auth.register(account);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        // The fields say what to correct; no dialog on top of them.
        form.setErrors(fields);
        focusFirstInvalid(formRef.current);
      } else setFailure(apiErrorMessage(error, REGISTRATION_FALLBACK));
      setBusy(false);
      return;
    }
    setFlash(REGISTERED_NOTICE);
    try {
      const session = await api.auth.login({ identifier: account.email, password: account.password });
      signIn({
        token: session.data.access_token,
        userId: session.data.userId,
        user: { email: account.email, name: account.name, mobile: account.mobile, address: account.address },
      });
      navigate(landingAfterLogin(redirectParam, session.data.role), { replace: true });
    } catch {
      navigate(withRedirect('/login', redirectParam), { state: { email: account.email } });
    }
  };

  const field = (name: 'name' | 'email' | 'mobile' | 'address' | 'password') => ({
    name,
    // The password is never written back into the page.
    defaultValue: name === 'password' ? undefined : resultValue(result, name),
    error: form.errors[name],
  });

  return (
    <main className={a.shell}>
      <Stack gap={3} className={s.header}>
        <p className={s.eyebrow}>Customer account</p>
        <h1 className={s.title}>Sign Up</h1>
        <p className={s.muted}>One account for your job applications and the courses you buy.</p>
      </Stack>
      <Form
        ref={formRef}
        method="post"
        className={s.formCard}
        noValidate
        onSubmit={onSubmit}
        onInput={form.onInput}
        aria-label="Sign up"
      >
        {result && !result.ok && result.message ? (
          <ServerNotice tone="error" title={REGISTRATION_FAILED}>
            {result.message}
          </ServerNotice>
        ) : null}
        <FormControls busy={busy}>
          <Stack gap={4}>
            <TextInput label="Name" autoComplete="name" {...field('name')} />
            <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
            <TextInput
              label="Mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              hint={mobileHint}
              {...field('mobile')}
            />
            <TextInput label="Address" autoComplete="street-address" {...field('address')} />
            <TextInput
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="At least 6 characters."
              {...field('password')}
            />
          </Stack>
          <Button type="submit" size="lg" fullWidth loading={busy}>
            Sign Up
          </Button>
          <p className={a.switchLine}>
            Already have an account?{' '}
            <Link className={s.textLink} to={withRedirect('/login', redirectParam)}>
              Log In
            </Link>
          </p>
        </FormControls>
      </Form>
      <ConfirmationDialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        title={REGISTRATION_FAILED}
        description={failure ?? REGISTRATION_FALLBACK}
        tone="critical"
        actionLabel="Ok"
      />
    </main>
  );
}
