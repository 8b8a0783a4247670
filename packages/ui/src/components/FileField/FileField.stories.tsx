import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, type ComponentProps } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileField } from './FileField';

const hydratedRoots = new WeakMap<Element, Root>();

/**
 * The field as the server sent it: its markup only, no React behind it yet (the play function hydrates it),
 * like a server-rendered page whose script has not started.
 */
function ServerRendered(props: ComponentProps<typeof FileField>) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    return () => {
      const root = element ? hydratedRoots.get(element) : undefined;
      // Not during the outer root's commit: React would warn about a synchronous nested unmount.
      if (root) queueMicrotask(() => root.unmount());
    };
  }, []);
  return <div ref={host} data-testid="server-html" dangerouslySetInnerHTML={{ __html: renderToString(<FileField {...props} />) }} />;
}

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  args: { label: 'Resume', name: 'resume', accept: '.pdf,.doc,.docx', description: 'PDF, DOC or DOCX.', onFilesChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A labelled file input that shows the chosen file's name (resumes for jobs and internships). The native input stays focusable and carries the label and ARIA; the visible picker is a second label for it, so it opens the file dialog with no script at all.\n\n**Before and without script:** the shown name follows the native input. A file chosen before the page hydrates is shown (and passed to `onFilesChange`) as soon as it does. With JavaScript off (`@media (scripting: none)`) the picker is hidden and the browser's own file input is shown instead, styled the same way, so its own text names the chosen file; the native form submits the file either way.\n\n**Props and defaults:** `label` (required); `accept` (any); `buttonLabel` (\"Choose file\"); `emptyLabel` (\"No file chosen\"); `description`; `error`; `required` (false); `onFilesChange`; `multiple`. Works with react-hook-form's `register` (value is a FileList). The name clears on form reset.",
      },
    },
  },
} satisfies Meta<typeof FileField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Resume/);
    await expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await expect(within(canvasElement).getByTestId('file-name')).toHaveTextContent('No file chosen');
  },
};

export const ShowsChosenFileName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Resume/);
    await userEvent.upload(input, new File(['resume'], 'asha-verma-resume.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByTestId('file-name')).toHaveTextContent('asha-verma-resume.pdf');
    await expect(args.onFilesChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'asha-verma-resume.pdf' })]);
  },
};

/** A file picked while the page was still only server-rendered HTML: the name appears once the field hydrates. */
export const ChosenBeforeHydration: Story = {
  render: (args) => <ServerRendered {...args} />,
  parameters: { screenshot: { play: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const host = canvas.getByTestId('server-html');
    const input = within(host).getByLabelText<HTMLInputElement>(/^Resume/);
    await expect(canvas.getByTestId('file-name')).toHaveTextContent('No file chosen');

    // The user picks a file before the script starts: the native input holds it, nothing listens yet.
    const transfer = new DataTransfer();
    transfer.items.add(new File(['resume'], 'priya-nair-resume.pdf', { type: 'application/pdf' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(canvas.getByTestId('file-name')).toHaveTextContent('No file chosen');

    hydratedRoots.set(host, hydrateRoot(host, <FileField {...args} />));
    await waitFor(() => expect(canvas.getByTestId('file-name')).toHaveTextContent('priya-nair-resume.pdf'));
    await expect(canvas.getByTestId('file-name')).not.toHaveAttribute('data-empty');
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'priya-nair-resume.pdf' })]);
    // The same input element survived hydration, so the form still submits the chosen file.
    await expect(within(host).getByLabelText<HTMLInputElement>(/^Resume/)).toBe(input);
    await expect(input.files?.[0]?.name).toBe('priya-nair-resume.pdf');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText(/^Resume/)).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { error: 'Resume file is required', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Resume/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('PDF, DOC or DOCX. Resume file is required');
  },
};

export const ClearsOnFormReset: Story = {
  render: (args) => (
    <form>
      <FileField {...args} />
      <button type="reset" style={{ marginTop: '1rem' }}>
        Reset
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/^Resume/), new File(['x'], 'cv.docx'));
    await expect(canvas.getByTestId('file-name')).toHaveTextContent('cv.docx');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByTestId('file-name')).toHaveTextContent('No file chosen');
  },
};
