import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackgroundVideo } from './BackgroundVideo';
import posterAvif from './fixtures/poster.avif';
import poster from './fixtures/poster.jpg';
import sample from './fixtures/sample.webm';

const meta = {
  title: 'Components/BackgroundVideo',
  component: BackgroundVideo,
  args: {
    src: [{ src: sample, type: 'video/webm' }],
    poster,
    width: 1280,
    height: 720,
    shape: 'rect',
    alt: '',
    pauseControl: true,
    pauseLabel: 'Pause background video',
    playLabel: 'Play background video',
  },
  argTypes: { shape: { control: 'inline-radio', options: ['rect', 'circle'] } },
  parameters: {
    docs: {
      description: {
        component: `A muted, looping, inline background video with a poster, for the home hero and the circular welcome video.

**When to use:** decorative motion behind a headline. **When not to:** video with information or sound (use a real
\`<video controls>\` with captions).

**Props:** \`src\` (URL or \`[{ src, type }]\`), \`poster\` (required), \`width\` / \`height\` (required: intrinsic size, reserves
the box), \`shape\` = rect | circle (default rect), \`alt\` = '' (decorative), \`pauseControl\` = true, \`pauseLabel\` =
'Pause background video', \`playLabel\` = 'Play background video', \`loading\` = eager | lazy (default eager),
\`posterSources\` (smaller encodings of the poster, e.g. \`[{ srcSet: '/hero.avif 1280w', type: 'image/avif' }]\`:
a \`<picture>\`, and an eager video preloads the first one from the head), \`children\` (content over the video).

**Behaviour:** the server HTML holds only the poster (\`loading="eager"\`, \`fetchpriority="high"\`), so it is the first
and largest paint and never waits for video. After hydration the video is added only without reduced motion and
without Save-Data; it is \`muted autoplay loop playsinline\` and fades in over the poster once it really plays. Under
reduced motion or Save-Data the poster stays and no video is downloaded. Use \`loading="lazy"\` below the fold:
the poster loads lazily and the video is fetched only when the box comes within 300 px of the viewport. Out of view,
the video pauses (no decoding off screen) and resumes when scrolled back, unless the visitor paused it.

**Accessibility:** the video is hidden from assistive technology and out of the tab order; the poster is decorative
unless \`alt\` is given. A labelled pause/play button stops the motion (WCAG 2.2.2).`,
      },
    },
  },
} satisfies Meta<typeof BackgroundVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlaysMutedInline: Story = {
  parameters: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-shape]') as HTMLElement;
    const video = await waitFor(() => {
      const element = canvasElement.querySelector('video');
      if (!element) throw new Error('no video yet');
      return element;
    });
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    await expect(video.hasAttribute('playsinline')).toBe(true);
    await expect(video).toHaveAttribute('aria-hidden', 'true');
    await expect(video).toHaveAttribute('width', '1280');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'playing'), { timeout: 5000 });
    const pause = within(canvasElement).getByRole('button', { name: 'Pause background video' });
    await userEvent.click(pause);
    await expect(video.paused).toBe(true);
    await expect(within(canvasElement).getByRole('button', { name: 'Play background video' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(video.paused).toBe(false));
  },
};

/**
 * `loading="lazy"` further down a page: the poster loads lazily and the video is only fetched when
 * the box comes near the viewport; scrolled out of view, the video pauses, and it plays again on return.
 */
export const LazyBelowTheFold: Story = {
  args: { loading: 'lazy' },
  parameters: { reducedMotion: false, screenshot: false }, // a page-high spacer; PosterFirst covers the look
  decorators: [
    (Story) => (
      <div>
        <div data-testid="above" style={{ height: '250vh' }} />
        {Story()}
        <div data-testid="below" style={{ height: '250vh' }} />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-shape]') as HTMLElement;
    const img = root.querySelector('img') as HTMLImageElement;
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('fetchpriority', 'auto');
    // Far below the fold: no video element, no pause button, nothing fetched.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(root.querySelector('video')).toBeNull();
    await expect(within(root).queryByRole('button')).not.toBeInTheDocument();
    root.scrollIntoView({ block: 'center' });
    const video = await waitFor(() => {
      const element = root.querySelector('video');
      if (!element) throw new Error('no video yet');
      return element;
    });
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'playing'), { timeout: 5000 });
    within(canvasElement).getByTestId('below').scrollIntoView({ block: 'end' });
    await waitFor(() => expect(video.paused).toBe(true));
    await expect(within(root).getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
    root.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(video.paused).toBe(false), { timeout: 5000 });
  },
};

export const PosterFirst: Story = {
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img') as HTMLImageElement;
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('width', '1280');
    await expect(img).toHaveAttribute('height', '720');
    await expect(img).toHaveAttribute('alt', '');
  },
};

/**
 * `posterSources`: the poster as a `<picture>` whose AVIF the browser takes before the `poster` fallback
 * (fewer bytes before the page's largest paint); still eager and high priority.
 */
export const PosterSources: Story = {
  args: { posterSources: [{ srcSet: `${posterAvif} 320w`, type: 'image/avif' }] },
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const source = canvasElement.querySelector('picture > source') as HTMLSourceElement;
    await expect(source).toHaveAttribute('type', 'image/avif');
    const img = canvasElement.querySelector('picture > img') as HTMLImageElement;
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
    await expect(img.currentSrc).toContain(posterAvif);
  },
};

export const ReducedMotionShowsPosterOnly: Story = {
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-shape]') as HTMLElement;
    await expect(root).toHaveAttribute('data-state', 'poster');
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: 480, height: 480 },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-shape]') as HTMLElement;
    await expect(root).toHaveAttribute('data-shape', 'circle');
    await expect(getComputedStyle(root).borderRadius).toBe('50%');
    const { width, height } = root.getBoundingClientRect();
    await expect(Math.round(width)).toBe(Math.round(height));
  },
};

export const WithHeadline: Story = {
  args: {
    children: (
      <div
        style={{
          display: 'grid',
          placeItems: 'center',
          height: '100%',
          padding: '2rem',
          textAlign: 'center',
        }}
      >
        <h1
          style={{ margin: 0, fontSize: '2.5rem', color: '#fff', textShadow: '0 2px 12px rgba(0,0,0,0.8)' }}
        >
          Mobile App &amp; Web Development
        </h1>
      </div>
    ),
  },
};

export const MeaningfulPoster: Story = {
  args: { alt: 'Our team at work in the Jabalpur office' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Our team at work in the Jabalpur office' }),
    ).toBeInTheDocument();
  },
};

export const LightTheme: Story = { parameters: { reducedMotion: true }, globals: { theme: 'light' } };
