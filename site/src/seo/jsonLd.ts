import { site } from '../content/site';

/** One step of a breadcrumb trail: visible name and site-relative path. */
export interface Crumb {
  name: string;
  path: string;
}

const abs = (path: string) =>
  /^https?:\/\//.test(path) ? path : `${site.url}${path.startsWith('/') ? '' : '/'}${path}`;

/** schema.org Organization of the brand; the root layout renders it on every page. */
export function organizationJsonLd(logoPath = '/media/brand/logo.png'): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: site.url,
    logo: abs(logoPath),
    email: site.email,
    telephone: site.phones[0],
    description: site.description,
    foundingDate: String(site.foundingYear),
    address: site.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.address,
      addressLocality: office.city,
      addressCountry: 'IN',
    })),
    contactPoint: site.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone,
      email: site.email,
      contactType: 'customer service',
      areaServed: 'IN',
      availableLanguage: ['en', 'hi'],
    })),
    sameAs: site.social.map((link) => link.url),
  };
}

/** schema.org BreadcrumbList; Home is always the first item. */
export function breadcrumbJsonLd(trail: Crumb[]): Record<string, unknown> {
  const items = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: abs(crumb.path),
    })),
  };
}

/** schema.org Course with an INR offer. */
export function courseJsonLd(course: {
  id: string;
  title: string;
  description: string;
  price: number;
  image?: string;
  /** False once staff take it off sale (docs/requirements/issues/24-staff-console.md). Default true. */
  available?: boolean;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description,
    url: abs(`/courses/${course.id}`),
    ...(course.image ? { image: abs(course.image) } : {}),
    provider: { '@type': 'Organization', name: site.name, sameAs: site.url },
    offers: {
      '@type': 'Offer',
      price: course.price.toFixed(2),
      priceCurrency: 'INR',
      availability: `https://schema.org/${course.available === false ? 'OutOfStock' : 'InStock'}`,
      category: 'Paid',
      url: abs(`/courses/${course.id}`),
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: 'PT4H',
    },
  };
}

/** schema.org Product (software) with an INR Offer. */
export function productJsonLd(product: {
  id: string;
  title: string;
  description: string;
  price: number;
  image?: string;
  /** False once staff take it off sale (issue 24). Default true. */
  available?: boolean;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': abs(`/products#${product.id}`),
    name: product.title,
    description: product.description,
    ...(product.image ? { image: abs(product.image) } : {}),
    brand: { '@type': 'Brand', name: site.name },
    category: 'Software',
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'INR',
      availability: `https://schema.org/${product.available === false ? 'OutOfStock' : 'InStock'}`,
      url: abs('/products'),
      seller: { '@type': 'Organization', name: site.name },
    },
  };
}

/** schema.org JobPosting for a job detail page (used by the jobs pages). */
export function jobPostingJsonLd(job: {
  id: string | number;
  jobTitle: string;
  description?: string | null;
  createdAt?: string | null;
  location?: string | null;
  experience?: string | null;
  education?: string | null;
  skill?: string | null;
}): Record<string, unknown> {
  const office =
    site.offices.find(
      (candidate) => job.location && job.location.toLowerCase().includes(candidate.city.toLowerCase()),
    ) ?? site.offices[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.jobTitle,
    description:
      job.description && job.description.trim() !== '' ? job.description : `${job.jobTitle} at ${site.name}.`,
    ...(job.createdAt ? { datePosted: job.createdAt.slice(0, 10) } : {}),
    employmentType: 'FULL_TIME',
    url: abs(`/job/${job.id}`),
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location && job.location.trim() !== '' ? job.location : office?.city,
        addressCountry: 'IN',
      },
    },
    ...(job.experience ? { experienceRequirements: job.experience } : {}),
    ...(job.education ? { educationRequirements: job.education } : {}),
    ...(job.skill ? { skills: job.skill } : {}),
  };
}
