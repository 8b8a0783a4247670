import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FloatingSocialBar, ScrollToTop, Toaster, useInView } from '@company/ui';
import { MessageCircle } from 'lucide-react';
import { site } from '../content/site';
import { replayEarlyEvents, takeEarlyEvents } from '../document/eventContract';
import { island, startIsland, startIslands } from '../document/island';
import { readCart, subscribeCart } from '../commerce/cart';
import { signedInChangedSinceLoad } from '../session/signedIn';
import { subscribeSession } from '../session/store';
import { DeferredParticleCursor } from './DeferredParticleCursor';
import { HydrateApart } from './HydrateApart';
import { SiteFooter } from './SiteFooter';
import { SocialIcon } from './SocialIcon';
import { floatingScrollTop, skipLink, shell, main, socialBar } from './SiteShell.css';
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
 * The header is an island that waits for interaction: its links work as the server wrote them, and its
 * code (the navigation menu, its dropdown and mobile menu) loads, and it hydrates, at the first press, key,
 * focus or hover inside it (held and replayed, so the press still opens the menu), at the first press or
 * key anywhere, or once it has to show something the server could not know: a cart with courses in it, or
 * the page after a client-side navigation. A page that is only read never loads it.
 */
const SiteHeader = island(
  'site-header',
  () => import('./SiteHeader').then((module) => ({ default: module.SiteHeader })),
  {
    on: 'interaction',
  },
);
const wakeHeader = () => startIsland('site-header');

/**
 * Starts the header island when the cart has courses, now or later; when the visitor signs in or out; at the visitor's first press or key
 * anywhere (a navigation may follow, and the header should be ready for it); and after a client-side
 * navigation.
 */
function useHeaderWakes() {
  useEffect(() => {
    if (readCart().length > 0) wakeHeader();
    const options = { capture: true, passive: true, once: true } as const;
    window.addEventListener('pointerdown', wakeHeader, options);
    window.addEventListener('keydown', wakeHeader, options);
    const unsubscribe = subscribeCart(wakeHeader);
    // Issue 24 (docs/requirements/issues/24-staff-console.md): a login or logout changes the header's account link, which only its code can redraw.
    const wakeOnSession = () => {
      if (signedInChangedSinceLoad()) wakeHeader();
    };
    wakeOnSession();
    const unsubscribeSession = subscribeSession(wakeOnSession);
    return () => {
      window.removeEventListener('pointerdown', wakeHeader, options);
      window.removeEventListener('keydown', wakeHeader, options);
      unsubscribe();
      unsubscribeSession();
    };
  }, []);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) wakeHeader();
  }, [pathname]);
}

/**
 * Header, main landmark and footer around every page, plus what every page has: the toast region (top-right),
 * the floating social bar, the decorative cursor (off on touch and under reduced motion) and the floating
 * scroll-to-top button.
 * Header, page and footer hydrate apart (see HydrateApart).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  useScrollTopOnNavigate();
  useHeaderWakes();
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
      try {
        // Events inside an island that has not hydrated yet wait for it (island.tsx).
        replayEarlyEvents(startIslands(takeEarlyEvents()));
      } finally {
        // Even if a replayed handler throws: the page has hydrated all the same.
        document.documentElement.setAttribute('data-hydrated', '');
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    // A toast is swiped away once the swipe covers 80% of its width (docs/requirements/SPEC.md §9, the toast library's default).
    <Toaster swipeThreshold="80%">
      <div className={shell}>
        <a className={skipLink} href="#main">
          Skip to content
        </a>
        <SiteHeader />
        {/* Not focusable (no tabIndex): a press on its text would focus it, and the next Tab would go
            back to the top of the page. Following the skip link moves the focus starting point here. */}
        <div id="main" className={main}>
          <HydrateApart>{children}</HydrateApart>
        </div>
        {/* Before the footer: below 1360px it is a row at the end of the page (SiteShell.css.ts). */}
        <FloatingSocialBar className={socialBar} links={floatingLinks} label="Social links" side="start" />
        <HydrateApart>
          <SiteFooter bottomRowRef={setFooterRow} />
        </HydrateApart>
        <ScrollToTop
          className={floatingScrollTop}
          threshold={footerRowSeen ? Number.POSITIVE_INFINITY : undefined}
        />
        <DeferredParticleCursor maxParticles={12} smoothing={0.18} />
      </div>
    </Toaster>
  );
}
