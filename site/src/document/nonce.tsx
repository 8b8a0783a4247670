import { createContext, useContext, type ReactNode } from 'react';

/**
 * The Content-Security-Policy nonce of this response (docs/requirements/issues/23-safe-in-production.md): the server allows only inline scripts that
 * carry it (server-rendered pages) or whose hash it lists (prerendered pages, rendered without one). The
 * entry renders the document inside `NonceProvider`; the browser never sees the value in the DOM (it hides
 * `nonce` attributes), and the client renders without it.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/** The nonce for inline `<script>` elements, or undefined (prerendering, the browser). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
