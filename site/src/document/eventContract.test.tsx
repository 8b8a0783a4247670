import { act, Suspense, useState, useSyncExternalStore } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  earlyEventsScript,
  RECORDED_EVENTS,
  recordEarlyEvents,
  replayEarlyEvents,
  takeEarlyEvents,
} from './eventContract';

/** A page with the kinds of control the site has, each counting what its handlers saw. */
const seen: string[] = [];
function Page({ onSend }: { onSend: () => void }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('one');
  const [hovered, setHovered] = useState(false);
  return (
    <main>
      <button
        type="button"
        id="open"
        onClick={() => {
          seen.push('open');
          setOpen((value) => !value);
        }}
      >
        {open ? 'Close' : 'Open'}
      </button>
      {/* Radix Tabs select on mousedown, not on click. */}
      <button type="button" id="tab" onMouseDown={() => setTab('two')} data-selected={tab}>
        Two
      </button>
      <Suspense>
        <div id="panel" onMouseEnter={() => setHovered(true)} data-hovered={hovered}>
          <button
            type="button"
            id="inside"
            onKeyDown={(event) => seen.push(`key:${event.key}`)}
            onFocus={() => seen.push('focus')}
          >
            Inside a boundary
          </button>
        </div>
      </Suspense>
      <a href="#top" id="link" onClick={() => seen.push('link')}>
        Top
      </a>
      <form
        id="form"
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <input id="field" name="name" defaultValue="" onKeyDown={() => seen.push('field-key')} />
        <button type="submit" id="send" onClick={() => seen.push('send-click')}>
          Send
        </button>
      </form>
      <form id="native" method="post" action="/contact">
        <button type="submit" id="post">
          Post
        </button>
      </form>
    </main>
  );
}

const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const click = (id: string) => {
  const element = byId(id);
  for (const type of ['mousedown', 'mouseup', 'click'] as const) {
    element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
  }
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  takeEarlyEvents();
  delete window.__earlyEvents;
  document.body.innerHTML = '';
  seen.length = 0;
});

/** Server HTML in the document, the recorder running, nothing hydrated yet. */
function serverPage(onSend = () => undefined) {
  document.body.innerHTML = `<div id="app">${renderToString(<Page onSend={onSend} />)}</div>`;
  recordEarlyEvents(RECORDED_EVENTS);
  return onSend;
}

function hydrateAndReplay(onSend: () => void): number {
  let replayed = 0;
  act(() => {
    root = hydrateRoot(byId('app'), <Page onSend={onSend} />);
  });
  // The site shell replays once the root has hydrated.
  act(() => {
    replayed = replayEarlyEvents(takeEarlyEvents());
  });
  return replayed;
}

describe('the early event contract', () => {
  it('is an inline script that installs the recorder with the list of events', () => {
    expect(earlyEventsScript.startsWith('(function recordEarlyEvents(')).toBe(true);
    expect(earlyEventsScript).toContain(JSON.stringify(RECORDED_EVENTS));
    expect(earlyEventsScript).not.toContain('</script');
  });

  it('runs the handler of each press made before hydration exactly once, after hydrating', () => {
    const send = vi.fn();
    serverPage(send);
    click('open');
    click('tab');
    expect(byId('open').textContent).toBe('Open'); // nothing runs before hydration
    hydrateAndReplay(send);
    expect(byId('open').textContent).toBe('Close');
    expect(byId('tab').dataset.selected).toBe('two');
    expect(seen).toEqual(['open']);
    // From then on React's own listeners take every press.
    act(() => click('open'));
    expect(byId('open').textContent).toBe('Open');
    expect(seen).toEqual(['open', 'open']);
  });

  it('holds presses made while the page hydrates until it has, then replays them in order', () => {
    serverPage();
    click('open');
    act(() => {
      root = hydrateRoot(byId('app'), <Page onSend={() => undefined} />);
    });
    click('open'); // hydrated, not yet replayed: React would run it before the first
    expect(seen).toEqual([]);
    act(() => void replayEarlyEvents(takeEarlyEvents()));
    expect(seen).toEqual(['open', 'open']);
    expect(byId('open').textContent).toBe('Open');
  });

  it('delivers keys, focus and hovers inside a part that hydrates apart', async () => {
    serverPage();
    byId('inside').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    byId('inside').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
    );
    // The pointer crossed the button and ended on the panel.
    byId('inside').dispatchEvent(
      new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }),
    );
    byId('inside').dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: byId('panel') }));
    byId('panel').dispatchEvent(
      new MouseEvent('mouseover', { bubbles: true, relatedTarget: byId('inside') }),
    );
    hydrateAndReplay(() => undefined);
    // React holds a focus or hover on a part it has not hydrated and replays it in a task of its own.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect([...seen].sort()).toEqual(['focus', 'key:ArrowDown']);
    expect(byId('panel').dataset.hovered).toBe('true');
  });

  it('does not replay what the browser already did: links, keys typed into a field', () => {
    serverPage();
    click('link');
    byId('field').dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    hydrateAndReplay(() => undefined);
    expect(seen).toEqual([]);
  });

  it('holds the submission of a form that needs script and sends it once after hydration', () => {
    const send = vi.fn();
    serverPage(send);
    const submits: SubmitEvent[] = [];
    // After the recorder, on the same target: it stops the event from going further down.
    window.addEventListener('submit', (event) => submits.push(event as SubmitEvent), {
      capture: true,
      once: true,
    });
    // A press of Send: the browser's click submits the form.
    byId('send').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(submits.map((event) => event.defaultPrevented)).toEqual([true]); // no reload with the fields in the address
    hydrateAndReplay(send);
    expect(send).toHaveBeenCalledTimes(1); // the click's own submission is cancelled, the recorded one sent
    expect(seen).toEqual(['send-click']);
  });

  it('lets a form with its own action post natively and does not send it again', () => {
    const send = vi.fn();
    serverPage(send);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: byId('post') });
    byId('native').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false); // the browser posts it to /contact
    const requestSubmit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit');
    hydrateAndReplay(send);
    expect(requestSubmit).not.toHaveBeenCalled();
  });

  it('replays a press on the control when hydration has replaced the element pressed (its icon)', () => {
    /** Like Carousel.PlayPause: its icon depends on what only the browser knows, so it changes once hydrated. */
    function Toggle() {
      const known = useSyncExternalStore(
        () => () => undefined,
        () => true,
        () => false,
      );
      const [on, setOn] = useState(false);
      return (
        <button type="button" id="toggle" data-on={on} onClick={() => setOn((value) => !value)}>
          {known ? <b id="icon-known">Pause</b> : <i id="icon-unknown">Pause</i>}
        </button>
      );
    }
    document.body.innerHTML = `<div id="app">${renderToString(<Toggle />)}</div>`;
    recordEarlyEvents(RECORDED_EVENTS);
    const icon = byId('icon-unknown');
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const) {
      icon.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
    }
    act(() => {
      root = hydrateRoot(byId('app'), <Toggle />);
    });
    expect(icon.isConnected).toBe(false); // the element pressed is gone
    let replayed = 0;
    act(() => {
      replayed = replayEarlyEvents(takeEarlyEvents());
    });
    expect(replayed).toBe(5);
    expect(byId('toggle').dataset.on).toBe('true');
  });

  it('stops recording once taken', () => {
    serverPage();
    expect(takeEarlyEvents()).toEqual([]);
    click('open');
    expect(takeEarlyEvents()).toEqual([]);
  });
});
