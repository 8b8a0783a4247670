import { crc32, deflateSync } from 'node:zlib';
import { expect, pageErrors, test, type Page } from './fixtures';
import { ADMIN, consoleNav, logIn, toasts } from './account-helpers';

/**
 * The console's content sections (docs/requirements/issues/24-staff-console.md): an administrator creates, edits, unpublishes and deletes
 * jobs, blogs and team members, and the public pages follow at once. End to end against the real server and
 * database. Who is refused these sections, and their accessibility: console-content-access.spec.ts.
 */

/** A text field of the console's forms by its label (the previews hold links whose names include it). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** A real PNG of one colour (the server checks the bytes and decodes it). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// This spec adds, changes and deletes jobs, blogs and team members that every visitor sees, so it runs
// with no other spec at the same time (Playwright's built-in '-exclusive-' lock, see playwright.config.ts).
test.describe.configure({ lock: '-exclusive-' });

test.describe('console content sections', () => {
  test('an admin adds, edits, closes and deletes a job; /career and the job page follow at once', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `Rust Developer ${stamp}`;
    const errors = pageErrors(page);

    await page.goto('/login?redirectTo=%2Fadmin');
    await logIn(page, ADMIN);
    await expect(page).toHaveURL('/admin');
    await consoleNav(page).getByRole('link', { name: 'Jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Jobs/ }).getByRole('row')).not.toHaveCount(1);
    await page.getByRole('link', { name: 'New job' }).click();
    await expect(page).toHaveURL('/admin/jobs/new');

    // Checked before anything is sent, with the API's own messages.
    await page.getByRole('button', { name: 'Add job' }).click();
    await expect(page.getByText('Job title is required')).toBeVisible();

    await field(page, 'Job title').fill(title);
    await field(page, 'Experience').fill('3+ years');
    await field(page, 'Location').fill('Jabalpur');
    await field(page, 'Skills').fill('Rust, Tokio, PostgreSQL');
    await field(page, 'Description').fill('Build fast services.\n\nShip them with care.');
    // The preview is the public card and page, from what the fields hold.
    const preview = page.getByRole('region', { name: /^Preview/ });
    await expect(preview.getByRole('heading', { name: title })).toHaveCount(2);
    await expect(preview.getByText('Tokio', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add job' }).click();
    await expect(toasts(page).getByText('Job added')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/jobs\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(title);

    // Live on /career and its own page at once.
    const career = await page.context().newPage();
    await career.goto('/career');
    await expect(career.getByRole('heading', { name: title })).toBeVisible();
    await career.goto(`/job/${id}`);
    await expect(career.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Edit: the new title shows on the public pages at once.
    await field(page, 'Job title').fill(`Senior ${title}`);
    await field(page, 'Location').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page).getByText('Job saved')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(`Senior ${title}`);
    await career.goto('/career');
    await expect(career.getByRole('heading', { name: `Senior ${title}` })).toBeVisible();
    await career.goto(`/job/${id}`);
    await expect(career.getByRole('heading', { level: 1, name: `Senior ${title}` })).toBeVisible();

    // Close: gone from /career, and its page answers 404.
    await page.getByRole('button', { name: 'Close job' }).click();
    await expect(toasts(page).getByText('Job closed: gone from /career')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reopen job' })).toBeVisible();
    await career.goto('/career');
    await expect(career.getByRole('heading', { name: /^Senior Rust Developer/ })).toHaveCount(0);
    const closed = await career.goto(`/job/${id}`);
    expect(closed?.status()).toBe(404);
    await expect(career.getByText('Job not found.')).toBeVisible();

    // Reopen, then delete: asked first; "Keep it" keeps it.
    await page.getByRole('button', { name: 'Reopen job' }).click();
    await expect(toasts(page).getByText('Job reopened: listed on /career')).toBeVisible();
    expect((await career.goto(`/job/${id}`))?.status()).toBe(200);
    await page.getByRole('button', { name: 'Delete job' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete the job “Senior ${title}”?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(`/admin/jobs/${id}`);
    await page.getByRole('button', { name: 'Delete job' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete job' }).click();
    await expect(toasts(page).getByText('Job deleted')).toBeVisible();
    await expect(page).toHaveURL('/admin/jobs');
    expect((await career.goto(`/job/${id}`))?.status()).toBe(404);
    await career.close();

    // Every change is in the audit log.
    await consoleNav(page).getByRole('link', { name: 'Audit log' }).click();
    const audit = page.getByRole('table', { name: /Audit log/ });
    for (const [row, action] of ['job.delete', 'job.open', 'job.close', 'job.update', 'job.create'].entries())
      await expect(audit.getByRole('row').nth(row + 1)).toContainText(action);
    expect(errors).toEqual([]);
  });

  test('an admin writes, edits, unpublishes and deletes a blog with a cover; /blogs follows at once', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `Design systems in practice ${stamp}`;
    const errors = pageErrors(page);

    await page.goto('/login?redirectTo=%2Fadmin%2Fblogs');
    await logIn(page, ADMIN);
    await expect(page).toHaveURL('/admin/blogs');
    await page.getByRole('link', { name: 'New blog' }).click();

    // A file that is not an image is refused by the server's checks, with the field's message.
    await field(page, 'Title').fill(title);
    await field(page, 'Text').fill('Why tokens first.\n\nHow we test every component.');
    await page.getByLabel('Cover image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.4 not an image'),
    });
    // Not an image by its bytes: not previewed, and the server refuses it with the field's message.
    await expect(
      page.getByText('cover.png: The file is not a real PNG, JPEG, WebP or GIF image.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add blog' }).click();
    await expect(
      toasts(page).getByText('Failed to add blog: The file is not a real PNG, JPEG, WebP or GIF image'),
    ).toBeVisible();
    await expect(page.getByText('The file is not a real PNG, JPEG, WebP or GIF image').first()).toBeVisible();

    await page.getByLabel('Cover image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: png(160, 90, [204, 41, 41]),
    });
    const preview = page.getByRole('region', { name: /^Preview/ });
    await expect(preview.getByRole('heading', { name: title })).toHaveCount(2);
    await expect(preview.locator('img').first()).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Add blog' }).click();
    await expect(toasts(page).getByText('Blog added')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blogs\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;

    const reader = await page.context().newPage();
    await reader.goto('/blogs');
    const card = reader.getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    const cover = await card.locator('img').getAttribute('src');
    expect(cover).toMatch(/^\/uploads\/blogs\/[0-9a-f]{32}\.png$/);
    expect((await reader.request.get(cover!)).status()).toBe(200);
    await reader.goto(`/blog/${id}`);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByText('How we test every component.')).toBeVisible();

    // Edit the text only: the cover stays.
    await field(page, 'Title').fill(`${title}, revised`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page).getByText('Blog saved')).toBeVisible();
    await reader.goto(`/blog/${id}`);
    await expect(reader.getByRole('heading', { level: 1, name: `${title}, revised` })).toBeVisible();
    await reader.goto('/blogs');
    await expect(
      reader
        .getByRole('listitem')
        .filter({ hasText: `${title}, revised` })
        .locator('img'),
    ).toHaveAttribute('src', cover!);

    // Unpublish: gone from /blogs, its page answers 404; publish brings it back.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(toasts(page).getByText('Blog unpublished: gone from /blogs')).toBeVisible();
    await reader.goto('/blogs');
    await expect(reader.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    const hidden = await reader.goto(`/blog/${id}`);
    expect(hidden?.status()).toBe(404);
    await expect(reader.getByText('Blog not found.')).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(toasts(page).getByText('Blog published: on /blogs')).toBeVisible();
    expect((await reader.goto(`/blog/${id}`))?.status()).toBe(200);

    // Delete, after the confirmation: the page and its cover are gone.
    await page.getByRole('button', { name: 'Delete blog' }).click();
    await page
      .getByRole('alertdialog', { name: /Delete the blog/ })
      .getByRole('button', { name: 'Delete blog' })
      .click();
    await expect(toasts(page).getByText('Blog deleted')).toBeVisible();
    await expect(page).toHaveURL('/admin/blogs');
    expect((await reader.goto(`/blog/${id}`))?.status()).toBe(404);
    expect((await reader.request.get(cover!)).status()).toBe(404);
    await reader.close();
    // The browser logs the refused upload's 400 (on purpose, above); nothing else may go wrong.
    expect(errors.filter((error) => !error.includes('status of 400 (Bad Request)'))).toEqual([]);
  });

  test('an admin adds a team member as a draft, publishes and unpublishes them; /team follows', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `Kavya Rao ${stamp}`;
    await page.goto('/login?redirectTo=%2Fadmin%2Fteam%2Fnew');
    await logIn(page, ADMIN);
    await expect(page).toHaveURL('/admin/team/new');
    await field(page, 'Name').fill(name);
    await field(page, 'Role').fill('Product Designer');
    await field(page, 'LinkedIn link').fill('http://not-https.example');
    await page.getByLabel('Portrait').setInputFiles({
      name: 'kavya.png',
      mimeType: 'image/png',
      buffer: png(96, 96, [40, 90, 160]),
    });
    await page.getByLabel('Status').selectOption('draft');
    await page.getByRole('button', { name: 'Add team member' }).click();
    await expect(page.getByText('Enter a full link starting with https://')).toBeVisible();
    await field(page, 'LinkedIn link').fill('https://www.linkedin.com/in/kavya');
    await page.getByRole('button', { name: 'Add team member' }).click();
    await expect(toasts(page).getByText('Team member added')).toBeVisible();
    await expect(page.getByText('Draft: not on /team.')).toBeVisible();

    const visitor = await page.context().newPage();
    await visitor.goto('/team');
    await expect(visitor.getByRole('heading', { name })).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(toasts(page).getByText('Team member published: on /team')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name })).toBeVisible();
    await expect(
      visitor.getByRole('link', { name: new RegExp(`LinkedIn profile of ${name}`) }),
    ).toHaveAttribute('href', 'https://www.linkedin.com/in/kavya');
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(toasts(page).getByText('Team member unpublished: gone from /team')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name })).toHaveCount(0);
    await visitor.close();
  });
});
