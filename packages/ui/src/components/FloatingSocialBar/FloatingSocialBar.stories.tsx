import type { Meta, StoryObj } from '@storybook/react-vite';
import { Briefcase, Camera, Mail, MessageCircle, Phone, ThumbsUp } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { FloatingSocialBar, type SocialLink } from './FloatingSocialBar';

/** Generic icons stand in for brand marks: the library ships no third-party logos; the site passes its own. */
const links: SocialLink[] = [
  { label: 'Facebook', href: 'https://facebook.com/acmesoftech', icon: <ThumbsUp size={20} /> },
  { label: 'Instagram', href: 'https://instagram.com/acmesoftech', icon: <Camera size={20} /> },
  { label: 'LinkedIn', href: 'https://linkedin.com/company/acmesoftech', icon: <Briefcase size={20} /> },
  {
    label: 'Chat with us on WhatsApp',
    href: `https://wa.me/919876543210?text=${encodeURIComponent('Hello Acme Softech, I would like to know more about your services.')}`,
    icon: <MessageCircle size={20} />,
  },
  { label: 'Call +91 98765 43210', href: 'tel:+919876543210', icon: <Phone size={20} />, newTab: false },
  {
    label: 'E-mail hello@example.com',
    href: 'mailto:hello@example.com',
    icon: <Mail size={20} />,
    newTab: false,
  },
];

const meta = {
  title: 'Components/FloatingSocialBar',
  component: FloatingSocialBar,
  args: { links, label: 'Social links', side: 'start', newTabHint: '(opens in a new tab)' },
  argTypes: { side: { control: 'inline-radio', options: ['start', 'end'] } },
  decorators: [(Story) => <div style={{ minHeight: 480 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: `A fixed column of social and chat links at the side of every page; the links come from the site's
configuration.

**When to use:** once per page, for the company's social profiles and a chat link with a prefilled greeting.
**When not to:** sharing the current page (a share menu), or primary navigation.

**Props:** \`links\` (\`{ label, href, icon, newTab = true }\`), \`side\` = start (the inline start edge:
left, or right in a right-to-left page; \`end\` is the other edge), \`labels\` (\`{ navigation = 'Social links', newTab =
'(opens in a new tab)' }\`; the older \`label\` and \`newTabHint\` props still work and win).

**Accessibility:** a \`nav\` landmark with a list of links. Each link is named by its label (plus the new-tab hint when
it opens a new tab); the icon is hidden from assistive technology. The same label appears beside the icon on hover and
keyboard focus for sighted users. Targets are 44 px.`,
      },
    },
  },
} satisfies Meta<typeof FloatingSocialBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Social links' });
    const items = within(nav).getAllByRole('link');
    await expect(items).toHaveLength(6);
    const chat = within(nav).getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(chat.getAttribute('href')).toContain('text=Hello%20Acme%20Softech');
    await expect(within(nav).getByRole('link', { name: 'Call +91 98765 43210' })).not.toHaveAttribute(
      'target',
    );
  },
};

export const KeyboardShowsLabel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    await expect(first).toHaveFocus();
    const tip = first.parentElement?.querySelector('[aria-hidden="true"]:not(a *)') as HTMLElement;
    await expect(tip).toHaveTextContent('Facebook');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveFocus();
  },
};

export const RightSide: Story = { args: { side: 'end' } };

export const LightTheme: Story = { globals: { theme: 'light' } };

/** Right to left with Arabic names: `start` is the right edge, and the names appear to the left of the icons. */
export const RightToLeft: Story = {
  args: {
    label: undefined,
    newTabHint: undefined,
    labels: { navigation: 'روابط التواصل الاجتماعي', newTab: '(يفتح في علامة تبويب جديدة)' },
    links: [
      { label: 'فيسبوك', href: 'https://facebook.com/acmesoftech', icon: <ThumbsUp size={20} /> },
      { label: 'إنستغرام', href: 'https://instagram.com/acmesoftech', icon: <Camera size={20} /> },
      {
        label: 'تحدث معنا على واتساب',
        href: `https://wa.me/919876543210?text=${encodeURIComponent('مرحبًا، أود معرفة المزيد عن خدماتكم.')}`,
        icon: <MessageCircle size={20} />,
      },
    ],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'روابط التواصل الاجتماعي' });
    await expect(nav.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth / 2);
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'فيسبوك (يفتح في علامة تبويب جديدة)' });
    await expect(first).toHaveFocus();
    const tip = first.parentElement?.querySelector('[aria-hidden="true"]:not(a *)') as HTMLElement;
    await expect(tip.getBoundingClientRect().right).toBeLessThan(first.getBoundingClientRect().left);
  },
};
