import { useRef, useState, type FormEvent } from 'react';
import type { AccountProfile } from '@company/contracts';
import { mobileHint } from '../../content/hints';
import { Button, Stack } from '@company/ui';
import { loadApi } from '../../load-api';
import {
  clearFields,
  focusFirstInvalid,
  FormControls,
  formValues,
  ServerNotice,
  TextInput,
  useValidatedForm,
} from '../../forms';
import * as s from '../../forms/page.css';
import { setToken, updateUser } from '../../session';
import { failureOf } from './failure';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * Edit profile: name, mobile number and address (the e-mail is the sign-in and stays). The saved notice
 * beside the form is the one confirmation (issue 32 (docs/requirements/issues/32-courses-you-can-take.md): no toast on top).
 */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: AccountProfile;
  onSaved: (profile: AccountProfile) => void;
}) {
  const form = useValidatedForm((schemas) => schemas.profileUpdateSchema);
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !formRef.current) return;
    const values = await form.validate(formValues(formRef.current)).catch(() => undefined);
    if (values === undefined) return setNotice({ tone: 'error', text: 'Network Error' });
    if (!values) return focusFirstInvalid(formRef.current);
    setBusy(true);
    try {
      const answer = await (await loadApi()).customer.updateProfile(values);
      updateUser({ name: answer.data.name, mobile: answer.data.mobile, address: answer.data.address });
      onSaved(answer.data);
      setNotice({ tone: 'success', text: answer.message ?? 'Your profile has been saved.' });
    } catch (error) {
      const failure = failureOf(error, 'Could not save your profile.');
      form.setErrors(failure.errors);
      setNotice({ tone: 'error', text: failure.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack asChild gap={5}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onInput={form.onInput}
        aria-labelledby="edit-profile-title"
      >
        <h3 id="edit-profile-title" className={s.sectionTitle}>
          Edit profile
        </h3>
        {notice ? <ServerNotice tone={notice.tone}>{notice.text}</ServerNotice> : null}
        <FormControls busy={busy}>
          <div className={s.formGrid}>
            <TextInput
              label="Name"
              name="name"
              autoComplete="name"
              defaultValue={profile.name}
              error={form.errors.name}
            />
            <TextInput
              label="Mobile"
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              hint={mobileHint}
              defaultValue={profile.mobile}
              error={form.errors.mobile}
            />
            <TextInput
              label="Address"
              name="address"
              autoComplete="street-address"
              defaultValue={profile.address}
              error={form.errors.address}
            />
          </div>
          <div>
            <Button type="submit" loading={busy}>
              Save profile
            </Button>
          </div>
        </FormControls>
      </form>
    </Stack>
  );
}

/** Change password: the current one, the new one twice. Every other session of the account ends. */
export function PasswordForm() {
  const form = useValidatedForm((schemas) => schemas.passwordChangeFormSchema);
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !formRef.current) return;
    const values = await form.validate(formValues(formRef.current)).catch(() => undefined);
    if (values === undefined) return setNotice({ tone: 'error', text: 'Network Error' });
    if (!values) return focusFirstInvalid(formRef.current);
    setBusy(true);
    try {
      const answer = await (
        await loadApi()
      ).customer.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      // This browser keeps its session: the answer carries its new access token (and refresh cookie).
      setToken(answer.data.access_token);
      clearFields(formRef.current);
      setNotice({ tone: 'success', text: answer.message });
    } catch (error) {
      const failure = failureOf(error, 'Could not change your password.');
      form.setErrors(failure.errors);
      setNotice({ tone: 'error', text: failure.message });
      focusFirstInvalid(formRef.current);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack asChild gap={5}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onInput={form.onInput}
        aria-labelledby="change-password-title"
      >
        <h3 id="change-password-title" className={s.sectionTitle}>
          Change password
        </h3>
        {notice ? <ServerNotice tone={notice.tone}>{notice.text}</ServerNotice> : null}
        <FormControls busy={busy}>
          <div className={s.formGrid}>
            <TextInput
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              error={form.errors.currentPassword}
              fieldClassName={s.fullRow}
            />
            <TextInput
              label="New password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              error={form.errors.newPassword}
            />
            <TextInput
              label="Confirm new password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              error={form.errors.confirmPassword}
            />
          </div>
          <div>
            <Button type="submit" loading={busy}>
              Change password
            </Button>
          </div>
        </FormControls>
      </form>
    </Stack>
  );
}
