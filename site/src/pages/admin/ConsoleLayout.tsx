import type { StaffMember } from '@company/contracts';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, NavLink, Outlet, useNavigate, useNavigation } from 'react-router';
import { Button, useToast } from '@company/ui';
import { loadApi } from '../../load-api';
import { clearSession, takeFlash } from '../../session';
import { registerSignOutNavigation } from '../../sign-out-navigation';
import * as c from './console.css';

const sections = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/enquiries', label: 'Enquiries' },
  { to: '/admin/applications', label: 'Applications' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/courses', label: 'Courses' },
  { to: '/admin/certificates', label: 'Certificates' },
] as const;

/** The console's frame: who is signed in, the sections, Log out, and the section below. */
export function ConsoleLayout({ staff }: { staff: StaffMember }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const toast = useToast();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => registerSignOutNavigation(navigate), [navigate]);
  // "Login Successful", left by the login page (or its action) for the page staff land on.
  useEffect(() => {
    const notice = takeFlash();
    if (notice) toast.toast({ title: notice.title, description: notice.description, tone: notice.tone });
  }, [toast]);

  const logout = async () => {
    setLeaving(true);
    try {
      await (await loadApi()).auth.logout();
    } catch {
      // Offline or already expired: staff still leave.
    }
    clearSession();
    toast.success('Logout Successfully');
    navigate('/login', { replace: true });
  };

  return (
    <main className={c.page} aria-busy={navigation.state === 'loading' ? true : undefined}>
      <div className={c.topBar}>
        <div className={c.brand}>
          <p className={c.eyebrow}>Staff console</p>
          <p className={c.who}>
            Signed in as <strong>{staff.name}</strong> ({staff.email}) ·{' '}
            {staff.role === 'admin' ? 'Administrator' : 'Staff'}
          </p>
        </div>
        <nav className={c.nav} aria-label="Console">
          <ul className={c.navList}>
            {[
              ...sections,
              ...(staff.role === 'admin'
                ? [
                    { to: '/admin/blogs', label: 'Blogs' } as const,
                    { to: '/admin/jobs', label: 'Jobs' } as const,
                    { to: '/admin/team', label: 'Team' } as const,
                    { to: '/admin/prices', label: 'Prices' } as const,
                    { to: '/admin/staff', label: 'Staff' } as const,
                    { to: '/admin/audit', label: 'Audit log' } as const,
                  ]
                : []),
            ].map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={'end' in section} className={c.navLink}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Button type="button" variant="outline" tone="neutral" onClick={logout} loading={leaving}>
            Log Out
          </Button>
        </nav>
      </div>
      <Outlet />
    </main>
  );
}

/** What the console shows when a route refuses: 403 for a customer, 404, or any other failure. */
export function ConsoleError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 0;
  const adminOnly =
    isRouteErrorResponse(error) &&
    /administrators/i.test(String((error.data as { message?: unknown })?.message ?? ''));
  if (status === 403 && adminOnly) {
    return (
      <main className={c.page}>
        <section className={c.forbidden} aria-labelledby="forbidden-title">
          <p className={c.eyebrow}>403 · Administrators only</p>
          <h1 id="forbidden-title" className={c.heading}>
            Only administrators can open this page
          </h1>
          <div className={c.actions}>
            <Button asChild variant="outline" tone="neutral">
              <Link to="/admin">Back to the console</Link>
            </Button>
          </div>
        </section>
      </main>
    );
  }
  if (status === 403) {
    return (
      <main className={c.page}>
        <section className={c.forbidden} aria-labelledby="forbidden-title">
          <p className={c.eyebrow}>403 · Staff only</p>
          <h1 id="forbidden-title" className={c.heading}>
            You do not have access to the staff console
          </h1>
          <p className={c.muted}>
            This part of the site is for the company&apos;s staff. You are signed in with an account that is
            not a staff account. If you work here, ask an administrator for access.
          </p>
          <div className={c.actions}>
            <Button asChild>
              <Link to="/user">Go to My Account</Link>
            </Button>
            <Button asChild variant="outline" tone="neutral">
              <Link to="/">Back to home</Link>
            </Button>
          </div>
        </section>
      </main>
    );
  }
  return (
    <main className={c.page}>
      <section className={c.forbidden} aria-labelledby="console-error-title">
        <p className={c.eyebrow}>{status === 404 ? '404' : 'Staff console'}</p>
        <h1 id="console-error-title" className={c.heading}>
          {status === 404 ? 'This record does not exist' : 'The console could not load this page'}
        </h1>
        <p className={c.muted}>
          {status === 404
            ? 'It may have been removed, or the address is mistyped.'
            : error instanceof Error && error.message
              ? error.message
              : 'Please try again.'}
        </p>
        <div className={c.actions}>
          <Button asChild variant="outline" tone="neutral">
            <Link to="/admin">Back to the console</Link>
          </Button>
        </div>
      </section>
    </main>
  );
}
