import type { ReactNode } from 'react';
import { Toaster } from '@company/ui';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { skipLink, shell, main } from './SiteShell.css';
import { useScrollTopOnNavigate } from './useScrollTopOnNavigate';

/** Header, main landmark and footer around every page; the toast region (top-right) for every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  useScrollTopOnNavigate();
  return (
    <Toaster>
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
    </Toaster>
  );
}
