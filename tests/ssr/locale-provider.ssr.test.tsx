/**
 * LocaleProvider on the server: the strings, numbers and direction of the HTML a Hindi or Arabic
 * page is first painted with, and English with no provider at all (the library's defaults).
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Counter, LocaleProvider, Pagination, Spinner, Tabs, useLocale } from '@company/ui';

function Prices() {
  const { locale, dir, formatNumber, formatCurrency } = useLocale();
  return (
    <p data-locale={locale} data-dir={dir}>
      {`${formatNumber(1234567)} | ${formatCurrency(49999, 'INR')}`}
    </p>
  );
}

describe('LocaleProvider (server HTML)', () => {
  it('without a provider: English strings, left to right, en-IN numbers, as before', () => {
    const html = renderToString(
      <>
        <Prices />
        <Spinner />
        <Pagination page={2} pageCount={3} onPageChange={() => {}} />
        <Counter value={100000} />
      </>,
    );
    expect(html).toContain('data-locale="en-IN"');
    expect(html).toContain('data-dir="ltr"');
    expect(html).toContain('12,34,567 | ₹49,999.00');
    expect(html).toContain('>Loading<');
    expect(html).toContain('aria-label="Pagination"');
    expect(html).toMatch(/>Page <\/span>2</);
    expect(html).toContain('Previous');
    expect(html).toContain('1,00,000');
  });

  it('renders Hindi strings and hi-IN numbers', () => {
    const html = renderToString(
      <LocaleProvider locale="hi-IN" messages={{ loading: 'लोड हो रहा है', paginationPrevious: 'पिछला', paginationNext: 'अगला' }}>
        <Prices />
        <Spinner />
        <Pagination page={2} pageCount={3} onPageChange={() => {}} />
      </LocaleProvider>,
    );
    expect(html).toContain('data-locale="hi-IN"');
    expect(html).toContain(`${new Intl.NumberFormat('hi-IN').format(1234567)} | ${new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' }).format(49999)}`);
    expect(html).toContain('लोड हो रहा है');
    expect(html).toContain('पिछला');
    // Strings not given stay English.
    expect(html).toContain('aria-label="Pagination"');
  });

  it('takes the direction from an Arabic locale, and Radix parts get it', () => {
    const html = renderToString(
      <LocaleProvider locale="ar" messages={{ pagination: 'ترقيم الصفحات', paginationPage: 'الصفحة {page}' }}>
        <Prices />
        <Pagination page={2} pageCount={3} onPageChange={() => {}} />
        <Tabs.Root defaultValue="a">
          <Tabs.List aria-label="الأقسام">
            <Tabs.Trigger value="a">الأول</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="a">المحتوى</Tabs.Content>
        </Tabs.Root>
      </LocaleProvider>,
    );
    expect(html).toContain('data-dir="rtl"');
    expect(html).toContain('aria-label="ترقيم الصفحات"');
    expect(html).toContain('>الصفحة </span>');
    expect(html).toMatch(/<div[^>]*dir="rtl"[^>]*data-orientation="horizontal"/);
  });

  it('an explicit dir wins over the locale, and a label prop wins over the messages', () => {
    const html = renderToString(
      <LocaleProvider locale="ar" dir="ltr" messages={{ paginationPrevious: 'رجوع', paginationNext: 'التالي' }}>
        <Prices />
        <Pagination page={2} pageCount={3} onPageChange={() => {}} previousLabel="السابق" />
      </LocaleProvider>,
    );
    expect(html).toContain('data-dir="ltr"');
    expect(html).toContain('السابق');
    expect(html).not.toContain('رجوع');
    expect(html).toContain('التالي');
    expect(html).not.toContain('undefined');
  });
});
