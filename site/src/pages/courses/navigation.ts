import { isCourseCategory, type CourseCategory } from '../../content/courses';

/** Navigation state between the courses list, the cart and a course page (SPEC.md "Course detail"). */
export interface CourseNavigationState {
  /** Where the user came from. */
  from?: 'courses' | 'cart';
  /** The category tab to show on /courses. */
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
  state?: CourseNavigationState;
  label: string;
} {
  const { from, category } = readCourseState(state);
  if (from === 'cart') return { to: '/cart', label: 'Back to Cart' };
  if (from === 'courses' && category)
    return { to: '/courses', state: { category }, label: 'Back to Courses' };
  return { to: '/courses', label: 'Back to Courses' };
}
