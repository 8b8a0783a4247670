import '@testing-library/jest-dom/vitest';
import { ThemeRoot } from '@company/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, signIn } from '../../session';
import { MyCoursesPage } from './MyCoursesPage';

/**
 * My Course with the learning fields of issue 32 (docs/requirements/issues/32-courses-you-can-take.md): the network
 * is answered by MSW with the contract's shapes (`GET order/my-courses/:userId` with progress and nextLessonId,
 * `GET learn/courses/:courseId` for a finished course's certificate).
 */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  clearSession();
  window.localStorage.clear();
});
afterAll(() => server.close());

const entry = (id: string, title: string, extra: object) => ({
  id,
  title,
  fee: 999,
  category: 'Software Development',
  image: id,
  imageUrl: `/uploads/${id}.webp`,
  purchasedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

function renderPage() {
  signIn({ token: 'token-1', userId: 'user-1', user: { name: 'Asha Verma', email: 'asha@example.com' } });
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/user/mycourses']}>
        <MyCoursesPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

describe('My Course', () => {
  it('shows each course’s progress and the right next step, and a finished course’s certificate', async () => {
    server.use(
      http.get('*/api/v1/order/my-courses/user-1', () =>
        HttpResponse.json([
          entry('basic-python', 'Basic Python', {
            progress: { done: 0, total: 4, percent: 0 },
            nextLessonId: 'l-1',
          }),
          entry('front-end', 'Front-End Development', {
            progress: { done: 2, total: 5, percent: 40 },
            nextLessonId: 'l-7',
          }),
          entry('seo-course', 'SEO Course', {
            progress: { done: 3, total: 3, percent: 100 },
            nextLessonId: null,
          }),
        ]),
      ),
      http.get('*/api/v1/learn/courses/seo-course', () =>
        HttpResponse.json({
          course: { id: 'seo-course', title: 'SEO Course' },
          owned: true,
          modules: [],
          progress: { done: 3, total: 3, percent: 100 },
          nextLessonId: null,
          certificateId: 'AC-7K2Q9',
        }),
      ),
    );
    renderPage();

    const start = await screen.findByRole('link', { name: 'Start learning: Basic Python' });
    expect(start).toHaveAttribute('href', '/learn/basic-python/l-1');
    expect(screen.getByRole('link', { name: 'Continue learning: Front-End Development' })).toHaveAttribute(
      'href',
      '/learn/front-end/l-7',
    );
    expect(screen.getByRole('link', { name: 'Review course: SEO Course' })).toHaveAttribute(
      'href',
      '/learn/seo-course',
    );

    const bars = screen.getAllByRole('progressbar', { name: 'Progress' });
    expect(bars.map((bar) => bar.getAttribute('aria-valuetext'))).toEqual([
      '0 of 4 lessons (0%)',
      '2 of 5 lessons (40%)',
      '3 of 3 lessons (100%)',
    ]);

    const certificate = await screen.findByRole('link', { name: 'Download certificate: SEO Course' });
    expect(certificate).toHaveAttribute('href', '/api/v1/learn/certificates/AC-7K2Q9.pdf');
    // Only the finished course has one.
    expect(screen.getAllByRole('link', { name: /Download certificate/ })).toHaveLength(1);
    // The title leads to the lessons, not back to the sales page.
    const card = screen.getByRole('heading', { name: 'Front-End Development' });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/learn/front-end/l-7');
  });

  it('without the learning fields (an older server) still offers the way into the course', async () => {
    server.use(
      http.get('*/api/v1/order/my-courses/user-1', () =>
        HttpResponse.json([entry('basic-python', 'Basic Python', {})]),
      ),
    );
    renderPage();
    expect(await screen.findByRole('link', { name: 'Start learning: Basic Python' })).toHaveAttribute(
      'href',
      '/learn/basic-python',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
