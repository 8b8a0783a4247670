import type { Messages } from './messages';

/** Hindi strings used by the stories (a site passes its own translations). */
export const hindiMessages: Partial<Messages> = {
  loading: 'लोड हो रहा है',
  close: 'बंद करें',
  pagination: 'पृष्ठ',
  paginationPrevious: 'पिछला',
  paginationNext: 'अगला',
  paginationPage: 'पृष्ठ {page}',
  toastRegion: 'सूचनाएँ',
  toastClose: 'सूचना बंद करें',
};

/** Arabic strings used by the right-to-left stories. */
export const arabicMessages: Partial<Messages> = {
  loading: 'جارٍ التحميل',
  close: 'إغلاق',
  pagination: 'ترقيم الصفحات',
  paginationPrevious: 'السابق',
  paginationNext: 'التالي',
  paginationPage: 'الصفحة {page}',
  toastRegion: 'الإشعارات',
  toastClose: 'إغلاق الإشعار',
};
