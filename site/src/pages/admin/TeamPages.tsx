import {
  type AdminTeamListResponse,
  type AdminTeamMember,
  publishStatusLabels,
  type TeamMember,
} from '@company/contracts';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Button, Select, TextArea, TextField } from '@company/ui';
import { MemberCard } from '../team/MemberCard';
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

const columns: Column<AdminTeamMember>[] = [
  { key: 'sortOrder', header: 'Place', sortable: true, numeric: true, cell: (m) => m.sortOrder },
  {
    key: 'image',
    header: 'Portrait',
    cell: (m) => <img className={c.thumb} src={m.imageUrl} alt="" width={64} height={40} loading="lazy" />,
  },
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    cell: (m) => (
      <Link className={c.rowLink} to={`/admin/team/${m.id}`}>
        {m.name}
      </Link>
    ),
  },
  { key: 'role', header: 'Role', sortable: true, cell: (m) => m.role },
  { key: 'status', header: 'Status', sortable: true, cell: (m) => <PublishStatusBadge status={m.status} /> },
  { key: 'updatedAt', header: 'Last change', sortable: true, cell: (m) => day(m.updatedAt) },
];

/** Team: every member in page order, published and drafts; search, status, pages, CSV, "New member". */
export function TeamListPage({ data }: { data: ListPageData<ContentQuery, AdminTeamListResponse> }) {
  const { query, errors, list, exportUrl } = data;
  const busy = useListBusy();
  const flash = useFlashNotice();
  return (
    <>
      <SectionHeader title="Team" exportUrl={exportUrl}>
        <p className={c.muted}>The people on /team, in the order of their place (smaller first).</p>
      </SectionHeader>
      <FormNotice flash={flash} />
      <div className={c.actions}>
        <Button asChild>
          <Link to="/admin/team/new">New team member</Link>
        </Button>
      </div>
      <FilterBar label="Filter team members" query={query} errors={errors} clearTo="/admin/team">
        <SearchFilter description="Name or role" />
        <ChoiceFilter name="status" label="Status" options={publishStatusLabels} />
      </FilterBar>
      <ConsoleList
        title="Team members"
        captionNote=", in page order unless sorted"
        path="/admin/team"
        list={list}
        errors={errors}
        filtered={Boolean(query.q || query.status)}
        query={query}
        busy={busy}
        columns={columns}
        rowKey={(m) => m.id}
        emptyText="Nobody yet. Add the first with “New team member”."
      />
    </>
  );
}

const LINKS = [
  { name: 'linkedin', label: 'LinkedIn' },
  { name: 'github', label: 'GitHub' },
  { name: 'twitter', label: 'X (Twitter)' },
] as const;

