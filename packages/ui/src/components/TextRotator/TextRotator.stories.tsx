import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { TextRotator } from './index';
import * as storyStyles from './TextRotator.stories.css';

const phrases = ['Mobile App & Web Development', 'Machine Learning', 'Ecommerce Development', 'Web Designing', 'Cloud & AI Solutions'];

const meta = {
  title: 'Components/TextRotator',
  component: TextRotator,
  args: { phrases, interval: 2500, gap: 50, paused: false },
  render: (args) => (
    <h1 style={{ fontFamily: vars.font.heading, fontSize: vars.fontSize['4xl'], lineHeight: vars.lineHeight.tight }}>
      We deliver <TextRotator {...args} style={{ color: vars.color.accent.text }} />
    </h1>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'Cycles phrases inside a headline (the hero\'s service phrase).',
          '',
          '**When to use:** a short decorative list of alternatives in a heading. **When not to:** for information',
          'people need (list it), or for more than a handful of phrases.',
          '',
          '**Props (defaults):** `phrases`, `interval` 2500 ms (from one phrase to the next: the old one hides on the',
          'beat), `gap` 50 ms (from hiding one phrase to showing the next, within the interval), `paused` false, `suffix`',
          '(the rest of the sentence, rotating with each phrase so a short one leaves no gap mid-sentence), `suffixClassName`, `label` (screen-reader text; default all phrases, comma-separated).',
          '',
          '**Accessibility:** screen readers get one stable text with every phrase and are not interrupted by',
          'changes (the visible phrases are `aria-hidden`, no live region). Every phrase sits in one grid cell, so',
          'the line never changes size. Under reduced motion the phrase changes without sliding.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof TextRotator>;
export default meta;
type Story = StoryObj<typeof meta>;

const visible = (root: HTMLElement) => root.querySelector('[data-state="visible"]')?.textContent;

export const Default: Story = {
  // Rotates every 2500 ms, which a slow run can catch mid-change; `Paused` is the screenshot story.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAccessibleName(`We deliver ${phrases.join(', ')}`);
    await expect(visible(canvasElement)).toBe(phrases[0]);
    await document.fonts.ready;
    const box = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    const width = box.getBoundingClientRect().width;
    await waitFor(() => expect(visible(canvasElement)).toBe(phrases[1]), { timeout: 3500 });
    // No layout shift: the box keeps the width of the longest phrase.
    await expect(box.getBoundingClientRect().width).toBe(width);
  },
};

/** Stopped on the first phrase: a stable picture for screenshots. */
export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(visible(canvasElement)).toBe(phrases[0]);
  },
};

export const FastCycle: Story = {
  args: { interval: 300 },
  // Changes every 300 ms by design, so it has no stable picture; `Paused` is the screenshot story.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    for (const phrase of [...phrases.slice(1), phrases[0]]) {
      await waitFor(() => expect(visible(canvasElement)).toBe(phrase), { timeout: 1500 });
    }
  },
};

/**
 * `suffix`: the rest of the sentence rotates with the phrase, so in a narrow column a short phrase leaves its
 * spare lines under the sentence instead of a gap in its middle (the home hero at 360 px).
 */
export const WithSuffix: Story = {
  args: { paused: true, suffix: 'to move your business forward' },
  render: (args) => (
    <div style={{ width: '20rem' }}>
      <h1 style={{ fontSize: vars.fontSize['4xl'], lineHeight: vars.lineHeight.tight }}>
        Expert <TextRotator {...args} style={{ color: vars.color.accent.text }} suffixClassName={storyStyles.suffix} />
      </h1>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      `Expert ${phrases.join(', ')} to move your business forward`,
    );
    // Every phrase carries the suffix, and the visible one ends with it right after its last word.
    const shown = canvasElement.querySelector<HTMLElement>('[data-state="visible"]')!;
    await expect(shown.textContent).toBe(`${phrases[0]} to move your business forward`);
    await expect(canvasElement.querySelectorAll(`.${storyStyles.suffix}`)).toHaveLength(phrases.length);
  },
};

export const ReducedMotion: Story = {
  args: { interval: 400 },
  // Still changes phrase (only the slide is removed) every 400 ms: no stable picture; see `Paused`.
  parameters: { reducedMotion: true, screenshot: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(visible(canvasElement)).toBe(phrases[1]), { timeout: 1500 });
    const shown = canvasElement.querySelector<HTMLElement>('[data-state="visible"]')!;
    await expect(getComputedStyle(shown).animationName).toBe('none');
  },
};
