import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  NavigationMenu,
  type NavigationItem,
  type NavigationMenuProps,
  type NavigationRenderLink,
} from './NavigationMenu';

const services = [
  { label: 'App Development', href: '/services/app-development' },
  { label: 'Custom Software Development', href: '/services/software-development' },
  { label: 'UI/UX Design', href: '/services/uiux-design' },
  { label: 'SEO & Backlinks', href: '/services/seo-backlinks' },
  { label: 'Google My Business SEO', href: '/services/my-bussiness-SEO' },
  { label: 'Web Design & Development', href: '/services/web-designing-development' },
  { label: 'Graphic Designing', href: '/services/graphic-designing' },
  { label: 'Digital Marketing', href: '/services/digital-marketing' },
  { label: 'Google My Business Listing', href: '/services/my-bussiness-listing' },
  { label: 'Staff Augmentation', href: '/services/staff-augmentation' },
];

const items: NavigationItem[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Courses', href: '/courses' },
  { label: 'Services', items: services },
  { label: 'Technology', href: '/technology' },
  { label: 'Product', href: '/products' },
  { label: 'Contact Us', href: '/contact' },
];

const contact = {
  phones: ['+91 98765 43210', '+91 91234 56789'],
  email: 'hello@example.com',
  address: 'Napier Town, Jabalpur, Madhya Pradesh 482001',
  addressHref: 'https://maps.example.com/?q=Jabalpur',
};

/** A stand-in router: links update the current path instead of leaving Storybook. */
function FakeRouterHeader(
  props: Omit<NavigationMenuProps, 'renderLink' | 'currentPath' | 'brand'> & { initialPath?: string },
) {
  const { initialPath = '/about', ...rest } = props;
  const [path, setPath] = useState(initialPath);
  const renderLink: NavigationRenderLink = (item, children) => (
    <a
      href={item.href}
      onClick={(event) => {
        event.preventDefault();
        setPath(item.href);
      }}
    >
      {children}
    </a>
  );
  return (
    <div>
      <NavigationMenu
        {...rest}
        currentPath={path}
        renderLink={renderLink}
        brand={
          <a
            href="/"
            onClick={(event) => event.preventDefault()}
            style={{ color: 'inherit', fontWeight: 800, textDecoration: 'none', fontSize: '1.25rem' }}
          >
            Acme Softech
          </a>
        }
      />
      <p style={{ padding: '1rem' }}>
        Current path: <output aria-label="Current path">{path}</output>
      </p>
    </div>
  );
}

