import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC.md: every route change scrolls to the top (a link to an in-page #anchor is left alone). */
export function useScrollTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
}
