/**
 * The staff console's Prices section (docs/requirements/issues/24-staff-console.md, administrators): the price and availability of every
 * course and product. Orders are priced from these (the server's own list); the seed inserts a missing
 * item with the catalogue's price and never writes a price or availability again. Prices are whole rupees,
 * as the database stores them (an order's amount is the sum x 100 paise).
 */
import { z } from 'zod';

import { optional, pageShape } from './admin.js';
import { isoDate, limits, wholeNumber } from './primitives.js';

/** What the price list holds: courses and software products. */
export const catalogueKinds = ['course', 'product'] as const;
export type CatalogueKind = (typeof catalogueKinds)[number];
export const catalogueKindLabels: Record<CatalogueKind, string> = { course: 'Course', product: 'Product' };

/** The availability filter: for sale, or kept back. */
export const availabilityStatuses = ['available', 'unavailable'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];
export const availabilityLabels: Record<AvailabilityStatus, string> = {
  available: 'For sale',
  unavailable: 'Not for sale',
};

/**
 * The highest price the console accepts, in rupees. With every course and product in one order the
 * amount in paise stays far below the database's integer limit.
 */
export const MAX_PRICE_RUPEES = 500_000;

export const priceMessages = {
  priceInvalid: 'Enter the price in whole rupees, from ₹1 to ₹5,00,000.',
  availableInvalid: 'Choose whether it is for sale.',
  kindInvalid: 'Choose course or product.',
  notFound: 'No course or product has this id.',
  nothingToUpdate: 'Change the price or the availability first.',
  /** `POST payment/order` for an item an administrator took off sale. */
  notForSale: 'This course or product is not for sale at the moment',
} as const;

const kind = z.enum(catalogueKinds, { error: priceMessages.kindInvalid });

/**
 * A price in whole rupees, from a number or a form's text ("1,499" and "₹1499" read as 1499); never from a
 * boolean, null or a blank (issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): `true` was ₹1).
 */
export const priceField = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[₹,\s]/g, '').replace(/^Rs\.?/i, '') : value),
  wholeNumber({
    error: priceMessages.priceInvalid,
    min: 1,
    max: MAX_PRICE_RUPEES,
    boundsError: priceMessages.priceInvalid,
  }),
);

/** For sale or not, from a boolean or a form's `true`/`false` (`on` for a checked box). */
export const availableField = z.preprocess(
  (value) =>
    value === 'true' || value === 'on' ? true : value === 'false' || value === 'off' ? false : value,
  z.boolean({ error: priceMessages.availableInvalid }),
);

export const adminPriceSortKeys = [
  'sortOrder',
  'title',
  'kind',
  'category',
  'price',
  'available',
  'priceUpdatedAt',
] as const;

/**
 * `GET admin/prices`: `q` (title or id), `kind`, `status` (for sale or not), paging and sorting; courses
 * then products in the site's order by default.
 */
export const adminPriceListQuerySchema = z.object({
  page: wholeNumber({ error: 'page must be a whole number', min: 1, max: 100000 }).default(1),
  limit: wholeNumber({ error: 'limit must be a whole number', min: 1, max: 100 }).default(50),
  order: optional(z.enum(['asc', 'desc'])).default('asc'),
  q: optional(z.string().trim().max(200)),
  kind: optional(kind),
  status: optional(z.enum(availabilityStatuses, { error: 'Choose one of the listed statuses.' })),
  sort: optional(z.enum(adminPriceSortKeys)).default('sortOrder'),
});
export type AdminPriceListQuery = z.input<typeof adminPriceListQuerySchema>;

/** One course or product as the Prices section shows it. */
export const adminPriceSchema = z.object({
  kind: z.enum(catalogueKinds),
  id: z.string(),
  title: z.string(),
  /** A course's category; null for products. */
  category: z.string().nullable(),
  /** Whole rupees. */
  price: z.number().int(),
  available: z.boolean(),
  /** The page that shows it (`/courses/<id>`, `/products`). */
  path: z.string(),
  sortOrder: z.number().int(),
  /** The last change in the console; null while it is as first seeded. */
  priceUpdatedAt: isoDate.nullable(),
});
export type AdminPrice = z.infer<typeof adminPriceSchema>;
export const adminPriceListResponseSchema = z.object({ data: z.array(adminPriceSchema), ...pageShape });
export type AdminPriceListResponse = z.infer<typeof adminPriceListResponseSchema>;

/** `PATCH admin/prices/{kind}/{id}`: a new price, availability, or both. */
export const priceParamsSchema = z.object({
  kind,
  id: z
    .string()
    .max(limits.id)
    .regex(/^[A-Za-z0-9-]+$/, { error: priceMessages.notFound }),
});
export type PriceParams = z.input<typeof priceParamsSchema>;

export const priceUpdateSchema = z
  .object({ price: priceField.optional(), available: availableField.optional() })
  .refine((body) => body.price !== undefined || body.available !== undefined, {
    error: priceMessages.nothingToUpdate,
    path: ['price'],
  });
export type PriceUpdate = z.input<typeof priceUpdateSchema>;
