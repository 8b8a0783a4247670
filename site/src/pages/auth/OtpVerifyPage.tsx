import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, ConfirmationDialog, useToast } from '@company/ui';
import { loadApi } from '../../load-api';
import { apiErrorMessage, focusFirstInvalid, FormControls, TextInput, useValidatedForm } from '../../forms';
import * as s from '../../forms/page.css';
import { REDIRECT_PARAM, safeRedirectTarget, setFlash, signIn } from '../../session';
import * as a from './auth.css';

/** Where a verified code leads (SPEC: /myprofile, which redirects to /user/myprofile). */
export const AFTER_OTP = '/user/myprofile';

/** /otpverify?id={email}: one OTP field and Verify OTP. */
export function OtpVerifyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const email = params.get('id')?.trim() ?? '';
  const redirectTo = safeRedirectTarget(params.get(REDIRECT_PARAM), AFTER_OTP);

  const form = useValidatedForm((schemas) => schemas.otpFormSchema, { otp: '' });
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const code = await form.validate().catch(() => undefined);
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
      navigate(redirectTo, { replace: true });
    } catch (error) {
      setFailure(apiErrorMessage(error, 'The code could not be verified. Please try again.'));
      setBusy(null);
    }
  };

  const resend = async () => {
    if (busy) return;
    setBusy('resend');
    try {
      await (await loadApi()).auth.requestOtp({ email });
      form.reset();
      toast.success(`A new code is on its way to ${email}.`);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Could not send the code. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  if (!email) {
    return (
      <main className={a.shell}>
        <header className={s.header}>
          <h1 className={s.title}>Verify OTP</h1>
        </header>
        <p className={s.status}>
          This link has no e-mail address.{' '}
          <Link className={s.textLink} to="/login">
            Request a one-time code on the login page
          </Link>
          .
        </p>
      </main>
    );
  }

  return (
    <main className={a.shell}>
      <header className={s.header}>
        <p className={s.eyebrow}>One-time code</p>
        <h1 className={s.title}>Verify OTP</h1>
        <p className={s.muted}>
          We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
        </p>
      </header>
      <form ref={formRef} className={s.formCard} noValidate onSubmit={onSubmit}>
        <FormControls>
          <TextInput
            label="OTP"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={form.values.otp}
            onValueChange={(value) => form.setValue('otp', value.replace(/\s/g, ''))}
            error={form.errors.otp}
          />
          <Button type="submit" size="lg" fullWidth loading={busy === 'verify'} disabled={busy !== null}>
            Verify OTP
          </Button>
          <p className={a.switchLine}>
            No code?{' '}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={resend}
              loading={busy === 'resend'}
              disabled={busy !== null}
            >
              Send a new code
            </Button>
          </p>
        </FormControls>
      </form>
      <ConfirmationDialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        title="Verification Failed"
        description={failure ?? undefined}
        tone="critical"
        actionLabel="Ok"
      />
    </main>
  );
}
