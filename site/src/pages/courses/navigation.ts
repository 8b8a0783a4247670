import { courseCategories, isCourseCategory, type CourseCategory } from '../../content/courses';

/** A category's value in the courses list's URL (`/courses?category=data-science`). */
export const courseCategorySlug = (category: CourseCategory): string =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The category a `?category=` value names, or undefined for a missing or unknown one. */
export const courseCategoryFromSlug = (slug: string | null | undefined): CourseCategory | undefined =>
  courseCategories.find((category) => courseCategorySlug(category) === slug);

/** The courses list showing one category: a real link that works before (and without) the page's script. */
export const coursesListPath = (category: CourseCategory): string =>
  `/courses?category=${courseCategorySlug(category)}`;

/**
 * Navigation state between the courses list, the cart and a course page (SPEC.md "Course detail"). The
 * courses list itself takes its category from the URL (`coursesListPath`), so a reload, a shared link and a
 * press before hydration all show the same tab.
 */
export interface CourseNavigationState {
  /** Where the user came from. */
  from?: 'courses' | 'cart';
  /** The category of the courses list the user came from. */
  category?: CourseCategory;
}

/** Reads the navigation state defensively: it can be anything another page pushed. */
export function readCourseState(state: unknown): CourseNavigationState {
  if (!state || typeof state !== 'object') return {};
  const record = state as Record<string, unknown>;
  return {
    from: record.from === 'courses' || record.from === 'cart' ? record.from : undefined,
    category: isCourseCategory(record.category) ? record.category : undefined,
  };
}

/** Where Back leads from a course page: the cart, the courses list with its category kept, or the courses list. */
export function courseBackTarget(state: unknown): {
  to: string;
  label: string;
} {
  const { from, category } = readCourseState(state);
  if (from === 'cart') return { to: '/cart', label: 'Back to Cart' };
  if (from === 'courses' && category) return { to: coursesListPath(category), label: 'Back to Courses' };
  return { to: '/courses', label: 'Back to Courses' };
}
