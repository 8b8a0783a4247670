/**
 * A one-shot notice carried across a navigation ("Login Successful" shown on the dashboard the
 * customer lands on, "Registration Successful" on the login page). It lives in memory only: a
 * reload drops it, which is what a notice about the previous page should do.
 */
export interface FlashNotice {
  title: string;
  description?: string;
  tone?: 'success' | 'critical' | 'neutral';
}

let pending: FlashNotice | null = null;

export function setFlash(notice: FlashNotice): void {
  pending = notice;
}

/** Returns the pending notice once and forgets it. */
export function takeFlash(): FlashNotice | null {
  const notice = pending;
  pending = null;
  return notice;
}