/** The bar lays out by its own width (container query): give desktop stories a desktop-wide box. */
const desktopWidth: Decorator = (Story) => (
  <div style={{ width: 1200, minHeight: 480 }}>
    <Story />
  </div>
);
const mobileWidth: Decorator = (Story) => (
  <div style={{ width: 375, minHeight: 640 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Components/NavigationMenu',
  component: NavigationMenu,
  decorators: [desktopWidth],
  args: {
    brand: 'Acme Softech',
    items,
    cta: { label: 'Apply Now', href: '/apply-now' },
    cart: { href: '/cart', count: 2 },
    contact,
    contactLabel: 'Contact details',
    contactTitle: 'Get in touch',
    label: 'Main',
    menuLabel: 'Menu',
    sticky: true,
    scrollThreshold: 0,
  },
  render: (args) => <FakeRouterHeader {...args} />,
  parameters: {
    docs: {
      description: {
        component: `The site header on Radix Navigation Menu: brand, links, a Services dropdown, a highlighted call to action,
a cart link with a count badge, a side panel with contact details, and a collapsible menu with the same items when the
bar is narrower than 1200 px (a container query on the bar's own width).

**When to use:** once per page, as the primary navigation. **When not to:** in-page section switching (use \`Tabs\`),
secondary link lists (a plain list of links in the footer).

**Router-agnostic:** it never imports a router. \`renderLink(item, children)\` returns your link element (for example
\`<Link to={item.href} />\`); the menu merges its class, \`aria-current\` and handlers into it. Active state comes from
\`item.active\` or from \`currentPath\` (exact match, or a sub-path of the link).

**Props:** \`brand\`, \`items\` (links and \`{ label, items }\` groups), \`cta\`, \`cart\` (\`{ href, count, label = 'Cart' }\`),
\`account\` (a link item, e.g. "Log in" / "My account": an icon link named by its label in the bar, a text link in
the mobile menu), \`contact\` (\`{ phones, email, address, addressHref }\`), \`contactLabel\` = 'Contact details', \`contactTitle\` = 'Get in touch',
\`currentPath\`, \`renderLink\` (default a plain \`<a>\`), \`label\` = 'Main', \`menuLabel\` = 'Menu', \`sticky\` = true,
\`scrollThreshold\` = 0.

A group item's \`active\` forces its trigger's active state (underlined, accent), for the section's own page; otherwise
the trigger is active when the current path is one of its links.

**Accessibility:** a \`nav\` landmark named by \`label\`; the active link has \`aria-current="page"\`. The Services trigger
is a button with \`aria-expanded\`; Enter/Space/Arrow Down open it, Tab and arrow keys move through its links, Escape
closes it and returns focus, an outside click or choosing a link closes it. The cart link's name includes the count
("Cart, 2 items"); the visual badge is hidden from screen readers and shown only above 0. The contact panel is a modal
sheet (its button has \`aria-haspopup="dialog"\` and \`aria-expanded\`; focus trapped, Escape closes and returns focus
to the button). Its code is a separate module, fetched when the button is pointed at, focused or pressed, so the
dialog machinery is not in a page's first JavaScript. The mobile menu button has \`aria-expanded\`/\`aria-controls\`; Escape closes the
menu and returns focus to the button; choosing a link closes it. All targets are at least 44 px.`,
      },
    },
  },
} satisfies Meta<typeof NavigationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Courses' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Apply Now' })).toBeVisible();
    // The mobile menu button is not displayed on a wide bar.
    const toggle = canvasElement.querySelector('button[aria-label="Menu"]');
    await expect(toggle).not.toBeVisible();
  },
};

export const CartEmptyHidesBadge: Story = {
  args: { cart: { href: '/cart', count: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('link', { name: 'Cart' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(canvas.queryByTestId('cart-badge')).not.toBeInTheDocument();
  },
};

export const WithAccountLink: Story = {
  args: { account: { label: 'My account', href: '/user' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The bar's icon link and the mobile menu's text link, both named by the label.
    const links = canvas.getAllByRole('link', { name: 'My account', hidden: true });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '/user');
  },
};

export const CartWithOneItem: Story = {
  args: { cart: { href: '/cart', count: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await expect(canvas.getByTestId('cart-badge')).toHaveTextContent('1');
  },
};

export const ServicesDropdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Services' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const link = await canvas.findByRole('link', { name: 'Digital Marketing' });
    await expect(
      canvas.getAllByRole('link', { name: /Development|Design|SEO|Marketing|Listing|Augmentation/ }).length,
    ).toBeGreaterThanOrEqual(10);
    // Choosing a service navigates and closes the dropdown.
    await userEvent.click(link);
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/services/digital-marketing');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveAttribute('data-child-active', 'true');
  },
};

/** On the section's own page (`/services`, not one of its links) the group's `active` marks the trigger. */
export const SectionActiveOnItsOwnPage: Story = {
  args: { items: items.map((item) => ('items' in item ? { ...item, active: true } : item)) },
  render: (args) => <FakeRouterHeader {...args} initialPath="/services" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Services' });
    await expect(trigger).toHaveAttribute('data-child-active', 'true');
    // Underlined like the current page's link.
    await expect(getComputedStyle(trigger, '::after').content).toBe('""');
    await expect(canvas.getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current');
  },
};

export const DropdownClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Services' });
    await userEvent.click(trigger);
    await canvas.findByRole('link', { name: 'App Development' });
    await userEvent.click(canvas.getByText(/Current path/));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('link', { name: 'App Development' })).not.toBeInTheDocument();
  },
};

