import type { AdminCourseDetail } from '@company/contracts';
import { describe, expect, it } from 'vitest';
import { movedOutline } from './CoursesPages';

const lesson = (id: string) => ({ id }) as AdminCourseDetail['modules'][number]['lessons'][number];
const detail = {
  course: { id: 'basic-python', title: 'Basic Python', category: 'Software Development' },
  modules: [
    { id: 'm1', title: 'Start', sortOrder: 0, lessons: [lesson('a'), lesson('b')] },
    { id: 'm2', title: 'Data', sortOrder: 1, lessons: [lesson('c')] },
  ],
} satisfies AdminCourseDetail;

const shape = (id: string, delta: -1 | 1) =>
  movedOutline(detail, id, delta)?.modules.map((module) => `${module.id}:${module.lessonIds.join(',')}`);

describe('moving a module or lesson one place (the Up/Down buttons)', () => {
  it('swaps neighbouring lessons within a module', () => {
    expect(shape('b', -1)).toEqual(['m1:b,a', 'm2:c']);
  });
  it('moves a lesson across a module boundary: to the end of the one above, the start of the one below', () => {
    expect(shape('c', -1)).toEqual(['m1:a,b,c', 'm2:']);
    expect(shape('b', 1)).toEqual(['m1:a', 'm2:b,c']);
  });
  it('swaps modules with their lessons', () => {
    expect(shape('m2', -1)).toEqual(['m2:c', 'm1:a,b']);
  });
  it('says when nothing can move (first up, last down, unknown id)', () => {
    expect(movedOutline(detail, 'a', -1)).toBeNull();
    expect(movedOutline(detail, 'c', 1)).toBeNull();
    expect(movedOutline(detail, 'm1', -1)).toBeNull();
    expect(movedOutline(detail, 'zz', 1)).toBeNull();
  });
  it('leaves the page’s data as it was', () => {
    movedOutline(detail, 'b', 1);
    expect(detail.modules[0]!.lessons.map((l) => l.id)).toEqual(['a', 'b']);
  });
});
