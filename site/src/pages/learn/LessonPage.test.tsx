import '@testing-library/jest-dom/vitest';
import { ThemeRoot } from '@company/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseOutline, LessonView } from '../../learn/contract';
import { LessonPage, LessonRefused, outlineSections } from './LessonPage';

/** The learning page's layout (issue 32, docs/requirements/issues/32-courses-you-can-take.md "The learning page"). */
afterEach(cleanup);

const L = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const outline: CourseOutline = {
  course: { id: 'basic-python', title: 'Basic Python' },
  owned: true,
  access: 'buyer',
  modules: [
    {
      id: 'm1',
      title: 'Getting started',
      lessons: [
        {
          id: L(1),
          title: 'Installing Python',
          summary: '',
          durationSeconds: 252,
          freePreview: true,
          ready: true,
          done: true,
          watchedSeconds: 250,
        },
        {
          id: L(2),
          title: 'Your first program',
          summary: '',
          durationSeconds: 365,
          freePreview: false,
          ready: true,
          done: false,
          watchedSeconds: 40,
        },
      ],
    },
    {
      id: 'm2',
      title: 'Python basics',
      lessons: [
        {
          id: L(3),
          title: 'Variables',
          summary: '',
          durationSeconds: 520,
          freePreview: false,
          ready: false,
          done: false,
          watchedSeconds: 0,
        },
      ],
    },
  ],
  progress: { done: 1, total: 3, percent: 33 },
  nextLessonId: L(2),
  certificateId: null,
};
const view: LessonView = {
  lesson: {
    id: L(2),
    courseId: 'basic-python',
    courseTitle: 'Basic Python',
    moduleTitle: 'Getting started',
    title: 'Your first program',
    summary: 'print() and running a file.',
    durationSeconds: 365,
    freePreview: false,
  },
  media: { status: 'transcoding', playlistUrl: null, posterUrl: null },
  captionsUrl: null,
  notesUrl: '/api/v1/media/lessons/x/notes.pdf?u=1&e=2&s=3',
  positionSeconds: 40,
  done: false,
  prevLessonId: L(1),
  nextLessonId: L(3),
};

const renderPage = (ui: React.ReactNode) =>
  render(
    <ThemeRoot>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeRoot>,
  );

describe('the learning page', () => {
  it('shows the lesson, the outline with ticks and durations, progress, notes and previous/next', async () => {
    renderPage(<LessonPage outline={outline} view={view} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your first program' })).toBeInTheDocument();
    expect(screen.getByText('This video is being prepared.')).toBeInTheDocument();
    const content = screen.getByRole('complementary', { name: 'Course content' });
    expect(within(content).getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 3 lessons done (33%)',
    );
    expect(
      within(content).getByRole('link', { name: /Installing Python.*Completed.*4 minutes 12 seconds/ }),
    ).toBeInTheDocument();
    expect(within(content).getByRole('link', { name: /Your first program/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(content).getByText('Video coming soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download notes (PDF)' })).toHaveAttribute('href', view.notesUrl);
    const pager = screen.getByRole('navigation', { name: 'Lessons' });
    expect(within(pager).getByRole('link', { name: 'Previous lesson' })).toHaveAttribute(
      'href',
      `/learn/basic-python/${L(1)}`,
    );
    expect(within(pager).getByRole('link', { name: 'Next lesson' })).toHaveAttribute(
      'href',
      `/learn/basic-python/${L(3)}`,
    );
  });

  it('folds the course content behind a button that says whether it is open', async () => {
    renderPage(<LessonPage outline={outline} view={view} />);
    const toggle = screen.getByRole('button', { name: 'Show course content' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveAttribute(
      'data-state',
      'closed',
    );
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide course content' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('for a visitor, lessons other than free previews are locked', () => {
    const sections = outlineSections({ ...outline, owned: false }, L(1));
    expect(sections[0]!.items.map((item) => [item.status, item.note])).toEqual([
      ['done', 'Free preview'],
      ['locked', undefined],
    ]);
  });

  it('a lesson of a course not bought says so and links to the course', () => {
    renderPage(<LessonRefused status={403} courseId="basic-python" />);
    expect(screen.getByRole('link', { name: 'See the course' })).toHaveAttribute(
      'href',
      '/courses/basic-python',
    );
  });
});
