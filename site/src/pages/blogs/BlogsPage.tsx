import { forwardRef, Suspense } from 'react';
import { Await, Link, useAsyncError } from 'react-router';
import { Button, Inline, Stack } from '@company/ui';
import * as s from '../../forms/page.css';
import { atFoot } from '../shared/page.css';
import { useViewMore } from '../lists/useViewMore';
import { uploadedImageSrcSet } from '../shared/uploadedImage';
import type { BlogListResult, BlogSummary } from './data';

/** docs/requirements/SPEC.md §9: 8 blogs first, 8 more per click, 300 ms then a smooth scroll to the new cards. */
export const BLOGS_INITIAL = 8;
export const BLOGS_STEP = 8;
export const BLOGS_SCROLL_DELAY_MS = 300;

/**
 * One card of the blog list (also the console's preview). The first cover is the largest paint: fetched
 * beside the stylesheets. The others wait for layout, so on a phone, where they are below the fold, they do
 * not share the slow link with it.
 */
export const BlogCard = forwardRef<HTMLLIElement, { blog: BlogSummary; first?: boolean }>(function BlogCard(
  { blog, first = false },
  ref,
) {
  return (
    <li ref={ref} className={s.card}>
      <img
        className={s.cardMedia}
        src={blog.imageUrl}
        srcSet={uploadedImageSrcSet(blog.imageUrl)}
        // The grid's cards: ~270 px wide in four columns, up to ~360 px in two, the page's width less
        // its padding in one.
        sizes="(min-width: 64rem) 300px, (min-width: 40rem) 360px, calc(100vw - 2rem)"
        alt=""
        width={640}
        height={360}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
      <h2 className={s.cardTitle}>{blog.title}</h2>
      <Inline className={atFoot}>
        <Link className={s.textLink} to={`/blog/${blog.id}`} aria-label={`Read More: ${blog.title}`}>
          Read More
        </Link>
      </Inline>
    </li>
  );
});

function BlogCards({ blogs }: { blogs: BlogSummary[] }) {
  const more = useViewMore({
    total: blogs.length,
    initial: BLOGS_INITIAL,
    step: BLOGS_STEP,
    scrollDelay: BLOGS_SCROLL_DELAY_MS,
  });
  if (blogs.length === 0) return <p className={s.status}>No blogs found.</p>;
  return (
    <>
      <ul
        className={s.cardGrid}
        ref={(element) => void (more.listRef.current = element)}
        aria-label="Blog posts"
      >
        {blogs.slice(0, more.shown).map((blog, index) => (
          <BlogCard key={blog.id} ref={more.itemRef(index)} blog={blog} first={index === 0} />
        ))}
      </ul>
      {more.hasButton ? (
        <Inline justify="center" gap={4} align="stretch">
          <Button type="button" onClick={more.toggle}>
            {more.label}
          </Button>
        </Inline>
      ) : null}
    </>
  );
}

function BlogsFailed() {
  const error = useAsyncError();
  const message = error instanceof Error && error.message ? error.message : 'Failed to fetch blogs';
  return (
    <p className={s.errorStatus} role="alert">
      Error: {message}
    </p>
  );
}

export function BlogsPage({ result }: { result: BlogListResult | Promise<BlogListResult> }) {
  return (
    <main className={s.page}>
      <Stack gap={3} className={s.header}>
        <p className={s.eyebrow}>Blog</p>
        <h1 className={s.title}>Insights from our team</h1>
        <p className={s.lead}>
          Practical articles on building apps and software, design, search and digital marketing, written by
          the people who do the work.
        </p>
      </Stack>
      <Suspense
        fallback={
          <p className={s.status} role="status">
            Loading...
          </p>
        }
      >
        <Await resolve={result} errorElement={<BlogsFailed />}>
          {(loaded) =>
            loaded.error ? (
              <p className={s.errorStatus} role="alert">
                Error: {loaded.error}
              </p>
            ) : (
              <BlogCards blogs={loaded.blogs} />
            )
          }
        </Await>
      </Suspense>
    </main>
  );
}
