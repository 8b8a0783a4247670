import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Contact, Mail, MapPin, Phone, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavigationIconLink } from './NavigationLink';
import {
  NavigationMenu,
  type NavigationItem,
  type NavigationMenuProps,
  type NavigationPanelOptions,
  type NavigationRenderLink,
} from './NavigationMenu';
import { NavigationPanelItem, NavigationPanelList } from './NavigationPanelList';

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

const phones = ['+91 98765 43210', '+91 91234 56789'];

/** What a site passes in the `actions` slot: a cart link whose name carries the count, with a badge above 0. */
function cart(count: number) {
  return (
    <NavigationIconLink
      href="/cart"
      label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      icon={<ShoppingCart aria-hidden="true" size={20} />}
      badge={count > 0 ? (count > 99 ? '99+' : count) : undefined}
    />
  );
}

/** What a site passes as `panel`: its contact details in a side sheet. */
const contactPanel: NavigationPanelOptions = {
  label: 'Contact details',
  icon: <Contact aria-hidden="true" size={20} />,
  title: 'Get in touch',
  content: (
    <NavigationPanelList>
      {phones.map((phone) => (
        <NavigationPanelItem
          key={phone}
          icon={<Phone size={18} />}
          label="Phone"
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        >
          {phone}
        </NavigationPanelItem>
      ))}
      <NavigationPanelItem icon={<Mail size={18} />} label="E-mail" href="mailto:hello@example.com">
        hello@example.com
      </NavigationPanelItem>
      <NavigationPanelItem
        icon={<MapPin size={18} />}
        label="Address"
        href="https://maps.example.com/?q=Jabalpur"
        newTab
      >
        Napier Town, Jabalpur, Madhya Pradesh 482001
      </NavigationPanelItem>
    </NavigationPanelList>
  ),
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
  subcomponents: { NavigationIconLink, NavigationPanelList, NavigationPanelItem },
  decorators: [desktopWidth],
  args: {
    brand: 'Acme Softech',
    items,
    cta: { label: 'Apply Now', href: '/apply-now' },
    actions: cart(2),
    panel: contactPanel,
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

**Props:** \`brand\`, \`items\` (links and \`{ label, items }\` groups), \`cta\`, \`actions\` (your own controls, shown at
every width: for example a cart as a \`NavigationIconLink\` with \`href\`, \`label\` (the accessible name, with the count),
\`icon\` and a \`badge\`), \`account\` (a link item, e.g. "Log in" / "My account": an icon link named by its label in the bar,
a text link in the mobile menu), \`panel\` (\`{ label, icon, title, content }\`: a side sheet behind an icon button, for example
contact details in a \`NavigationPanelList\` of \`NavigationPanelItem\`s), \`currentPath\`, \`renderLink\` (default a plain
\`<a>\`), \`labels\` (\`{ navigation = 'Main', menu = 'Menu' }\`; the older \`label\` and \`menuLabel\` props still work and
win), \`sticky\` = true, \`scrollThreshold\` = 0.

**Direction:** all styles are logical: right to left (\`dir="rtl"\` on the page or an ancestor) the brand sits on the
right, dropdowns open from their trigger's right edge, badges sit on the icon's top left and the panel comes from the left.

A group item's \`active\` forces its trigger's active state (underlined, accent), for the section's own page; otherwise
the trigger is active when the current path is one of its links.

**Accessibility:** a \`nav\` landmark named by \`label\`; the active link has \`aria-current="page"\`. The Services trigger
is a button with \`aria-expanded\`; Enter/Space/Arrow Down open it, Tab and arrow keys move through its links, Escape
closes it and returns focus, an outside click or choosing a link closes it. An icon link's badge is hidden from screen
readers, so its \`label\` carries the count ("Cart, 2 items"). The panel is a modal
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
  args: { actions: cart(0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Cart' });
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(link.querySelector('[data-badge]')).not.toBeInTheDocument();
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
  args: { actions: cart(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Cart, 1 item' });
    await expect(link.querySelector('[data-badge]')).toHaveTextContent('1');
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
  args: { actions: cart(12) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Services' }));
    await expect(canvas.getByRole('link', { name: 'App Development' })).toBeVisible();
  },
};

export const WithoutOptionalSlots: Story = {
  args: { cta: undefined, actions: undefined, panel: undefined, items: items.slice(0, 3) },
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

const arabicItems: NavigationItem[] = [
  { label: 'من نحن', href: '/about' },
  { label: 'الدورات', href: '/courses' },
  {
    label: 'الخدمات',
    items: [
      { label: 'تطوير التطبيقات', href: '/services/app-development' },
      { label: 'تطوير البرمجيات حسب الطلب', href: '/services/software-development' },
      { label: 'تصميم الواجهات وتجربة المستخدم', href: '/services/uiux-design' },
      { label: 'تحسين الظهور في محركات البحث', href: '/services/seo-backlinks' },
      { label: 'التسويق الرقمي', href: '/services/digital-marketing' },
    ],
  },
  { label: 'التقنية', href: '/technology' },
  { label: 'المنتجات', href: '/products' },
  { label: 'اتصل بنا', href: '/contact' },
];

/** The Arabic page's props: items, call to action, cart, contact panel and every built-in text. */
const arabicArgs = {
  items: arabicItems,
  cta: { label: 'سجّل الآن', href: '/apply-now' },
  actions: (
    <NavigationIconLink
      href="/cart"
      label="السلة، 2 عنصر"
      icon={<ShoppingCart aria-hidden="true" size={20} />}
      badge={2}
    />
  ),
  panel: {
    label: 'بيانات التواصل',
    icon: <Contact aria-hidden="true" size={20} />,
    title: 'تواصل معنا',
    content: (
      <NavigationPanelList>
        <NavigationPanelItem icon={<Phone size={18} />} label="الهاتف" href="tel:+919876543210">
          <bdi>+91 98765 43210</bdi>
        </NavigationPanelItem>
        <NavigationPanelItem
          icon={<Mail size={18} />}
          label="البريد الإلكتروني"
          href="mailto:hello@example.com"
        >
          hello@example.com
        </NavigationPanelItem>
      </NavigationPanelList>
    ),
  },
  labels: { navigation: 'الرئيسية', menu: 'القائمة' },
  label: undefined,
  menuLabel: undefined,
} satisfies Partial<NavigationMenuProps>;

const rightToLeft: Decorator = (Story) => (
  <div dir="rtl" lang="ar">
    <Story />
  </div>
);

/**
 * Right to left with Arabic copy (`dir="rtl"` on an ancestor): the brand on the right, the links running
 * leftwards, the dropdown aligned with its trigger's right edge, and arrow keys that follow the reading order.
 */
export const RightToLeft: Story = {
  args: arabicArgs,
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'الرئيسية' });
    const about = within(nav).getByRole('link', { name: 'من نحن' });
    const courses = within(nav).getByRole('link', { name: 'الدورات' });
    await expect(about.getBoundingClientRect().left).toBeGreaterThan(courses.getBoundingClientRect().left);
    const brand = canvas.getByText('Acme Softech');
    await expect(brand.getBoundingClientRect().left).toBeGreaterThan(about.getBoundingClientRect().right);
    // The badge sits on the cart icon's top-left corner (the inline end).
    const cart = canvas.getByRole('link', { name: 'السلة، 2 عنصر' });
    const badge = cart.querySelector<HTMLElement>('[data-badge]')!;
    await expect(badge.getBoundingClientRect().left).toBeLessThan(cart.getBoundingClientRect().left);
    // Arrow keys move along the reading order: ArrowLeft goes to the next link.
    about.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(courses).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const trigger = within(nav).getByRole('button', { name: 'الخدمات' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(courses).toHaveFocus();
    // The dropdown opens under its trigger, aligned with the trigger's right edge.
    await userEvent.click(trigger);
    const link = await canvas.findByRole('link', { name: 'التسويق الرقمي' });
    const dropdown = link.closest('ul')!.parentElement!;
    const item = trigger.parentElement!.getBoundingClientRect();
    await expect(Math.abs(dropdown.getBoundingClientRect().right - item.right)).toBeLessThan(1);
  },
};

/** The dropdown open, right to left (the picture of the open state). */
export const RightToLeftDropdownOpen: Story = {
  args: arabicArgs,
  decorators: [rightToLeft],
  parameters: { screenshot: { play: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'الخدمات' }));
    const link = await canvas.findByRole('link', { name: 'تطوير التطبيقات' });
    await waitFor(() => expect(link).toBeVisible());
  },
};

/** Right to left, the contact panel comes from the left (the inline end) and keeps focus inside. */
export const RightToLeftPanelOpen: Story = {
  args: arabicArgs,
  decorators: [rightToLeft],
  parameters: { screenshot: { play: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'بيانات التواصل' }));
    // The panel's code loads on the first press (allow for a cold dev server).
    const panel = await canvas.findByRole('dialog', { name: 'تواصل معنا' }, { timeout: 5000 });
    await waitFor(() => expect(panel.getBoundingClientRect().left).toBeLessThan(1));
  },
};

/** The mobile menu right to left: sub-links indented from the right, chevrons at the left end. */
export const RightToLeftMobile: Story = {
  args: arabicArgs,
  decorators: [mobileWidth, rightToLeft],
  parameters: { screenshot: { play: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'القائمة' });
    await userEvent.click(toggle);
    const panel = canvas.getByRole('navigation', { name: 'الرئيسية' });
    const services = within(panel).getByRole('button', { name: 'الخدمات' });
    await userEvent.click(services);
    const sub = within(panel).getByRole('link', { name: 'تطوير التطبيقات' });
    await expect(sub).toBeVisible();
    // Indented from the right: the sub-link ends before the top-level link does.
    const top = within(panel).getByRole('link', { name: 'من نحن' }).getBoundingClientRect();
    await expect(sub.getBoundingClientRect().right).toBeLessThan(top.right);
    await expect(getComputedStyle(sub).textAlign).toBe('start');
  },
};
