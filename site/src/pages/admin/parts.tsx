import {
  applicationStatusLabels,
  enquiryStatusLabels,
  orderStatusLabels,
  type ApplicationStatus,
  type EnquiryStatus,
  type OrderStatus,
} from '@company/contracts';
import type { ReactNode } from 'react';
import { Badge, Button, type BadgeProps } from '@company/ui';
import { formatIstDate, formatIstDateTime } from '../../dates';
import * as c from './console.css';

type Tone = NonNullable<BadgeProps['tone']>;

const enquiryTones: Record<EnquiryStatus, Tone> = { new: 'accent', in_progress: 'neutral', done: 'success' };
const applicationTones: Record<ApplicationStatus, Tone> = {
  new: 'accent',
  shortlisted: 'neutral',
  rejected: 'critical',
  hired: 'success',
};
const orderTones: Record<OrderStatus, Tone> = {
  created: 'neutral',
  paid: 'success',
  failed: 'critical',
  refunded: 'neutral',
};

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge tone={enquiryTones[status]}>{enquiryStatusLabels[status]}</Badge>;
}
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={applicationTones[status]}>{applicationStatusLabels[status]}</Badge>;
}
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={orderTones[status]} variant={status === 'refunded' ? 'outline' : 'soft'}>
      {orderStatusLabels[status]}
    </Badge>
  );
}

/** "10 Sept 2026" in IST. */
export const day = (iso: string) => formatIstDate(new Date(iso), 'medium') ?? iso;
/** "10 September 2026 at 5:40 pm" in IST. */
export const dateTime = (iso: string) => formatIstDateTime(new Date(iso)) ?? iso;

/** A section's heading with its count line and the CSV export of the list as filtered. */
export function SectionHeader({
  title,
  exportUrl,
  children,
}: {
  title: string;
  exportUrl?: string;
  children?: ReactNode;
}) {
  return (
    <div className={c.sectionHeader}>
      <div>
        <h1 className={c.heading}>{title}</h1>
        {children}
      </div>
      {exportUrl ? (
        <Button asChild variant="outline" tone="neutral">
          {/* A plain link: the API signs it with the session cookie and answers an attachment. */}
          <a href={exportUrl} download>
            Export CSV
          </a>
        </Button>
      ) : null}
    </div>
  );
}

/** Shown by the server and while the console's first data loads. */
export function ConsoleLoading() {
  return (
    <main className={c.page}>
      <p className={c.muted} role="status">
        Loading the console…
      </p>
    </main>
  );
}
