import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { TextRotator } from './index';
import * as storyStyles from './TextRotator.stories.css';

const phrases = [
  'Mobile App & Web Development',
  'Machine Learning',
  'Ecommerce Development',
  'Web Designing',
  'Cloud & AI Solutions',
];

const meta = {
  title: 'Components/TextRotator',
  component: TextRotator,
  args: { phrases, interval: 2500, gap: 50, paused: false },
  render: (args) => (
    <h1
      style={{
        fontFamily: vars.font.heading,
        fontSize: vars.fontSize['4xl'],
        lineHeight: vars.lineHeight.tight,
      }}
    >
      We deliver <TextRotator {...args} style={{ color: vars.color.accent.text }} />
    </h1>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          "Cycles phrases inside a headline (the hero's service phrase), with a pause control: `TextRotator`,",
          '`TextRotator.Group` (shares the paused state) and `TextRotator.PauseButton` (place it outside the heading).',
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
          'the line never changes size. Under reduced motion (and until the browser says motion is welcome, so the',
          'server HTML and hydration agree) the first phrase stands still. While it rotates, `TextRotator.PauseButton`',
          '(a toggle with `aria-pressed`, named "Pause rotating text") stops and restarts it (WCAG 2.2.2); it is hidden',
          'by CSS under reduced motion, where nothing moves. Group props: `paused` / `defaultPaused` / `onPausedChange`.',
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
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      `We deliver ${phrases.join(', ')}`,
    );
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
        Expert{' '}
        <TextRotator
          {...args}
          style={{ color: vars.color.accent.text }}
          suffixClassName={storyStyles.suffix}
        />
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

/** Reduced motion: the first phrase stands still, and there is no pause control (nothing moves). */
export const ReducedMotion: Story = {
  args: { interval: 400 },
  parameters: { reducedMotion: true },
  render: (args) => <HeroWithPause {...args} />,
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(visible(canvasElement)).toBe(phrases[0]);
    const shown = canvasElement.querySelector<HTMLElement>('[data-state="visible"]')!;
    await expect(getComputedStyle(shown).animationName).toBe('none');
    await expect(within(canvasElement).queryByRole('button', { name: 'Pause rotating text' })).toBeNull();
  },
};

function HeroWithPause({
  defaultPaused,
  ...args
}: Omit<Parameters<typeof TextRotator>[0], 'ref'> & { defaultPaused?: boolean }) {
  return (
    <TextRotator.Group defaultPaused={defaultPaused}>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: vars.space[4], flexWrap: 'wrap' }}>
        <h1
          style={{
            fontFamily: vars.font.heading,
            fontSize: vars.fontSize['4xl'],
            lineHeight: vars.lineHeight.tight,
            margin: 0,
          }}
        >
          We deliver <TextRotator {...args} style={{ color: vars.color.accent.text }} />
        </h1>
        <TextRotator.PauseButton />
      </div>
    </TextRotator.Group>
  );
}

/** The pause control stops the phrase changing and starts it again (WCAG 2.2.2). */
export const PauseControl: Story = {
  args: { interval: 400 },
  // Rotates every 400 ms until paused: no stable first picture; `Paused` is the screenshot story.
  parameters: { screenshot: false },
  render: (args) => <HeroWithPause {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Pause rotating text' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(visible(canvasElement)).toBe(phrases[1]), { timeout: 1500 });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const stopped = visible(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(visible(canvasElement)).toBe(stopped);
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(visible(canvasElement)).not.toBe(stopped), { timeout: 1500 });
  },
};

/** Paused by the visitor: the control shows Play, pressed. Motion allowed, so the control is in the picture. */
export const PausedByControl: Story = {
  args: { interval: 400 },
  render: (args) => <HeroWithPause {...args} defaultPaused />,
  // The first phrase slides in once on mount: capture after it has settled.
  parameters: { screenshot: { motion: true, delay: 800 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pause rotating text' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(visible(canvasElement)).toBe(phrases[0]);
  },
};

/** Right-to-left: the control follows the heading on the left. */
export const RightToLeft: Story = {
  args: { paused: true },
  render: (args) => (
    <div dir="rtl" lang="ar">
      <TextRotator.Group defaultPaused>
        <div style={{ display: 'flex', alignItems: 'flex-end', gap: vars.space[4], flexWrap: 'wrap' }}>
          <h1
            style={{
              fontFamily: vars.font.heading,
              fontSize: vars.fontSize['4xl'],
              lineHeight: vars.lineHeight.tight,
              margin: 0,
            }}
          >
            نقدم{' '}
            <TextRotator
              {...args}
              phrases={['تطبيقات الجوال', 'تصميم المواقع', 'التسويق الرقمي']}
              style={{ color: vars.color.accent.text }}
            />
          </h1>
          <TextRotator.PauseButton label="إيقاف النص المتغير" />
        </div>
      </TextRotator.Group>
    </div>
  ),
  parameters: { screenshot: { motion: true, delay: 800 } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    const button = within(canvasElement).getByRole('button', { name: 'إيقاف النص المتغير' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      heading.getBoundingClientRect().left + 1,
    );
  },
};
