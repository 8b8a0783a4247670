export { pageMeta, privatePageMeta, absoluteUrl, defaultShareImage } from './meta';
export type { PageSeo } from './meta';
export {
  organizationJsonLd,
  breadcrumbJsonLd,
  courseJsonLd,
  productJsonLd,
  jobPostingJsonLd,
} from './jsonLd';
export type { Crumb } from './jsonLd';
