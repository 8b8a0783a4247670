import { expect, pageErrors, test } from './fixtures';
import { smallPdf, toasts } from './account-helpers';

/** Job application (/job-now) and internship application (/apply-now): docs/requirements/SPEC.md §4, §5, §8. */

const resume = () => ({ name: 'asha-verma-resume.pdf', mimeType: 'application/pdf', buffer: smallPdf() });

test.describe('job application form', () => {
  test('checks the seven rules in order, one error toast at a time', async ({ page }) => {
    await page.goto('/job-now');
    const submit = page.getByRole('button', { name: 'Submit Application' });
    const expectToast = async (message: string) => {
      await submit.click();
      await expect(toasts(page).getByText(message, { exact: true }).last()).toBeVisible();
    };
    await expectToast('Full Name is required');
    await page.getByLabel('Full Name').fill('Asha Verma');
    await expectToast('Invalid Email');
    await page.getByLabel('Email').fill('asha@example');
    await expectToast('Invalid Email');
    await page.getByLabel('Email').fill('asha@example.com');
    await expectToast('Invalid Phone Number');
    await page.getByLabel('Phone').fill('5123456789');
    await expectToast('Invalid Phone Number');
    await page.getByLabel('Phone').fill('9123456789');
    await expectToast('City is required');
    await page.getByLabel('City').fill('Jabalpur');
    await expectToast('Select experience');
    await page.getByRole('radio', { name: 'Fresher' }).check();
    await expectToast('Expected CTC is required');
    await page.getByLabel('Expected CTC').fill('3.6 LPA');
    await expectToast('Resume is required');
    await page
      .getByLabel('Resume')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a resume') });
    await expectToast('Resume must be a .pdf, .doc or .docx file');
  });

  test('every field carries a required marker, the phone takes 10 characters and resumes are pdf/doc/docx', async ({
    page,
  }) => {
    await page.goto('/job-now');
    await expect(page.getByLabel('Resume')).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await page.getByLabel('Phone').click();
    await page.getByLabel('Phone').pressSequentially('912345678901');
    await expect(page.getByLabel('Phone')).toHaveValue('9123456789');
    await expect(
      page.locator('form[aria-label="Job application"] [aria-hidden="true"]', { hasText: '*' }),
    ).toHaveCount(7);
  });

  test('applying from a job: the title comes along, the PDF uploads, Submitting... shows, then the form resets', async ({
    page,
  }) => {
    await page.goto('/job');
    const firstCard = page.getByRole('list', { name: 'Open positions' }).getByRole('listitem').first();
    const title = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await firstCard.getByRole('link', { name: /View details/ }).click();
    await page
      .getByRole('complementary', { name: 'Job summary' })
      .getByRole('link', { name: 'Apply Now' })
      .click();
    await expect(page).toHaveURL(`/job-now?job=${encodeURIComponent(title)}`);
    await expect(page.getByText(`Applying for: ${title}`)).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('job_title'))).toBe(title);
    // A reload keeps the job (history keeps the state) and hydrates without a mismatch.
    const errors = pageErrors(page);
    await page.reload();
    await expect(page.getByText(`Applying for: ${title}`)).toBeVisible();
    expect(errors).toEqual([]);

    await page.route('**/api/v1/enquire', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByLabel('Full Name').fill('Asha Verma');
    await page.getByLabel('Email').fill('asha.verma@example.com');
    await page.getByLabel('Phone').fill('9123456789');
    await page.getByLabel('City').fill('Jabalpur');
    await page.getByRole('radio', { name: 'Experience', exact: true }).check();
    await page.getByLabel('Expected CTC').fill('6 LPA');
    await page.getByLabel('Resume').setInputFiles(resume());
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(
      toasts(page)
        .getByText(/Application submitted successfully/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('City')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Fresher' })).not.toBeChecked();
  });

  test('after a reload the job title still comes from local storage', async ({ page }) => {
    await page.goto('/job-now');
    await page.evaluate(() => window.localStorage.setItem('job_title', 'React Native Developer'));
    await page.reload();
    await expect(page.getByText('Applying for: React Native Developer')).toBeVisible();
  });

  test('a failed submission shows the server message as an error toast', async ({ page }) => {
    await page.goto('/job-now');
    await page.route('**/api/v1/enquire', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The file is not a real PDF or Word document', errors: {} }),
      }),
    );
    await page.getByLabel('Full Name').fill('Asha Verma');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Phone').fill('9123456789');
    await page.getByLabel('City').fill('Jabalpur');
    await page.getByRole('radio', { name: 'Fresher' }).check();
    await page.getByLabel('Expected CTC').fill('3 LPA');
    await page.getByLabel('Resume').setInputFiles(resume());
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toasts(page).getByText('The file is not a real PDF or Word document')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Asha Verma');
  });
});

test.describe('internship form', () => {
  test('shows the exact messages for every field and offers the six courses', async ({ page }) => {
    await page.goto('/apply-now');
    const course = page.getByLabel('Course');
    const values = await course
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    expect(values).toEqual([
      'app-development',
      'mern-stack',
      'machine-learning',
      'web-development',
      'data-science',
      'digital-marketing',
    ]);
    await expect(page.getByLabel('Resume')).toHaveAttribute('accept', '.pdf,.doc,.docx');

    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'Name is required',
      'Invalid email address',
      'Invalid number. Must be 10 digits starting with 6-9.',
      'Please select a course',
      'Resume file is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Number').fill('1234567890');
    await expect(page.getByText('Invalid number. Must be 10 digits starting with 6-9.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Invalid number. Must be 10 digits starting with 6-9.')).toBeVisible();
  });

  test('the number is capped at 10 characters', async ({ page }) => {
    await page.goto('/apply-now');
    await page.getByLabel('Number').click();
    await page.getByLabel('Number').pressSequentially('987654321012');
    await expect(page.getByLabel('Number')).toHaveValue('9876543210');
  });

  test('a complete application with a PDF is accepted: Submitting..., the thank-you message, an empty form', async ({
    page,
  }) => {
    await page.goto('/apply-now');
    await page.route('**/api/v1/internship', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByLabel('Name').fill('Rohan Gupta');
    await page.getByLabel('Email').fill('rohan.gupta@example.com');
    await page.getByLabel('Number').fill('8123456789');
    await page.getByLabel('Course').selectOption('machine-learning');
    await page.getByLabel('Resume').setInputFiles(resume());
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(
      page.getByText('Thank you for applying. We will review your application and get back to you soon.'),
    ).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Course')).toHaveValue('');
  });

  // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): a 5xx is a request that failed, and
  // shows the spec's 'Failed to submit internship' (it showed the component's fallback before).
  test('a server failure shows the spec text for a failed submission', async ({ page }) => {
    await page.goto('/apply-now');
    await page.route('**/api/v1/internship', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByLabel('Name').fill('Rohan Gupta');
    await page.getByLabel('Email').fill('rohan@example.com');
    await page.getByLabel('Number').fill('8123456789');
    await page.getByLabel('Course').selectOption('data-science');
    await page.getByLabel('Resume').setInputFiles(resume());
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to submit internship' }),
    ).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Rohan Gupta');
  });
});
