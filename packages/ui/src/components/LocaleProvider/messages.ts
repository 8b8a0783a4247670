/**
 * Every built-in string of @company/ui, in one flat object so that `LocaleProvider` can take any
 * part of it. Values are plain strings (no functions), so the messages can be passed from a
 * server component to the client-side provider. `{name}` marks a value filled in at run time; a
 * plural message has one string per plural category (`Intl.PluralRules`), `other` required.
 */

/** One string per plural category of the locale; `other` is required, `{count}` is the number. */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface Messages {
  /* ------------------------------------------------------------ shared */
  /** Spinner and DataTable while loading. */
  loading: string;
  /** Dialog's corner close button. */
  close: string;
  /** Appended to the names of links that open a new tab (FloatingSocialBar, NavigationMenu). */
  newTabHint: string;

  /* -------------------------------------------------------- pagination */
  /** Name of Pagination's navigation landmark. */
  pagination: string;
  paginationPrevious: string;
  paginationNext: string;
  /** A page button's name; `{page}` is the visible number, the rest is for screen readers only. */
  paginationPage: string;

  /* --------------------------------------------------------- DataTable */
  /** Shown in an empty table's body. */
  tableEmpty: string;

  /* ------------------------------------------------------------- Toast */
  /** Name of the notification region (F8 jumps to it). */
  toastRegion: string;
  /** Each toast's close button. */
  toastClose: string;

  /* ------------------------------------------------------- AlertDialog */
  /** ConfirmationDialog's single button. */
  confirmationAction: string;

  /* ------------------------------------------------------------- forms */
  fileChoose: string;
  fileEmpty: string;

  /* ------------------------------------------------- motion and media */
  scrollToTop: string;
  marqueePause: string;
  textRotatorPause: string;
  backgroundVideoPause: string;
  backgroundVideoPlay: string;

  /* ---------------------------------------------------------- Carousel */
  /** `aria-roledescription` of the carousel region. */
  carousel: string;
  /** `aria-roledescription` of each slide. */
  carouselSlide: string;
  /** Each slide's name: `{index}` of `{total}`. */
  carouselSlideLabel: string;
  carouselPrevious: string;
  carouselNext: string;
  /** Name of the group of dots. */
  carouselDots: string;
  /** Each dot's name; `{index}` is the slide's position from 1. */
  carouselGoTo: string;
  carouselStop: string;
  carouselStart: string;

  /* ---------------------------------------------------- NavigationMenu */
  /** Name of the main navigation landmark. */
  navigationLabel: string;
  /** The mobile menu button. */
  navigationMenu: string;

  /* ------------------------------------------------- FloatingSocialBar */
  /** Name of the social links landmark. */
  socialLinks: string;
}

/** The library's English strings: exactly what the components printed before the provider existed. */
export const defaultMessages: Messages = {
  loading: 'Loading',
  close: 'Close',
  newTabHint: '(opens in a new tab)',

  pagination: 'Pagination',
  paginationPrevious: 'Previous',
  paginationNext: 'Next',
  paginationPage: 'Page {page}',

  tableEmpty: 'Nothing to show.',

  toastRegion: 'Notifications',
  toastClose: 'Dismiss notification',

  confirmationAction: 'Ok',

  fileChoose: 'Choose file',
  fileEmpty: 'No file chosen',

  scrollToTop: 'Scroll to top',
  marqueePause: 'Pause scrolling',
  textRotatorPause: 'Pause rotating text',
  backgroundVideoPause: 'Pause background video',
  backgroundVideoPlay: 'Play background video',

  carousel: 'carousel',
  carouselSlide: 'slide',
  carouselSlideLabel: '{index} of {total}',
  carouselPrevious: 'Previous slide',
  carouselNext: 'Next slide',
  carouselDots: 'Choose slide',
  carouselGoTo: 'Go to slide {index}',
  carouselStop: 'Stop automatic slide show',
  carouselStart: 'Start automatic slide show',

  navigationLabel: 'Main',
  navigationMenu: 'Menu',

  socialLinks: 'Social links',
};

/** Fills `{name}` placeholders; an unknown name is left as written. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
