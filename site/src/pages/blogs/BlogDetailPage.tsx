import { Suspense } from 'react';
import { Await, Link, useAsyncError } from 'react-router';
import { Stack } from '@company/ui';
import { formatIstDate } from '../../dates';
import * as s from '../../forms/page.css';
import { uploadedImageSrcSet } from '../shared/uploadedImage';
import type { BlogDetailResult } from './data';
import * as b from './blogs.css';

function BackToBlogs() {
  return (
    <Link className={s.textLink} to="/blogs">
      Back to Blogs
    </Link>
  );
}

function DetailFailed() {
  const error = useAsyncError();
  const message = error instanceof Error && error.message ? error.message : 'Failed to fetch blogs';
  return (
    <p className={s.errorStatus} role="alert">
      Error: {message}
    </p>
  );
}

/** A blog post as its page shows it (also the console's preview). */
export function BlogArticle({ result }: { result: BlogDetailResult }) {
  if (result.error) {
    return (
      <>
        <h1 className={s.title}>Blog post</h1>
        <p className={s.errorStatus} role="alert">
          Error: {result.error}
        </p>
      </>
    );
  }
  const { blog } = result;
  if (!blog) return <h1 className={`${s.status} ${b.notFound}`}>Blog not found.</h1>;
  const paragraphs = blog.description
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <Stack as="article" gap={6} className={b.article}>
      <img
        className={b.hero}
        src={blog.imageUrl}
        srcSet={uploadedImageSrcSet(blog.imageUrl)}
        // The article is at most 860 px wide.
        sizes="(min-width: 60rem) 860px, calc(100vw - 2rem)"
        alt=""
        width={1200}
        height={675}
        decoding="async"
        fetchPriority="high"
      />
      <Stack gap={3} className={s.header}>
        <h1 className={s.title}>{blog.title}</h1>
        {blog.createdAt ? (
          <p className={s.muted}>
            <time dateTime={blog.createdAt}>{formatIstDate(new Date(blog.createdAt), 'long')}</time>
          </p>
        ) : null}
      </Stack>
      <div className={s.prose}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </Stack>
  );
}

export function BlogDetailPage({ result }: { result: BlogDetailResult | Promise<BlogDetailResult> }) {
  return (
    <main className={s.page}>
      <nav aria-label="Breadcrumb">
        <BackToBlogs />
      </nav>
      <Suspense
        fallback={
          <p className={s.status} role="status">
            Loading...
          </p>
        }
      >
        <Await resolve={result} errorElement={<DetailFailed />}>
          {(loaded) => <BlogArticle result={loaded} />}
        </Await>
      </Suspense>
    </main>
  );
}
