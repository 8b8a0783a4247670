import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, ConfirmationDialog, useToast } from '@company/ui';
import { loadApi } from '../../load-api';
import {
  apiErrorMessage,
  FlashDialog,
  focusFirstInvalid,
  FormControls,
  TextInput,
  useHydrated,
  useValidatedForm,
} from '../../forms';
import { loadSchemas } from '../../forms/load-schemas';
import * as s from '../../forms/page.css';
import { REDIRECT_PARAM, safeRedirectTarget, setFlash, signIn } from '../../session';
import * as a from './auth.css';

type Busy = 'password' | 'otp' | null;

/** /login: e-mail and password, or a one-time code by e-mail (DECISIONS "Accounts"). */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const toast = useToast();
  const redirectTo = safeRedirectTarget(params.get(REDIRECT_PARAM));
  // Registration passes the e-mail along (SPEC §2), in navigation state; a link may carry ?email=.
  const passedEmail = (location.state as { email?: unknown } | null)?.email;
  const initialEmail = typeof passedEmail === 'string' ? passedEmail : (params.get('email') ?? '');

  const form = useValidatedForm((schemas) => schemas.loginFormSchema, { email: initialEmail, password: '' });
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const credentials = await form.validate().catch(() => undefined);
    if (credentials === undefined) {
      setFailure('Network Error');
      return;
    }
    if (!credentials) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy('password');
    try {
      const response = await (
        await loadApi()
      ).auth.login({
        identifier: credentials.email,
        password: credentials.password,
      });
      signIn({
        token: response.data.access_token,
        userId: response.data.userId,
        user: { email: credentials.email },
      });
      setFlash({ title: 'Login Successful', tone: 'success' });
      navigate(redirectTo, { replace: true });
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Error occurred'));
      setBusy(null);
    }
  };

  const requestCode = async () => {
    if (busy || !hydrated) return;
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) {
      toast.error('Network Error');
      return;
    }
    const checked = schemas.otpRequestSchema.safeParse({ email: form.values.email });
    if (!checked.success) {
      // Rendered at once (the schema load ended the click's batch) so focus finds the message.
      flushSync(() => form.setErrors({ email: checked.error.issues[0]?.message ?? 'Email is required.' }));
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy('otp');
    try {
      await (await loadApi()).auth.requestOtp({ email: checked.data.email });
      const query = new URLSearchParams({ id: checked.data.email });
      if (params.get(REDIRECT_PARAM)) query.set(REDIRECT_PARAM, redirectTo);
      navigate(`/otpverify?${query.toString()}`);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Could not send the code. Please try again.'));
      setBusy(null);
    }
  };

  return (
    <main className={a.shell}>
      <header className={s.header}>
        <p className={s.eyebrow}>Customer account</p>
        <h1 className={s.title}>Log In</h1>
        <p className={s.muted}>See your profile, job applications and courses.</p>
      </header>
      <form ref={formRef} className={s.formCard} noValidate onSubmit={onSubmit} aria-label="Log in">
        <FormControls>
          <div className={a.fields}>
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={form.values.email}
              onValueChange={(value) => form.setValue('email', value)}
              error={form.errors.email}
            />
            <TextInput
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={form.values.password}
              onValueChange={(value) => form.setValue('password', value)}
              error={form.errors.password}
            />
          </div>
          <Button type="submit" size="lg" fullWidth loading={busy === 'password'} disabled={busy !== null}>
            Log In
          </Button>
          <p className={a.divider}>or</p>
          {/* A link, not a second button: it leads to the one-time-code screen (after mailing the code). */}
          <Button asChild variant="outline" tone="neutral" fullWidth>
            <Link
              to="/otpverify"
              onClick={(event) => {
                event.preventDefault();
                void requestCode();
              }}
              aria-disabled={busy !== null || undefined}
            >
              {busy === 'otp' ? 'Sending the code...' : 'Log in with a one-time code'}
            </Link>
          </Button>
          <p className={a.switchLine}>
            New here?{' '}
            <Link className={s.textLink} to="/register">
              Sign Up
            </Link>
          </p>
        </FormControls>
      </form>
      <ConfirmationDialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        title="Login Failed"
        description={failure ?? undefined}
        tone="critical"
        actionLabel="Ok"
      />
      <FlashDialog />
    </main>
  );
}
