import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationIconLink } from './NavigationLink';
import { NavigationMenu, type NavigationItem } from './NavigationMenu';
import { NavigationPanelItem, NavigationPanelList } from './NavigationPanelList';

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

  it('given an icon link in the actions slot, renders it with the router renderer and marks it active', () => {
    render(
      <NavigationMenu
        brand="Acme"
        items={items}
        currentPath="/cart"
        renderLink={(item, children) => <RouterLink to={item.href}>{children}</RouterLink>}
        actions={
          <NavigationIconLink
            href="/cart"
            label="Cart, 3 items"
            icon={<svg aria-hidden="true" />}
            badge={3}
          />
        }
      />,
    );
    const cart = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('data-router-link');
    expect(cart).toHaveAttribute('aria-current', 'page');
    expect(cart.querySelector('[data-badge]')).toHaveTextContent('3');
    expect(cart.querySelector('[data-badge]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('given a panel, its button opens a dialog titled by the panel with the given content', async () => {
    const user = userEvent.setup();
    render(
      <NavigationMenu
        brand="Acme"
        items={items}
        panel={{
          label: 'Contact details',
          icon: <svg aria-hidden="true" />,
          title: 'Get in touch',
          content: (
            <NavigationPanelList>
              <NavigationPanelItem icon={<svg />} label="E-mail" href="mailto:hello@example.com">
                hello@example.com
              </NavigationPanelItem>
            </NavigationPanelList>
          ),
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Contact details' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Get in touch' });
    expect(within(dialog).getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
  });

  it('given labels, names the landmarks and the menu button with them', () => {
    render(
      <NavigationMenu brand="Acme" items={items} labels={{ navigation: 'الرئيسية', menu: 'القائمة' }} />,
    );
    expect(screen.getByRole('button', { name: 'القائمة' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'الرئيسية', hidden: true }).length).toBeGreaterThan(0);
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
