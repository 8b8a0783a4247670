import { lazy, useState, type ComponentType } from 'react';

/** The chunks of the sections the page's modules declared, loading since their declaration. */
const sections: Promise<void>[] = [];

/**
 * A part of a page that lives in a chunk of its own (below-the-fold sections) but is in the server's
 * HTML. In the browser its chunk starts loading as soon as the page's module declares it, beside the
 * page's first JavaScript, and the client entry waits for the page's sections (`loadPageSections`)
 * before it hydrates, so a section hydrates with the rest of the page. A section still behind `lazy`
 * when React meets it would stay server HTML that React does not know yet, and a press on it would be
 * dropped (React does not replay discrete events on a boundary that suspends). Render it inside a
 * `<Suspense>` (the server waits for it: entry.server.tsx).
 */
export function lazySection<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  if (typeof document !== 'undefined') {
    sections.push(start().then(
      () => undefined,
      () => undefined,
    ));
  }
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  function Section(props: P) {
    // Chosen once per mount: a client navigation that arrives before the chunk goes through `lazy`.
    const [Part] = useState(() => loaded ?? Lazy);
    return <Part {...props} />;
  }
  return Section;
}

/** Resolves once every declared section's chunk has arrived or failed (one that failed goes through `lazy`). */
export function loadPageSections(): Promise<void> {
  return Promise.all(sections).then(() => undefined);
}
