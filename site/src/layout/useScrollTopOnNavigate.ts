import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC.md: every route change scrolls to the top (a link to an in-page #anchor is left alone). Not when
 * the page first hydrates: a visitor who has scrolled the server's page before its script ran stays
 * where they are.
 */
export function useScrollTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname + hash;
    if (previous === null || previous === shown.current || hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
}
