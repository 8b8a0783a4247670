/**
 * A one-shot notice carried across a navigation ("Login Successful" shown on the dashboard the
 * customer lands on, "Registration Successful" on the login page). It lives in memory only: a
 * reload drops it, which is what a notice about the previous page should do. A form posted before
 * the page hydrated signs in through its route action, which leaves the notice in a short-lived
 * cookie (`acme_flash`) instead; the next page that hydrates shows it once.
 */
export interface FlashNotice {
  title: string;
  description?: string;
  tone?: 'success' | 'critical' | 'neutral';
}

let pending: FlashNotice | null = null;

/**
 * Marks <html> while a notice waits: the site shell (every page) checks the mark and the cookie to decide
 * whether to load its dialog, without carrying this module in its own script.
 */
export const FLASH_MARK = 'data-flash';

export function setFlash(notice: FlashNotice): void {
  pending = notice;
  if (typeof document !== 'undefined') document.documentElement.setAttribute(FLASH_MARK, '');
}

/** The notices a route action can leave in the `acme_flash` cookie. */
const cookieNotices: Record<string, FlashNotice> = {
  login: { title: 'Login Successful', tone: 'success' },
  registered: {
    title: 'Registration Successful',
    description: 'You have registered successfully!',
    tone: 'success',
  },
};

/** The cookie's notice (`kind~path of the page that posted`, see `flashCookie`), unless this is that page. */
function takeCookieNotice(): FlashNotice | null {
  if (typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)acme_flash=([a-z]+)(?:~([^;]*))?/.exec(document.cookie);
  if (!match) return null;
  // The page that posted, hydrating while the browser follows the redirect, leaves it to the next page.
  if (match[2] !== undefined && decodeURIComponent(match[2]) === window.location.pathname) return null;
  document.cookie = 'acme_flash=; Path=/; Max-Age=0; SameSite=Lax';
  return cookieNotices[match[1]!] ?? null;
}

/** Returns the pending notice once and forgets it. */
export function takeFlash(): FlashNotice | null {
  const notice = pending ?? takeCookieNotice();
  pending = null;
  if (typeof document !== 'undefined') document.documentElement.removeAttribute(FLASH_MARK);
  return notice;
}
