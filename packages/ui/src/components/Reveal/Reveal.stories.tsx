import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { LocaleProvider } from '../LocaleProvider';
import { Reveal } from './index';

const card = {
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.raised,
};

const meta = {
  title: 'Components/Reveal',
  component: Reveal,
  args: { from: 'bottom', distance: 50, delay: 0 },
  argTypes: { from: { control: 'inline-radio', options: ['bottom', 'start', 'end'] } },
  render: (args) => (
    <Reveal {...args}>
      <section style={card}>
        <h2>Our Services</h2>
        <p>Apps, websites, SEO and marketing from one team.</p>
      </section>
    </Reveal>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'Fades and slides content in once, the first time enough of it scrolls into view.',
          '',
          '**When to use:** page sections and feature cards below the fold. **When not to:** above-the-fold content,',
          'the largest image of a page, or anything that carries meaning through its movement.',
          '',
          '**Props (defaults):** `from` bottom (slides up), or `start` / `end`: the inline sides, left / right left to right,',
          'mirrored right to left (the direction comes from `dir`, else the `LocaleProvider`, else the nearest `dir`',
          'attribute); `distance` 50 px, `duration` 800 ms from the bottom and 700 ms from a side, `threshold` 0.2 from the',
          'bottom and 0.3 from a side (of the viewport, for content taller than it), `delay` 0, `asChild`.',
          '',
          '**Accessibility:** content is never hidden without JavaScript, under reduced motion, or when it is already',
          'on screen at load; only content first seen off screen is hidden until it arrives.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Reveal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Already in view at load: left alone (no flash, stable for screenshots). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const reveal = canvasElement.querySelector<HTMLElement>('[data-from]')!;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(reveal).toHaveAttribute('data-state', 'static');
    await expect(getComputedStyle(reveal).opacity).toBe('1');
  },
};

function Scroller({ children, label = 'Scroll area', hint = 'Scroll down.' }: { children: React.ReactNode; label?: string; hint?: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe (scrollable-region-focusable) needs scroll areas keyboard reachable
    <div role="region" aria-label={label} tabIndex={0} style={{ height: '16rem', overflowY: 'auto', overflowX: 'hidden' }}>
      <p style={{ height: '24rem' }}>{hint}</p>
      {children}
    </div>
  );
}

// The pictures show the end state of the play function: the content revealed in the scroll area.
export const RevealsOnScroll: Story = {
  parameters: { screenshot: { motion: true, play: true } },
  render: (args) => (
    <Scroller>
      <Reveal {...args}>
        <section style={card}>
          <h2>Simple, fast &amp; secure transactions</h2>
        </section>
      </Reveal>
    </Scroller>
  ),
  play: async ({ canvasElement }) => {
    const reveal = canvasElement.querySelector<HTMLElement>('[data-from]')!;
    await waitFor(() => expect(reveal).toHaveAttribute('data-state', 'hidden'));
    await expect(getComputedStyle(reveal).opacity).toBe('0');
    await expect(new DOMMatrix(getComputedStyle(reveal).transform).m42).toBe(50);
    reveal.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(reveal).toHaveAttribute('data-state', 'shown'));
    await expect(getComputedStyle(reveal).transitionDuration).toContain('0.8s');
    await waitFor(() => expect(getComputedStyle(reveal).opacity).toBe('1'), { timeout: 2000 });
  },
};

/**
 * Taller than the viewport many times over (a long services grid on a phone): it can never show 20% of
 * itself, so it reveals once it fills 20% of the viewport instead of staying hidden for good.
 */
export const TallContent: Story = {
  parameters: { screenshot: false },
  render: (args) => (
    <Scroller>
      <Reveal {...args}>
        <section style={{ ...card, height: '600vh' }}>
          <h2>Ten services, one team</h2>
        </section>
      </Reveal>
    </Scroller>
  ),
  play: async ({ canvasElement }) => {
    const reveal = canvasElement.querySelector<HTMLElement>('[data-from]')!;
    await waitFor(() => expect(reveal).toHaveAttribute('data-state', 'hidden'));
    reveal.scrollIntoView({ block: 'start' });
    await waitFor(() => expect(reveal).toHaveAttribute('data-state', 'shown'));
    await waitFor(() => expect(getComputedStyle(reveal).opacity).toBe('1'), { timeout: 2000 });
  },
};

