import { useEffect, useState } from 'react';

import { loadApi } from '../load-api';
import { applyCatalogue, type CartChange } from './cart';

/**
 * /cart's price check: once the page has the cart (after hydration), it asks the public catalogue
 * (`GET course`, served from the API's shared cache, which the console's Prices section refreshes) for the
 * current prices and availability and stores them in the cart, so the page, the badge and other tabs show
 * what checkout will charge. Returns what changed, for the page's notice.
 *
 * Nothing waits for it: a buyer who presses Proceed to Payment first is charged the server's price, which the
 * details modal shows. A failed check (offline, timeout, server error) leaves the cart as it was, and the
 * server prices the order anyway.
 */
export function useCartRepricing(hasItems: boolean): CartChange[] {
  const [changes, setChanges] = useState<CartChange[]>([]);
  useEffect(() => {
    if (!hasItems) return;
    const controller = new AbortController();
    loadApi()
      .then((api) => api.courses({ signal: controller.signal }))
      .then((courses) => {
        // An empty or odd answer is a fault, not "nothing is for sale": keep the cart as it is.
        if (controller.signal.aborted || !Array.isArray(courses) || courses.length === 0) return;
        const found = applyCatalogue(courses);
        if (found.length > 0) setChanges(found);
      })
      .catch(() => {
        /* the cart keeps its prices; the order is priced by the server */
      });
    return () => controller.abort();
  }, [hasItems]);
  return changes;
}
