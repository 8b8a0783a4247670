import { Writable } from 'node:stream';

import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { deferHydration } from './document/deferHydration';
import { NonceProvider } from './document/nonce';
import { SignedInProvider, hasSignedInHint } from './session/signedIn';

export const streamTimeout = 5_000;

/**
 * React Router's Node entry with two changes. Every document waits for `onAllReady`, not only bots'.
 * Parts of pages are split off with `React.lazy` (below-the-fold sections, the checkout windows) so a
 * page's first JavaScript stays small; waiting for all of them here means the HTML always carries their
 * full content in place (no fallback swapped by a script), for people, crawlers and the
 * prerendered pages alike, and hydration never shifts the layout. Route data is already loaded before
 * rendering starts, so the wait costs only the render itself. And the finished document's scripts start
 * after its first paint (`deferHydration`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Issue 23 (docs/requirements/issues/23-safe-in-production.md): with a nonce from the server (a server-rendered page), every inline script carries it, React's
  // own included; prerendered pages have none and are allowed by the hashes of their scripts.
  const nonce = typeof loadContext?.cspNonce === 'string' ? loadContext.cspNonce : undefined;
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Abort after `streamTimeout` so rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        {/* Issue 24 (docs/requirements/issues/24-staff-console.md): the header's "Log in" / "My account" link as this browser's session has it. */}
        <SignedInProvider signedIn={hasSignedInHint(request.headers.get('cookie'))}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SignedInProvider>
      </NonceProvider>,
      {
        nonce,
        // React outlines large Suspense boundaries and streams them after the shell behind a script, even
        // when they are ready; keep every boundary inline so the HTML reads in order without scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          // The whole document is collected (it is complete at this point) so its scripts can be moved
          // behind the first paint: see deferHydration.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer | string, _encoding, callback) {
              chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set('Content-Type', 'text/html');
              const document = Buffer.concat(chunks).toString('utf8');
              // The dev server keeps React Router's own loading (its HMR client must start at once).
              const html = import.meta.env.DEV ? document : deferHydration(document, { nonce });
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by React Router; log the ones after it.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
