import {
  type AdminPrice,
  type AdminPriceListResponse,
  availabilityLabels,
  catalogueKindLabels,
  MAX_PRICE_RUPEES,
} from '@company/contracts';
import { useEffect, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { AlertDialog, Badge, Button, Dialog, Switch, TextField, VisuallyHidden } from '@company/ui';
import { formatIndianNumber, formatInr } from '../../commerce/format';
import type { ActionResult } from './consoleData';
import { ConsoleList, type Column } from './DataTable';
import { type ListPageData, useListBusy } from './EnquiriesPage';
import { useActionFeedback } from './EnquiryPage';
import { dateTime, SectionHeader } from './parts';
import { ChoiceFilter, FilterBar, SearchFilter } from './filters';
import * as c from './console.css';

export const SAVE_PRICE = 'price';

export type PriceQuery = {
  q?: string;
  kind?: string;
  status?: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
};

export function AvailabilityBadge({ available }: { available: boolean }) {
  return (
    <Badge tone={available ? 'success' : 'neutral'} variant={available ? 'soft' : 'outline'}>
      {availabilityLabels[available ? 'available' : 'unavailable']}
    </Badge>
  );
}

const keyOf = (item: { kind: string; id: string }) => `${item.kind}:${item.id}`;

/**
 * The edit dialog of one course or product: the price in whole rupees and whether it is for sale. Taking
 * it off sale asks first (it stops every new order for it).
 */
function EditPriceDialog({
  item,
  result,
  onClose,
}: {
  item: AdminPrice;
  result: ActionResult<AdminPrice> | undefined;
  onClose: () => void;
}) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const [available, setAvailable] = useState(item.available);
  const [confirming, setConfirming] = useState<FormData | null>(null);
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === SAVE_PRICE;
  // Only an answer to this dialog's own submission: not one that was on the page when it opened.
  const [before] = useState(result);
  const failed = result && result !== before && !result.ok ? result : undefined;
  const errors = failed?.errors ?? {};
  const send = (data: FormData) => submit(data, { method: 'post' });
  const formId = `price-form-${item.kind}-${item.id}`;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="sm">
        <Dialog.Header>
          <Dialog.Title>Price of {item.title}</Dialog.Title>
          <Dialog.Description>
            {catalogueKindLabels[item.kind]} · the next order is charged this price. Whole rupees, up to{' '}
            {formatInr(MAX_PRICE_RUPEES)}.
          </Dialog.Description>
        </Dialog.Header>
        <Form
          id={formId}
          method="post"
          noValidate
          className={c.form}
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            // Taking it off sale stops every new order for it: asked first.
            if (item.available && !available) setConfirming(data);
            else send(data);
          }}
        >
          <input type="hidden" name="intent" value={SAVE_PRICE} />
          <input type="hidden" name="kind" value={item.kind} />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="available" value={String(available)} />
          <TextField
            label="Price (₹)"
            name="price"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={String(item.price)}
            description={`Now ${formatInr(item.price)}`}
            error={errors.price}
            required
          />
          <Switch
            label="For sale"
            description={
              available
                ? 'Shown with Buy Now / Add to Cart.'
                : 'Listed as not for sale; no order can be made for it.'
            }
            checked={available}
            onCheckedChange={setAvailable}
          />
          {errors.available ? (
            <p className={c.noticeError} role="alert">
              {errors.available}
            </p>
          ) : null}
          {failed ? (
            <p className={c.noticeError} role="alert">
              {failed.message}
            </p>
          ) : null}
        </Form>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button type="button" variant="ghost" tone="neutral">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" form={formId} loading={saving}>
            Save price
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
      <AlertDialog.Root
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
      >
        <AlertDialog.Content>
          <AlertDialog.Title>Take {item.title} off sale?</AlertDialog.Title>
          <AlertDialog.Description>
            It stays on the site marked “Not for sale”, and nobody can order it until you put it back on sale.
            Orders already paid are not affected.
          </AlertDialog.Description>
          <AlertDialog.Footer>
            <AlertDialog.Cancel>Keep it for sale</AlertDialog.Cancel>
            <AlertDialog.Action
              tone="critical"
              onClick={() => {
                if (confirming) send(confirming);
                setConfirming(null);
              }}
            >
              Take off sale
            </AlertDialog.Action>
          </AlertDialog.Footer>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Dialog.Root>
  );
}

/**
 * Prices (administrators): every course and product with its price and availability; search, kind and
 * availability filters, sortable columns, pages, CSV. "Edit" opens the price dialog; a saved change is
 * live on the public pages and in the next order at once.
 */
export function PricesPage({ data }: { data: ListPageData<PriceQuery, AdminPriceListResponse> }) {
  const { query, errors, list, exportUrl } = data;
  const busy = useListBusy();
  const result = useActionFeedback<AdminPrice>();
  const [editing, setEditing] = useState<AdminPrice | null>(null);
  // A saved change closes the dialog; a refused one keeps it open with the reason.
  useEffect(() => {
    if (result?.ok) setEditing(null);
  }, [result]);

  const columns: Column<AdminPrice>[] = [
    {
      key: 'title',
      header: 'Course or product',
      sortable: true,
      cell: (item) => (
        <Button type="button" size="sm" variant="ghost" tone="neutral" onClick={() => setEditing(item)}>
          {item.title}
          <VisuallyHidden>: edit the price</VisuallyHidden>
        </Button>
      ),
    },
    { key: 'kind', header: 'Kind', sortable: true, cell: (item) => catalogueKindLabels[item.kind] },
    { key: 'category', header: 'Category', sortable: true, cell: (item) => item.category ?? '—' },
    {
      key: 'price',
      header: 'Price',
      sortable: true,
      numeric: true,
      cell: (item) => (
        <span aria-label={`${formatIndianNumber(item.price)} rupees`}>{formatInr(item.price)}</span>
      ),
    },
    {
      key: 'available',
      header: 'Availability',
      sortable: true,
      cell: (item) => <AvailabilityBadge available={item.available} />,
    },
    {
      key: 'priceUpdatedAt',
      header: 'Last change',
      sortable: true,
      cell: (item) => (item.priceUpdatedAt ? dateTime(item.priceUpdatedAt) : 'As first listed'),
    },
    {
      key: 'page',
      header: 'Page',
      cell: (item) => (
        <a href={item.path} target="_blank" rel="noreferrer">
          {item.path}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      ),
    },
  ];

  return (
    <>
      <SectionHeader title="Prices" exportUrl={exportUrl}>
        <p className={c.muted}>
          What each course and product costs, in whole rupees, and whether it is for sale. Orders are priced
          from this list; a restart or a new release never changes it.
        </p>
      </SectionHeader>
      {result ? (
        <p className={result.ok ? c.notice : c.noticeError} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
      <FilterBar label="Filter prices" query={query} errors={errors} clearTo="/admin/prices">
        <SearchFilter description="Title or id" />
        <ChoiceFilter name="kind" label="Kind" options={catalogueKindLabels} />
        <ChoiceFilter name="status" label="Availability" options={availabilityLabels} />
      </FilterBar>
      <ConsoleList
        title="Prices"
        captionNote=", courses then products unless sorted"
        path="/admin/prices"
        list={list}
        errors={errors}
        filtered={Boolean(query.q || query.kind || query.status)}
        query={query}
        busy={busy}
        columns={columns}
        rowKey={keyOf}
        emptyText="No courses or products yet: they are added when the server starts."
      />
      {editing ? (
        <EditPriceDialog
          key={keyOf(editing)}
          item={editing}
          result={result}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
