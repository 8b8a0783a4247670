/**
 * The price list of docs/requirements/SPEC.md §3: the 19 courses in five categories and the four software products.
 * Prices are whole rupees; a payment amount is price x 100 paise. The server creates payment orders from
 * this list only (docs/requirements/DECISIONS.md "Payments"): the client sends ids, never amounts.
 */
export const courseCategories = [
  'Software Development',
  'Data Science',
  'Marketing',
  'Web Development',
  "Adobe's software",
] as const;
export type CourseCategory = (typeof courseCategories)[number];

export interface CatalogCourse {
  id: string;
  title: string;
  category: CourseCategory;
  /** Whole rupees. */
  price: number;
}

export const courseCatalog = [
  { id: 'basic-python', title: 'Basic Python', category: 'Software Development', price: 999 },
  { id: 'advance-python', title: 'Advance Python', category: 'Software Development', price: 1499 },
  {
    id: 'basic-advance-interview',
    title: 'Basic to Advance Interview Preparation',
    category: 'Software Development',
    price: 1999,
  },
  { id: 'full-stack-ds', title: 'Full Stack Data Science', category: 'Data Science', price: 6999 },
  { id: 'data-analytics', title: 'Data Analytics', category: 'Data Science', price: 1999 },
  { id: 'big-data', title: 'Big Data', category: 'Data Science', price: 4999 },
  { id: 'deep-learning', title: 'Deep Learning', category: 'Data Science', price: 4999 },
  { id: 'digital-marketing', title: 'Digital Marketing', category: 'Marketing', price: 4999 },
  { id: 'seo-course', title: 'SEO Course', category: 'Marketing', price: 999 },
  { id: 'smm-course', title: 'Social Media Marketing', category: 'Marketing', price: 999 },
  { id: 'front-end', title: 'Front-End Development', category: 'Web Development', price: 1999 },
  { id: 'back-end', title: 'Back-End Development', category: 'Web Development', price: 1999 },
  { id: 'full-stack', title: 'Full Stack Development', category: 'Web Development', price: 4999 },
  { id: 'ui-design', title: 'UI Design', category: 'Web Development', price: 999 },
  { id: 'premiere-pro', title: 'Adobe Premiere Pro', category: "Adobe's software", price: 199 },
  { id: 'after-effects', title: 'Adobe After Effects', category: "Adobe's software", price: 199 },
  { id: 'photoshop', title: 'Adobe Photoshop', category: "Adobe's software", price: 199 },
  { id: 'illustrator', title: 'Adobe Illustrator', category: "Adobe's software", price: 199 },
  { id: 'inDesign', title: 'Adobe InDesign', category: "Adobe's software", price: 499 },
] as const satisfies readonly CatalogCourse[];

export type CourseId = (typeof courseCatalog)[number]['id'];

export interface CatalogProduct {
  id: string;
  title: string;
  /** Whole rupees. */
  price: number;
}

export const productCatalog = [
  { id: 'quickly-billing-software', title: 'Quickly Billing Software', price: 7999 },
  { id: 'hotel-management-software', title: 'Hotel Management Software', price: 9999 },
  { id: 'pharmacy-management-system', title: 'Pharmacy Management System', price: 9999 },
  { id: 'school-management-software', title: 'School Management Software', price: 7999 },
] as const satisfies readonly CatalogProduct[];

export type ProductId = (typeof productCatalog)[number]['id'];

export const courseIds = courseCatalog.map((course) => course.id) as [CourseId, ...CourseId[]];
export const productIds = productCatalog.map((product) => product.id) as [ProductId, ...ProductId[]];

/** Course options of the internship form (SPEC.md §5). */
export const internshipCourses = [
  'app-development',
  'mern-stack',
  'machine-learning',
  'web-development',
  'data-science',
  'digital-marketing',
] as const;
export type InternshipCourse = (typeof internshipCourses)[number];

/** The two experience choices of the job application form. */
export const experienceLevels = ['Fresher', 'Experience'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

/** Price in whole rupees of a catalogue item, or undefined when the id is unknown. */
export function catalogPrice(kind: 'course' | 'product', id: string): number | undefined {
  const list: readonly { id: string; price: number }[] = kind === 'course' ? courseCatalog : productCatalog;
  return list.find((item) => item.id === id)?.price;
}
