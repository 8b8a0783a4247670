import {
  applicationStatusLabels,
  enquiryStatusLabels,
  orderStatusLabels,
  type ApplicationStatus,
  type EnquiryStatus,
  type OrderStatus,
} from '@company/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { Badge, Button, Select, TextField, type BadgeProps } from '@company/ui';
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

/** Options of a status filter: "All" first. */
export const statusOptions = (labels: Record<string, string>) => [
  { value: '', label: 'All' },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

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

interface FilterState {
  query: Readonly<Record<string, unknown>>;
  errors: Readonly<Record<string, string>>;
}
const FilterContext = createContext<FilterState>({ query: {}, errors: {} });
const current = (query: FilterState['query'], name: string) => {
  const value = query[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The filters of a list: a GET form, so applying them is a navigation (the URL holds them, the loader
 * reads them). The current sort is kept; the page goes back to 1. Its fields ({@link SearchFilter},
 * {@link ChoiceFilter}, {@link DateRangeFilter}) take their values and errors from `query` and `errors`.
 */
export function FilterBar({
  label,
  query,
  errors,
  children,
  clearTo,
}: {
  label: string;
  query: FilterState['query'] & { sort: string; order: string };
  errors: FilterState['errors'];
  children: ReactNode;
  clearTo: string;
}) {
  return (
    <Form method="get" className={c.filters} role="search" aria-label={label} preventScrollReset>
      <FilterContext.Provider value={{ query, errors }}>{children}</FilterContext.Provider>
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="order" value={query.order} />
      <div className={c.filterActions}>
        <Button type="submit">Apply</Button>
        <Button asChild variant="ghost" tone="neutral">
          <Link to={clearTo}>Clear</Link>
        </Button>
      </div>
    </Form>
  );
}

/** The list's search (`q`); `description` says what it searches. */
export function SearchFilter({ description }: { description: string }) {
  const { query, errors } = useContext(FilterContext);
  return (
    <TextField
      fieldClassName={c.filterSearch}
      label="Search"
      name="q"
      type="search"
      defaultValue={current(query, 'q')}
      description={description}
      error={errors.q}
    />
  );
}

/** A choice of one value of `name`, "All" first: from labels by value, or a list of values as they read. */
export function ChoiceFilter({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: Readonly<Record<string, string>> | readonly string[];
}) {
  const { query, errors } = useContext(FilterContext);
  const labels = Array.isArray(options)
    ? Object.fromEntries(options.map((option: string) => [option, option]))
    : (options as Readonly<Record<string, string>>);
  return (
    <Select
      label={label}
      name={name}
      options={statusOptions(labels)}
      defaultValue={current(query, name)}
      error={errors[name]}
    />
  );
}

/** The days a list covers (`from`, `to`; either may stay empty). */
export function DateRangeFilter() {
  const { query, errors } = useContext(FilterContext);
  return (
    <>
      <TextField
        label="From"
        name="from"
        type="date"
        defaultValue={current(query, 'from')}
        error={errors.from}
      />
      <TextField label="To" name="to" type="date" defaultValue={current(query, 'to')} error={errors.to} />
    </>
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
