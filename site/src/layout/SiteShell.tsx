import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { skipLink, shell, main } from './SiteShell.css';

/** Header, main landmark and footer around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className={shell}>
      <a className={skipLink} href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <div id="main" className={main} tabIndex={-1}>
        {children}
      </div>
      <SiteFooter />
    </div>
  );
}
