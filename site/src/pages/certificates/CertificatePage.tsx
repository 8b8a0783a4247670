import { Button } from '@company/ui';
import { CircleAlert, SearchX, ShieldCheck, ShieldX } from 'lucide-react';
import { Link } from 'react-router';

import { site } from '../../content/site';
import { formatIstDate } from '../../dates';
import { PageContainer } from '../shared/layout';
import * as page from '../shared/page.css';
import * as s from './CertificatePage.css';
import type { CertificateLoad } from './data';

const longDay = (iso: string) => formatIstDate(new Date(iso), 'long') ?? iso;

/**
 * What a scanned certificate QR code opens: whether the certificate is genuine and still valid, with the
 * name, course and day on it, or that it was revoked, or that no certificate has this code.
 */
export function CertificatePage({ load, code }: { load: CertificateLoad; code: string }) {
  return (
    <PageContainer as="main" padded>
      <div className={s.wrap}>
        <p className={page.eyebrow}>Certificate verification</p>
        {load.certificate ? (
          <CertificateCard certificate={load.certificate} />
        ) : load.error === 'not-found' ? (
          <section className={s.cardMissing} aria-labelledby="certificate-state">
            <h1 id="certificate-state" className={s.state}>
              <SearchX aria-hidden="true" size={32} className={s.stateIcon} />
              Certificate not found
            </h1>
            <p className={s.lead}>
              No certificate issued by {site.name} has the ID <strong>{code || '(none)'}</strong>. Check the
              ID printed under the QR code: it has 10 letters and digits.
            </p>
            <div>
              <Button asChild variant="outline" tone="neutral">
                <Link to="/contact">Ask us about a certificate</Link>
              </Button>
            </div>
          </section>
        ) : (
          <section className={s.cardMissing} aria-labelledby="certificate-state">
            <h1 id="certificate-state" className={s.state}>
              <CircleAlert aria-hidden="true" size={32} className={s.stateIcon} />
              We could not check this certificate just now
            </h1>
            <p className={s.lead}>Please reload the page in a moment.</p>
          </section>
        )}
        <p className={s.note}>
          {site.name} issues a certificate of completion when a student finishes every lesson of a course.
          Each one has its own ID and this page, which always shows its current state.
        </p>
      </div>
    </PageContainer>
  );
}

function CertificateCard({ certificate }: { certificate: NonNullable<CertificateLoad['certificate']> }) {
  const revoked = certificate.status === 'revoked';
  return (
    <section
      className={revoked ? s.cardRevoked : s.card}
      aria-labelledby="certificate-state"
      data-certificate-status={certificate.status}
    >
      <h1 id="certificate-state" className={s.state}>
        {revoked ? (
          <ShieldX aria-hidden="true" size={32} className={s.revokedIcon} />
        ) : (
          <ShieldCheck aria-hidden="true" size={32} className={s.validIcon} />
        )}
        {revoked ? 'This certificate has been revoked' : 'Valid certificate'}
      </h1>
      <p className={s.lead}>
        {revoked
          ? `${site.name} revoked this certificate${certificate.revokedAt ? ` on ${longDay(certificate.revokedAt)}` : ''}. It no longer certifies that the course was completed.`
          : `${site.name} issued this certificate of completion. The details below are as printed on it.`}
      </p>
      <dl className={s.facts}>
        <dt className={s.term}>Name</dt>
        <dd className={s.name}>{certificate.name}</dd>
        <dt className={s.term}>Course</dt>
        <dd className={s.value}>{certificate.courseTitle}</dd>
        <dt className={s.term}>Completed on</dt>
        <dd className={s.value}>{longDay(certificate.completedAt)}</dd>
        <dt className={s.term}>Course length</dt>
        <dd className={s.value}>{certificate.hours}</dd>
        <dt className={s.term}>Certificate ID</dt>
        <dd className={s.code}>{certificate.id}</dd>
      </dl>
    </section>
  );
}