export const FromSides: Story = {
  parameters: { screenshot: { motion: true, play: true } },
  render: () => (
    <Scroller>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space[4] }}>
        <Reveal from="start">
          <section style={card}>
            <h2>Tailored Branding Solutions</h2>
          </section>
        </Reveal>
        <Reveal from="end">
          <section style={card}>
            <h2>Results-Driven Digital Marketing</h2>
          </section>
        </Reveal>
      </div>
    </Scroller>
  ),
  play: async ({ canvasElement }) => {
    // Left to right, the start side is the left one.
    const [left, right] = canvasElement.querySelectorAll<HTMLElement>('[data-from]');
    await waitFor(() => expect(left).toHaveAttribute('data-state', 'hidden'));
    await expect(new DOMMatrix(getComputedStyle(left!).transform).m41).toBe(-50);
    await expect(new DOMMatrix(getComputedStyle(right!).transform).m41).toBe(50);
    left!.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(right).toHaveAttribute('data-state', 'shown'));
    await waitFor(() => expect(left).toHaveAttribute('data-state', 'shown'));
    await expect(getComputedStyle(left!).transitionDuration).toContain('0.7s');
    await waitFor(() => expect(getComputedStyle(left!).opacity).toBe('1'), { timeout: 2000 });
    await waitFor(() => expect(getComputedStyle(right!).opacity).toBe('1'), { timeout: 2000 });
  },
};

/**
 * Right to left (an Arabic page: `dir="rtl"` on the page and on the `LocaleProvider`): the start column is on
 * the right and comes in from the right, the end column from the left. The pictures show the revealed end state.
 */
export const RightToLeft: Story = {
  parameters: { screenshot: { motion: true, play: true } },
  render: () => (
    <LocaleProvider locale="ar" dir="rtl">
      <div dir="rtl" lang="ar">
        <Scroller label="منطقة التمرير" hint="مرّر إلى الأسفل.">
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space[4] }}>
            <Reveal from="start">
              <section style={card}>
                <h2>حلول هوية مصممة لعلامتك</h2>
              </section>
            </Reveal>
            <Reveal from="end">
              <section style={card}>
                <h2>تسويق رقمي يحقق النتائج</h2>
              </section>
            </Reveal>
          </div>
        </Scroller>
      </div>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const [start, end] = canvasElement.querySelectorAll<HTMLElement>('[data-from]');
    await expect(start!.getBoundingClientRect().left).toBeGreaterThan(end!.getBoundingClientRect().left);
    await waitFor(() => expect(start).toHaveAttribute('data-state', 'hidden'));
    // Each waits on its own side: the start (right) one shifted right, the end (left) one shifted left.
    await expect(new DOMMatrix(getComputedStyle(start!).transform).m41).toBe(50);
    await expect(new DOMMatrix(getComputedStyle(end!).transform).m41).toBe(-50);
    start!.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(start).toHaveAttribute('data-state', 'shown'));
    await waitFor(() => expect(end).toHaveAttribute('data-state', 'shown'));
    await waitFor(() => expect(new DOMMatrix(getComputedStyle(start!).transform).m41).toBe(0), { timeout: 2000 });
    await waitFor(() => expect(new DOMMatrix(getComputedStyle(end!).transform).m41).toBe(0), { timeout: 2000 });
    await waitFor(() => expect(getComputedStyle(start!).opacity).toBe('1'), { timeout: 2000 });
    await waitFor(() => expect(getComputedStyle(end!).opacity).toBe('1'), { timeout: 2000 });
  },
};

export const ReducedMotion: Story = {
  parameters: { reducedMotion: true, screenshot: { play: true } },
  render: RevealsOnScroll.render,
  play: async ({ canvasElement }) => {
    const reveal = canvasElement.querySelector<HTMLElement>('[data-from]')!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(reveal).toHaveAttribute('data-state', 'static');
    await expect(getComputedStyle(reveal).opacity).toBe('1');
    // Scrolled to, it is simply there: no transition starts.
    reveal.scrollIntoView({ block: 'center' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(reveal).toHaveAttribute('data-state', 'static');
  },
};
