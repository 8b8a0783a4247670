import { type AdminBlog, adminBlogUpdateSchema, publishStatusUpdateSchema } from '@company/contracts';
import { redirect, useLoaderData } from 'react-router';
import { actionFailure, type ActionResult, consoleCall } from '../pages/admin/consoleData';
import { DELETE, flashSuccess, invalid, requireAdmin, STATUS } from '../pages/admin/contentParts';
import { BlogEditPage } from '../pages/admin/BlogsPages';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-blog';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { api } = await requireAdmin(request);
  return {
    blog: await consoleCall(request, () => api.admin.blogs.get(params.id, { signal: request.signal })),
  };
}
clientLoader.hydrate = true as const;

/** Saves the fields, publishes or unpublishes the blog, or deletes it (the page asked first). */
export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<ActionResult<AdminBlog>> {
  const { api } = await requireAdmin(request);
  const form = Object.fromEntries(await request.formData());
  const intent = form.intent;
  if (intent === DELETE) {
    try {
      await api.admin.blogs.remove(params.id);
    } catch (error) {
      return actionFailure(error, request, 'Could not delete the blog.');
    }
    flashSuccess('Blog deleted');
    throw redirect('/admin/blogs');
  }
  if (intent === STATUS) {
    const checked = publishStatusUpdateSchema.safeParse(form);
    if (!checked.success) return invalid(checked.error.issues);
    try {
      const value = await api.admin.blogs.setStatus(params.id, checked.data.status);
      return {
        ok: true,
        message:
          value.status === 'published' ? 'Blog published: on /blogs' : 'Blog unpublished: gone from /blogs',
        value,
      };
    } catch (error) {
      return actionFailure(error, request, 'Could not change the blog’s status.');
    }
  }
  const checked = adminBlogUpdateSchema.safeParse(form);
  if (!checked.success) return invalid(checked.error.issues);
  try {
    const value = await api.admin.blogs.update(params.id, checked.data);
    return { ok: true, message: 'Blog saved', value };
  } catch (error) {
    return actionFailure(error, request, 'Could not save the blog.');
  }
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Blog · Staff console', 'Edit a blog post.', '/admin/blogs');

export default function AdminBlogRoute() {
  const { blog } = useLoaderData<typeof clientLoader>();
  return <BlogEditPage blog={blog} />;
}
