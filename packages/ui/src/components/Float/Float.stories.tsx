import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { Float } from './index';

const badge = {
  display: 'grid',
  placeItems: 'center',
  width: '10rem',
  aspectRatio: '1',
  borderRadius: vars.radius.round,
  border: `4px solid ${vars.color.accent.solid}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
};

const meta = {
  title: 'Components/Float',
  component: Float,
  args: { duration: 4000, distance: 12 },
  render: (args) => (
    <div style={{ paddingBlock: vars.space[6] }}>
      <Float {...args}>
        <div style={badge}>Since 2019</div>
      </Float>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'Makes decorative content float: it rises and settles back, gently and forever (the home page\'s welcome video).',
          '',
          '**When to use:** one decorative element that should feel alive (an illustration, a badge, a round video).',
          '**When not to:** text people read, controls people press, or several elements at once.',
          '',
          '**Props (defaults):** `duration` 4000 ms (one rise and fall), `distance` 12 px, `asChild` false.',
          '',
          '**Accessibility and performance:** CSS only — nothing runs in JavaScript and the server HTML already floats;',
          'under reduced motion it stands still. It moves with `transform`, so it never shifts the layout around it.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Float>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Float itself: the parent of the badge. */
const floating = (canvasElement: HTMLElement) => within(canvasElement).getByText('Since 2019').parentElement!;

/** Floats for 4 s a round (screenshots are taken with animations stopped at their start). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(floating(canvasElement));
    await expect(style.animationName).not.toBe('none');
    await expect(style.animationDuration).toBe('4s');
    await expect(style.animationIterationCount).toBe('infinite');
    // It moves: halfway through a round it has risen by its distance.
    const animation = floating(canvasElement).getAnimations()[0]!;
    animation.pause();
    animation.currentTime = 2000;
    await expect(new DOMMatrixReadOnly(getComputedStyle(floating(canvasElement)).transform).m42).toBeCloseTo(-12, 0);
    // eslint-disable-next-line storybook/context-in-play-function -- the Web Animations API's play(), not a story's
    animation.play();
  },
};

/** Custom round and height: 2 s, 24 px. */
export const Custom: Story = {
  args: { duration: 2000, distance: 24 },
  play: async ({ canvasElement }) => {
    const animation = floating(canvasElement).getAnimations()[0]!;
    await expect(getComputedStyle(floating(canvasElement)).animationDuration).toBe('2s');
    animation.pause();
    animation.currentTime = 1000;
    await expect(new DOMMatrixReadOnly(getComputedStyle(floating(canvasElement)).transform).m42).toBeCloseTo(-24, 0);
    // eslint-disable-next-line storybook/context-in-play-function -- the Web Animations API's play(), not a story's
    animation.play();
  },
};

/** `asChild`: the child element floats itself, without a wrapper. */
export const AsChild: Story = {
  render: (args) => (
    <div style={{ paddingBlock: vars.space[6] }}>
      <Float {...args} asChild>
        <p style={badge}>Since 2019</p>
      </Float>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p')!;
    await expect(paragraph.parentElement?.tagName).toBe('DIV');
    await expect(getComputedStyle(paragraph).animationName).not.toBe('none');
  },
};

/** Reduced motion: stands still. */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(floating(canvasElement)).animationName).toBe('none');
    await expect(floating(canvasElement).getAnimations()).toHaveLength(0);
  },
};
