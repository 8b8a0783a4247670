import type { Job } from '@company/contracts';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogsPage } from '../blogs/BlogsPage';
import { descriptionPreview, orNotSpecified } from '../jobs/data';
import { JobList } from '../jobs/JobsPage';

const job = (index: number, overrides: Partial<Job> = {}): Job => ({
  id: `job-${index}`,
  jobTitle: `Job ${index}`,
  experience: '2+ years',
  education: 'B.Tech',
  location: 'Jabalpur',
  skill: 'React, Node.js',
  description: 'Build things.',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
  ...overrides,
});
const jobs = (count: number) => Array.from({ length: count }, (_, index) => job(index + 1));

let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderJobs = (list: Job[]) =>
  render(
    <MemoryRouter>
      <JobList jobs={list} />
    </MemoryRouter>,
  );

const cards = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('job list', () => {
  it('given no jobs, says "No jobs available."', () => {
    renderJobs([]);
    expect(screen.getByText('No jobs available.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('given 6 jobs or fewer, shows them all without a View More button', () => {
    renderJobs(jobs(6));
    expect(cards('Open positions')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /View/ })).toBeNull();
  });

  it('given 10 jobs, shows 6, then 9, then 10 with View Less, which resets to 6', async () => {
    const user = userEvent.setup();
    renderJobs(jobs(10));
    expect(cards('Open positions')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(cards('Open positions')).toHaveLength(9);
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    // The first new card scrolls into view and its link takes focus.
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(cards('Open positions')[6]);
    expect(document.activeElement).toBe(within(cards('Open positions')[6]!).getByRole('link'));
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(cards('Open positions')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect(cards('Open positions')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'View More' })).toBeTruthy();
  });

  it('shows "Not specified" for missing experience and location and previews 100 characters', () => {
    renderJobs([job(1, { experience: null, location: '  ', description: 'x'.repeat(150) })]);
    expect(screen.getAllByText('Not specified')).toHaveLength(2);
    expect(screen.getByText(`${'x'.repeat(100)}...`)).toBeTruthy();
  });

  it('helpers: Not specified, No description provided.', () => {
    expect(orNotSpecified(undefined)).toBe('Not specified');
    expect(orNotSpecified(' 3 years ')).toBe('3 years');
    expect(descriptionPreview(null)).toBe('No description provided.');
    expect(descriptionPreview('Short text.')).toBe('Short text.');
  });
});

const blogs = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `b${index + 1}`,
    title: `Blog ${index + 1}`,
    imageUrl: `/uploads/blogs/${index + 1}.webp`,
  }));

describe('blog list', () => {
  const renderBlogs = (count: number, error: string | null = null) =>
    render(
      <MemoryRouter>
        <BlogsPage result={{ blogs: blogs(count), error }} />
      </MemoryRouter>,
    );

  it('given no blogs, says "No blogs found."; given an error, says "Error: …"', () => {
    const { unmount } = renderBlogs(0);
    expect(screen.getByText('No blogs found.')).toBeTruthy();
    unmount();
    renderBlogs(0, 'Failed to fetch blogs');
    expect(screen.getByRole('alert').textContent).toBe('Error: Failed to fetch blogs');
  });

  it('given 8 blogs, shows them without a button', () => {
    renderBlogs(8);
    expect(cards('Blog posts')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: /View/ })).toBeNull();
  });

  it('given 20 blogs: 8, 16, 20 by 8 at a time, scrolling 300 ms after each click; View Less resets', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBlogs(20);
    expect(cards('Blog posts')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(cards('Blog posts')).toHaveLength(16);
    act(() => vi.advanceTimersByTime(250));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.calls[0]![0]).toEqual({ behavior: 'smooth', block: 'start' });
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(cards('Blog posts')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect(cards('Blog posts')).toHaveLength(8);
  });

  it('under reduced motion the scroll jumps instead of animating', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    const user = userEvent.setup();
    renderBlogs(12);
    await user.click(screen.getByRole('button', { name: 'View More' }));
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalled(), { timeout: 2000 });
    expect(scrollIntoView.mock.calls[0]![0]).toEqual({ behavior: 'auto', block: 'start' });
  });
});
