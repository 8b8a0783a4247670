import type { Blog } from '@company/contracts';
import { loaderApi, loaderErrorMessage } from '../../loader-api';

/** What a blog card needs; descriptions stay out of the list page's payload. */
export interface BlogSummary {
  id: string;
  title: string;
  imageUrl: string;
}

export interface BlogListResult {
  blogs: BlogSummary[];
  /** 'Failed to fetch blogs' or the server's message, when the list could not be loaded. */
  error: string | null;
}

export interface BlogDetailResult {
  blog: Pick<Blog, 'id' | 'title' | 'imageUrl' | 'description' | 'createdAt'> | null;
  error: string | null;
}

/** Blog images are served by the API's own uploads path (docs/requirements/DECISIONS.md "Data and privacy"). */
export function blogImageUrl(blog: Pick<Blog, 'image' | 'imageUrl'>): string {
  if (blog.imageUrl) return blog.imageUrl;
  if (/^(https?:)?\//.test(blog.image)) return blog.image;
  return `/uploads/blogs/${encodeURIComponent(blog.image)}`;
}

export async function loadBlogList(context: unknown): Promise<BlogListResult> {
  try {
    const blogs = await loaderApi(context).blogs();
    return {
      blogs: blogs.map((blog) => ({
        id: blog.id ?? blog._id,
        title: blog.title,
        imageUrl: blogImageUrl(blog),
      })),
      error: null,
    };
  } catch (error) {
    return { blogs: [], error: loaderErrorMessage(error, 'Failed to fetch blogs') };
  }
}

/** docs/requirements/SPEC.md §2: the detail page finds the blog by id in the loaded list. */
export async function loadBlogDetail(context: unknown, id: string): Promise<BlogDetailResult> {
  try {
    const blogs = await loaderApi(context).blogs();
    const blog = blogs.find((candidate) => candidate.id === id || candidate._id === id);
    return {
      blog: blog
        ? {
            id: blog.id ?? blog._id,
            title: blog.title,
            imageUrl: blogImageUrl(blog),
            description: blog.description,
            createdAt: blog.createdAt,
          }
        : null,
      error: null,
    };
  } catch (error) {
    return { blog: null, error: loaderErrorMessage(error, 'Failed to fetch blogs') };
  }
}

/** A short plain-text summary for meta descriptions. */
export function summarize(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
