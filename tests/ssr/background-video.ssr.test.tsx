/**
 * BackgroundVideo's poster on the server: with `posterSources` it is a <picture> whose preferred
 * (smaller) source is preloaded from the head when the video is eager, so the page's largest paint
 * waits for fewer bytes; a lazy one is never preloaded.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BackgroundVideo } from '@company/ui';

const page = (video: React.ReactNode) =>
  renderToString(
    <html lang="en">
      <head />
      <body>{video}</body>
    </html>,
  );

const props = {
  src: [{ src: '/hero.webm', type: 'video/webm' }],
  poster: '/hero-poster.webp',
  width: 1280,
  height: 720,
};

describe('BackgroundVideo poster sources (server HTML)', () => {
  it('renders a <picture> and preloads the preferred source, typed, in the head', () => {
    const html = page(
      <BackgroundVideo {...props} posterSources={[{ srcSet: '/hero-poster.avif 1280w', type: 'image/avif' }]} />,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload"[^>]*as="image"/);
    expect(head).toContain('type="image/avif"');
    expect(head).toContain('imageSrcSet="/hero-poster.avif 1280w"');
    expect(head).toContain('fetchPriority="high"');
    // The WebP fallback is not preloaded: a browser that reads AVIF would fetch both.
    expect(head).not.toContain('hero-poster.webp');
    expect(html).toMatch(/<picture[^>]*><source srcSet="\/hero-poster.avif 1280w" type="image\/avif"\/><img[^>]*src="\/hero-poster.webp"/);
  });

  it('keeps a plain eager <img> (React preloads it) without sources', () => {
    const html = page(<BackgroundVideo {...props} />);
    expect(html).not.toContain('<picture');
    expect(html).toMatch(/<img[^>]*src="\/hero-poster.webp"[^>]*fetchPriority="high"/);
  });

  it('never preloads a lazy poster', () => {
    const html = page(
      <BackgroundVideo
        {...props}
        loading="lazy"
        posterSources={[{ srcSet: '/hero-poster.avif 1280w', type: 'image/avif' }]}
      />,
    );
    expect(html).not.toContain('rel="preload"');
    expect(html).toMatch(/<img[^>]*loading="lazy"/);
  });
});
