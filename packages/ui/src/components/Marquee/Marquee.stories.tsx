import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { Marquee } from './index';

const clients = ['Pest Control Co.', 'QuizUp Learning', 'ICT Portal', 'ShopKart', 'Ayush Council'];
const perks = [
  'Health insurance',
  'Flexible hours',
  'Learning budget',
  'Remote Fridays',
  'Mentorship',
  'Team outings',
  'Festival bonus',
  'Modern laptops',
];
const coreValues = [
  'Innovation',
  'Integrity',
  'Collaboration',
  'Excellence',
  'Customer Focus',
  'Innovation Culture',
];

const logo = {
  display: 'inline-flex',
  alignItems: 'center',
  height: '50px',
  paddingInline: vars.space[5],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap' as const,
};
const pill = {
  ...logo,
  height: 'auto',
  paddingBlock: vars.space[2],
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.medium,
};

const meta = {
  title: 'Components/Marquee',
  component: Marquee,
  args: { label: 'Trusted by', duration: 30, direction: 'left', pauseOnHover: true, children: null },
  render: (args) => (
    <Marquee {...args}>
      {clients.map((name) => (
        <span key={name} style={logo}>
          {name}
        </span>
      ))}
    </Marquee>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'A continuous CSS loop of items: logo strips, perks, values.',
          '',
          '**When to use:** decorative or secondary lists where seeing every item at once is not needed.',
          '**When not to:** anything people must read or act on (use a list or a grid); links users need to reach.',
          '',
          '**Props (defaults):** `label` (required, names the list), `duration` 30 s (perks 20 s, core values 25 s),',
          '`direction` left, `gap` the `space.6` token, `pauseOnHover` true, `paused` / `defaultPaused` false /',
          '`onPausedChange`, `pauseLabel` "Pause scrolling".',
          '',
          '**Layout:** items of a row share its height, so cards with longer text do not stand out; give a card',
          '`height: 100%` to fill its item.',
          '',
          '**Accessibility:** the list is rendered twice for a seamless loop; the copy is `aria-hidden` and `inert`.',
          'It pauses on hover and while anything inside has focus, and has a visible pause toggle (`aria-pressed`).',
          'Under reduced motion it is one static, wrapped list and the toggle is not shown.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Marquee>;
export default meta;
type Story = StoryObj<typeof meta>;

const track = (root: HTMLElement) => root.querySelector('ul')!.parentElement!;

export const LogoStrip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One list for assistive technology; the copy is hidden and inert.
    await expect(canvas.getAllByRole('list')).toHaveLength(1);
    await expect(canvas.getByRole('list', { name: 'Trusted by' })).toBeInTheDocument();
    const copy = canvasElement.querySelector('ul[aria-hidden="true"]')!;
    await expect(copy).toHaveAttribute('inert');
    await expect(copy.querySelectorAll('li')).toHaveLength(5);
    const style = getComputedStyle(track(canvasElement));
    await expect(style.animationDuration).toBe('30s');
    await expect(style.animationPlayState).toBe('running');
  },
};

export const PausesOnHoverAndFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const moving = track(canvasElement);
    await userEvent.hover(moving);
    await waitFor(() => expect(getComputedStyle(moving).animationPlayState).toBe('paused'));
    await userEvent.unhover(canvasElement.querySelector('[data-direction]')!);
    await waitFor(() => expect(getComputedStyle(moving).animationPlayState).toBe('running'));
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Pause scrolling' });
    await expect(toggle).toHaveFocus();
    await expect(getComputedStyle(moving).animationPlayState).toBe('paused');
  },
};

export const PauseToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Pause scrolling' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    toggle.blur();
    await userEvent.unhover(toggle);
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Paused from the start: a stable picture for screenshots. */
export const Paused: Story = { args: { defaultPaused: true } };

export const Perks: Story = {
  args: { label: 'Perks and benefits', duration: 20 },
  render: (args) => (
    <Marquee {...args}>
      {perks.map((perk) => (
        <span key={perk} style={pill}>
          {perk}
        </span>
      ))}
    </Marquee>
  ),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(track(canvasElement)).animationDuration).toBe('20s');
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    // Each copy of the list is as wide as its items and gaps, or as the visible strip when that is wider:
    // not as wide as the whole moving track (which spread the items apart).
    const list = within(canvasElement).getByRole('list');
    const gap = parseFloat(getComputedStyle(list).columnGap);
    const natural = items.reduce((sum, item) => sum + item.getBoundingClientRect().width + gap, 0);
    const strip = track(canvasElement).parentElement!.getBoundingClientRect().width;
    await expect(list.getBoundingClientRect().width).toBeCloseTo(Math.max(natural, strip), 0);
    await expect(track(canvasElement).getBoundingClientRect().width).toBeCloseTo(
      2 * Math.max(natural, strip),
      0,
    );
  },
};

export const CoreValuesRight: Story = {
  args: { label: 'Our core values', duration: 25, direction: 'right' },
  render: (args) => (
    <Marquee {...args}>
      {coreValues.map((value) => (
        <span key={value} style={pill}>
          {value}
        </span>
      ))}
    </Marquee>
  ),
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(track(canvasElement));
    await expect(style.animationDuration).toBe('25s');
    await expect(style.animationDirection).toBe('reverse');
  },
};

const valueCards = [
  { title: 'Innovation', text: 'We look for better ways, not just familiar ones.' },
  { title: 'Integrity', text: 'Honest estimates, honest updates, honest advice.' },
  { title: 'Innovation Culture', text: 'Time to learn, room to experiment, freedom to question the way things are done.' },
];
const valueCard = {
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[2],
  width: '15rem',
  height: '100%',
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
};

/** Cards of different text lengths share their row's height (a card fills its item with `height: 100%`). */
export const CardsShareRowHeight: Story = {
  args: { label: 'Our core values', duration: 25 },
  render: (args) => (
    <Marquee {...args}>
      {valueCards.map((value) => (
        <article key={value.title} style={valueCard}>
          <h3 style={{ margin: 0, fontSize: vars.fontSize.lg }}>{value.title}</h3>
          <p style={{ margin: 0, color: vars.color.text.muted }}>{value.text}</p>
        </article>
      ))}
    </Marquee>
  ),
  play: async ({ canvasElement }) => {
    const cards = [...within(canvasElement).getByRole('list').querySelectorAll('article')];
    const heights = cards.map((card) => Math.round(card.getBoundingClientRect().height));
    await expect(new Set(heights).size).toBe(1);
  },
};

export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(getComputedStyle(track(canvasElement)).animationName).toBe('none'));
    await expect(getComputedStyle(canvasElement.querySelector('ul[aria-hidden="true"]')!).display).toBe(
      'none',
    );
    await expect(canvas.queryByRole('button', { name: 'Pause scrolling' })).toBeNull();
    await expect(getComputedStyle(canvas.getByRole('list')).flexWrap).toBe('wrap');
  },
};
