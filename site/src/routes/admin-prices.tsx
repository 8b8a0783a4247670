import {
  type AdminPrice,
  adminPriceListQuerySchema,
  type AdminPriceListResponse,
  priceParamsSchema,
  priceUpdateSchema,
} from '@company/contracts';
import { useLoaderData } from 'react-router';
import {
  actionFailure,
  type ActionResult,
  consoleCall,
  fieldErrorsOf,
  searchOf,
} from '../pages/admin/consoleData';
import { invalid, requireAdmin } from '../pages/admin/contentParts';
import type { ListPageData } from '../pages/admin/EnquiriesPage';
import { type PriceQuery, PricesPage } from '../pages/admin/PricesPage';
import { formatInr } from '../commerce/format';
import { privatePageMeta } from '../seo';
import type { Route } from './+types/admin-prices';

/** Administrators only. The list's filters from the URL, checked with the API's own schema first. */
export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<ListPageData<PriceQuery, AdminPriceListResponse>> {
  const { api } = await requireAdmin(request);
  const parsed = adminPriceListQuerySchema.safeParse(searchOf(request));
  if (!parsed.success) {
    return {
      query: adminPriceListQuerySchema.parse({}),
      errors: fieldErrorsOf(parsed.error.issues),
      list: null,
      exportUrl: api.admin.prices.exportUrl(),
    };
  }
  const { page, limit, ...filters } = parsed.data;
  const list = await consoleCall(request, () =>
    api.admin.prices.list({ ...filters, page, limit }, { signal: request.signal }),
  );
  return { query: parsed.data, errors: {}, list, exportUrl: api.admin.prices.exportUrl(filters) };
}
clientLoader.hydrate = true as const;

/** Saves a price and availability (checked with the API's schema first); the list reloads after it. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult<AdminPrice>> {
  const { api } = await requireAdmin(request);
  const form = Object.fromEntries(await request.formData());
  const item = priceParamsSchema.safeParse(form);
  if (!item.success) return invalid(item.error.issues);
  const checked = priceUpdateSchema.safeParse(form);
  if (!checked.success) return invalid(checked.error.issues);
  try {
    const value = await api.admin.prices.update(item.data.kind, item.data.id, checked.data);
    return {
      ok: true,
      message: `${value.title}: ${formatInr(value.price)}, ${value.available ? 'for sale' : 'not for sale'}`,
      value,
    };
  } catch (error) {
    return actionFailure(error, request, 'Could not save the price.');
  }
}

export const meta: Route.MetaFunction = () =>
  privatePageMeta('Prices · Staff console', 'Course and product prices and availability.', '/admin/prices');

export default function AdminPricesRoute() {
  return <PricesPage data={useLoaderData<typeof clientLoader>()} />;
}
