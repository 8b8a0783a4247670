import { data } from 'react-router';
import { absoluteUrl, pageMeta } from '../seo';
import { BlogDetailPage } from '../pages/blogs/BlogDetailPage';
import { loadBlogDetail, summarize } from '../pages/blogs/data';
import type { Route } from './+types/blog-detail';

export async function loader({ context, params }: Route.LoaderArgs) {
  const result = await loadBlogDetail(context, params.id);
  // An unknown id answers 404 so search engines drop it; the page still says 'Blog not found.'.
  return data({ result }, { status: result.blog || result.error ? 200 : 404 });
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { result: serverLoader().then((loaded) => loaded.result) };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const result = loaderData && !(loaderData.result instanceof Promise) ? loaderData.result : null;
  const blog = result?.blog;
  if (!blog) {
    return pageMeta({
      title: 'Blog not found',
      description: 'This blog post does not exist or was removed. Browse the latest articles on our blog.',
      path: `/blog/${params.id}`,
      noindex: true,
    });
  }
  return pageMeta({
    title: blog.title,
    description: summarize(blog.description),
    path: `/blog/${blog.id}`,
    type: 'article',
    image: { path: blog.imageUrl, alt: blog.title },
    breadcrumbs: [
      { name: 'Blog', path: '/blogs' },
      { name: blog.title, path: `/blog/${blog.id}` },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: blog.title,
        description: summarize(blog.description),
        ...(blog.createdAt ? { datePublished: blog.createdAt } : {}),
        mainEntityOfPage: absoluteUrl(`/blog/${blog.id}`),
      },
    ],
  });
};

export default function BlogDetailRoute({ loaderData }: Route.ComponentProps) {
  return <BlogDetailPage result={loaderData.result} />;
}
