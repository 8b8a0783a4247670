import 'react-router';

declare module 'react-router' {
  /** What the API server hands to every loader (getLoadContext in packages/api-server). */
  interface AppLoadContext {
    /** Absolute base of the API, e.g. "http://127.0.0.1:3000/api/v1", for server-side loaders. */
    apiBaseUrl: string;
  }
}
