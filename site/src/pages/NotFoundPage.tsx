import { Link } from 'react-router';

/** The 404 page: real content and a way back home. */
export function NotFoundPage() {
  return (
    <main>
      <p>Error 404</p>
      <h1>Page not found</h1>
      <p>The page you were looking for has moved or never existed. Try one of these instead:</p>
      <ul>
        <li>
          <Link to="/">Back to home</Link>
        </li>
        <li>
          <Link to="/services">Our services</Link>
        </li>
        <li>
          <Link to="/courses">Courses</Link>
        </li>
        <li>
          <Link to="/contact">Contact us</Link>
        </li>
      </ul>
    </main>
  );
}
