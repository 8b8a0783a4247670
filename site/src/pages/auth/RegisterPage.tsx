import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, ConfirmationDialog, useToast } from '@company/ui';
import { loadApi } from '../../load-api';
import {
  apiErrorMessage,
  apiFieldErrors,
  focusFirstInvalid,
  FormControls,
  TextInput,
  useValidatedForm,
} from '../../forms';
import * as s from '../../forms/page.css';
import { setFlash } from '../../session';
import * as a from './auth.css';

const emptyAccount = { name: '', email: '', mobile: '', address: '', password: '' };

/** /register: name, email, mobile, address, password; success goes to /login with the e-mail. */
export function RegisterPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const form = useValidatedForm((schemas) => schemas.registerFormSchema, emptyAccount);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const account = await form.validate().catch(() => undefined);
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

  const field = (name: keyof typeof emptyAccount) => ({
    name,
    value: form.values[name],
    onValueChange: (value: string) => form.setValue(name, value),
    error: form.errors[name],
  });

  return (
    <main className={a.shell}>
      <header className={s.header}>
        <p className={s.eyebrow}>Customer account</p>
        <h1 className={s.title}>Sign Up</h1>
        <p className={s.muted}>One account for your job applications and the courses you buy.</p>
      </header>
      <form ref={formRef} className={s.formCard} noValidate onSubmit={onSubmit} aria-label="Sign up">
        <FormControls>
          <div className={a.fields}>
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
          </div>
          <Button type="submit" size="lg" fullWidth loading={busy} disabled={busy}>
            Sign Up
          </Button>
          <p className={a.switchLine}>
            Already have an account?{' '}
            <Link className={s.textLink} to="/login">
              Log In
            </Link>
          </p>
        </FormControls>
      </form>
      <ConfirmationDialog
        open={failed}
        onOpenChange={setFailed}
        title="Registration Failed"
        description="An error occurred. Please try again."
        tone="critical"
        actionLabel="Ok"
      />
    </main>
  );
}
