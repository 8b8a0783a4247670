'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { directionOf, numberFormat } from './format';
import { defaultMessages, type Messages } from './messages';

export type Direction = 'ltr' | 'rtl';

export interface LocaleContextValue {
  /** The BCP 47 locale, for example `'hi-IN'` or `'ar'`. */
  locale: string;
  /** Writing direction. */
  dir: Direction;
  /** Every built-in string: the provider's `messages` over the English defaults. */
  messages: Messages;
  /** `Intl.NumberFormat` for the locale (one cached formatter per option set). */
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A sum of money in an ISO 4217 currency (`'INR'`, `'AED'`), as the locale writes it. */
  formatCurrency: (value: number, currency: string) => string;
}

export interface LocaleProviderProps {
  /** The BCP 47 locale of the subtree, for example `'hi-IN'` or `'ar'`. */
  locale: string;
  /** Writing direction. Default: from the locale (`'rtl'` for Arabic, Hebrew, Persian, Urdu…). */
  dir?: Direction;
  /** Strings to replace; the rest stay English. Default `{}`. */
  messages?: Partial<Messages>;
  children?: ReactNode;
}

/** Without a provider: English strings, left to right, numbers as `en-IN` writes them (the library's own default). */
export const DEFAULT_LOCALE = 'en-IN';

function createValue(locale: string, dir: Direction, messages: Messages): LocaleContextValue {
  return {
    locale,
    dir,
    messages,
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
    formatCurrency: (value, currency) => numberFormat(locale, { style: 'currency', currency }).format(value),
  };
}

const defaultValue = createValue(DEFAULT_LOCALE, 'ltr', defaultMessages);

/** `provided` tells the components whether to pass a direction to Radix (which otherwise keeps its own default). */
const LocaleContext = createContext<{ value: LocaleContextValue; provided: boolean }>({
  value: defaultValue,
  provided: false,
});

/**
 * Sets the locale, direction and strings of every @company/ui component below it. It renders no
 * element: put `lang` and `dir` on `<html>` (or on a wrapper) yourself, so the browser, the
 * fonts and the logical CSS properties follow too. Renders on the server.
 */
export function LocaleProvider({ locale, dir, messages, children }: LocaleProviderProps) {
  const direction = dir ?? directionOf(locale);
  const context = useMemo(
    () => ({
      value: createValue(locale, direction, messages ? { ...defaultMessages, ...messages } : defaultMessages),
      provided: true,
    }),
    [locale, direction, messages],
  );
  return <LocaleContext.Provider value={context}>{children}</LocaleContext.Provider>;
}
LocaleProvider.displayName = 'LocaleProvider';

/**
 * The nearest `LocaleProvider`'s locale, direction, strings and number formatters; without one,
 * English, left to right and `en-IN` numbers.
 */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext).value;
}

/** The provider's direction for Radix primitives, or `undefined` without a provider (Radix then inherits its own). */
export function useProvidedDirection(): Direction | undefined {
  const context = useContext(LocaleContext);
  return context.provided ? context.value.dir : undefined;
}
