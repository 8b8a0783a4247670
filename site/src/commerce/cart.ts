import { normalisePrice } from './format';

/** Local storage key of the cart (docs/requirements/SPEC.md §3 "the cart is kept in local storage under the key cart"). */
export const CART_KEY = 'cart';

/** A course in the cart, its price in whole rupees. */
export interface CartItem {
  id: string;
  title: string;
  price: number;
  /** Media key or URL of the course image, when the page has one. */
  image?: string;
  category?: string;
  /**
   * False once the cart page's check found the course off sale (stored, so every tab agrees); absent while
   * it is for sale. Such a line stays listed but is left out of the total and the payment.
   */
  available?: false;
}

/** What a page hands to `addToCart`: the price may still be a display string such as "₹1,499". */
export type CartItemInput = Omit<CartItem, 'price' | 'available'> & { price: number | string };

export type AddResult = 'added' | 'duplicate' | 'invalid';

const EMPTY: readonly CartItem[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedItems: readonly CartItem[] = EMPTY;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings): the cart then simply stays empty.
    return null;
  }
}

function toItem(value: unknown): CartItem | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const id =
    typeof record.id === 'string' ? record.id.trim() : typeof record.id === 'number' ? String(record.id) : '';
  const price = normalisePrice(record.price);
  if (!id || Number.isNaN(price)) return null;
  const item: CartItem = {
    id,
    title: typeof record.title === 'string' && record.title.trim() ? record.title : id,
    price,
  };
  if (typeof record.image === 'string') item.image = record.image;
  if (typeof record.category === 'string') item.category = record.category;
  if (record.available === false) item.available = false;
  return item;
}

/**
 * Parses a stored cart. Lines without an id or a readable price are dropped, duplicates keep the first line,
 * prices become numbers. Anything that is not a JSON array means "corrupted" and gives null.
 */
export function parseCart(raw: string | null): CartItem[] | null {
  if (raw === null || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const seen = new Set<string>();
  const items: CartItem[] = [];
  for (const entry of parsed) {
    const item = toItem(entry);
    if (item && !seen.has(item.id)) {
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** The cart now. The same array is returned until the stored value changes (for useSyncExternalStore). */
export function readCart(): readonly CartItem[] {
  const store = storage();
  if (!store) return EMPTY;
  let raw: string | null;
  try {
    raw = store.getItem(CART_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cachedRaw) return cachedItems;
  const items = parseCart(raw);
  cachedRaw = raw;
  if (items === null) {
    // A corrupted value is discarded so it cannot break the next page either.
    try {
      store.removeItem(CART_KEY);
    } catch {
      /* storage refused the write; the cart still reads as empty */
    }
    cachedRaw = null;
    cachedItems = EMPTY;
  } else {
    cachedItems = items.length === 0 ? EMPTY : items;
  }
  return cachedItems;
}

/** The cart on the server and during hydration: always empty (the badge starts at 0). */
export function readServerCart(): readonly CartItem[] {
  return EMPTY;
}

function notify() {
  for (const listener of listeners) listener();
}

function write(items: readonly CartItem[]): void {
  const store = storage();
  if (!store) return;
  try {
    if (items.length === 0) store.removeItem(CART_KEY);
    else store.setItem(CART_KEY, JSON.stringify(items));
  } catch {
    /* quota or blocked storage: keep the previous cart */
  }
  notify();
}

/** Adds a course once. A second add of the same id changes nothing and answers 'duplicate'. */
export function addToCart(input: CartItemInput): AddResult {
  const item = toItem(input);
  if (!item) return 'invalid';
  const items = readCart();
  if (items.some((line) => line.id === item.id)) return 'duplicate';
  write([...items, item]);
  return 'added';
}

export function removeFromCart(id: string): void {
  const items = readCart();
  if (!items.some((line) => line.id === id)) return;
  write(items.filter((line) => line.id !== id));
}

export function clearCart(): void {
  write(EMPTY);
}

/** Whether a line can be paid for: every line but one the catalogue check found off sale. */
export function isForSale(item: CartItem): boolean {
  return item.available !== false;
}

/** Sum of the prices of the lines for sale, in whole rupees (what checkout charges when prices are current). */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => (isForSale(item) ? sum + item.price : sum), 0);
}

/** A course as the public catalogue (`GET course`) has it now; `Course` from the contracts fits. */
export interface CatalogueEntry {
  id: string;
  price: number;
  available?: boolean;
}

/** What the catalogue changed in a line of the cart, for the notice on /cart. */
export type CartChange =
  | { kind: 'price'; id: string; title: string; from: number; to: number }
  | { kind: 'off-sale'; id: string; title: string }
  | { kind: 'on-sale'; id: string; title: string; price: number };

/**
 * The cart brought up to date with the catalogue: each line takes the catalogue's price and availability (a
 * course the catalogue no longer lists is not for sale: the server would refuse it). `changes` lists what a
 * buyer should be told, in cart order: a new price of a course for sale, a course gone off sale, one back on
 * sale. The price of a line that stays off sale follows silently. `items` is the given array itself when
 * nothing changed, so a caller can skip the write.
 */
export function repriceCart(
  items: readonly CartItem[],
  catalogue: readonly CatalogueEntry[],
): { items: readonly CartItem[]; changes: CartChange[] } {
  const live = new Map(catalogue.map((entry) => [entry.id, entry]));
  const changes: CartChange[] = [];
  let changed = false;
  const next = items.map((item) => {
    const entry = live.get(item.id);
    const livePrice = normalisePrice(entry?.price);
    const price = Number.isNaN(livePrice) ? item.price : livePrice;
    const wasForSale = isForSale(item);
    // Like the course pages: listed and not marked off sale means for sale.
    const forSale = entry !== undefined && entry.available !== false;
    const { id, title } = item;
    if (wasForSale && !forSale) changes.push({ kind: 'off-sale', id, title });
    else if (!wasForSale && forSale) changes.push({ kind: 'on-sale', id, title, price });
    else if (forSale && price !== item.price)
      changes.push({ kind: 'price', id, title, from: item.price, to: price });
    if (price === item.price && forSale === wasForSale) return item;
    changed = true;
    const line: CartItem = { ...item, price };
    if (forSale) delete line.available;
    else line.available = false;
    return line;
  });
  return { items: changed ? next : items, changes };
}

/**
 * Reprices the cart as it is now (lines may have been removed, or added in another tab, while the catalogue
 * was on its way) and stores the result, so the badge and other tabs follow. Returns what changed.
 */
export function applyCatalogue(catalogue: readonly CatalogueEntry[]): CartChange[] {
  const current = readCart();
  const { items, changes } = repriceCart(current, catalogue);
  if (items !== current) write(items);
  return changes;
}

/** Removes these lines (the ones just paid for); lines not for sale stay for when they are back. */
export function removeManyFromCart(ids: readonly string[]): void {
  const paid = new Set(ids);
  const items = readCart();
  const rest = items.filter((line) => !paid.has(line.id));
  if (rest.length !== items.length) write(rest);
}

/**
 * Calls `listener` when the cart changes in this tab or in another one (the `storage` event fires in the
 * other tabs of the same origin). Returns the unsubscribe function.
 */
export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // `key === null` is localStorage.clear() in another tab.
    if (event.key === CART_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
