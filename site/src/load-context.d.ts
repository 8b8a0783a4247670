import 'react-router';

declare module 'react-router' {
  /** What the API server hands to every loader (getLoadContext in packages/api-server). */
  interface AppLoadContext {
    /** Absolute base of the API, e.g. "http://127.0.0.1:3000/api/v1", for server-side loaders. */
    apiBaseUrl: string;
    /**
     * A `fetch` that calls the API in-process as the visitor's address (route actions use it, so the
     * API's per-address rate limits count the visitor). Absent under `react-router dev`: plain fetch then.
     */
    apiFetch?: typeof fetch;
    /**
     * The Content-Security-Policy nonce of this response (docs/requirements/issues/23-safe-in-production.md): every inline script the page renders
     * carries it. Absent when prerendering (the server then lists the scripts' hashes instead) and under
     * `react-router dev`.
     */
    cspNonce?: string;
  }
}