export const KeyboardNavigation: Story = {
  // Screenshot after the play function: keyboard focus on the last control (Contact details).
  parameters: { screenshot: { play: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.tab(); // brand
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const trigger = within(nav).getByRole('button', { name: 'Services' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(await canvas.findByRole('link', { name: 'App Development' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Custom Software Development' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
    // Past the links: Apply Now, Cart, Contact details.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Apply Now' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Contact details' })).toHaveFocus();
  },
};

export const ContactPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Contact details' });
    await userEvent.click(button);
    const panel = await canvas.findByRole('dialog', { name: 'Get in touch' });
    await expect(within(panel).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(within(panel).getByRole('link', { name: '+91 91234 56789' })).toHaveAttribute(
      'href',
      'tel:+919123456789',
    );
    await expect(within(panel).getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    await expect(within(panel).getByRole('link', { name: /Jabalpur/ })).toHaveAttribute('target', '_blank');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

export const ContactPanelOpen: Story = {
  // Screenshot after the play function: the contact sheet is open.
  parameters: { screenshot: { play: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Contact details' }));
    await expect(await canvas.findByRole('dialog', { name: 'Get in touch' })).toBeInTheDocument();
  },
};

export const ActiveLinkFollowsCurrentPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Technology' }));
    await expect(within(nav).getByRole('link', { name: 'Technology' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current');
  },
};

export const ScrolledBorder: Story = {
  // Screenshot scrolled a little: the bar sticks at the top (within its wrapper) with its border.
  parameters: { screenshot: { scrollY: 24 } },
  decorators: [
    (Story) => (
      <div style={{ height: 2400 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    window.scrollTo({ top: 200, behavior: 'instant' });
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    await expect(getComputedStyle(header).position).toBe('sticky');
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
  },
};

export const Mobile: Story = {
  decorators: [mobileWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

export const MobileMenuKeyboard: Story = {
  decorators: [mobileWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('navigation', { name: 'Main' });
    await expect(panel).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    // Same items as the desktop bar, plus Apply Now.
    for (const name of ['About Us', 'Courses', 'Technology', 'Product', 'Contact Us', 'Apply Now']) {
      await expect(within(panel).getByRole('link', { name })).toBeVisible();
    }
    await userEvent.tab();
    await expect(within(panel).getByRole('link', { name: 'About Us' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const services = within(panel).getByRole('button', { name: 'Services' });
    await expect(services).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(within(panel).getByRole('link', { name: 'Staff Augmentation' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const MobileMenuClosesAfterSelection: Story = {
  decorators: [mobileWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const panel = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(panel).getByRole('link', { name: 'Courses' }));
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/courses');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileMenuOpen: Story = {
  // Screenshot after the play function: the mobile menu is open with Services expanded.
  parameters: { screenshot: { play: true } },
  decorators: [mobileWidth],
  args: { cart: { href: '/cart', count: 12 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Services' }));
    await expect(canvas.getByRole('link', { name: 'App Development' })).toBeVisible();
  },
};

export const WithoutOptionalSlots: Story = {
  args: { cta: undefined, cart: undefined, contact: undefined, items: items.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Contact details' })).not.toBeInTheDocument();
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      { label: 'About Us', href: '/about' },
      {
        label: 'Services',
        items: [
          {
            label: 'A very long service name that keeps going to test wrapping in the dropdown',
            href: '/services/app-development',
          },
        ],
      },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
};

export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Services' }));
    const link = await canvas.findByRole('link', { name: 'App Development' });
    const dropdown = link.closest('ul')?.parentElement as HTMLElement;
    await expect(getComputedStyle(dropdown).animationName).toBe('none');
  },
};

export const LightTheme: Story = { globals: { theme: 'light' } };
