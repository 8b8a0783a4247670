import { useEffect, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Button, Stack, useToast } from '@company/ui';
import { loadApi } from '../../load-api';
import { registerSignOutNavigation } from '../../sign-out-navigation';
import { FlashDialog } from '../../forms';
import * as s from '../../forms/page.css';
import { clearSession, useSession } from '../../session';
import * as d from './dashboard.css';

const menu = [
  { to: '/user/myprofile', label: 'My Profile' },
  { to: '/user/myjobs', label: 'My Job' },
  { to: '/user/mycourses', label: 'My Course' },
  { to: '/user/orders', label: 'My Orders' },
  { to: '/user/privacy', label: 'Privacy' },
] as const;

/**
 * The customer dashboard: the left menu (My Profile, My Job, My Course, My Orders, Privacy) and the chosen
 * page beside it.
 */
export function DashboardLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [leaving, setLeaving] = useState(false);

  // An expired session found by any dashboard call moves to /login inside the app, without a reload.
  useEffect(() => registerSignOutNavigation(navigate), [navigate]);

  const logout = async () => {
    setLeaving(true);
    try {
      // Ends the refresh session on the server (clears the httpOnly cookie); the local session goes either way.
      await (await loadApi()).auth.logout();
    } catch {
      // Offline or already expired: the customer still leaves.
    }
    clearSession();
    toast.success('Logout Successfully');
    navigate('/login', { replace: true });
  };

  const greeting = session.user?.name ?? session.user?.email;

  return (
    <main className={s.page}>
      <Stack gap={3} className={s.header}>
        <p className={s.eyebrow}>My Account</p>
        <h1 className={s.title}>{greeting ? `Welcome, ${greeting}` : 'Welcome back'}</h1>
      </Stack>
      <div className={d.layout}>
        <nav className={d.menu} aria-label="My account">
          <ul className={d.menuList}>
            {menu.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={d.menuLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            tone="neutral"
            onClick={logout}
            loading={leaving}
            disabled={leaving}
          >
            Log Out
          </Button>
        </nav>
        <section className={d.panel}>
          <Outlet />
        </section>
      </div>
      <FlashDialog />
    </main>
  );
}

/** Shown by the server and during hydration, before the session in local storage is known. */
export function DashboardFallback() {
  return (
    <main className={s.page}>
      <p className={s.status} role="status">
        Loading...
      </p>
    </main>
  );
}
