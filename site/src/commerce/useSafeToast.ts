import { type ToastApi, useToast } from '@company/ui';

/**
 * The toast API when a `Toaster` is mounted above, else null. Commerce pieces are also rendered in isolation
 * (tests, a page without the shell), where a missing toast must not break buying.
 */
export function useSafeToast(): ToastApi | null {
  try {
    return useToast();
  } catch {
    return null;
  }
}
