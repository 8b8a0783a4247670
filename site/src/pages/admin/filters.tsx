import { createContext, useContext, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { Button, Select, TextField } from '@company/ui';
import * as c from './console.css';

/*
 * The filters of the console's lists, in a module of their own: the console's frame (ConsoleLayout,
 * parts.tsx) is in every console page's first JavaScript, and the fields (Select, TextField) need not be.
 */

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
  const entries: [string, string][] = Array.isArray(options)
    ? options.map((option: string) => [option, option])
    : Object.entries(options);
  return (
    <Select
      label={label}
      name={name}
      options={[{ value: '', label: 'All' }, ...entries.map(([value, text]) => ({ value, label: text }))]}
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
