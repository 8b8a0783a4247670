import { useEffect } from 'react';
import { loadApi } from '../../load-api';
import * as s from '../../forms/page.css';
import { updateUser, useSession } from '../../session';
import { useApiData } from './useApiData';

/** My Profile: name, email, mobile and address of the signed-in customer, or 'User data not found...'. */
export function ProfilePage() {
  const { userId } = useSession();
  const state = useApiData(
    async (signal) => (userId ? (await (await loadApi()).customer.profile(userId, { signal })).data : null),
    [userId],
  );

  const profile = state.status === 'success' ? state.data : null;
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
      ) : (
        <p className={s.status}>User data not found...</p>
      )}
    </>
  );
}
