import { type AdminBlog, type AdminBlogListResponse, publishStatusLabels } from '@company/contracts';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Button, Select, TextArea, TextField } from '@company/ui';
import { BlogArticle } from '../blogs/BlogDetailPage';
import { BlogCard } from '../blogs/BlogsPage';
import type { ActionResult } from './consoleData';
import {
  FormNotice,
  formValues,
  IMAGE_HELP,
  ImageInput,
  Preview,
  PublishStatusBadge,
  SAVE,
  StatusPanel,
  useFlashNotice,
  useImagePreview,
} from './contentParts';
import { ConsoleList, type Column } from './DataTable';
import { type ListPageData, useListBusy } from './EnquiriesPage';
import { useActionFeedback } from './EnquiryPage';
import type { ContentQuery } from './JobsPages';
import { day, SectionHeader } from './parts';
import { ChoiceFilter, FilterBar, SearchFilter } from './filters';
import * as c from './console.css';

const columns: Column<AdminBlog>[] = [
  {
    key: 'image',
    header: 'Cover',
    cell: (blog) => (
      <img className={c.thumb} src={blog.imageUrl} alt="" width={64} height={40} loading="lazy" />
    ),
  },
  { key: 'createdAt', header: 'Created', sortable: true, cell: (blog) => day(blog.createdAt) },
  {
    key: 'title',
    header: 'Title',
    sortable: true,
    cell: (blog) => (
      <Link className={c.rowLink} to={`/admin/blogs/${blog.id}`}>
        {blog.title}
      </Link>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    cell: (blog) => <PublishStatusBadge status={blog.status} />,
  },
  { key: 'updatedAt', header: 'Last change', sortable: true, cell: (blog) => day(blog.updatedAt) },
];

/** Blogs: published and drafts; search, status filter, sortable columns, pages, CSV, "New blog". */
export function BlogsListPage({ data }: { data: ListPageData<ContentQuery, AdminBlogListResponse> }) {
  const { query, errors, list, exportUrl } = data;
  const busy = useListBusy();
  const flash = useFlashNotice();
  return (
    <>
      <SectionHeader title="Blogs" exportUrl={exportUrl}>
        <p className={c.muted}>Articles on /blogs. A draft stays here until it is published.</p>
      </SectionHeader>
      <FormNotice flash={flash} />
      <div className={c.actions}>
        <Button asChild>
          <Link to="/admin/blogs/new">New blog</Link>
        </Button>
      </div>
      <FilterBar label="Filter blogs" query={query} errors={errors} clearTo="/admin/blogs">
        <SearchFilter description="Words in the title" />
        <ChoiceFilter name="status" label="Status" options={publishStatusLabels} />
      </FilterBar>
      <ConsoleList
        title="Blogs"
        captionNote=", newest first unless sorted"
        path="/admin/blogs"
        list={list}
        errors={errors}
        filtered={Boolean(query.q || query.status)}
        query={query}
        busy={busy}
        columns={columns}
        rowKey={(blog) => blog.id}
        emptyText="No blogs yet. Write the first with “New blog”."
      />
    </>
  );
}

/**
 * The blog form (create and edit, multipart with the cover) with its live preview: the card of /blogs and
 * the article page, made by the public pages' components from what the fields hold.
 */
function BlogForm({ blog, result }: { blog: AdminBlog | null; result: ActionResult<unknown> | undefined }) {
  const navigation = useNavigation();
  const [values, setValues] = useState<Record<string, string>>(() => ({
    title: blog?.title ?? '',
    description: blog?.description ?? '',
  }));
  const image = useImagePreview(blog?.imageUrl ?? '');
  const errors = result && !result.ok ? result.errors : {};
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === SAVE;
  const title = values.title?.trim() || 'Blog title';
  return (
    <div className={c.editGrid}>
      <section className={c.panel} aria-labelledby="blog-form">
        <h2 id="blog-form" className={c.panelTitle}>
          {blog ? 'Edit the blog' : 'The new blog'}
        </h2>
        <Form
          method="post"
          encType="multipart/form-data"
          // The schema of the API checks the fields and says what is wrong, in its own words.
          noValidate
          className={c.form}
          aria-labelledby="blog-form"
          onChange={(event) => setValues(formValues(event.currentTarget))}
        >
          <input type="hidden" name="intent" value={SAVE} />
          <TextField label="Title" name="title" defaultValue={values.title} error={errors.title} required />
          <TextArea
            label="Text"
            name="description"
            rows={14}
            defaultValue={values.description}
            description="A blank line starts a new paragraph."
            error={errors.description}
            required
          />
          <ImageInput
            label={blog ? 'New cover image' : 'Cover image'}
            description={blog ? `Leave empty to keep the current cover. ${IMAGE_HELP}` : IMAGE_HELP}
            error={errors.image}
            required={!blog}
            onFilesChange={image.onFilesChange}
          />
          {blog ? null : (
            <Select
              label="Status"
              name="status"
              defaultValue="published"
              options={[
                { value: 'published', label: 'Published: on /blogs now' },
                { value: 'draft', label: 'Draft: kept here, not shown' },
              ]}
              error={errors.status}
            />
          )}
          <div className={c.actions}>
            <Button type="submit" loading={saving}>
              {blog ? 'Save changes' : 'Add blog'}
            </Button>
            <Button asChild variant="ghost" tone="neutral">
              <Link to="/admin/blogs">{blog ? 'Back to blogs' : 'Cancel'}</Link>
            </Button>
          </div>
        </Form>
      </section>
      <div className={c.stack}>
        <Preview title="as /blogs and the article will show it">
          <p className={c.previewLabel}>The card on /blogs</p>
          {image.problem ? (
            <p className={c.muted} role="status">
              {image.problem}
            </p>
          ) : null}
          <ul className={c.previewList}>
            <BlogCard blog={{ id: blog?.id ?? 'new', title, imageUrl: image.url }} />
          </ul>
          <p className={c.previewLabel}>The article</p>
          <BlogArticle
            result={{
              blog: {
                id: blog?.id ?? 'new',
                title,
                imageUrl: image.url,
                description: values.description ?? '',
                createdAt: blog?.createdAt ?? new Date().toISOString(),
              },
              error: null,
            }}
          />
        </Preview>
      </div>
    </div>
  );
}

/** A new blog: the form and its preview; saved, it opens on its own page with a notice. */
export function BlogCreatePage() {
  const result = useActionFeedback<unknown>();
  return (
    <>
      <Link className={c.backLink} to="/admin/blogs">
        ← All blogs
      </Link>
      <h1 className={c.heading}>New blog</h1>
      <FormNotice result={result} />
      <BlogForm blog={null} result={result} />
    </>
  );
}

/** One blog: edit with preview, publish or unpublish it, delete it (asked first). */
export function BlogEditPage({ blog }: { blog: AdminBlog }) {
  const result = useActionFeedback<unknown>();
  const flash = useFlashNotice();
  const published = blog.status === 'published';
  return (
    <>
      <Link className={c.backLink} to="/admin/blogs">
        ← All blogs
      </Link>
      <div className={c.sectionHeader}>
        <div>
          <h1 className={c.heading}>{blog.title}</h1>
          <p className={c.muted}>
            Created {day(blog.createdAt)} · last change {day(blog.updatedAt)}
          </p>
        </div>
        <PublishStatusBadge status={blog.status} />
      </div>
      <FormNotice result={result} flash={flash} />
      <StatusPanel
        noun="blog"
        name={blog.title}
        live={published}
        toggle={
          published ? { status: 'draft', label: 'Unpublish' } : { status: 'published', label: 'Publish' }
        }
        state={
          published ? (
            <>
              Published: on <a href="/blogs">/blogs</a> and at <a href={`/blog/${blog.id}`}>its own page</a>.
            </>
          ) : (
            'Draft: not on /blogs, and its page answers “Blog not found.”'
          )
        }
        deleteNote="The blog and its cover image are removed from the console and the public pages."
      />
      <BlogForm key={blog.updatedAt} blog={blog} result={result} />
    </>
  );
}
