import { expect, test } from './fixtures';

/** Jobs list and detail (docs/requirements/SPEC.md §2 "Careers and jobs", §4 "Job list", §9). The seed holds at least 10 jobs. */

test.describe('job list', () => {
  test('the server HTML already lists the jobs, with JobPosting data on the detail page', async ({
    page,
    request,
  }) => {
    const jobs = (await (await request.get('/api/v1/job')).json()) as { id: string; jobTitle: string }[];
    expect(jobs.length).toBeGreaterThan(6);
    const html = await (await request.get('/job')).text();
    expect(html).toContain(jobs[0]!.jobTitle.replace(/&/g, '&amp;'));
    const detail = await request.get(`/job/${jobs[0]!.id}`);
    expect(detail.status()).toBe(200);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain('"@type":"JobPosting"');
    expect(detailHtml).toMatch(/<title>[^<]+<\/title>/);
    await page.goto('/job');
    await expect(page).toHaveTitle(/Jobs/);
  });

  test('shows 6, View More adds 3 and scrolls to them, View Less resets to 6', async ({ page, request }) => {
    const total = ((await (await request.get('/api/v1/job')).json()) as unknown[]).length;
    await page.goto('/job');
    const cards = page.getByRole('list', { name: 'Open positions' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    let shown = 6;
    while (shown < total) {
      await page.getByRole('button', { name: 'View More' }).click();
      const next = Math.min(shown + 3, total);
      await expect(cards).toHaveCount(next);
      await expect(cards.nth(shown)).toBeInViewport();
      shown = next;
    }
    await expect(page.getByRole('button', { name: 'View More' })).toHaveCount(0);
    await page.getByRole('button', { name: 'View Less' }).click();
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'View More' })).toBeVisible();
  });

  test('cards show experience and location, or "Not specified", and a 100-character preview', async ({
    page,
  }) => {
    await page.goto('/job');
    const first = page.getByRole('list', { name: 'Open positions' }).getByRole('listitem').first();
    await expect(first.getByText('Experience')).toBeVisible();
    await expect(first.getByText('Location')).toBeVisible();
    const preview = (await first.locator('p').last().textContent()) ?? '';
    expect(preview.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(100);
  });

  test('a client navigation shows Loading... and then the list; a failed load reads Error: …', async ({
    page,
    request,
  }) => {
    const jobs = (await (await request.get('/api/v1/job')).json()) as { id: string }[];
    await page.goto(`/job/${jobs[0]!.id}`);
    await page.route('**/job.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('link', { name: 'All open positions' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Open positions' }).getByRole('listitem')).toHaveCount(6);

    await page.unroute('**/job.data*');
    await page.goto(`/job/${jobs[0]!.id}`);
    await page.route('**/job.data*', (route) => route.abort('failed'));
    await page.getByRole('link', { name: 'All open positions' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Error: / })).toBeVisible();
  });
});

test.describe('job detail', () => {
  test('shows every field, with Not specified / No description provided. for missing values', async ({
    page,
    request,
  }) => {
    const jobs = (await (await request.get('/api/v1/job')).json()) as {
      id: string;
      jobTitle: string;
      experience: string | null;
      location: string | null;
      description: string | null;
    }[];
    const job = jobs[0]!;
    await page.goto(`/job/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Job summary' });
    for (const term of ['Experience', 'Education', 'Location', 'Posted', 'Last updated'])
      await expect(summary.getByRole('term').filter({ hasText: term })).toBeVisible();
    await expect(summary.getByRole('definition').nth(0)).toHaveText(
      job.experience?.trim() || 'Not specified',
    );
    await expect(page.getByRole('heading', { name: 'Required skills' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Job description' })).toBeVisible();
  });

  test('an unknown id shows Job not found. with a 404', async ({ page }) => {
    const response = await page.goto('/job/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Job not found.')).toBeVisible();
  });

  test('Apply Now goes to /job-now with the title in the query, state and local storage', async ({
    page,
    request,
  }) => {
    const jobs = (await (await request.get('/api/v1/job')).json()) as { id: string; jobTitle: string }[];
    const job = jobs[1]!;
    await page.goto(`/job/${job.id}`);
    const applyNow = page
      .getByRole('complementary', { name: 'Job summary' })
      .getByRole('link', { name: 'Apply Now' });
    // A real link, so it works before hydration and with no script (forms-no-script.spec.ts).
    await expect(applyNow).toHaveAttribute('href', `/job-now?job=${encodeURIComponent(job.jobTitle)}`);
    await applyNow.click();
    await expect(page).toHaveURL(`/job-now?job=${encodeURIComponent(job.jobTitle)}`);
    await expect(page.getByText(`Applying for: ${job.jobTitle}`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('job_title'))).toBe(job.jobTitle);
    expect(
      await page.evaluate(() => (history.state as { usr?: { jobTitle?: string } } | null)?.usr?.jobTitle),
    ).toBe(job.jobTitle);
  });

  test('/job-now renders the job from ?job= on the server, before navigation state and local storage', async ({
    page,
    request,
  }) => {
    const title = 'Data Engineer (Spark & Airflow)';
    const html = await (await request.get(`/job-now?job=${encodeURIComponent(title)}`)).text();
    expect(html).toContain('Applying for: <strong>Data Engineer (Spark &amp; Airflow)</strong>');
    expect(html).toMatch(
      /<input type="hidden" name="job_title" value="Data Engineer \(Spark &amp; Airflow\)"\/>/,
    );

    // The query wins over an older title in local storage, and then is the stored one.
    await page.goto('/job-now');
    await page.evaluate(() => localStorage.setItem('job_title', 'QA Engineer'));
    await page.goto(`/job-now?job=${encodeURIComponent(title)}`);
    await expect(page.getByText(`Applying for: ${title}`)).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('job_title'))).toBe(title);
  });
});

test.describe('career page', () => {
  test('lists open jobs linking to /job/{id} and shows the 8 perks', async ({ page }) => {
    await page.goto('/career');
    await expect(page.getByRole('heading', { name: 'Open positions' })).toBeVisible();
    const firstLink = page.getByRole('list', { name: 'Open positions' }).getByRole('link').first();
    await expect(firstLink).toHaveAttribute('href', /^\/job\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Perks & Benefits' })).toBeVisible();
    const perks = page.getByRole('list', { name: 'Perks and benefits' });
    await expect(perks.getByRole('heading', { name: 'Health Insurance' }).first()).toBeVisible();
  });
});
