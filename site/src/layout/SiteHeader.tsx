import { NavLink } from 'react-router';
import { site } from '../content/site';
import { primaryNav } from '../content/navigation';

/** Interim header; replaced by the ui NavigationMenu when it lands. */
export function SiteHeader() {
  return (
    <header>
      <nav aria-label="Main">
        <NavLink to="/">{site.name}</NavLink>
        <ul>
          {primaryNav.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path}>{item.label}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/apply-now">Apply Now</NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
