/**
 * The ten services' slugs and names (docs/requirements/SPEC.md §2 "Service slugs and labels"), apart from their page
 * content so the navigation bar's Services dropdown, on every page, carries only these few bytes.
 * The slugs are part of the public URLs, including the 'bussiness' spelling, and must not change.
 */
export const serviceNames = {
  'app-development': 'App Development',
  'software-development': 'Custom Software Development',
  'uiux-design': 'UI/UX Design',
  'seo-backlinks': 'SEO & Backlinks',
  'my-bussiness-SEO': 'Google My Business SEO',
  'web-designing-development': 'Web Design & Development',
  'graphic-designing': 'Graphic Designing',
  'digital-marketing': 'Digital Marketing',
  'my-bussiness-listing': 'Google My Business Listing',
  'staff-augmentation': 'Staff Augmentation',
} as const;

export type ServiceSlug = keyof typeof serviceNames;

/** Navigation entries of the Services dropdown (SPEC.md "Service menu entry: name, path"), in page order. */
export const serviceMenu = (Object.keys(serviceNames) as ServiceSlug[]).map((slug) => ({
  name: serviceNames[slug],
  path: `/services/${slug}` as const,
}));
