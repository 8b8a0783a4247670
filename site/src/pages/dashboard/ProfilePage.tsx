import { useEffect, useState } from 'react';
import type { AccountProfile } from '@company/contracts';
import { loadApi } from '../../load-api';
import * as s from '../../forms/page.css';
import { updateUser } from '../../session';
import { PasswordForm, ProfileForm } from './AccountForms';
import { useApiData } from './useApiData';

/**
 * My Profile: name, email, mobile and address of the signed-in customer (or 'User data not found...'),
 * the profile form (name, mobile) and the password change (docs/requirements/issues/24-staff-console.md).
 */
export function ProfilePage() {
  const state = useApiData(async (signal) => (await (await loadApi()).customer.me({ signal })).data, []);
  const [saved, setSaved] = useState<AccountProfile | null>(null);
  const profile = saved ?? (state.status === 'success' ? state.data : null);

  useEffect(() => {
    if (profile)
      updateUser({
        name: profile.name,
        email: profile.email,
        mobile: profile.mobile,
        address: profile.address,
      });
  }, [profile]);

  return (
    <>
      <h2 className={s.sectionTitle}>My Profile</h2>
      {state.status === 'loading' ? (
        <p className={s.status} role="status">
          Loading...
        </p>
      ) : profile ? (
        <>
          <dl className={s.definitionList}>
            <dt>Name</dt>
            <dd>{profile.name}</dd>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
            <dt>Mobile</dt>
            <dd>{profile.mobile}</dd>
            <dt>Address</dt>
            <dd>{profile.address}</dd>
          </dl>
          <ProfileForm profile={profile} onSaved={setSaved} />
          <PasswordForm />
        </>
      ) : (
        <p className={s.status}>User data not found...</p>
      )}
    </>
  );
}
