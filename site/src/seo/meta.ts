import type { MetaDescriptor } from 'react-router';
import { site } from '../content/site';
import { breadcrumbJsonLd, type Crumb } from './jsonLd';

/** Share image used when a page has none of its own (site-relative path under public/). */
export const defaultShareImage = {
  path: '/media/og/og-default.jpg',
  width: 1200,
  height: 630,
  alt: `${site.name}: software, apps and digital growth`,
};

export interface PageSeo {
  /** Page title without the brand; the brand is appended ("About Us | Acme Softech"). */
  title: string;
  /** Set when the title already carries the brand (home). */
  fullTitle?: string;
  /** 50 to 160 characters that describe the page for search results and shares. */
  description: string;
  /** Site-relative path of the canonical URL, e.g. "/about". */
  path: string;
  /** Site-relative or absolute share image; defaults to the brand share image. */
  image?: { path: string; width?: number; height?: number; alt?: string };
  /** Open Graph type. Default "website". */
  type?: 'website' | 'article' | 'product';
  /** Keep the page out of search indexes (login, OTP, dashboard, cart, receipt). */
  noindex?: boolean;
  /** Breadcrumb trail after Home; Home is added automatically. Omit on the home page. */
  breadcrumbs?: Crumb[];
  /** Further JSON-LD objects (Course, Product, JobPosting...). Organization is rendered by the root layout. */
  jsonLd?: Record<string, unknown>[];
}

/** Absolute URL on the site's origin for a site-relative path. */
export const absoluteUrl = (path: string): string =>
  /^https?:\/\//.test(path) ? path : `${site.url}${path.startsWith('/') ? '' : '/'}${path}`;

/**
 * All head tags of a page: title, description, canonical link, robots, Open Graph, Twitter card and JSON-LD.
 * Use it from a route's `meta` export: `export const meta = () => pageMeta({ ... })`.
 */
export function pageMeta(page: PageSeo): MetaDescriptor[] {
  const title = page.fullTitle ?? `${page.title} | ${site.titleSuffix}`;
  const url = absoluteUrl(page.path);
  const image = page.image ?? defaultShareImage;
  const imageUrl = absoluteUrl(image.path);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { name: 'robots', content: page.noindex ? 'noindex, nofollow' : 'index, follow' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: imageUrl },
  ];
  if (image.width) descriptors.push({ property: 'og:image:width', content: String(image.width) });
  if (image.height) descriptors.push({ property: 'og:image:height', content: String(image.height) });
  if (image.alt) {
    descriptors.push(
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:image:alt', content: image.alt },
    );
  }
  if (page.breadcrumbs) descriptors.push({ 'script:ld+json': breadcrumbJsonLd(page.breadcrumbs) });
  for (const item of page.jsonLd ?? []) descriptors.push({ 'script:ld+json': item });
  return descriptors;
}

/** Meta of a page that must stay out of search indexes. */
export const privatePageMeta = (title: string, description: string, path: string): MetaDescriptor[] =>
  pageMeta({ title, description, path, noindex: true });
