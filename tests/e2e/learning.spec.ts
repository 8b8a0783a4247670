import { ADMIN, createAccount } from './account-helpers';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';

/**
 * Issue 32 (docs/requirements/issues/32-courses-you-can-take.md) "Done when", the student's path in Chromium against
 * the real server: buy a course in the sandbox, open it from My Course, the video plays (currentTime advances) with
 * its captions, a reload resumes near the same second, and My Course shows the progress; the playlist and a
 * segment are refused to a visitor and another customer (and once unsigned or altered); a second order is refused.
 */

const COURSE = { id: 'basic-python', title: 'Basic Python' };

const video = (page: Page) => page.locator('video').first();
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  const welcome = page.getByRole('alertdialog', { name: 'Login Successful' });
  await welcome.getByRole('button', { name: 'Ok' }).click();
  await expect(welcome).toBeHidden();
}

/** Buy Now on the course page, the details modal, the sandbox's TEST window: a succeeded, saved payment. */
async function buyInSandbox(page: Page, account: { name: string; email: string; mobile: string }) {
  await page.goto(`/courses/${COURSE.id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const details = page.getByRole('dialog', { name: 'Enter your details' });
  await details.getByLabel('Full Name').fill(account.name);
  await details.getByLabel('Email').fill(account.email);
  await details.getByLabel('Phone').fill(account.mobile);
  await details.getByRole('button', { name: 'Proceed to Pay' }).click();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/payment/save') && response.request().method() === 'POST',
  );
  await page
    .getByRole('dialog', { name: /TEST payment/ })
    .getByRole('button', { name: 'Pay' })
    .click();
  expect((await (await saved).json()).data).toMatchObject({ status: 'succeeded' });
  await expect(page).toHaveURL(/\/receipt\//);
}

/** Plays with the player's own Play button and waits until playback has really moved past `seconds`. */
async function playPast(page: Page, seconds: number) {
  // Vidstack's play button keeps its name and says playing with aria-pressed.
  await page.getByRole('button', { name: 'Play', exact: true, pressed: false }).first().click();
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(seconds);
}

test('a bought course plays from My Course, with captions, resumes after a reload and shows progress', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await createAccount(page, 'Meera Iyer', 'learner');
  await signIn(page, account);
  await buyInSandbox(page, account);

  // My Course: the course with its way in.
  await page.goto('/user/mycourses');
  const start = page.getByRole('link', { name: `Start learning: ${COURSE.title}` });
  await expect(start).toBeVisible();
  const playlist = page.waitForResponse((response) =>
    /\/media\/lessons\/[^/]+\/.*\.m3u8/.test(response.url()),
  );
  const captions = page.waitForResponse((response) =>
    /\/media\/lessons\/[^/]+\/captions\.vtt/.test(response.url()),
  );
  await start.click();
  await expect(page).toHaveURL(new RegExp(`/learn/${COURSE.id}/[0-9a-f-]{36}$`));
  const lessonUrl = page.url();
  expect((await playlist).status()).toBe(200);
  expect((await captions).status()).toBe(200);

  // The lesson page: title, outline, transcript made from the captions.
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect(title?.trim()).toBeTruthy();
  await expect(page.getByRole('complementary', { name: 'Course content' })).toBeAttached();
  const transcript = page.getByRole('list', { name: 'Transcript lines' });
  await expect(transcript.getByRole('button').first()).toBeVisible();

  // The video plays (currentTime advances) and its captions are a track of the player.
  await playPast(page, 2);
  // The captions track is on: the player shows the spoken line over the video.
  await expect
    .poll(async () => ((await page.locator('.vds-captions').first().textContent()) ?? '').trim(), {
      timeout: 30_000,
    })
    .not.toBe('');
  // At normal speed, so that a slow machine still pauses well before the end of a 15–25 s seeded lesson.
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(6);

  // Pausing reports what was played; the server keeps the position.
  const reported = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/learn/progress') && response.request().method() === 'POST',
  );
  // Paused from the keyboard (k, the player's shortcut), as a keyboard user would.
  await page.getByRole('region', { name: /^Video Player/ }).focus();
  await page.keyboard.press('k');
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  const report = await reported;
  expect(report.status()).toBe(200);
  const sent = report.request().postDataJSON() as { ranges: [number, number][]; positionSeconds: number };
  expect(sent.ranges.length).toBeGreaterThan(0);
  const pausedAt = await currentTime(page);
  expect(Math.abs(sent.positionSeconds - pausedAt)).toBeLessThan(1.5);

  // A reload resumes near the same second.
  await page.reload();
  await expect(page).toHaveURL(lessonUrl);
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(pausedAt - 2);
  expect(Math.abs((await currentTime(page)) - pausedAt)).toBeLessThan(3);

  // Watch to the end faster, as a student may choose from the speed menu (0.75–2x): the lesson gets its tick.
  await playPast(page, pausedAt + 0.5);
  await video(page).evaluate((element: HTMLVideoElement) => (element.playbackRate = 2));
  const done = page.waitForResponse(
    async (response) =>
      response.url().endsWith('/api/v1/learn/progress') &&
      response.ok() &&
      (await response.json()).done === true,
    { timeout: 180_000 },
  );
  await done;
  const outline = page.getByRole('complementary', { name: 'Course content' });
  await expect(outline.getByRole('link', { name: new RegExp(`${title!.trim()}.*Completed`) })).toBeAttached();

  // My Course shows the progress and continues to the next unfinished lesson.
  await page.goto('/user/mycourses');
  const bar = page.getByRole('progressbar', { name: 'Progress' });
  await expect(bar).toHaveAttribute('aria-valuetext', /^1 of \d+ lessons/);
  await expect(
    page.getByRole('link', { name: new RegExp(`(Continue learning|Review course): ${COURSE.title}`) }),
  ).toBeVisible();
});

/** A customer's access token from the sign-in API (the site keeps it in memory; a test asks for its own). */
async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/v1/customer/login', {
    data: { identifier: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

test('only the buyer gets the playlist and its segments, and a second order is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await createAccount(page, 'Anil Kapoor', 'owner');
  await signIn(page, buyer);
  await buyInSandbox(page, buyer);
  const outline = await page.request.get(`/api/v1/learn/courses/${COURSE.id}`, {
    headers: { authorization: `Bearer ${await tokenOf(page.request, buyer)}` },
  });
  const paid = (
    (await outline.json()) as { modules: { lessons: { id: string; freePreview: boolean }[] }[] }
  ).modules
    .flatMap((module) => module.lessons)
    .find((lesson) => !lesson.freePreview)!;
  const token = await tokenOf(page.request, buyer);
  const detail = await page.request.get(`/api/v1/learn/lessons/${paid.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(detail.status()).toBe(200);
  const master = ((await detail.json()) as { media: { playlistUrl: string } }).media.playlistUrl;
  // The buyer's signed master names signed rendition playlists, which name signed segments.
  const masterText = await (await page.request.get(master)).text();
  const resolve = (line: string, from: string) => {
    const url = new URL(line, new URL(from, 'http://site'));
    return `${url.pathname}${url.search}`;
  };
  const renditionUrl = resolve(
    masterText.split('\n').find((line) => line.includes('.m3u8'))!,
    master,
  );
  const renditionText = await (await page.request.get(renditionUrl)).text();
  const segmentUrl = resolve(
    renditionText.split('\n').find((line) => line && !line.startsWith('#'))!,
    renditionUrl,
  );
  const strip = (url: string) => url.split('?')[0]!;

  // A fresh visitor (no session): the signed URLs work only for the viewer they name and only while the
  // buyer may watch; stripped of their signature, they are refused.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  for (const url of [master, segmentUrl]) expect((await visitor.request.get(strip(url))).status()).toBe(401);
  // Nor does an altered signature; the buyer's own signed segment plays, even without a session.
  const altered = segmentUrl.replace(/([?&]s=)[^&]{4}/, '$1AAAA');
  expect((await visitor.request.get(altered)).status()).toBe(401);
  const played = await visitor.request.get(segmentUrl);
  expect(played.status()).toBe(200);
  expect((await played.body()).length).toBeGreaterThan(1000);
  await visitor.close();
  // Another customer, signed in: their session does not open the buyer's lesson.
  const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await createAccount(page, 'Ritu Sen', 'other');
  const otherToken = await tokenOf(stranger.request, other);
  for (const url of [strip(master), strip(segmentUrl)]) {
    const answer = await stranger.request.get(url, { headers: { authorization: `Bearer ${otherToken}` } });
    expect(answer.status()).toBe(403);
  }
  await stranger.close();

  // A second order for the course is refused by the server, with the way to the course.
  const again = await page.request.post('/api/v1/payment/order', {
    headers: { authorization: `Bearer ${token}` },
    data: { items: [{ kind: 'course', id: COURSE.id }] },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe(
    `You already own ${COURSE.title}. Open it from My Course.`,
  );
  // And the course page offers the course instead of Buy Now.
  await page.goto(`/courses/${COURSE.id}`);
  await expect(page.getByRole('link', { name: 'Go to course' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
});

test('the lesson page has no axe violation, in both themes, on a phone and a desktop', async ({ page }) => {
  test.setTimeout(180_000);
  const account = await createAccount(page, 'Farah Khan', 'axe');
  await signIn(page, account);
  await buyInSandbox(page, account);
  await page.goto(`/learn/${COURSE.id}`);
  await expect(page).toHaveURL(new RegExp(`/learn/${COURSE.id}/[0-9a-f-]{36}$`));
  const lessonUrl = page.url();
  const failures: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((t) => window.localStorage.setItem('acme-theme', t), theme);
      await page.goto(lessonUrl);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(
        page.getByRole('list', { name: 'Transcript lines' }).getByRole('button').first(),
      ).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations)
        failures.push(
          `${theme} ${width}px: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
        );
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
});

test('finishing every lesson gives a certificate: in My Course, valid on its page, revoked by staff', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const student = await createAccount(page, 'Sneha Kulkarni', 'graduate');
  await signIn(page, student);
  await buyInSandbox(page, student);
  const token = await tokenOf(page.request, student);
  const auth = { authorization: `Bearer ${token}` };
  const outline = (await (
    await page.request.get(`/api/v1/learn/courses/${COURSE.id}`, { headers: auth })
  ).json()) as {
    modules: { lessons: { id: string; durationSeconds: number }[] }[];
  };
  const lessons = outline.modules.flatMap((module) => module.lessons);
  expect(lessons.length).toBeGreaterThan(1);
  // Each lesson watched to its end (what the player reports for a whole viewing).
  let last: { progress: { done: number; total: number } } | undefined;
  for (const lesson of lessons) {
    const answer = await page.request.post('/api/v1/learn/progress', {
      headers: auth,
      data: {
        lessonId: lesson.id,
        reportId: crypto.randomUUID(),
        ranges: [[0, lesson.durationSeconds]],
        positionSeconds: lesson.durationSeconds,
      },
    });
    expect(answer.status()).toBe(200);
    last = (await answer.json()) as { progress: { done: number; total: number } };
  }
  expect(last!.progress).toMatchObject({ done: lessons.length, total: lessons.length });

  // My Course offers the certificate once the queue has issued it.
  await page.goto('/user/mycourses');
  const download = page.getByRole('link', { name: `Download certificate: ${COURSE.title}` });
  await expect(async () => {
    await page.reload();
    await expect(download).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const href = (await download.getAttribute('href'))!;
  const id = /certificates\/([A-Za-z0-9]+)\.pdf$/.exec(href)![1]!;
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // Its public page says valid; staff revoke it; the page says revoked.
  await page.goto(`/certificates/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Valid certificate' })).toBeVisible();
  await expect(page.locator('[data-certificate-status]')).toContainText(student.name);
  const staffToken = await tokenOf(request, ADMIN);
  const revoke = await request.post(`/api/v1/admin/certificates/${id}/revoke`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { reason: 'Issued to the wrong account' },
  });
  expect(revoke.status()).toBe(200);
  await page.goto(`/certificates/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This certificate has been revoked' }),
  ).toBeVisible();
});

test('the learning page sends a visitor to sign in and back', async ({ page }) => {
  await page.goto(`/learn/${COURSE.id}`);
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/learn/${COURSE.id}`)}`);
});
