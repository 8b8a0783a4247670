import '@testing-library/jest-dom/vitest';
import { ThemeRoot, Toaster } from '@company/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createRoutesStub } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InternshipPage } from './InternshipPage';
import { JobApplicationPage } from './JobApplicationPage';

/** docs/requirements/SPEC.md §8, word for word. */
const INTERNSHIP_REQUEST_FAILURE = 'Failed to submit internship';
const JOB_APPLICATION_REQUEST_FAILURE = 'Failed to submit application';

/**
 * Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): a submission that fails without the
 * server deciding on it (no answer, a 5xx) shows the spec's own text (docs/requirements/SPEC.md §8) in the
 * form's alert (internship) or an error toast (job application), and keeps what the visitor typed. The
 * real browser API client; the network is answered by MSW.
 */

/**
 * jsdom builds a form's FormData from a file input's own list, which `user.upload` does not fill (it
 * replaces the `files` property): this FormData reads that property, as a browser's would see the file.
 */
class FormDataWithFiles extends FormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super(form, submitter);
    for (const input of form?.querySelectorAll<HTMLInputElement>('input[type="file"][name]') ?? []) {
      const file = input.files?.[0];
      if (file) this.set(input.name, file);
    }
  }
}

const server = setupServer();
beforeAll(() => {
  vi.stubGlobal('FormData', FormDataWithFiles);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  window.localStorage.clear();
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const failures = {
  'no answer (offline)': () => HttpResponse.error(),
  'a 503 while the database is down': () =>
    HttpResponse.json(
      { message: 'The service is briefly unavailable. Please try again in a few seconds.', errors: {} },
      // The client tries an idempotent write again after Retry-After (issue 26,
      // docs/requirements/issues/26-past-one-machine.md): 1 s keeps this short.
      { status: 503, headers: { 'retry-after': '1' } },
    ),
  'a 500': () =>
    HttpResponse.json(
      { message: 'Something went wrong on our side. Please try again.', errors: {} },
      { status: 500 },
    ),
};

function renderPage(path: string, Page: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path, Component: Page }]);
  return render(
    <ThemeRoot>
      <Toaster>
        <Stub initialEntries={[path]} />
      </Toaster>
    </ThemeRoot>,
  );
}

const resume = () => new File(['%PDF-1.4 résumé'], 'resume.pdf', { type: 'application/pdf' });

describe('internship application (/apply-now)', () => {
  for (const [name, answer] of Object.entries(failures)) {
    it(`given ${name}, says '${INTERNSHIP_REQUEST_FAILURE}' in the alert and keeps the fields`, async () => {
      let posted = 0;
      server.use(
        http.post('*/api/v1/internship', () => {
          posted += 1;
          return answer();
        }),
      );
      const user = userEvent.setup();
      renderPage('/apply-now', InternshipPage);
      await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
      await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
      await user.type(screen.getByLabelText(/^Number/), '9876543210');
      await user.selectOptions(screen.getByLabelText(/^Course/), 'data-science');
      await user.upload(screen.getByLabelText(/^Resume/), resume());
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));

      const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
      expect(alert).toHaveTextContent(new RegExp(`^${INTERNSHIP_REQUEST_FAILURE}$`));
      expect(posted).toBeGreaterThanOrEqual(1);
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Verma');
      expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.com');
      expect(screen.getByLabelText(/^Number/)).toHaveValue('9876543210');
      expect(screen.getByLabelText(/^Course/)).toHaveValue('data-science');
      expect((screen.getByLabelText(/^Resume/) as HTMLInputElement).files?.[0]?.name).toBe('resume.pdf');
      expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    }, 30_000);
  }

  it('given a refusal with the server’s reason (4xx), shows that reason, not the failure text', async () => {
    server.use(
      http.post('*/api/v1/internship', () =>
        HttpResponse.json(
          { message: 'Please correct the highlighted fields.', errors: { email: 'Invalid email address' } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage('/apply-now', InternshipPage);
    await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Number/), '9876543210');
    await user.selectOptions(screen.getByLabelText(/^Course/), 'data-science');
    await user.upload(screen.getByLabelText(/^Resume/), resume());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((element) => element.textContent)).toContain(
        'Please correct the highlighted fields.',
      ),
    );
    expect(screen.queryByText(INTERNSHIP_REQUEST_FAILURE)).not.toBeInTheDocument();
  });
});

describe('job application (/job-now)', () => {
  for (const [name, answer] of Object.entries(failures)) {
    it(`given ${name}, toasts '${JOB_APPLICATION_REQUEST_FAILURE}' and keeps the fields`, async () => {
      server.use(http.post('*/api/v1/enquire', () => answer()));
      const user = userEvent.setup();
      renderPage('/job-now', JobApplicationPage);
      await user.type(screen.getByLabelText(/^Full Name/), 'Ravi Kumar');
      await user.type(screen.getByLabelText(/^Email/), 'ravi@example.com');
      await user.type(screen.getByLabelText(/^Phone/), '9123456780');
      await user.type(screen.getByLabelText(/^City/), 'Jabalpur');
      await user.click(screen.getByRole('radio', { name: 'Fresher' }));
      await user.type(screen.getByLabelText(/^Expected CTC/), '4.5 LPA');
      await user.upload(screen.getByLabelText(/^Resume/), resume());
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));

      expect(
        await screen.findByText(JOB_APPLICATION_REQUEST_FAILURE, { exact: true }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ravi Kumar');
      expect(screen.getByLabelText(/^Email/)).toHaveValue('ravi@example.com');
      expect(screen.getByLabelText(/^Phone/)).toHaveValue('9123456780');
      expect(screen.getByLabelText(/^City/)).toHaveValue('Jabalpur');
      expect(screen.getByRole('radio', { name: 'Fresher' })).toBeChecked();
      expect(screen.getByLabelText(/^Expected CTC/)).toHaveValue('4.5 LPA');
      expect((screen.getByLabelText(/^Resume/) as HTMLInputElement).files?.[0]?.name).toBe('resume.pdf');
    }, 30_000);
  }
});
