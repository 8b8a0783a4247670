import { Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router';
import { Button, Stack } from '@company/ui';
import { FormControls, type FormResult, ServerNotice, TextInput } from '../../forms';
import * as s from '../../forms/page.css';
import * as a from './auth.css';

export const INVITATION_FALLBACK = 'Could not create your account. Please try again.';
// The API's own words (contracts' staffInvitationMessages), kept here so the page does not load the contracts.
export const ACCEPTED = 'Your staff account is ready. Sign in with your e-mail and new password.';
export const LINK_INVALID =
  'This invitation has expired, has been cancelled or has already been used. Please ask an administrator for a new one.';

// Read here rather than with the forms' result helpers: sharing no more modules with the other form pages keeps
// Rolldown from splitting their chunks further (tests/budgets: script files per page).
const errorOf = (result: FormResult | undefined, name: string) =>
  result && !result.ok ? result.errors[name] : undefined;
const valueOf = (result: FormResult | undefined, name: string, fallback = '') =>
  result && !result.ok ? (result.values[name] ?? fallback) : fallback;

type Load =
  | { invitation: { email: string; expiresAt: string }; error: null }
  | { invitation: null; error: 'invalid' | 'unavailable' };

/**
 * /staff-invitation?token=… (docs/requirements/issues/24-staff-console.md), the page of an administrator's e-mailed invitation: the invitee
 * chooses their name and a password, which creates their staff account; then they sign in and land on the
 * console. The form posts to the route's action, with or without script.
 */
export function StaffInvitationPage({ load }: { load: Load }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const linkError = errorOf(result, 'token');

  const header = (
    <Stack gap={3} className={s.header}>
      <p className={s.eyebrow}>Staff console</p>
      <h1 className={s.title}>Join the Acme Softech staff</h1>
      <p className={s.muted}>
        Choose your name and a password of at least 12 characters that is not a common one.
      </p>
    </Stack>
  );

  if (result?.ok) {
    return (
      <main className={a.shell}>
        {header}
        <div className={s.formCard}>
          <ServerNotice tone="success">{result.message ?? ACCEPTED}</ServerNotice>
          <Button asChild size="lg" fullWidth>
            <Link to="/login?redirectTo=%2Fadmin">Log In</Link>
          </Button>
        </div>
      </main>
    );
  }

  if (!load.invitation) {
    return (
      <main className={a.shell}>
        {header}
        <div className={s.formCard}>
          <ServerNotice tone="error">
            {load.error === 'invalid'
              ? LINK_INVALID
              : 'We could not check your invitation right now. Please try again in a moment.'}
          </ServerNotice>
        </div>
      </main>
    );
  }

  const failure = result && !result.ok ? result.message : undefined;
  return (
    <main className={a.shell}>
      {header}
      <Form method="post" className={s.formCard} noValidate aria-label="Accept the invitation">
        {failure ? <ServerNotice tone="error">{failure}</ServerNotice> : null}
        {linkError && linkError !== failure ? <ServerNotice tone="error">{linkError}</ServerNotice> : null}
        <input type="hidden" name="token" value={valueOf(result, 'token', token)} />
        <FormControls busy={busy}>
          <Stack gap={4}>
            <TextInput
              label="E-mail"
              name="email"
              defaultValue={load.invitation.email}
              readOnly
              autoComplete="username"
            />
            <TextInput
              label="Name"
              name="name"
              autoComplete="name"
              defaultValue={valueOf(result, 'name')}
              error={errorOf(result, 'name')}
            />
            <TextInput
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              error={errorOf(result, 'password')}
            />
            <TextInput
              label="Confirm password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              error={errorOf(result, 'confirmPassword')}
            />
          </Stack>
          <Button type="submit" size="lg" fullWidth loading={busy}>
            Create my staff account
          </Button>
        </FormControls>
      </Form>
    </main>
  );
}
