import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import poster from '../BackgroundVideo/fixtures/poster.jpg';
import { Parallax } from './index';

const cover = { width: '100%', height: '100%', objectFit: 'cover' as const };

/** A scrim of the theme's surface keeps the text readable over the picture in both themes. */
const band = {
  paddingBlock: vars.space[10],
  paddingInline: vars.space[6],
  textAlign: 'center' as const,
  color: vars.color.text.default,
  background: `color-mix(in srgb, ${vars.color.surface.default} 72%, transparent)`,
};

const meta = {
  title: 'Components/Parallax',
  component: Parallax,
  args: { strength: 400, background: <img src={poster} alt="" width={1280} height={720} style={cover} /> },
  render: (args) => (
    <Parallax {...args}>
      <div style={band}>
        <p style={{ fontFamily: vars.font.heading, fontSize: vars.fontSize['3xl'], margin: 0 }}>250+</p>
        <p style={{ margin: 0 }}>Projects delivered since 2019</p>
      </div>
    </Parallax>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'A section whose background drifts slower than the page as it scrolls by (the home page\'s numbers band).',
          '',
          '**When to use:** a band of few words over a decorative picture. **When not to:** behind long text, or with a',
          'background that carries information (it is hidden from screen readers and partly cropped).',
          '',
          '**Props (defaults):** `background` (an `img`/`picture` that covers the layer), `strength` 400 px (how far the',
          'background drifts while the section crosses the viewport), `backgroundClassName` (tint or blend the layer).',
          '',
          '**Accessibility and performance:** CSS only — a scroll-driven animation (`animation-timeline: view()`) moves',
          'the background, so no script or scroll listener runs. The layer is taller than the section by the strength,',
          'so it always covers it. Under reduced motion, and in browsers without scroll-driven animations, it stays still.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Parallax>;
export default meta;
type Story = StoryObj<typeof meta>;

const layerOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-parallax-layer]')!;
const offset = (element: HTMLElement) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m42;

/** The band at rest (screenshots stop animations at their start). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const layer = layerOf(canvasElement);
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    // Taller than the band by the strength: 200 px above and 200 px below.
    const band = layer.parentElement!.getBoundingClientRect();
    await expect(layer.offsetHeight).toBe(Math.round(band.height) + 400);
    await expect(getComputedStyle(layer).getPropertyValue('animation-timeline')).toBe('view()');
  },
};

/** Between two tall blocks: scrolling the page moves the background by up to half the strength either way. */
export const DriftsOnScroll: Story = {
  args: { strength: 300 },
  render: (args) => (
    <div>
      <div style={{ height: '120vh' }} />
      <Parallax {...args}>
        <div style={band}>
          <p style={{ margin: 0 }}>Scroll to see the background drift</p>
        </div>
      </Parallax>
      <div style={{ height: '120vh' }} />
    </div>
  ),
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const layer = layerOf(canvasElement);
    const section = layer.parentElement!;
    const scroller = document.scrollingElement!;
    const at = async (top: number) => {
      scroller.scrollTop = top;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return offset(layer);
    };
    const sectionTop = section.getBoundingClientRect().top + scroller.scrollTop;
    const entering = await at(sectionTop - window.innerHeight + 10);
    const leaving = await at(sectionTop + section.offsetHeight - 10);
    await expect(entering).toBeLessThan(-100);
    await expect(leaving).toBeGreaterThan(100);
    await expect(Math.abs(entering)).toBeLessThanOrEqual(150);
    await expect(Math.abs(leaving)).toBeLessThanOrEqual(150);
    await at(0);
  },
};

/** Reduced motion: the background stays still, centred on the band. */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const layer = layerOf(canvasElement);
    await waitFor(() => expect(getComputedStyle(layer).animationName).toBe('none'));
    await expect(offset(layer)).toBe(0);
  },
};
