import { useEffect, useState } from 'react';

export type ApiData<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Loads data for a signed-in page once it is on screen (the dashboard's data depends on the token in
 * local storage, which the server cannot see). The call is cancelled when the page goes away.
 */
export function useApiData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // The caller lists what the load depends on, like useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
