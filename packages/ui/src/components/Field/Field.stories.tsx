import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { FileField } from '../FileField/FileField';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { Field } from './Field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  parameters: {
    docs: {
      description: {
        component: [
          'Label + description + error message around a control, wired with `htmlFor`, `aria-describedby` and',
          '`aria-invalid`. TextField, TextArea, Select, FileField use it; use it directly only for a custom control',
          '(render prop: `{(props) => <input {...props} />}`).',
          '',
          '**Props and defaults:** `label` (required); `description`; `error`; `required` (false, shows a red asterisk and sets `required`); `hideLabel` (false); `controlId` (generated).',
          '',
          '**Accessibility:** the error is referenced by the control, so it is read when the control is focused; move focus to the first invalid field on submit.',
        ].join('\n'),
      },
    },
  },
  args: { label: 'Course code', children: (control) => <input {...control} style={{ padding: '0.5rem' }} /> },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CustomControl: Story = {
  args: { description: 'As printed on your receipt.', error: 'Please select a course', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Course code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('As printed on your receipt. Please select a course');
  },
};

type Values = { name: string; number: string; course: string; experience: string; message: string; resume: FileList; terms: boolean };

/** All fields under react-hook-form: register() spreads onto each, errors come back as props. */
function InternshipForm() {
  const { register, handleSubmit, formState } = useForm<Values>({ shouldFocusError: true });
  const { errors, isSubmitSuccessful } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)} style={{ display: 'grid', gap: '1.25rem', maxWidth: '32rem' }}>
      <TextField label="Name" required error={errors.name?.message} {...register('name', { required: 'Name is required' })} />
      <TextField
        label="Number"
        type="tel"
        inputMode="numeric"
        maxLength={10}
        required
        error={errors.number?.message}
        {...register('number', { pattern: { value: /^[6-9]\d{9}$/, message: 'Invalid number. Must be 10 digits starting with 6-9.' } })}
      />
      <Select
        label="Course"
        placeholder="Select a course"
        required
        options={[
          { value: 'app-development', label: 'App Development' },
          { value: 'data-science', label: 'Data Science' },
        ]}
        error={errors.course?.message}
        {...register('course', { required: 'Please select a course' })}
      />
      <RadioGroup
        label="Experience"
        required
        options={[
          { value: 'Fresher', label: 'Fresher' },
          { value: 'Experience', label: 'Experience' },
        ]}
        error={errors.experience?.message}
        {...register('experience', { required: 'Select experience' })}
      />
      <TextArea label="Message" rows={6} {...register('message')} />
      <FileField label="Resume" accept=".pdf,.doc,.docx" required error={errors.resume?.message} {...register('resume', { required: 'Resume file is required' })} />
      <Checkbox label="I agree to the Terms of Use" {...register('terms')} />
      <Button type="submit">Submit</Button>
      {isSubmitSuccessful ? <p role="status">Submitted</p> : null}
    </form>
  );
}

export const WithReactHookForm: Story = {
  render: () => <InternshipForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Please select a course')).toBeInTheDocument();
    await expect(canvas.getByText('Select experience')).toBeInTheDocument();
    await expect(canvas.getByText('Resume file is required')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(canvas.getByRole('radiogroup', { name: 'Experience' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Asha Verma');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Number' }), '987654321099');
    await expect(canvas.getByRole('textbox', { name: 'Number' })).toHaveValue('9876543210');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Course' }), 'data-science');
    await userEvent.click(canvas.getByRole('radio', { name: 'Fresher' }));
    await userEvent.upload(canvas.getByLabelText(/^Resume/), new File(['cv'], 'asha-verma-cv.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Submitted');
  },
};
