import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationMenu, type NavigationItem } from './NavigationMenu';

/** A stand-in for a router link: a different element API (`to`), forwarding props and ref. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, children, ...rest }, ref) {
    return (
      <a ref={ref} href={to} data-router-link="" {...rest}>
        {children}
      </a>
    );
  },
);

const items: NavigationItem[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Services', items: [{ label: 'App Development', href: '/services/app-development' }] },
];

afterEach(cleanup);

describe('NavigationMenu', () => {
  it('given a router link renderer, renders the router element with our class and aria-current merged in', () => {
    render(
      <NavigationMenu
        brand="Acme Softech"
        items={items}
        currentPath="/about"
        renderLink={(item, children) => (
          <RouterLink to={item.href} className="router-class">
            {children}
          </RouterLink>
        )}
      />,
    );
    const about = screen.getAllByRole('link', { name: 'About Us', hidden: true })[0] as HTMLElement;
    expect(about).toHaveAttribute('data-router-link');
    expect(about).toHaveAttribute('href', '/about');
    expect(about).toHaveAttribute('aria-current', 'page');
    expect(about.className).toContain('router-class');
    expect(about.className.split(' ').length).toBeGreaterThan(1);
  });

  it('given a sub-path of a link, marks that link active and nothing else', () => {
    render(
      <NavigationMenu
        brand="Acme"
        items={[
          { label: 'Courses', href: '/courses' },
          { label: 'Home', href: '/' },
        ]}
        currentPath="/courses/basic-python"
      />,
    );
    const [courses] = screen.getAllByRole('link', { name: 'Courses', hidden: true });
    const [home] = screen.getAllByRole('link', { name: 'Home', hidden: true });
    expect(courses).toHaveAttribute('aria-current', 'page');
    expect(home).not.toHaveAttribute('aria-current');
  });

  it('given a cart count of 0, names the link "Cart" and shows no badge; above 0 the name carries the count', () => {
    const { rerender } = render(
      <NavigationMenu brand="Acme" items={items} cart={{ href: '/cart', count: 0 }} />,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    rerender(<NavigationMenu brand="Acme" items={items} cart={{ href: '/cart', count: 3 }} />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
  });

  it('given an account link, shows it in the bar (named by its label) and in the mobile menu, active on its pages', async () => {
    const user = userEvent.setup();
    render(
      <NavigationMenu
        brand="Acme"
        items={items}
        account={{ label: 'My account', href: '/user' }}
        currentPath="/user/myprofile"
      />,
    );
    const links = screen.getAllByRole('link', { name: 'My account', hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/user');
      expect(link).toHaveAttribute('aria-current', 'page');
    }
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const mobile = screen.getAllByRole('navigation', { name: 'Main' }).at(-1) as HTMLElement;
    expect(within(mobile).getByRole('link', { name: 'My account' })).toHaveTextContent('My account');
  });

  it('forwards the ref to the header and merges className', () => {
    const ref = vi.fn();
    render(<NavigationMenu ref={ref} className="site-header" brand="Acme" items={items} />);
    const header = screen.getByRole('banner');
    expect(ref).toHaveBeenCalledWith(header);
    expect(header.className).toContain('site-header');
    expect(header.className.split(' ').length).toBeGreaterThan(1);
  });

  it('given the mobile menu button, Enter opens the list and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(<NavigationMenu brand="Acme" items={items} menuLabel="Menu" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') as string) as HTMLElement;
    expect(panel).toHaveAttribute('hidden');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveAttribute('hidden');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
