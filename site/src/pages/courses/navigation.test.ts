import { describe, expect, it } from 'vitest';
import { courseCategories } from '../../content/courses';
import { courseBackTarget, courseCategoryFromSlug, courseCategorySlug, readCourseState } from './navigation';

describe('course page Back link', () => {
  it('goes to the cart when the user came from the cart', () => {
    expect(courseBackTarget({ from: 'cart' })).toMatchObject({ to: '/cart' });
  });

  it('goes to the courses list with the category kept when the user came from it', () => {
    expect(courseBackTarget({ from: 'courses', category: 'Marketing' })).toEqual({
      to: '/courses?category=marketing',
      label: 'Back to Courses',
    });
    expect(courseBackTarget({ from: 'courses', category: "Adobe's software" })).toMatchObject({
      to: '/courses?category=adobe-s-software',
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

describe('course category in the URL', () => {
  it('gives every category a distinct slug that reads back as the category', () => {
    const slugs = courseCategories.map(courseCategorySlug);
    expect(new Set(slugs).size).toBe(courseCategories.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const category of courseCategories)
      expect(courseCategoryFromSlug(courseCategorySlug(category))).toBe(category);
  });

  it('reads no category from a missing or unknown value', () => {
    expect(courseCategoryFromSlug(null)).toBeUndefined();
    expect(courseCategoryFromSlug('Marketing')).toBeUndefined();
    expect(courseCategoryFromSlug('cooking')).toBeUndefined();
  });
});
