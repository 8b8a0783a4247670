import type { Job } from '@company/contracts';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { Inline } from '@company/ui';
import * as s from '../../forms/page.css';
import { atFoot } from '../shared/page.css';
import { descriptionPreview, orNotSpecified } from './data';
import * as j from './jobs.css';

/** A job opening card: title, experience, location, a 100-character preview and a link to /job/{id}. */
export const JobCard = forwardRef<HTMLLIElement, { job: Job; headingLevel?: 'h2' | 'h3' }>(function JobCard(
  { job, headingLevel = 'h2' },
  ref,
) {
  const Heading = headingLevel;
  return (
    <li ref={ref} className={s.card}>
      <Heading className={s.cardTitle}>{job.jobTitle}</Heading>
      <dl className={j.facts}>
        <div>
          <dt>Experience</dt>
          <dd>{orNotSpecified(job.experience)}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{orNotSpecified(job.location)}</dd>
        </div>
      </dl>
      <p className={s.muted}>{descriptionPreview(job.description)}</p>
      <Inline className={atFoot}>
        <Link className={s.textLink} to={`/job/${job.id}`} aria-label={`View details: ${job.jobTitle}`}>
          View Details
        </Link>
      </Inline>
    </li>
  );
});
