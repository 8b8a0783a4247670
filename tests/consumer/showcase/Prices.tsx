'use client';
/** Numbers and money as the surrounding LocaleProvider writes them (Intl, not hand-written grouping). */
import { Text, useLocale } from '@company/ui';

export function Prices({ currency, testId = 'prices' }: { currency: string; testId?: string }) {
  const { locale, dir, formatNumber, formatCurrency } = useLocale();
  return (
    <Text data-testid={testId} data-export="useLocale" data-locale={locale} data-dir={dir}>
      {formatNumber(1250000)} · {formatCurrency(49999, currency)}
    </Text>
  );
}
