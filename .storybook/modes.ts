/**
 * Chromatic modes: every story is captured once per mode, each mode a set of toolbar globals.
 * Both themes, the third (Harbour, made with createTheme), and right-to-left (the `direction` global, see the i18n toolbar) in the default dark
 * theme. A story that needs fewer (a theme-independent demo) or more overrides
 * `parameters.chromatic.modes` itself.
 */
export const chromaticModes = {
  dark: { theme: 'dark', direction: 'ltr' },
  light: { theme: 'light', direction: 'ltr' },
  'dark rtl': { theme: 'dark', direction: 'rtl' },
  harbour: { theme: 'harbour', direction: 'ltr' },
} as const;
