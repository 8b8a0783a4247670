export { LocaleProvider, useLocale } from './LocaleProvider';
export type { LocaleProviderProps, LocaleContextValue } from './LocaleProvider';
export type { Messages, PluralMessage } from './messages';
