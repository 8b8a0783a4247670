import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { StatCounter } from '../Counter/Counter';
import { Heading } from '../Heading/Heading';
import { Pagination } from '../Pagination/Pagination';
import { Spinner } from '../Spinner/Spinner';
import { Text } from '../Text/Text';
import { LocaleProvider, useLocale } from './LocaleProvider';
import { arabicMessages, hindiMessages } from './storyMessages';

/** What `useLocale()` gives a component: the locale's numbers and money, and its strings. */
function Figures({ title, fee, students }: { title: string; fee: string; students: string }) {
  const { locale, dir, formatNumber, formatCurrency } = useLocale();
  return (
    <div style={{ display: 'grid', gap: vars.space[4], maxWidth: '36rem' }}>
      <Heading level={2} size="lg">
        {title}
      </Heading>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space[2], margin: 0 }}>
        <Text asChild tone="muted">
          <dt>{fee}</dt>
        </Text>
        <Text asChild>
          <dd style={{ margin: 0 }} data-testid="fee">
            {formatCurrency(49999, 'INR')}
          </dd>
        </Text>
        <Text asChild tone="muted">
          <dt>{students}</dt>
        </Text>
        <Text asChild>
          <dd style={{ margin: 0 }} data-testid="students">
            {formatNumber(1234567)}
          </dd>
        </Text>
        <Text asChild tone="muted">
          <dt>locale / dir</dt>
        </Text>
        <Text asChild>
          <dd style={{ margin: 0 }} data-testid="locale">
            {`${locale} / ${dir}`}
          </dd>
        </Text>
      </dl>
      <StatCounter value={100000} suffix="+" label={students} />
      <Spinner />
      <Pagination page={2} pageCount={5} onPageChange={() => {}} />
    </div>
  );
}

const meta = {
  title: 'Foundations/LocaleProvider',
  component: LocaleProvider,
  args: { locale: 'hi-IN' },
  parameters: {
    docs: {
      description: {
        component: `Sets the locale, writing direction and built-in strings of every component below it.

**When to use:** once near the root of a site (or around a page) that is not in English, or is written right to
left. **When not to:** for one component's text: pass its label prop (\`closeLabel\`, \`previousLabel\`…), which wins
over the provider. Without a provider the library speaks English, left to right, with \`en-IN\` numbers.

**Props:** \`locale\` (BCP 47, required), \`dir\` ('ltr' | 'rtl', default from the locale), \`messages\`
(\`Partial<Messages>\`, default none: English). \`useLocale()\` returns \`{ locale, dir, messages, formatNumber(n, options?),
formatCurrency(n, currency) }\` (\`Intl.NumberFormat\`). It renders no element: put \`lang\` and \`dir\` on \`<html>\` or a wrapper.
See the "Internationalisation and RTL" page.`,
      },
    },
  },
} satisfies Meta<typeof LocaleProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hindi: Indian digit grouping (12,34,567) and the rupee, Hindi strings for the spinner and pagination. */
export const Hindi: Story = {
  args: { locale: 'hi-IN', messages: hindiMessages },
  render: (args) => (
    <div lang="hi-IN">
      <LocaleProvider {...args}>
        <Figures title="शुल्क और आँकड़े" fee="कोर्स शुल्क" students="छात्र" />
      </LocaleProvider>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('fee').textContent).toBe(
      new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' }).format(49999),
    );
    await expect(canvas.getByTestId('students').textContent).toBe(
      new Intl.NumberFormat('hi-IN').format(1234567),
    );
    await expect(canvas.getByTestId('locale')).toHaveTextContent('hi-IN / ltr');
    await expect(canvas.getByRole('navigation', { name: 'पृष्ठ' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'पृष्ठ 3' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('लोड हो रहा है');
  },
};

/** Arabic: right to left from the locale (the toolbar's direction puts `dir="rtl"` on the page), Arabic strings. */
export const Arabic: Story = {
  args: { locale: 'ar', messages: arabicMessages },
  globals: { direction: 'rtl' },
  render: (args) => (
    <LocaleProvider {...args}>
      <Figures title="الرسوم والأرقام" fee="رسوم الدورة" students="الطلاب" />
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('fee').textContent).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'INR' }).format(49999),
    );
    await expect(canvas.getByTestId('students').textContent).toBe(
      new Intl.NumberFormat('ar').format(1234567),
    );
    await expect(canvas.getByTestId('locale')).toHaveTextContent('ar / rtl');
    const previous = canvas.getByRole('button', { name: /السابق/ });
    const next = canvas.getByRole('button', { name: /التالي/ });
    // Previous sits on the right, where an Arabic reader starts.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
  },
};

/** No messages: every string stays English, numbers follow the locale (Swiss English groups with ’). */
export const EnglishStringsOtherLocale: Story = {
  args: { locale: 'en-CH' },
  render: (args) => (
    <LocaleProvider {...args}>
      <Figures title="Fees and figures" fee="Course fee" students="Students" />
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('students').textContent).toBe(
      new Intl.NumberFormat('en-CH').format(1234567),
    );
    await expect(canvas.getByRole('button', { name: /Previous/ })).toBeInTheDocument();
  },
};
