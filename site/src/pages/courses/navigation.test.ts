import { describe, expect, it } from 'vitest';
import { courseBackTarget, readCourseState } from './navigation';

describe('course page Back link', () => {
  it('goes to the cart when the user came from the cart', () => {
    expect(courseBackTarget({ from: 'cart' })).toMatchObject({ to: '/cart' });
  });

  it('goes to the courses list with the category kept when the user came from it', () => {
    expect(courseBackTarget({ from: 'courses', category: 'Marketing' })).toEqual({
      to: '/courses',
      state: { category: 'Marketing' },
      label: 'Back to Courses',
    });
  });

  it('goes to the courses list otherwise, ignoring unknown state', () => {
    expect(courseBackTarget(null)).toEqual({ to: '/courses', label: 'Back to Courses' });
    expect(courseBackTarget({ from: 'elsewhere', category: 'Cooking' })).toEqual({
      to: '/courses',
      label: 'Back to Courses',
    });
    expect(readCourseState('text')).toEqual({});
  });
});
