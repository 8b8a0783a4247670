import { expect, test } from './fixtures';
import { ADMIN, tokenOf, unique } from './account-helpers';
import { countPosts, noScript, resume, storedCopies } from './no-script-helpers';

/**
 * A job application without JavaScript (docs/requirements/issues/22-every-press-counts.md), from a job of its own: the rest of the forms
 * without script are in forms-no-script.spec.ts. The job it adds stays listed on /job and /career, so this
 * spec runs with no other spec at the same time (Playwright's built-in '-exclusive-' lock, see
 * playwright.config.ts): a spec that counts the jobs never sees the list change under it.
 */
test.describe.configure({ lock: '-exclusive-' });

test.describe('forms without JavaScript', () => {
  test('Apply Now on a job page is a link: /job-now names the job and the application carries it', async ({
    browser,
    baseURL,
    request,
  }) => {
    // A job whose title needs encoding in a URL (spaces, "&", parentheses).
    const headers = { Authorization: `Bearer ${await tokenOf(request, ADMIN)}` };
    const jobTitle = `Backend Engineer (Payments & UPI) ${unique()}`;
    const created = await request.post('/api/v1/job', {
      headers,
      data: {
        jobTitle,
        experience: '2-4 years',
        location: 'Pune',
        description: 'Build and run our UPI payment services.',
      },
    });
    expect(created.status()).toBe(201);
    const job = (await created.json()) as { id: string };

    const { context, page } = await noScript(browser, baseURL);
    await page.goto(`/job/${job.id}`);
    await page
      .getByRole('complementary', { name: 'Job summary' })
      .getByRole('link', { name: 'Apply Now' })
      .click();
    await expect(page).toHaveURL(`/job-now?job=${encodeURIComponent(jobTitle)}`);
    await expect(page.getByText(`Applying for: ${jobTitle}`)).toBeVisible();

    // With no script the browser's own file input is shown (it names the chosen file), the picker is not.
    const resumeInput = page.getByLabel('Resume');
    await expect(resumeInput).toBeVisible();
    expect((await resumeInput.boundingBox())?.width).toBeGreaterThan(100);
    await expect(page.getByTestId('file-name')).toBeHidden();

    await page.getByLabel('Full Name').fill('Farhan Qureshi');
    await page.getByLabel('Email').fill(`farhan.${unique()}@example.com`);
    await page.getByLabel('Phone').fill('9765432101');
    await page.getByLabel('City').fill('Pune');
    await page.getByRole('radio', { name: 'Experience', exact: true }).check();
    await page.getByLabel('Expected CTC').fill('12 LPA');
    const file = resume('farhan-qureshi.pdf');
    await resumeInput.setInputFiles(file);
    // What the form posts as job_title (Playwright shows no body of a multipart POST with a file; the route
    // action passes job_title on to POST /api/v1/enquire, which stores it).
    await expect(
      page.locator('form[aria-label="Job application"] input[type="hidden"][name="job_title"]'),
    ).toHaveValue(jobTitle);
    expect(await storedCopies(file.buffer)).toBe(0);
    const posts = countPosts(page, '/job-now');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Application submitted successfully/ }),
    ).toBeVisible();
    expect(await storedCopies(file.buffer)).toBe(1);
    expect(posts.count()).toBe(1);
    await expect(page.getByText(`Applying for: ${jobTitle}`)).toBeVisible();
    await context.close();
  });
});
