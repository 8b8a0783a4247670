import { rmSync } from 'node:fs';

import { openDatabase } from '../../packages/api-server/src/db/client.js';
import {
  courseModules,
  courses,
  enrolments,
  lessonProgress,
  lessons,
  queueJobs,
  users,
} from '../../packages/api-server/src/db/schema.js';
import { migrationsFolder } from '../../packages/api-server/test/helpers.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  freshDataDir,
  outboxFor,
  spawnServer,
  type Spawned,
} from '../security/harness-a';
import { consoleNav, logIn, toasts } from './account-helpers';
import { type APIRequestContext, expect, pageErrors, test } from './fixtures';

/**
 * A certificate of completion end to end (issue 32: docs/requirements/issues/32-courses-you-can-take.md,
 * "Certificate"): a student who finished every lesson gets a certificate from the real `certificate.issue` job
 * of the built server; its public page says valid; staff revoke it in the console (asked first, with a
 * reason); the page says revoked.
 *
 * The shared e2e server's embedded database belongs to its process, so this spec prepares a data folder of
 * its own (a finished course: lessons, enrolment, progress, and the queued job, as the progress route leaves
 * them) and starts the built server on it, with the shared server's production settings.
 */

const STUDENT = { name: 'Ananya Iyer', email: 'ananya.iyer@example.com' };
const COURSE = { id: 'certificate-e2e-sql', title: 'SQL for Analysts: Joins, Windows and Reports' };

let server: Spawned;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = await freshDataDir();
  const database = await openDatabase({ dataDir, migrationsFolder });
  try {
    const db = database.db;
    const [student] = await db
      .insert(users)
      .values({
        ...STUDENT,
        mobile: '9826012345',
        address: 'Napier Town, Jabalpur',
        // No password sign-in is needed: the student's side is the public page.
        passwordHash: 'not-a-password-hash',
      })
      .returning();
    await db.insert(courses).values({
      id: COURSE.id,
      title: COURSE.title,
      category: 'Data',
      description: 'Query real business data with confidence.',
      image: 'sql.webp',
      price: 2999,
    });
    const [module] = await db
      .insert(courseModules)
      .values({ courseId: COURSE.id, title: 'Querying', sortOrder: 0 })
      .returning();
    // 50 min + 40 min: "1.5 hours".
    for (const [index, seconds] of [3000, 2400].entries()) {
      const [lesson] = await db
        .insert(lessons)
        .values({
          courseId: COURSE.id,
          moduleId: module!.id,
          title: `Part ${index + 1}`,
          sortOrder: index,
          durationSeconds: seconds,
        })
        .returning();
      await db.insert(lessonProgress).values({
        userId: student!.id,
        lessonId: lesson!.id,
        ranges: [[0, seconds]],
        watchedSeconds: seconds,
        positionSeconds: seconds,
        completedAt: new Date('2026-11-27T06:30:00Z'),
      });
    }
    await db
      .insert(enrolments)
      .values({ userId: student!.id, courseId: COURSE.id, source: 'grant', reference: ADMIN_EMAIL });
    await db.insert(queueJobs).values({
      kind: 'certificate.issue',
      payload: { userId: student!.id, courseId: COURSE.id },
    });
    // The job is still there before the server starts: it is the server that issues the certificate.
    const queued = await db.select().from(queueJobs);
    expect(queued.filter((job) => job.kind === 'certificate.issue')).toHaveLength(1);
  } finally {
    await database.close();
  }
  // On a free port the system picks.
  server = await spawnServer(
    { NODE_ENV: 'production', PAYMENT_SANDBOX: 'on', RATE_LIMITS: 'off' },
    dataDir,
    150_000,
  );
  expect((server as Spawned & { ready: boolean }).ready, server.output()).toBe(true);
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The student's certificate id, once the server's worker has issued it. */
async function issuedId(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${server.base}/customer/login`, {
    data: { identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  let id = '';
  await expect
    .poll(
      async () => {
        const list = await request.get(
          `${server.base}/admin/certificates?q=${encodeURIComponent(STUDENT.email)}`,
          {
            headers: { authorization: `Bearer ${token}` },
          },
        );
        const body = (await list.json()) as { data: Array<{ id: string }> };
        id = body.data[0]?.id ?? '';
        return id;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  return id;
}

test('the public page says valid; staff revoke it in the console; the page says revoked', async ({
  page,
  request,
}, testInfo) => {
  const errors = pageErrors(page);
  const id = await issuedId(request);
  const publicPage = `${server.origin}/certificates/${id}`;
  // The student was e-mailed once, with the download and the public page's address.
  await expect.poll(() => outboxFor(dataDir, STUDENT.email).length).toBe(1);
  const [mail] = outboxFor(dataDir, STUDENT.email);
  expect(mail!.text).toContain(`/api/v1/learn/certificates/${id}.pdf`);
  expect(mail!.text).toContain(`/certificates/${id}`);

  const valid = await page.goto(publicPage);
  expect(valid?.status()).toBe(200);
  expect(valid?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const card = page.locator('[data-certificate-status]');
  await expect(page.getByRole('heading', { level: 1, name: 'Valid certificate' })).toBeVisible();
  await expect(card).toHaveAttribute('data-certificate-status', 'valid');
  await expect(card).toContainText(STUDENT.name);
  await expect(card).toContainText(COURSE.title);
  await expect(card).toContainText('27 November 2026');
  await expect(card).toContainText('1.5 hours');
  await expect(card).toContainText(id);
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`certificate-valid-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Staff: Certificates in the console, found by the student's name, revoked with a reason.
  await page.goto(`${server.origin}/login?redirectTo=%2Fadmin`);
  await logIn(page, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await expect(page).toHaveURL(`${server.origin}/admin`);
  await consoleNav(page).getByRole('link', { name: 'Certificates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter certificates' });
  await filters.getByLabel('Search').fill('Ananya');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=Ananya/);
  const table = page.getByRole('table', { name: /^Certificates/ });
  const row = table.getByRole('row', { name: new RegExp(id) });
  await expect(row).toContainText('Valid');
  await row.getByRole('button', { name: `Revoke the certificate of ${STUDENT.name}` }).click();

  const dialog = page.getByRole('alertdialog', { name: `Revoke ${STUDENT.name}'s certificate?` });
  await expect(dialog).toBeVisible();
  // No reason: the shared schema's message, and nothing revoked.
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(dialog.getByText('Say why the certificate is revoked.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Course refunded on request');
  await page.screenshot({ path: testInfo.outputPath('console-revoke-dialog.png') });
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(toasts(page).getByText(`Certificate ${id} of ${STUDENT.name} revoked`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Revoked');
  await expect(row).toContainText('Course refunded on request');
  await page.screenshot({ path: testInfo.outputPath('console-certificates.png'), fullPage: true });

  const revoked = await page.goto(publicPage);
  expect(revoked?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This certificate has been revoked' }),
  ).toBeVisible();
  await expect(card).toHaveAttribute('data-certificate-status', 'revoked');
  await expect(card).toContainText(STUDENT.name);
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`certificate-revoked-${width}.png`), fullPage: true });
  }

  // A code that was never issued.
  const missing = await page.goto(`${server.origin}/certificates/ZZZZZZZZZZ`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});
