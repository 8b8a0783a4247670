import { useRef, useState, type FormEvent } from 'react';
import { Form, Link, useActionData, useNavigate } from 'react-router';
import { Button, ConfirmationDialog, Stack, useToast } from '@company/ui';
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
import { setFlash } from '../../session';
import * as a from './auth.css';

export const REGISTRATION_FAILED = 'Registration Failed';
export const REGISTRATION_FALLBACK = 'An error occurred. Please try again.';

/**
 * /register: name, email, mobile, address, password; success goes to /login with the e-mail. Hydrated,
 * the page calls the API itself; before that, or with no script, the form posts to the route's action
 * (routes/register.tsx), which redirects to /login?email=… or answers the errors rendered here.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const result = useActionData<FormResult>();
  const form = useValidatedForm((schemas) => schemas.registerFormSchema, result);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !formRef.current) return;
    const account = await form.validate(formValues(formRef.current)).catch(() => undefined);
    if (account === undefined) {
      toast.error('Network Error');
      return;
    }
    if (!account) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      await (await loadApi()).auth.register(account);
      setFlash({
        title: 'Registration Successful',
        description: 'You have registered successfully!',
        tone: 'success',
      });
      navigate('/login', { state: { email: account.email } });
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        focusFirstInvalid(formRef.current);
      }
      const message = apiErrorMessage(error, '');
      if (message) toast.error(message);
      setFailed(true);
      setBusy(false);
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
            <Link className={s.textLink} to="/login">
              Log In
            </Link>
          </p>
        </FormControls>
      </Form>
      <ConfirmationDialog
        open={failed}
        onOpenChange={setFailed}
        title={REGISTRATION_FAILED}
        description={REGISTRATION_FALLBACK}
        tone="critical"
        actionLabel="Ok"
      />
    </main>
  );
}
