import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { Counter, StatCounter } from './index';

const homeStats = [
  { label: 'Projects Completed', value: 100 },
  { label: 'Innovative Solutions', value: 50 },
  { label: 'Satisfied Customers', value: 100 },
  { label: 'Years Of Experience', value: 6 },
];

const band = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: vars.space[6], padding: vars.space[6] };

const meta = {
  title: 'Components/Counter',
  component: Counter,
  args: { value: 100, suffix: '+', mode: 'step' },
  argTypes: { mode: { control: 'inline-radio', options: ['step', 'duration'] } },
  parameters: {
    docs: {
      description: {
        component: [
          '`Counter` counts from 0 to its value once, when at least half of it is visible. `StatCounter` adds a label under it.',
          '',
          '**When to use:** a statistics band (projects, customers, years). **When not to:** live or frequently changing numbers',
          '(render plain text), or numbers people must read precisely while they change.',
          '',
          '**Props (defaults):** `from` 0, `prefix` and `suffix` empty, `mode` `step` (every `tick` 50 ms add',
          'ceil(target / `steps` 50)) or `duration` (evenly over `duration` 2000 ms in `tick` 20 ms ticks), `threshold` 0.5,',
          '`start` (set it to start several counters together), `locale` `en-IN` (1,00,000), `onComplete`.',
          '',
          '**Accessibility:** the server HTML and screen readers get the final value only; the moving digits are',
          '`aria-hidden`. Digits are tabular inside a box sized by the final value, so nothing shifts. Under reduced',
          'motion the final value shows at once.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Counter>;
export default meta;
type Story = StoryObj<typeof meta>;

const digits = (root: HTMLElement) => root.querySelector('[data-part="digits"]')?.textContent;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const counter = canvasElement.querySelector<HTMLElement>('[data-state]')!;
    await waitFor(() => expect(counter).toHaveAttribute('data-state', 'done'), { timeout: 4000 });
    await expect(digits(counter)).toBe('100+');
  },
};

/** The home band: +ceil(target/50) every 50 ms; every value seen is a multiple of the step. */
export const HomeBand: Story = {
  render: () => (
    <div style={band}>
      {homeStats.map((stat) => (
        <StatCounter key={stat.label} label={stat.label} value={stat.value} suffix="+" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector<HTMLElement>('[data-part="digits"]')!;
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(first.textContent ?? ''));
    observer.observe(first, { childList: true, characterData: true, subtree: true });
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="done"]')).toHaveLength(4), { timeout: 5000 });
    observer.disconnect();
    const values = [...seen].map((text) => Number.parseInt(text, 10));
    await expect(values.length).toBeGreaterThan(3);
    for (const value of values) await expect(value % 2).toBe(0);
    // Screen readers get "100+ Projects Completed", never an intermediate value.
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('100+', { selector: 'span:not([aria-hidden])' })).toHaveLength(2);
    await expect(canvas.getByText('6+', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
  },
};

/** About page: over 2000 ms in 20 ms ticks. */
export const AboutDuration: Story = {
  render: () => (
    <div style={band}>
      <StatCounter label="Projects" value={100} suffix="+" mode="duration" />
      <StatCounter label="Support" value={24} suffix="/7" mode="duration" />
      <StatCounter label="Solutions" value={50} suffix="+" mode="duration" />
      <StatCounter label="Customers" value={100} suffix="+" mode="duration" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const started = performance.now();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="done"]')).toHaveLength(4), { timeout: 5000 });
    await expect(performance.now() - started).toBeGreaterThan(1500);
    await expect(within(canvasElement).getByText('24/7', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
  },
};

export const StartsWhenHalfVisible: Story = {
  render: () => (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe (scrollable-region-focusable) needs scroll areas keyboard reachable
    <div role="region" aria-label="Scroll area" tabIndex={0} style={{ height: '14rem', overflowY: 'auto' }}>
      <div style={{ height: '30rem' }}>Scroll down to the counter.</div>
      <StatCounter label="Satisfied Customers" value={100} suffix="+" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const counter = canvasElement.querySelector<HTMLElement>('[data-state]')!;
    await waitFor(() => expect(digits(counter)).toBe('0+'));
    await expect(counter).toHaveAttribute('data-state', 'idle');
    counter.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(counter).toHaveAttribute('data-state', 'done'), { timeout: 4000 });
    await expect(digits(counter)).toBe('100+');
  },
};

/** Waiting to start (`start={false}`): a stable picture for screenshots. */
export const NotStarted: Story = {
  args: { start: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(digits(canvasElement)).toBe('0+'));
  },
};

export const IndianGrouping: Story = {
  args: { value: 250000, prefix: '₹', suffix: '', mode: 'duration', duration: 600 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(digits(canvasElement)).toBe('₹2,50,000'), { timeout: 3000 });
    await expect(within(canvasElement).getByText('₹2,50,000', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
  },
};

export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  render: HomeBand.render,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="done"]')).toHaveLength(4));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(digits(canvasElement)).toBe('100+');
  },
};
