import { useSyncExternalStore } from 'react';
import { readSession, SIGNED_OUT, subscribeSession, type Session } from './store';

/** The server cannot see local storage: it renders "signed out", the client then reads the real session. */
const getServerSnapshot = (): Session => SIGNED_OUT;

/** The current session; re-renders on login, logout, token refresh and changes made in other tabs. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, readSession, getServerSnapshot);
}