/** The member form (create and edit, multipart with the portrait) with its live preview: the /team card. */
function MemberForm({
  member,
  result,
}: {
  member: AdminTeamMember | null;
  result: ActionResult<unknown> | undefined;
}) {
  const navigation = useNavigation();
  const [values, setValues] = useState<Record<string, string>>(() => ({
    name: member?.name ?? '',
    role: member?.role ?? '',
    description: member?.description ?? '',
    linkedin: member?.linkedin ?? '',
    github: member?.github ?? '',
    twitter: member?.twitter ?? '',
    sortOrder: member ? String(member.sortOrder) : '',
  }));
  const image = useImagePreview(member?.imageUrl ?? '');
  const errors = result && !result.ok ? result.errors : {};
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === SAVE;
  const link = (key: 'linkedin' | 'github' | 'twitter') => {
    const value = values[key]?.trim() ?? '';
    return /^https:\/\/\S+$/.test(value) ? value : null;
  };
  const preview: TeamMember = {
    id: member?.id ?? 'new',
    name: values.name?.trim() || 'Name',
    role: values.role?.trim() || 'Role',
    image: member?.image ?? '',
    imageUrl: image.url,
    description: values.description?.trim() ?? '',
    linkedin: link('linkedin'),
    github: link('github'),
    twitter: link('twitter'),
  };
  return (
    <div className={c.editGrid}>
      <section className={c.panel} aria-labelledby="member-form">
        <h2 id="member-form" className={c.panelTitle}>
          {member ? 'Edit the team member' : 'The new team member'}
        </h2>
        <Form
          method="post"
          encType="multipart/form-data"
          // The schema of the API checks the fields and says what is wrong, in its own words.
          noValidate
          className={c.form}
          aria-labelledby="member-form"
          onChange={(event) => setValues(formValues(event.currentTarget))}
        >
          <input type="hidden" name="intent" value={SAVE} />
          <TextField label="Name" name="name" defaultValue={values.name} error={errors.name} required />
          <TextField label="Role" name="role" defaultValue={values.role} error={errors.role} required />
          <TextArea
            label="About"
            name="description"
            rows={4}
            defaultValue={values.description}
            error={errors.description}
          />
          {LINKS.map((network) => (
            <TextField
              key={network.name}
              label={`${network.label} link`}
              name={network.name}
              type="url"
              inputMode="url"
              defaultValue={values[network.name]}
              description="A full link starting with https://, or blank"
              error={errors[network.name]}
            />
          ))}
          <TextField
            label="Place on /team"
            name="sortOrder"
            type="number"
            inputMode="numeric"
            min={0}
            max={100000}
            step={1}
            defaultValue={values.sortOrder}
            description={member ? 'Smaller comes first.' : 'Smaller comes first; blank puts them last.'}
            error={errors.sortOrder}
          />
          <ImageInput
            label={member ? 'New portrait' : 'Portrait'}
            description={member ? `Leave empty to keep the current portrait. ${IMAGE_HELP}` : IMAGE_HELP}
            error={errors.image}
            required={!member}
            onFilesChange={image.onFilesChange}
          />
          {member ? null : (
            <Select
              label="Status"
              name="status"
              defaultValue="published"
              options={[
                { value: 'published', label: 'Published: on /team now' },
                { value: 'draft', label: 'Draft: kept here, not shown' },
              ]}
              error={errors.status}
            />
          )}
          <div className={c.actions}>
            <Button type="submit" loading={saving}>
              {member ? 'Save changes' : 'Add team member'}
            </Button>
            <Button asChild variant="ghost" tone="neutral">
              <Link to="/admin/team">{member ? 'Back to the team' : 'Cancel'}</Link>
            </Button>
          </div>
        </Form>
      </section>
      <div className={c.stack}>
        <Preview title="as /team will show it">
          <p className={c.previewLabel}>The card on /team</p>
          {image.problem ? (
            <p className={c.muted} role="status">
              {image.problem}
            </p>
          ) : null}
          <ul className={c.previewList}>
            <MemberCard member={preview} first={false} />
          </ul>
        </Preview>
      </div>
    </div>
  );
}

export function TeamMemberCreatePage() {
  const result = useActionFeedback<unknown>();
  return (
    <>
      <Link className={c.backLink} to="/admin/team">
        ← The whole team
      </Link>
      <h1 className={c.heading}>New team member</h1>
      <FormNotice result={result} />
      <MemberForm member={null} result={result} />
    </>
  );
}

/** One member: edit with preview, publish or unpublish, delete (asked first). */
export function TeamMemberEditPage({ member }: { member: AdminTeamMember }) {
  const result = useActionFeedback<unknown>();
  const flash = useFlashNotice();
  const published = member.status === 'published';
  return (
    <>
      <Link className={c.backLink} to="/admin/team">
        ← The whole team
      </Link>
      <div className={c.sectionHeader}>
        <div>
          <h1 className={c.heading}>{member.name}</h1>
          <p className={c.muted}>
            {member.role} · last change {day(member.updatedAt)}
          </p>
        </div>
        <PublishStatusBadge status={member.status} />
      </div>
      <FormNotice result={result} flash={flash} />
      <StatusPanel
        noun="team member"
        name={member.name}
        live={published}
        toggle={
          published ? { status: 'draft', label: 'Unpublish' } : { status: 'published', label: 'Publish' }
        }
        state={
          published ? (
            <>
              Published: on <a href="/team">/team</a>.
            </>
          ) : (
            'Draft: not on /team.'
          )
        }
        deleteNote="The member and their portrait are removed from the console and /team."
      />
      <MemberForm key={member.updatedAt} member={member} result={result} />
    </>
  );
}
