import { Link } from 'react-router';
import type { LegalDocument } from '../../content/legal';
import * as page from '../shared/page.css';
import * as s from './LegalPage.css';

/** Terms of Use, Privacy Policy and Pricing Policy share one readable layout. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const List = document.numbered ? 'ol' : 'div';
  return (
    <main>
      <section className={page.pageHero}>
        <div className={`${page.container} ${page.pageHeroInner}`}>
          <p className={page.eyebrow}>Legal</p>
          <h1 className={page.pageTitle}>{document.title}</h1>
          <p className={page.body}>
            Last updated: <time dateTime={document.lastUpdatedIso}>{document.lastUpdated}</time>
          </p>
        </div>
      </section>
      <div className={`${page.container} ${page.section}`}>
        <div className={s.layout}>
          <p className={page.lead}>{document.intro}</p>
          <List className={s.sections}>
            {document.sections.map((section, index) => {
              const content = (
                <>
                  <h2 className={s.heading}>
                    {document.numbered ? <span className={s.number}>{index + 1}.</span> : null}
                    {section.heading}
                  </h2>
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
                <li key={section.heading} className={s.section}>
                  {content}
                </li>
              ) : (
                <section key={section.heading} className={s.section}>
                  {content}
                </section>
              );
            })}
          </List>
          <p className={page.body}>
            Need help with anything on this page?{' '}
            <Link to="/contact" className={page.textLink}>
              Contact us
            </Link>
            .
          </p>
        </div>
      </div>
    </main>
  );
}
