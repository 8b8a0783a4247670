import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PARTICLE_CURSOR_MAX, ParticleCursor } from './ParticleCursor';

const layerOf = (root: HTMLElement) =>
  root.ownerDocument.querySelector<HTMLElement>('[data-particle-cursor]');

/** Moves a synthetic mouse along a line, one pointermove per step. */
async function sweep(steps: number, from = { x: 40, y: 120 }, stride = 30) {
  for (let i = 0; i < steps; i += 1) {
    window.dispatchEvent(
      new PointerEvent('pointermove', {
        clientX: from.x + i * stride,
        clientY: from.y + (i % 3) * 10,
        pointerType: 'mouse',
        bubbles: true,
      }),
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

const meta = {
  title: 'Components/ParticleCursor',
  component: ParticleCursor,
  args: { maxParticles: 12, smoothing: 0.18, particleLifetime: 600, spawnDistance: 14 },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <p>
          Move the mouse over this area. The ring and its particles are decoration only: the system cursor
          stays.
        </p>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `A decorative ring that follows the mouse with easing (smoothing 0.18), trailed by at most 12 fading particles.

**When to use:** once, at the app root, as brand decoration. **When not to:** anywhere it could carry meaning.

**Props:** \`maxParticles\` = 12 (capped at 12), \`smoothing\` = 0.18, \`particleLifetime\` = 600 ms, \`spawnDistance\` = 14 px.

**Behaviour and accessibility:** \`aria-hidden\`, \`pointer-events: none\`, and it never sets \`cursor: none\`, so the
real cursor, hover states and clicks are untouched. It renders nothing on the server, on touch devices (no fine
pointer), and under reduced motion. Its animation loop runs only while the pointer moves or particles fade, and stops
while the tab is hidden.`,
      },
    },
  },
} satisfies Meta<typeof ParticleCursor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: {
    reducedMotion: false,
    // The screenshot: motion allowed, one mouse move to the middle of the story, then the trail has
    // faded (600 ms lifetime) and the ring rests under the pointer: the cursor's one frozen picture.
    screenshot: { motion: true, pointer: { x: 480, y: 180 }, delay: 900 },
  },
  play: async ({ canvasElement }) => {
    const layer = await waitFor(() => {
      const found = layerOf(canvasElement);
      if (!found) throw new Error('cursor layer not rendered');
      return found;
    });
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(layer).pointerEvents).toBe('none');
    await expect(layer.querySelectorAll('[data-particle]')).toHaveLength(PARTICLE_CURSOR_MAX);
    await sweep(30);
    // Never more than 12 alive, however fast the pointer moves.
    await expect(layer.querySelectorAll('[data-particle][data-active]').length).toBeGreaterThan(0);
    await expect(layer.querySelectorAll('[data-particle][data-active]').length).toBeLessThanOrEqual(12);
    await expect(getComputedStyle(document.body).cursor).not.toBe('none');
    await expect(getComputedStyle(canvasElement).cursor).not.toBe('none');
    // Particles fade out once the pointer rests.
    await waitFor(() => expect(layer.querySelectorAll('[data-particle][data-active]')).toHaveLength(0), {
      timeout: 2000,
    });
  },
};

export const SmoothingFollowsPointer: Story = {
  // No screenshot: the ring is caught mid-glide only while the pointer moves; at rest it is the `Default` screenshot.
  parameters: { reducedMotion: false, screenshot: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(layerOf(canvasElement)).not.toBeNull());
    const ring = layerOf(canvasElement)?.querySelector('[data-smoothing]') as HTMLElement;
    await expect(ring).toHaveAttribute('data-smoothing', '0.18');
    window.dispatchEvent(
      new PointerEvent('pointermove', { clientX: 100, clientY: 100, pointerType: 'mouse' }),
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    window.dispatchEvent(
      new PointerEvent('pointermove', { clientX: 300, clientY: 100, pointerType: 'mouse' }),
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // One frame covers 18% of the remaining distance: the ring lags behind, then settles on the pointer.
    const x = () => new DOMMatrixReadOnly(getComputedStyle(ring).transform).m41;
    await expect(x()).toBeGreaterThan(100);
    await expect(x()).toBeLessThan(300);
    await waitFor(() => expect(Math.round(x())).toBe(300), { timeout: 2000 });
  },
};

export const PausedWhileTabHidden: Story = {
  // No screenshot: a hidden tab has no picture; at rest it is the `Default` screenshot.
  parameters: { reducedMotion: false, screenshot: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(layerOf(canvasElement)).not.toBeNull());
    const layer = layerOf(canvasElement) as HTMLElement;
    await expect(layer).toHaveAttribute('data-paused', 'false');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(layer).toHaveAttribute('data-paused', 'true');
    delete (document as unknown as Record<string, unknown>).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(layer).toHaveAttribute('data-paused', 'false');
  },
};

export const FewerParticles: Story = {
  args: { maxParticles: 4 },
  // No screenshot: the particle count shows only while the pointer moves (no frozen picture); at rest it is the `Default` screenshot.
  parameters: { reducedMotion: false, screenshot: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(layerOf(canvasElement)).not.toBeNull());
    await expect(layerOf(canvasElement)?.querySelectorAll('[data-particle]')).toHaveLength(4);
  },
};

export const CappedAtTwelve: Story = {
  args: { maxParticles: 40 },
  // No screenshot: the particle count shows only while the pointer moves (no frozen picture); at rest it is the `Default` screenshot.
  parameters: { reducedMotion: false, screenshot: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(layerOf(canvasElement)).not.toBeNull());
    await expect(layerOf(canvasElement)?.querySelectorAll('[data-particle]')).toHaveLength(12);
  },
};

export const OffUnderReducedMotion: Story = {
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(layerOf(canvasElement)).toBeNull();
  },
};
