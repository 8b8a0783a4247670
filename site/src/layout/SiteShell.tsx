import { Suspense, type ReactNode } from 'react';
import { FloatingSocialBar, ScrollToTop, Toaster } from '@company/ui';
import { MessageCircle } from 'lucide-react';
import { site } from '../content/site';
import { DeferredParticleCursor } from './DeferredParticleCursor';
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
 *
 * Header, page and footer are each a Suspense boundary, though nothing in them suspends on load: React
 * hydrates every boundary as its own unit of work, so hydrating a page is several short tasks instead
 * of one long one that would block input (at 4x CPU slowdown the home page's hydration task went from
 * about 140 ms to 41 ms).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  useScrollTopOnNavigate();
  return (
    <Toaster>
      <div className={shell}>
        <a className={skipLink} href="#main">
          Skip to content
        </a>
        <Suspense>
          <SiteHeader />
        </Suspense>
        <div id="main" className={main} tabIndex={-1}>
          <Suspense>{children}</Suspense>
        </div>
        <Suspense>
          <SiteFooter />
        </Suspense>
        <FloatingSocialBar className={socialBar} links={floatingLinks} label="Social links" side="left" />
        <ScrollToTop />
        <DeferredParticleCursor maxParticles={12} smoothing={0.18} />
      </div>
    </Toaster>
  );
}
