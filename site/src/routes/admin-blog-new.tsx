import { adminBlogCreateSchema, contentMessages } from '@company/contracts';
import { redirect } from 'react-router';
import type { ActionResult } from '../pages/admin/consoleData';
import { addFailure, flashSuccess, invalid, requireAdmin } from '../pages/admin/contentParts';
import { BlogCreatePage } from '../pages/admin/BlogsPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-blog-new';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return null;
}
clientLoader.hydrate = true as const;

/** Adds the blog (checked with the API's own schema first) and opens it, or answers the field errors. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult<never>> {
  const { api } = await requireAdmin(request);
  const checked = adminBlogCreateSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!checked.success) return invalid(checked.error.issues);
  let id: string;
  try {
    id = (await api.admin.blogs.create(checked.data)).id;
  } catch (error) {
    return addFailure(error, request, contentMessages.addBlogFailed);
  }
  flashSuccess('Blog added');
  throw redirect(`/admin/blogs/${id}`);
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta('New blog · Staff console', 'Write a blog post.', '/admin/blogs/new');

export default function AdminBlogNewRoute() {
  return <BlogCreatePage />;
}
