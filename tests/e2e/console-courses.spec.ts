import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, pageErrors, test } from './fixtures';
import { ADMIN, fitAndAxeFailures, logIn, setThemeAndWidth } from './account-helpers';

/**
 * The console's Courses section (issue 32, docs/requirements/issues/32-courses-you-can-take.md), end to end: a
 * member of staff (not an administrator) builds a module and a lesson, orders it with the keyboard, uploads an MP4
 * made here with ffmpeg through the page (tus: a progress bar, pause and resume), adds captions, and sees the
 * media status go from queued to ready (the transcoder of the media part), against the real server.
 */

/** A few seconds of test pattern and tone, H.264/AAC, big enough (~3 MB) for the progress to be seen. */
function makeMp4(dir: string): Buffer {
  const path = join(dir, 'lesson.mp4');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:sample_rate=48000',
    '-t',
    '4',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '6M',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    path,
  ]);
  return readFileSync(path);
}

const captions =
  'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nA variable is a name for a value.\n\n' +
  '00:00:02.000 --> 00:00:04.000\nChange the value, keep the name.\n';

test.describe('console courses', () => {
  test('staff build a lesson, upload its video with progress and pause, add captions; the video becomes ready', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const errors = pageErrors(page);
    // Refusals: only the two this test provokes (the sign-in page's session probe, the broken captions).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400)
        refused.push(
          `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
        );
    });
    const stamp = Date.now().toString(36);
    const email = `editor.${stamp}@example.com`;
    const dir = mkdtempSync(join(tmpdir(), 'console-courses-'));
    const video = makeMp4(dir);
    rmSync(dir, { recursive: true, force: true });

    // A customer account made staff by the administrator (content staff, not an administrator), set up through
    // the API in its own cookie jar (the page signs in by itself).
    const account = {
      name: `Meera Iyer ${stamp}`,
      email,
      mobile: '9876543210',
      address: 'Indiranagar, Bengaluru',
      password: 'editor-password-1',
    };
    expect((await request.post('/api/v1/customer', { multipart: account })).ok()).toBe(true);
    const adminLogin = await request.post('/api/v1/customer/login', {
      multipart: { identifier: ADMIN.email, password: ADMIN.password },
    });
    const adminToken = ((await adminLogin.json()) as { data: { access_token: string } }).data.access_token;
    const granted = await request.post('/api/v1/admin/staff', {
      data: { email },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(granted.status()).toBe(201);

    await page.goto('/admin/courses');
    await logIn(page, { email, password: 'editor-password-1' });
    await expect(page).toHaveURL('/admin/courses');
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Courses', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Adobe InDesign' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Adobe InDesign' })).toBeVisible();

    // A module and two lessons, the second moved above the first with the keyboard.
    const moduleTitle = `Page layout ${stamp}`;
    await page.getByLabel('Module title').fill(moduleTitle);
    await page.getByRole('button', { name: 'Add module' }).click();
    const module = page.getByRole('region', { name: new RegExp(moduleTitle) });
    await expect(module).toBeVisible();
    for (const title of [`Master pages ${stamp}`, `Your first spread ${stamp}`]) {
      await module.getByRole('button', { name: /Add lesson/ }).click();
      const dialog = page.getByRole('dialog', { name: 'New lesson' });
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Summary').fill('Set up a document and place text frames.');
      await dialog.getByRole('button', { name: 'Add lesson' }).click();
      await expect(dialog).toBeHidden();
      await expect(module.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await module
      .getByRole('button', { name: new RegExp(`^↑ Up\\s*: move “Your first spread ${stamp}”`) })
      .focus();
    await page.keyboard.press('Enter');
    await expect(module.getByRole('heading', { level: 3 })).toHaveText([
      `Your first spread ${stamp}`,
      `Master pages ${stamp}`,
    ]);
    // Focus stays with the moved lesson (on Up still: the seeded modules above it take it further up).
    await expect(page.locator(':focus')).toHaveText(`↑ Up: move “Your first spread ${stamp}”`);

    // The video: a non-video file is refused at once; the MP4 goes up with a progress bar, paused and resumed.
    const lesson = module.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: `Your first spread ${stamp}` }),
    });
    await lesson
      .getByLabel('Video')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    await lesson.getByRole('button', { name: /Upload video/ }).click();
    await expect(lesson.getByText(/Choose a video file/)).toBeVisible();

    // A slow uplink (about 512 KB/s) so the bar can be watched.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });
    await lesson
      .getByLabel('Video')
      .setInputFiles({ name: 'first-spread.mp4', mimeType: 'video/mp4', buffer: video });
    await lesson.getByRole('button', { name: /Upload video/ }).click();
    const bar = lesson.getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute('value')), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await lesson.getByRole('button', { name: 'Pause' }).click();
    await expect(lesson.getByText(/^Paused first-spread\.mp4/)).toBeVisible();
    const pausedAt = Number(await bar.getAttribute('value'));
    expect(pausedAt).toBeLessThan(100);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await lesson.getByRole('button', { name: 'Resume' }).click();
    await expect(lesson.getByText('first-spread.mp4 uploaded and queued for transcoding.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(lesson.getByText(/^(Queued|Transcoding \d+ %|Ready)$/)).toBeVisible();

    // Captions: a wrong file gets the reason, a WebVTT file is stored.
    await lesson
      .getByLabel('Captions')
      .setInputFiles({ name: 'captions.vtt', mimeType: 'text/vtt', buffer: Buffer.from('00:00 hello') });
    await lesson.getByRole('button', { name: /Upload captions/ }).click();
    await expect(lesson.getByText(/must start with “WEBVTT”/)).toBeVisible();
    await lesson
      .getByLabel('Captions')
      .setInputFiles({ name: 'captions.vtt', mimeType: 'text/vtt', buffer: Buffer.from(captions) });
    await lesson.getByRole('button', { name: /Upload captions/ }).click();
    await expect(lesson.getByText(/Captions uploaded\. A new file replaces them/)).toBeVisible();

    // Unpublish the other lesson: kept, marked, hidden from students.
    const other = module.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: `Master pages ${stamp}` }),
    });
    await other.getByRole('button', { name: /Unpublish/ }).click();
    await expect(other.getByText('Unpublished', { exact: true })).toBeVisible();

    for (const width of [360, 1440]) {
      await setThemeAndWidth(page, 'light', width);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await fitAndAxeFailures(page, `course page at ${width}`)).toEqual([]);
    }

    // The media part's transcoder (queue kind `transcode`) makes HLS: the page, polling, shows Ready.
    await expect(lesson.getByText('Ready', { exact: true })).toBeVisible({ timeout: 150_000 });
    await expect(lesson.getByText(/Length \d+:\d\d/)).toBeVisible();
    expect(refused).toEqual([
      '401 POST /api/v1/admin/refresh',
      expect.stringMatching(/^400 PUT \/api\/v1\/admin\/lessons\/[0-9a-f-]{36}\/captions$/),
    ]);
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });
});
