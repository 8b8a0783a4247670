import { describe, expect, it } from 'vitest';
import { site } from '../content/site';
import { courseJsonLd, jobPostingJsonLd, organizationJsonLd, productJsonLd } from './jsonLd';
import { pageMeta } from './meta';
import { sitemapEntries, sitemapXml } from './sitemap';

type Descriptor = Record<string, unknown>;
const find = (descriptors: Descriptor[], key: string, value: string) =>
  descriptors.find((descriptor) => descriptor[key] === value);

describe('pageMeta', () => {
  const meta = pageMeta({
    title: 'About Us',
    description: 'Who we are.',
    path: '/about',
    breadcrumbs: [{ name: 'About Us', path: '/about' }],
  }) as Descriptor[];

  it('gives the title with the brand, description, canonical link, Open Graph and Twitter tags', () => {
    expect(meta[0]).toEqual({ title: `About Us | ${site.name}` });
    expect(find(meta, 'name', 'description')?.content).toBe('Who we are.');
    expect(find(meta, 'rel', 'canonical')?.href).toBe(`${site.url}/about`);
    expect(find(meta, 'property', 'og:url')?.content).toBe(`${site.url}/about`);
    expect(find(meta, 'property', 'og:image')?.content).toMatch(/^https?:\/\/.+\.(jpg|png|webp)$/);
    expect(find(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(meta, 'name', 'robots')?.content).toBe('index, follow');
  });

  it('adds a BreadcrumbList that starts at Home', () => {
    const crumbs = meta.find((descriptor) => 'script:ld+json' in descriptor)?.['script:ld+json'] as {
      itemListElement: { name: string; position: number }[];
    };
    expect(crumbs.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, 'Home'],
      [2, 'About Us'],
    ]);
  });

  it('marks private pages noindex', () => {
    const privateMeta = pageMeta({
      title: 'Cart',
      description: 'Your cart.',
      path: '/cart',
      noindex: true,
    }) as Descriptor[];
    expect(find(privateMeta, 'name', 'robots')?.content).toBe('noindex, nofollow');
  });
});

describe('JSON-LD', () => {
  it('describes the organization with both offices and phones', () => {
    const org = organizationJsonLd() as { name: string; address: unknown[]; contactPoint: unknown[] };
    expect(org.name).toBe(site.name);
    expect(org.address).toHaveLength(2);
    expect(org.contactPoint).toHaveLength(2);
  });

  it('prices courses and products in INR', () => {
    const course = courseJsonLd({
      id: 'basic-python',
      title: 'Basic Python',
      description: 'Learn Python.',
      price: 999,
    }) as { offers: { price: string; priceCurrency: string } };
    expect(course.offers).toMatchObject({ price: '999.00', priceCurrency: 'INR' });
    const product = productJsonLd({
      id: 'hotel-management-software',
      title: 'Hotel Management Software',
      description: 'Hotels.',
      price: 9999,
    }) as { '@type': string; offers: { price: string; priceCurrency: string } };
    expect(product['@type']).toBe('Product');
    expect(product.offers).toMatchObject({ price: '9999.00', priceCurrency: 'INR' });
  });

  it('builds a JobPosting with a fallback description and the posting date', () => {
    const job = jobPostingJsonLd({
      id: 'j1',
      jobTitle: 'React Developer',
      description: '',
      createdAt: '2026-10-02T10:00:00.000Z',
      location: 'Bengaluru',
    }) as Record<string, unknown>;
    expect(job.title).toBe('React Developer');
    expect(job.description).toMatch(/React Developer/);
    expect(job.datePosted).toBe('2026-10-02');
  });
});

describe('sitemap', () => {
  it('lists static pages, services, courses, blogs and jobs once each', () => {
    const entries = sitemapEntries({
      blogs: [{ id: 'b-1', updatedAt: '2026-09-01T00:00:00.000Z' }],
      jobs: [{ id: 7 }, { id: 7 }],
    });
    const paths = entries.map((entry) => entry.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/services/my-bussiness-SEO');
    expect(paths).toContain('/courses/inDesign');
    expect(paths).toContain('/blog/b-1');
    expect(paths.filter((path) => path === '/job/7')).toHaveLength(1);
    expect(paths).not.toContain('/cart');
    expect(paths).not.toContain('/login');
    const xml = sitemapXml('https://example.com', entries);
    expect(xml).toContain('<loc>https://example.com/blog/b-1</loc><lastmod>2026-09-01</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
