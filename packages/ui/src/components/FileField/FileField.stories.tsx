import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileField } from './FileField';

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  args: { label: 'Resume', name: 'resume', accept: '.pdf,.doc,.docx', description: 'PDF, DOC or DOCX.', onFilesChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A labelled file input that shows the chosen file's name (resumes for jobs and internships). The native input stays focusable and carries the label and ARIA; the visible picker is a second label for it.\n\n**Props and defaults:** `label` (required); `accept` (any); `buttonLabel` (\"Choose file\"); `emptyLabel` (\"No file chosen\"); `description`; `error`; `required` (false); `onFilesChange`; `multiple`. Works with react-hook-form's `register` (value is a FileList). The name clears on form reset.",
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
