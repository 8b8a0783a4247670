import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../Dialog';
import { FileField } from '../FileField/FileField';
import { Pagination } from '../Pagination/Pagination';
import { Spinner } from '../Spinner/Spinner';
import { Tabs } from '../Tabs';
import { directionOf, formatPlural } from './format';
import { LocaleProvider, useLocale } from './LocaleProvider';
import { interpolate } from './messages';

afterEach(cleanup);

function Probe() {
  const { locale, dir, messages, formatNumber, formatCurrency } = useLocale();
  return (
    <output>
      {[
        locale,
        dir,
        messages.close,
        formatNumber(1234567.5, { maximumFractionDigits: 1 }),
        formatCurrency(1500, 'INR'),
      ].join(' | ')}
    </output>
  );
}

describe('useLocale', () => {
  it('without a provider gives English, left to right and en-IN numbers', () => {
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('en-IN | ltr | Close | 12,34,567.5 | ₹1,500.00');
  });

  it('gives the provider locale, its direction and its messages over the English ones', () => {
    render(
      <LocaleProvider locale="ar-EG" messages={{ close: 'إغلاق' }}>
        <Probe />
      </LocaleProvider>,
    );
    const text = screen.getByRole('status').textContent!;
    expect(text.startsWith('ar-EG | rtl | إغلاق | ')).toBe(true);
    expect(text).toContain(new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 1 }).format(1234567.5));
  });

  it('lets an explicit dir win over the locale', () => {
    render(
      <LocaleProvider locale="he" dir="ltr">
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('he | ltr | Close');
  });
});

describe('locale helpers', () => {
  it('knows the right-to-left languages and scripts', () => {
    for (const locale of ['ar', 'ar-SA', 'he-IL', 'fa', 'ur-PK', 'ps', 'yi', 'pa-Arab'])
      expect(directionOf(locale), locale).toBe('rtl');
    for (const locale of ['en-IN', 'hi-IN', 'de', 'zh-Hant', 'az-Latn', 'ta'])
      expect(directionOf(locale), locale).toBe('ltr');
  });

  it('chooses the plural form with Intl.PluralRules', () => {
    const cart = { one: '{label}, {count} item', other: '{label}, {count} items' };
    expect(formatPlural('en', cart, 1, { label: 'Cart' })).toBe('Cart, 1 item');
    expect(formatPlural('en', cart, 3, { label: 'Cart' })).toBe('Cart, 3 items');
    const arabic = {
      zero: 'لا عناصر',
      one: 'عنصر واحد',
      two: 'عنصران',
      few: '{count} عناصر',
      many: '{count} عنصرًا',
      other: '{count} عنصر',
    };
    expect(formatPlural('ar', arabic, 2)).toBe('عنصران');
    expect(formatPlural('ar', arabic, 11)).toBe(`${new Intl.NumberFormat('ar').format(11)} عنصرًا`);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate('{index} of {total}', { index: 2, total: 5 })).toBe('2 of 5');
    expect(interpolate('Go to {where}', {})).toBe('Go to {where}');
  });
});

describe('components with built-in text', () => {
  it('take their strings from the provider, and their own label props win', () => {
    render(
      <LocaleProvider
        locale="hi-IN"
        messages={{
          loading: 'लोड हो रहा है',
          paginationPrevious: 'पिछला',
          paginationPage: 'पृष्ठ {page}',
          fileChoose: 'फ़ाइल चुनें',
        }}
      >
        <Spinner />
        <Pagination page={2} pageCount={3} onPageChange={() => {}} nextLabel="आगे" />
        <FileField label="बायोडाटा" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('लोड हो रहा है');
    expect(screen.getByRole('button', { name: 'पिछला' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आगे' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^पृष्ठ\s*3$/ })).toBeInTheDocument();
    expect(screen.getByText('फ़ाइल चुनें')).toBeInTheDocument();
  });

  it("given an Arabic provider, the dialog's close button is named in Arabic unless closeLabel says otherwise", async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="ar" messages={{ close: 'إغلاق' }}>
        <Dialog.Root>
          <Dialog.Trigger>افتح</Dialog.Trigger>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>العنوان</Dialog.Title>
          </Dialog.Content>
        </Dialog.Root>
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'افتح' }));
    expect(await screen.findByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('gives Radix Tabs the provider direction, so the arrow keys follow the reading order', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="ar">
        <Tabs.Root defaultValue="one">
          <Tabs.List aria-label="الأقسام">
            <Tabs.Trigger value="one">الأول</Tabs.Trigger>
            <Tabs.Trigger value="two">الثاني</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="one">١</Tabs.Content>
          <Tabs.Content value="two">٢</Tabs.Content>
        </Tabs.Root>
      </LocaleProvider>,
    );
    expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('tab', { name: 'الأول' }));
    // Right to left, ArrowLeft goes forward.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'الثاني' })).toHaveFocus();
  });
});
