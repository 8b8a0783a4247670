import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Form, useActionData, useNavigate, useSearchParams } from 'react-router';
import { Button, ConfirmationDialog, Stack, useToast } from '@company/ui';
import { loadApi } from '../../load-api';
import {
  apiErrorMessage,
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
import { landingAfterLogin, REDIRECT_PARAM, safeRedirectTarget, setFlash, signIn } from '../../session';
import { OTP_SEND_FALLBACK, otpVerifyUrl } from './LoginPage';
import * as a from './auth.css';

/** Where a verified code leads (SPEC: /myprofile, which redirects to /user/myprofile). */
export const AFTER_OTP = '/user/myprofile';
export const VERIFY_FAILED = 'Verification Failed';
export const VERIFY_FALLBACK = 'The code could not be verified. Please try again.';
/** The submit buttons' `intent`s: ask for a code (no e-mail yet), a new code, or verify (the default). */
export const SEND_INTENT = 'send';
export const RESEND_INTENT = 'resend';

/** The confirmation after a new code was requested. */
export const codeSentMessage = (email: string) => `A new code is on its way to ${email}.`;

/** A pasted code may carry spaces ("123 456"); the schema wants the six digits. */
export const withoutSpaces = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s/g, '') : value;

/**
 * /otpverify without `?id=`: the e-mail to send the code to. "Send code" mails it (hydrated: the API
 * from the browser; without script: the route's action) and opens the code entry for that e-mail.
 */
function RequestCodeForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const result = useActionData<FormResult>();
  const form = useValidatedForm((schemas) => schemas.otpRequestSchema, result);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const serverFailure = result && !result.ok ? result.message : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !formRef.current) return;
    const request = await form.validate(formValues(formRef.current)).catch(() => undefined);
    if (request === undefined) {
      toast.error('Network Error');
      return;
    }
    if (!request) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      await (await loadApi()).auth.requestOtp({ email: request.email });
      navigate(otpVerifyUrl(request.email, params.get(REDIRECT_PARAM)));
    } catch (error) {
      toast.error(apiErrorMessage(error, OTP_SEND_FALLBACK));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={a.shell}>
      <Stack gap={3} className={s.header}>
        <p className={s.eyebrow}>One-time code</p>
        <h1 className={s.title}>Verify OTP</h1>
        <p className={s.muted}>Enter your account’s e-mail address and we will send you a 6-digit code.</p>
      </Stack>
      <Form
        ref={formRef}
        method="post"
        className={s.formCard}
        noValidate
        onSubmit={onSubmit}
        onInput={form.onInput}
        aria-label="Send a one-time code"
      >
        {serverFailure ? <ServerNotice tone="error">{serverFailure}</ServerNotice> : null}
        <FormControls busy={busy}>
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={resultValue(result, 'email')}
            error={form.errors.email}
          />
          <Button type="submit" name="intent" value={SEND_INTENT} size="lg" fullWidth loading={busy}>
            Send code
          </Button>
        </FormControls>
      </Form>
    </main>
  );
}

/** /otpverify?id={email}: one OTP field and Verify OTP; without `id`, the e-mail to send a code to. */
export function OtpVerifyPage() {
  const [params] = useSearchParams();
  const email = params.get('id')?.trim() ?? '';
  if (!email) return <RequestCodeForm />;
  return <VerifyCodeForm key={email} email={email} />;
}

function VerifyCodeForm({ email }: { email: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const result = useActionData<FormResult>();
  const redirectTo = safeRedirectTarget(params.get(REDIRECT_PARAM), AFTER_OTP);

  const form = useValidatedForm((schemas) => schemas.otpFormSchema, result);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const verify = async (values: Record<string, unknown>) => {
    const code = await form.validate({ otp: withoutSpaces(values.otp) }).catch(() => undefined);
    if (code === undefined) {
      setFailure('Network Error');
      return;
    }
    if (!code) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy('verify');
    try {
      const response = await (await loadApi()).auth.verifyOtp({ email, otp: code.otp });
      signIn({ token: response.data.access_token, userId: response.data.userId, user: { email } });
      setFlash({ title: 'Login Successful', tone: 'success' });
      navigate(landingAfterLogin(params.get(REDIRECT_PARAM), response.data.role, redirectTo), {
        replace: true,
      });
    } catch (error) {
      setFailure(apiErrorMessage(error, VERIFY_FALLBACK));
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    try {
      await (await loadApi()).auth.requestOtp({ email });
      const otp = formRef.current?.elements.namedItem('otp');
      if (otp instanceof HTMLInputElement) otp.value = '';
      flushSync(() => form.setErrors({}));
      toast.success(codeSentMessage(email));
    } catch (error) {
      toast.error(apiErrorMessage(error, OTP_SEND_FALLBACK));
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !formRef.current) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === RESEND_INTENT) void resend();
    else void verify(formValues(formRef.current));
  };

  const serverFailure = result && !result.ok ? result.message : undefined;
  const serverSent = result?.ok && result.intent === RESEND_INTENT ? result.message : undefined;

  return (
    <main className={a.shell}>
      <Stack gap={3} className={s.header}>
        <p className={s.eyebrow}>One-time code</p>
        <h1 className={s.title}>Verify OTP</h1>
        <p className={s.muted}>
          We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
        </p>
      </Stack>
      <Form
        ref={formRef}
        method="post"
        className={s.formCard}
        noValidate
        onSubmit={onSubmit}
        onInput={form.onInput}
      >
        {serverFailure ? (
          <ServerNotice tone="error" title={result?.intent === RESEND_INTENT ? undefined : VERIFY_FAILED}>
            {serverFailure}
          </ServerNotice>
        ) : null}
        {serverSent ? <ServerNotice tone="success">{serverSent}</ServerNotice> : null}
        <FormControls busy={busy !== null}>
          <TextInput
            label="OTP"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={form.errors.otp}
          />
          <Button type="submit" size="lg" fullWidth loading={busy === 'verify'}>
            Verify OTP
          </Button>
          <p className={a.switchLine}>
            No code?{' '}
            <Button
              type="submit"
              name="intent"
              value={RESEND_INTENT}
              variant="ghost"
              size="sm"
              loading={busy === 'resend'}
            >
              Send a new code
            </Button>
          </p>
        </FormControls>
      </Form>
      <ConfirmationDialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        title={VERIFY_FAILED}
        description={failure ?? undefined}
        tone="critical"
        actionLabel="Ok"
      />
    </main>
  );
}
