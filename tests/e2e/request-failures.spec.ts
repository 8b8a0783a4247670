import { expect, test } from './fixtures';
import { ADMIN, logIn, smallPdf, toasts } from './account-helpers';

/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): a request that fails on these
 * screens shows the spec's own text (docs/requirements/SPEC.md §8) and loses nothing the visitor typed.
 * The real server; only the one API call is made to fail (the connection dropped, or a 5xx).
 */

const resume = () => ({ name: 'asha-verma-resume.pdf', mimeType: 'application/pdf', buffer: smallPdf() });

test.describe('a request that fails', () => {
  test("internship: no answer shows 'Failed to submit internship' and keeps the form", async ({ page }) => {
    await page.goto('/apply-now');
    let attempts = 0;
    await page.route('**/api/v1/internship', (route) => {
      attempts += 1;
      return route.abort('connectionreset');
    });
    await page.getByLabel('Name').fill('Asha Verma');
    await page.getByLabel('Email').fill('asha.intern@example.com');
    await page.getByLabel('Number').fill('9123456789');
    await page.getByLabel('Course').selectOption('data-science');
    await page.getByLabel('Resume').setInputFiles(resume());
    await page.getByRole('button', { name: 'Submit Application' }).click();

    const form = page.getByRole('form', { name: 'Internship application' });
    await expect(form.getByRole('alert')).toHaveText('Failed to submit internship');
    expect(attempts).toBeGreaterThan(0);
    await expect(page.getByLabel('Name')).toHaveValue('Asha Verma');
    await expect(page.getByLabel('Email')).toHaveValue('asha.intern@example.com');
    await expect(page.getByLabel('Number')).toHaveValue('9123456789');
    await expect(page.getByLabel('Course')).toHaveValue('data-science');
    expect(
      await page.getByLabel('Resume').evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    ).toBe('asha-verma-resume.pdf');

    // The connection is back: the same press sends what is still in the form.
    await page.unroute('**/api/v1/internship');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you for applying. We will review your application and get back to you soon.',
    );
  });

  test("job application: a 500 toasts 'Failed to submit application' and keeps the form", async ({
    page,
  }) => {
    await page.goto('/job-now');
    await page.route('**/api/v1/enquire', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Something went wrong on our side. Please try again.', errors: {} }),
      }),
    );
    await page.getByLabel('Full Name').fill('Ravi Kumar');
    await page.getByLabel('Email').fill('ravi.kumar@example.com');
    await page.getByLabel('Phone').fill('9123456780');
    await page.getByLabel('City').fill('Jabalpur');
    await page.getByRole('radio', { name: 'Fresher' }).check();
    await page.getByLabel('Expected CTC').fill('4.5 LPA');
    await page.getByLabel('Resume').setInputFiles(resume());
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(toasts(page).getByText('Failed to submit application', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Ravi Kumar');
    await expect(page.getByLabel('Email')).toHaveValue('ravi.kumar@example.com');
    await expect(page.getByLabel('Phone')).toHaveValue('9123456780');
    await expect(page.getByLabel('City')).toHaveValue('Jabalpur');
    await expect(page.getByRole('radio', { name: 'Fresher' })).toBeChecked();
    await expect(page.getByLabel('Expected CTC')).toHaveValue('4.5 LPA');
  });

  test("console: internships that cannot be fetched show 'Failed to fetch internships', then load on Try again", async ({
    page,
  }) => {
    await page.goto('/admin/applications?kind=internship');
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.route('**/api/v1/admin/applications?**', (route) => route.abort('connectionreset'));
    await logIn(page, ADMIN);
    await expect(page).toHaveURL('/admin/applications?kind=internship');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch internships' });
    await expect(alert).toBeVisible();
    await expect(alert.locator('p')).toHaveText('Failed to fetch internships');
    // The filter stays as chosen.
    await expect(page.getByLabel('Kind')).toHaveValue('internship');

    await page.unroute('**/api/v1/admin/applications?**');
    await alert.getByRole('link', { name: 'Try again' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('table', { name: /Applications/ })).toBeVisible();
  });
});
