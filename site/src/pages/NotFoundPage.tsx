import { Link } from 'react-router';
import { Button, Inline } from '@company/ui';
import { ArrowRight } from 'lucide-react';
import { PageContainer } from './shared/layout';
import * as page from './shared/page.css';
import * as s from './NotFoundPage.css';

const suggestions = [
  { label: 'Our services', path: '/services' },
  { label: 'Courses', path: '/courses' },
  { label: 'Software products', path: '/products' },
  { label: 'Careers', path: '/career' },
  { label: 'Contact us', path: '/contact' },
];

/** The 404 page: real content and a way back home. */
export function NotFoundPage() {
  return (
    <PageContainer as="main" padded>
      <div className={s.layout}>
        <p className={s.code} aria-hidden="true">
          404
        </p>
        <div className={page.pageHeroInner}>
          <p className={page.eyebrow}>Error 404</p>
          <h1 className={page.pageTitle}>Page not found</h1>
          <p className={page.lead}>
            The page you were looking for has moved or never existed. Head back home or try one of these
            pages.
          </p>
          <Button asChild size="lg">
            <Link to="/">Back to home</Link>
          </Button>
          <Inline as="ul" gap={2} align="stretch" className={page.bareList}>
            {suggestions.map((item) => (
              <li key={item.path}>
                <Link to={item.path} className={s.link}>
                  {item.label} <ArrowRight aria-hidden="true" size={16} />
                </Link>
              </li>
            ))}
          </Inline>
        </div>
      </div>
    </PageContainer>
  );
}
