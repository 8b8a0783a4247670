import { describe, expect, it } from 'vitest';
import { countOf } from './DataTable';

describe('countOf (the console lists’ totals)', () => {
  it('says one item in the singular and more in the plural', () => {
    expect(countOf(1, 'enquiries')).toBe('1 enquiry');
    expect(countOf(1, 'applications')).toBe('1 application');
    expect(countOf(1, 'team members')).toBe('1 team member');
    expect(countOf(2, 'enquiries')).toBe('2 enquiries');
  });

  it('groups digits the Indian way', () => {
    expect(countOf(123456, 'orders')).toBe('1,23,456 orders');
  });
});
