// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { courses as courseContent } from './courses';
import { trustedBy as trustedByContent, whyChooseUs } from './home';
import { offerTabs, philosophy as philosophyContent, testimonials as testimonialContent } from './home-lower';
import {
  type MediaImage,
  about,
  avatarImages,
  brand,
  clientLogoImages,
  courseImages,
  courses,
  featureImages,
  mediaByKey,
  offerImages,
  philosophyImages,
  portfolio,
  productImages,
  products,
  projectImages,
  serviceImages,
  services,
  trustedBy,
  videos,
} from './media';
import { portfolio as portfolioContent } from './portfolio';
import { products as productContent } from './products';
import { services as serviceContent } from './services';

const publicDir = join(import.meta.dirname, '..', '..', 'public');
const file = (url: string) => join(publicDir, url);

/** Every URL of an image entry with the width it declares (srcSet/sources use `w` descriptors). */
function candidates(image: MediaImage): { url: string; width: number }[] {
  const sets = [image.srcSet, ...(image.sources ?? []).map((s) => s.srcSet)].filter((s): s is string => !!s);
  const fromSets = sets.flatMap((set) =>
    set.split(',').map((part) => {
      const [url = '', descriptor = ''] = part.trim().split(/\s+/);
      return { url, width: Number.parseInt(descriptor, 10) };
    }),
  );
  return [{ url: image.src, width: image.width }, ...fromSets];
}

async function intrinsicSize(path: string): Promise<{ width: number; height: number }> {
  if (path.endsWith('.svg')) {
    const svg = readFileSync(path, 'utf8');
    const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1]);
    const height = Number(/<svg[^>]*\sheight="([\d.]+)"/.exec(svg)?.[1]);
    return { width, height };
  }
  const meta = await sharp(path).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

const entries = Object.entries(mediaByKey);

describe('media manifest', () => {
  it('has the images the content modules ask for', () => {
    const keys = Object.keys(mediaByKey);
    expect(keys.filter((k) => k.startsWith('service-'))).toHaveLength(10);
    expect(keys.filter((k) => k.startsWith('course-'))).toHaveLength(19);
    expect(keys.filter((k) => k.startsWith('product-'))).toHaveLength(4);
    expect(keys.filter((k) => /^project-\d+$/.test(k))).toHaveLength(12);
    expect(keys.filter((k) => k.startsWith('project-logo-'))).toHaveLength(12);
    expect(keys.filter((k) => k.startsWith('philosophy-'))).toHaveLength(5);
    expect(keys.filter((k) => k.startsWith('avatar-'))).toHaveLength(6);
    expect(keys.filter((k) => k.startsWith('offer-'))).toHaveLength(4);
    expect(keys.filter((k) => k.startsWith('logo-client-'))).toHaveLength(5);
    expect(keys).toEqual(
      expect.arrayContaining([
        'feature-branding',
        'feature-marketing',
        'about-hero',
        'team-intro',
        'og-default',
      ]),
    );
    expect(Object.keys(about.cards)).toEqual(['mission', 'vision', 'values', 'culture', 'future']);
  });

  // Pages import only the group they show (media/services.ts...) and look their keys up in its map; a key
  // looked up in the wrong group would render an empty slot, so each page's keys are checked in its group.
  it.each([
    ['services (home, /services, /services/:slug)', serviceImages, serviceContent.map((s) => s.image)],
    ['courses (/courses, /courses/:id, /cart)', courseImages, courseContent.map((c) => c.image)],
    ['products (/products)', productImages, productContent.map((p) => p.image)],
    ['projects (/projects)', projectImages, portfolioContent.flatMap((p) => [p.image, p.logo])],
    ['trusted-by logos (home)', clientLogoImages, trustedByContent.logos.map((l) => l.image)],
    ['feature cards (home)', featureImages, whyChooseUs.features.map((f) => f.image)],
    ['philosophy panels (home)', philosophyImages, philosophyContent.panels.map((p) => p.src)],
    ['testimonial avatars (home)', avatarImages, testimonialContent.items.map((t) => t.image)],
    ['offer tabs (home)', offerImages, offerTabs.tabs.map((t) => t.img)],
  ])('%s: every key of the content is in the group the page reads', (_group, images, keys) => {
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !(key in images))).toEqual([]);
  });

  it.each(entries)('%s: every file exists with the declared dimensions', async (_key, image) => {
    const ratio = image.width / image.height;
    for (const { url, width } of candidates(image)) {
      expect(existsSync(file(url)), url).toBe(true);
      const size = await intrinsicSize(file(url));
      expect(size.width, url).toBe(width);
      expect(Math.abs(size.width / size.height - ratio), url).toBeLessThan(0.01);
    }
  });

  it('describes content images for screen readers', () => {
    const content = [
      ...Object.values(services),
      ...Object.values(courses),
      ...Object.values(products),
      ...portfolio.map((p) => p.image),
      ...trustedBy,
      about.hero,
      about.teamIntro,
      brand.ogDefault,
    ];
    for (const image of content) expect(image.alt.trim().length, image.src).toBeGreaterThan(3);
  });

  it('keeps portfolio order: six App Design, then six Web Design', () => {
    expect(portfolio.map((p) => p.category)).toEqual([
      ...Array(6).fill('App Design'),
      ...Array(6).fill('Web Design'),
    ]);
  });

  it('ships small looping videos with light posters', async () => {
    for (const video of Object.values(videos)) {
      for (const source of video.sources) {
        expect(existsSync(file(source.src)), source.src).toBe(true);
        expect(statSync(file(source.src)).size, source.src).toBeLessThanOrEqual(600 * 1024);
      }
      expect(video.width).toBeLessThanOrEqual(1280);
      expect(statSync(file(video.poster)).size, video.poster).toBeLessThanOrEqual(60 * 1024);
      expect(await intrinsicSize(file(video.poster))).toEqual({ width: video.width, height: video.height });
    }
  });

  it('has the favicon set and the share image at their documented sizes', async () => {
    expect(await intrinsicSize(file(brand.favicon.png32))).toEqual({ width: 32, height: 32 });
    expect(await intrinsicSize(file(brand.favicon.appleTouch))).toEqual({ width: 180, height: 180 });
    expect(readFileSync(file(brand.favicon.ico)).readUInt16LE(2)).toBe(1); // ICO type field
    expect(await intrinsicSize(file(brand.ogDefault.src))).toEqual({ width: 1200, height: 630 });
    for (const logo of trustedBy) expect(logo.height).toBe(50);
  });
});
