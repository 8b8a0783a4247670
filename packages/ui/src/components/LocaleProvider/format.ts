import type { PluralMessage } from './messages';
import { interpolate } from './messages';

/**
 * Intl formatters are costly to create (the first one of a page loads the locale's data), so each
 * locale and option set gets one, kept for the page's life. Pure and server-safe.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** `{count}` and the other values put into the string of `count`'s plural category in `locale`. */
export function formatPlural(
  locale: string,
  message: PluralMessage,
  count: number,
  values: Record<string, string | number> = {},
): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const category = rules.select(count);
  return interpolate(message[category] ?? message.other, {
    ...values,
    count: numberFormat(locale).format(count),
  });
}

/**
 * Languages written right to left (ISO 639 codes, and the scripts that make any language RTL). A
 * list rather than `Intl.Locale#getTextInfo`, which Firefox lacks and Node versions spell differently.
 */
const RTL_LANGUAGES = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ks',
  'ku-arab',
  'nqo',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
]);
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'nkoo', 'syrc', 'thaa', 'adlm', 'rohg']);

/** The writing direction of a BCP 47 locale: `'rtl'` for Arabic, Hebrew, Persian, Urdu…, else `'ltr'`. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  const parts = locale.toLowerCase().split(/[-_]/);
  const language = parts[0] ?? '';
  const script = parts.find((part, index) => index > 0 && part.length === 4);
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
