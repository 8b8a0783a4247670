import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FloatingSocialBar, ScrollToTop, Toaster, useInView } from '@company/ui';
import { MessageCircle } from 'lucide-react';
import { site } from '../content/site';
import { replayEarlyEvents, takeEarlyEvents } from '../document/eventContract';
import { startIslands } from '../document/island';
import { DeferredParticleCursor } from './DeferredParticleCursor';
import { HydrateApart } from './HydrateApart';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SocialIcon } from './SocialIcon';
import { skipLink, shell, main, socialBar } from './SiteShell.css';
import { useScrollTopOnNavigate } from './useScrollTopOnNavigate';

/** The floating bar: the three social networks and the chat link with its prefilled greeting. */
const floatingLinks = [
  ...site.social.map((link) => ({
    label: `${site.name} on ${link.label}`,
    href: link.url,
    icon: <SocialIcon network={link.network} />,
  })),
  { label: site.chat.label, href: site.chat.url, icon: <MessageCircle aria-hidden="true" size={18} /> },
];

/**
 * Header, main landmark and footer around every page, plus what every page has: the toast region (top-right),
 * the floating social bar, the decorative cursor (off on touch and under reduced motion) and the floating
 * scroll-to-top button.
 * Header, page and footer hydrate apart (see HydrateApart).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  useScrollTopOnNavigate();
  // The footer's own Back to top button takes over from the floating one once it is on screen. The footer
  // hydrates apart, after this component's effects, so the row is observed once it is attached.
  const [footerRow, setFooterRow] = useState<HTMLDivElement | null>(null);
  const footerRowRef = useMemo(() => ({ current: footerRow }), [footerRow]);
  const footerRowSeen = useInView(footerRowRef, { threshold: 0, once: false }) === 'in';
  useEffect(() => {
    // Presses, keys and hovers made before the page hydrated are dispatched again, in a task of their own:
    // React can hydrate the part that holds each one at once, which it cannot do inside this commit. Then
    // `html[data-hydrated]`: the page's script has taken over (it starts after the first paint).
    const timer = window.setTimeout(() => {
      // Events inside an island that has not hydrated yet wait for it (island.tsx).
      replayEarlyEvents(startIslands(takeEarlyEvents()));
      document.documentElement.setAttribute('data-hydrated', '');
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    // A toast is swiped away once the swipe covers 80% of its width (SPEC §9, the toast library's default).
    <Toaster swipeThreshold="80%">
      <div className={shell}>
        <a className={skipLink} href="#main">
          Skip to content
        </a>
        <HydrateApart>
          <SiteHeader />
        </HydrateApart>
        {/* Not focusable (no tabIndex): a press on its text would focus it, and the next Tab would go
            back to the top of the page. Following the skip link moves the focus starting point here. */}
        <div id="main" className={main}>
          <HydrateApart>{children}</HydrateApart>
        </div>
        <HydrateApart>
          <SiteFooter bottomRowRef={setFooterRow} />
        </HydrateApart>
        <FloatingSocialBar className={socialBar} links={floatingLinks} label="Social links" side="left" />
        <ScrollToTop threshold={footerRowSeen ? Number.POSITIVE_INFINITY : undefined} />
        <DeferredParticleCursor maxParticles={12} smoothing={0.18} />
      </div>
    </Toaster>
  );
}
