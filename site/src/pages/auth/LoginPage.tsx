import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Form, Link, useActionData, useNavigate, useSearchParams } from 'react-router';
import { Button, ConfirmationDialog, Stack, useToast } from '@company/ui';
import { loadApi } from '../../load-api';
import {
  apiErrorMessage,
  FlashDialog,
  focusFirstInvalid,
  FormControls,
  type FormResult,
  formValues,
  resultValue,
  ServerNotice,
  TextInput,
  useNavigationState,
  useValidatedForm,
} from '../../forms';
import { loadSchemas } from '../../forms/load-schemas';
import * as s from '../../forms/page.css';
import {
  landingAfterLogin,
  REDIRECT_PARAM,
  safeRedirectTarget,
  setFlash,
  signIn,
  withRedirect,
} from '../../session';
import * as a from './auth.css';

type Busy = 'password' | 'otp' | null;

/** The `intent` of the one-time-code button: the same form, its own action branch. */
export const OTP_INTENT = 'otp';
export const LOGIN_FAILED = 'Login Failed';
export const LOGIN_FALLBACK = 'Error occurred';
export const OTP_SEND_FALLBACK = 'Could not send the code. Please try again.';

/** The /otpverify address for an e-mail, keeping where the visitor wanted to go. */
export function otpVerifyUrl(email: string, redirectParam: string | null): string {
  const query = new URLSearchParams({ id: email });
  if (redirectParam) query.set(REDIRECT_PARAM, safeRedirectTarget(redirectParam));
  return `/otpverify?${query.toString()}`;
}

/**
 * /login: e-mail and password, or a one-time code by e-mail (docs/requirements/DECISIONS.md "Accounts"). Both buttons submit
 * the one form: hydrated, the page calls the API itself; before that, or with no script, the form posts
 * to the route's action (routes/login.tsx), which signs in (the API's refresh cookie) and redirects, or
 * mails the code and opens /otpverify, or answers the field errors rendered here.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toast = useToast();
  const result = useActionData<FormResult>();
  // Registration passes the e-mail along (docs/requirements/SPEC.md §2), in navigation state; a link (or the sign-up action) ?email=.
  const passedEmail = (useNavigationState() as { email?: unknown } | null)?.email;
  const initialEmail = resultValue(result, 'email', params.get('email') ?? '');

  const form = useValidatedForm((schemas) => schemas.loginFormSchema, result);
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const serverFailure = result && !result.ok ? result.message : undefined;

  const signInWithPassword = async (values: Record<string, unknown>) => {
    const credentials = await form.validate(values).catch(() => undefined);
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
      // Staff and administrators land on the console unless a page was asked for.
      navigate(landingAfterLogin(params.get(REDIRECT_PARAM), response.data.role), { replace: true });
    } catch (error) {
      setFailure(apiErrorMessage(error, LOGIN_FALLBACK));
      setBusy(null);
    }
  };

  const requestCode = async (values: Record<string, unknown>) => {
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas) {
      toast.error('Network Error');
      return;
    }
    const checked = schemas.otpRequestSchema.safeParse({ email: values.email });
    if (!checked.success) {
      // Rendered at once (the schema load ended the click's batch) so focus finds the message.
      flushSync(() => form.setErrors({ email: checked.error.issues[0]?.message ?? 'Email is required.' }));
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy('otp');
    try {
      await (await loadApi()).auth.requestOtp({ email: checked.data.email });
      navigate(otpVerifyUrl(checked.data.email, params.get(REDIRECT_PARAM)));
    } catch (error) {
      toast.error(apiErrorMessage(error, OTP_SEND_FALLBACK));
      setBusy(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !formRef.current) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const values = formValues(formRef.current);
    if (submitter?.value === OTP_INTENT) void requestCode(values);
    else void signInWithPassword(values);
  };

  return (
    <main className={a.shell}>
      <Stack gap={3} className={s.header}>
        <p className={s.eyebrow}>Customer account</p>
        <h1 className={s.title}>Log In</h1>
        <p className={s.muted}>See your profile, job applications and courses.</p>
      </Stack>
      <Form
        ref={formRef}
        method="post"
        className={s.formCard}
        noValidate
        onSubmit={onSubmit}
        onInput={form.onInput}
        aria-label="Log in"
      >
        {serverFailure ? (
          <ServerNotice tone="error" title={result?.intent === OTP_INTENT ? undefined : LOGIN_FAILED}>
            {serverFailure}
          </ServerNotice>
        ) : null}
        <FormControls busy={busy !== null}>
          <Stack gap={4}>
            <TextInput
              // The e-mail registration passed in navigation state arrives after hydration: remount with it.
              key={typeof passedEmail === 'string' ? passedEmail : 'email'}
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={typeof passedEmail === 'string' ? passedEmail : initialEmail}
              error={form.errors.email}
            />
            <TextInput
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              error={form.errors.password}
            />
            <p className={a.switchLine}>
              <Link className={s.textLink} to="/forgot-password">
                Forgot password?
              </Link>
            </p>
          </Stack>
          <Button type="submit" size="lg" fullWidth loading={busy === 'password'}>
            Log In
          </Button>
          <p className={a.divider}>or</p>
          {/* A second submit of the same form: the action mails the code and opens /otpverify. */}
          <Button
            type="submit"
            name="intent"
            value={OTP_INTENT}
            variant="outline"
            tone="neutral"
            fullWidth
            loading={busy === 'otp'}
          >
            {busy === 'otp' ? 'Sending the code...' : 'Log in with a one-time code'}
          </Button>
          <p className={a.switchLine}>
            New here?{' '}
            <Link className={s.textLink} to={withRedirect('/register', params.get(REDIRECT_PARAM))}>
              Sign Up
            </Link>
          </p>
        </FormControls>
      </Form>
      <ConfirmationDialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        title={LOGIN_FAILED}
        description={failure ?? undefined}
        tone="critical"
        actionLabel="Ok"
      />
      <FlashDialog />
    </main>
  );
}
