import { ArrowUp } from 'lucide-react';
import { usePrefersReducedMotion } from '@company/ui';
import { scrollTop } from './SiteFooter.css';

/** The footer's scroll-to-top button. */
export function ScrollTopButton() {
  const reduced = usePrefersReducedMotion();
  return (
    <button type="button" className={scrollTop} onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}>
      <ArrowUp aria-hidden="true" size={18} />
      <span>Back to top</span>
    </button>
  );
}
