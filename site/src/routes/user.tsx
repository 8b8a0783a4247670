import { Outlet } from 'react-router';
import { pageMeta } from '../seo';

export const meta = () => pageMeta({ title: 'My Account', description: 'Your profile, job applications and courses.', path: '/user', noindex: true });

export default function Route() {
  return (
    <main>
      <h1>My Account</h1>
      <Outlet />
    </main>
  );
}
