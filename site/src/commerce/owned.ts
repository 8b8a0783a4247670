import { useEffect, useSyncExternalStore } from 'react';

import { readSignedInHint } from '../session/signedIn';
import { readSession, subscribeSession } from '../session/store';

/**
 * The courses the signed-in customer owns (`GET learn/owned`), for "Go to course" in place of Buy Now
 * (issue 32 (docs/requirements/issues/32-courses-you-can-take.md)). Read in the browser after hydration, so
 * course pages stay prerendered. A visitor who is not signed in costs nothing: no request, no API client.
 */
export interface OwnedCourses {
  /** False until the answer is in for a signed-in visitor (true at once for anybody else). */
  known: boolean;
  ids: ReadonlySet<string>;
}

const UNKNOWN: OwnedCourses = Object.freeze({ known: false, ids: new Set<string>() });
const NONE: OwnedCourses = Object.freeze({ known: true, ids: new Set<string>() });

let state: OwnedCourses = UNKNOWN;
/** The customer the current answer is for (null: none yet), and whether a request is on its way. */
let answeredFor: string | null = null;
let loading = false;
const listeners = new Set<() => void>();

function set(next: OwnedCourses) {
  state = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the API once per signed-in customer; a sign-out forgets the answer. */
function ensureOwned(): void {
  const session = readSession();
  if (!session.user && !readSignedInHint()) {
    answeredFor = null;
    if (state !== NONE) set(NONE);
    return;
  }
  if (loading || (answeredFor !== null && answeredFor === session.userId)) return;
  loading = true;
  // Loaded on demand (with the session restore and the API client): nothing of it for other visitors.
  import('./owned-load')
    .then((module) => module.loadOwnedCourseIds())
    .then(
      (ids) => {
        answeredFor = ids ? readSession().userId : null;
        set(ids ? { known: true, ids: new Set(ids) } : NONE);
      },
      () => {
        // Unknown (offline, an older server): offer buying as before; the server refuses a second order anyway.
        answeredFor = readSession().userId;
        set(NONE);
      },
    )
    .finally(() => {
      loading = false;
    });
}

/** Asks again (after a purchase, so the course shows "Go to course" at once). */
export function refreshOwnedCourses(): void {
  answeredFor = null;
  ensureOwned();
}

/** The owned courses; `known` is false while a signed-in visitor's answer is on its way (reserve the space). */
export function useOwnedCourses(): OwnedCourses {
  useEffect(() => {
    ensureOwned();
    return subscribeSession(ensureOwned);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN,
  );
}

/** Where "Go to course" and "Start learning" lead: the learn route opens the next unfinished lesson. */
export const learnPath = (courseId: string) => `/learn/${encodeURIComponent(courseId)}`;
