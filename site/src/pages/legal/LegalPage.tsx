import { Link } from 'react-router';
import { Inline, Stack } from '@company/ui';
import type { LegalDocument } from '../../content/legal';
import { PageContainer } from '../shared/layout';
import * as page from '../shared/page.css';
import * as s from './LegalPage.css';

/** Terms of Use, Privacy Policy and Pricing Policy share one readable layout. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const List = document.numbered ? 'ol' : 'div';
  return (
    <main>
      <section className={page.pageHero}>
        <PageContainer className={page.pageHeroInner}>
          <p className={page.eyebrow}>Legal</p>
          <h1 className={page.pageTitle}>{document.title}</h1>
          <p className={page.body}>
            Last updated: <time dateTime={document.lastUpdatedIso}>{document.lastUpdated}</time>
          </p>
        </PageContainer>
      </section>
      <PageContainer padded>
        <Stack gap={6} className={s.layout}>
          <p className={page.lead}>{document.intro}</p>
          <Stack as={List} gap={6} className={page.bareList}>
            {document.sections.map((section, index) => {
              const content = (
                <>
                  <Inline as="h2" gap={2} wrap={false} align="stretch" className={s.heading}>
                    {document.numbered ? <span className={s.number}>{index + 1}.</span> : null}
                    {section.heading}
                  </Inline>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph} className={s.paragraph}>
                      {paragraph}
                    </p>
                  ))}
                  {section.list ? (
                    <ul className={page.list}>
                      {section.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                </>
              );
              return document.numbered ? (
                <Stack as="li" key={section.heading} gap={3}>
                  {content}
                </Stack>
              ) : (
                <Stack as="section" key={section.heading} gap={3}>
                  {content}
                </Stack>
              );
            })}
          </Stack>
          <p className={page.body}>
            Need help with anything on this page?{' '}
            <Link to="/contact" className={page.textLink}>
              Contact us
            </Link>
            .
          </p>
        </Stack>
      </PageContainer>
    </main>
  );
}
