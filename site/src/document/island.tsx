import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { holdsEvent, RECORDED_EVENTS, replayEarlyEvents } from './eventContract';

/**
 * Islands: parts of a page below the fold whose code loads, and which hydrate, only once they come near
 * the screen or are used. Until then they are the server's HTML, complete and readable, and cost the
 * page no JavaScript: on the home page the counters, carousels, the philosophy accordion and the offer
 * tabs are about a third of the page's hydration work and of its script.
 *
 * An island starts when any of its elements comes within half a screen of the viewport (unless it waits for
 * interaction only, as the header does), or at the first press, key, focus or hover inside it. Those events are held (kept from React, which would drop a
 * press on a part it cannot hydrate yet) and dispatched again once the island has hydrated, exactly as
 * the early event contract does for the whole page (eventContract.ts). Opened by a client-side
 * navigation, an island loads at once.
 */

interface IslandState {
  hydrated: boolean;
  held: Event[];
  start: () => void;
  /** The server's HTML of the island, read when React is about to drop it (see `ServerHtml`). */
  serverHtml?: string;
}

const islands = new Map<string, IslandState>();
let pageHydrated = false;

/** The island an element is in, while that island has not hydrated yet. */
function pendingIsland(target: EventTarget | null): IslandState | undefined {
  if (!(target instanceof Element)) return undefined;
  const name = target.closest('[data-island]')?.getAttribute('data-island');
  const state = name ? islands.get(name) : undefined;
  return state && !state.hydrated ? state : undefined;
}

/** Holds an event inside an island that has not hydrated, and starts that island. */
function holdForIsland(event: Event): boolean {
  const state = pendingIsland(event.target);
  if (!state || !holdsEvent(event)) return false;
  state.held.push(event);
  state.start();
  return true;
}

const listener = (event: Event) => {
  if (holdForIsland(event)) event.stopPropagation();
};

/**
 * Called once the page has hydrated, with the events recorded until then: from now on islands load on
 * demand and events inside one that has not hydrated are held for it. Returns the events that are not
 * inside such an island, to replay at once.
 */
export function startIslands(early: readonly Event[]): Event[] {
  if (!pageHydrated) {
    pageHydrated = true;
    for (const type of RECORDED_EVENTS) window.addEventListener(type, listener, true);
  }
  return early.filter((event) => !holdForIsland(event));
}

/**
 * What an island shows if React gives up hydrating it before its code has arrived: a client-side
 * navigation changes the router's context, and React, which cannot see inside a boundary that has not
 * hydrated, renders such a boundary afresh, with its fallback until the code is there. The fallback is
 * the island's server HTML as it was, so nothing moves or disappears meanwhile; it is read once, while
 * React renders the fallback and before it removes the old HTML.
 */
function ServerHtml({ name, state }: { name: string; state: IslandState }) {
  if (state.serverHtml === undefined && typeof document !== 'undefined') {
    state.serverHtml = document.querySelector(`[data-island="${name}"]`)?.innerHTML ?? '';
  }
  return state.serverHtml ? (
    <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: state.serverHtml }} />
  ) : null;
}

/** Marks the island hydrated and replays what was held for it, in a task of its own (see SiteShell). */
function Hydrated({ state }: { state: IslandState }) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // Hydrated first, so the copies replayed here are not held again.
      state.hydrated = true;
      replayEarlyEvents(state.held.splice(0));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [state]);
  return null;
}

/** Starts an island that has not started yet (its code loads and it hydrates); nothing otherwise. */
export function startIsland(name: string): void {
  islands.get(name)?.start();
}

export interface IslandOptions {
  /**
   * `visible` (default): starts when it comes within half a screen, or is used. `interaction`: only when
   * used (a press, key, focus or hover inside it) or started by `startIsland`: for a part that is always on
   * screen but does nothing until used, like the header.
   */
  on?: 'visible' | 'interaction';
}

/**
 * Declares an island: `name` must be unique on the page; `load` imports the module whose default export
 * renders the part (no props). Render the returned component where the part goes.
 */
export function island(
  name: string,
  load: () => Promise<{ default: ComponentType }>,
  { on = 'visible' }: IslandOptions = {},
): ComponentType {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const fetchPart = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const state: IslandState = {
    hydrated: false,
    held: [],
    start: () => {
      release();
      void fetchPart();
    },
  };
  islands.set(name, state);
  // Until started, React keeps the server's HTML of the island as it is (its boundary suspends).
  const Deferred = lazy(() => released.then(fetchPart));

  function Island() {
    const ref = useRef<HTMLDivElement>(null);
    const [Part] = useState(() => {
      // Hydrating, the island's server HTML is in the document: it waits. The server renders every island
      // in full, and a client-side navigation, with no server HTML to show, needs the part at once.
      const serverHtml =
        typeof document !== 'undefined' && document.querySelector(`[data-island="${name}"]`) !== null;
      if (!serverHtml) state.start();
      return loaded ?? Deferred;
    });
    useEffect(() => {
      const wrapper = ref.current;
      if (on !== 'visible' || loaded || !wrapper || typeof IntersectionObserver !== 'function')
        return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          state.start();
        },
        { rootMargin: '50% 0px' },
      );
      for (const child of wrapper.children) observer.observe(child);
      return () => observer.disconnect();
    }, []);
    // The same element on every render: a boundary still showing the server's HTML that received new
    // children would be rendered again on the client, and show nothing until the code arrived.
    const boundary = useMemo(
      () => (
        <Suspense fallback={<ServerHtml name={name} state={state} />}>
          <Part />
          <Hydrated state={state} />
        </Suspense>
      ),
      [Part],
    );
    // `display: contents`: the wrapper only marks the island; its children lay out as if it were not there.
    return (
      <div ref={ref} data-island={name} style={{ display: 'contents' }}>
        {boundary}
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
