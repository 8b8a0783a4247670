/**
 * The early event contract: no press, tap or key made before the page has hydrated is lost or doubled.
 *
 * A page's HTML is complete and painted before its scripts run (deferHydration.ts), and hydrating it
 * takes a while more on a slow phone, so for a moment the page looks ready and is not. React itself
 * drops a press it receives before the root has hydrated (it cannot hydrate the root at once from
 * inside its start-up transition). `recordEarlyEvents` runs as an inline script at the top of <head>,
 * before anything is painted: it records, in the capture phase on `window`, every event a control
 * might act on, and keeps it from reaching the page's handlers (`stopPropagation`) until the page has
 * hydrated. It never prevents an event's default action, so everything HTML does by itself still
 * happens at once and only once: a link navigates, a <details> opens, a field takes the text typed
 * into it, a form with a server action posts. The one exception is the submission of a form that only
 * script can send (no `method` or `action` of its own): it would reload the page with the fields in
 * the address, so it is held and sent again once hydrated.
 *
 * Once the root has hydrated, the site shell takes the record (`takeEarlyEvents`, which also ends the
 * recording) and `replayEarlyEvents` dispatches a copy of each event, in order, on its original
 * element. React treats each like any event on a part it has not hydrated yet: a press or key hydrates
 * its part at once and then runs its handlers; a focus or hover is held until the part is hydrated.
 * This is the design of Angular's event replay (jsaction's EventContract) and of React's own replay
 * for dehydrated Suspense boundaries, applied to the time before React has taken over.
 *
 * What the browser already did natively is not done again: a copy has no default action (untrusted
 * events have none, and the one exception, a click's activation of a submit button, is cancelled),
 * and the events whose whole effect was their default action are not replayed at all: clicks on links,
 * form fields, labels and <summary>, and keys typed into text fields.
 */

declare global {
  interface Window {
    /** Set by `recordEarlyEvents`; `take` ends the recording and returns what it recorded, oldest first. */
    __earlyEvents?: { take: () => Event[] };
  }
}

/** The events recorded: what a press, tap, key, focus or hover sends, and the submission of a form. */
export const RECORDED_EVENTS = [
  'pointerdown',
  'mousedown',
  'pointerup',
  'mouseup',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'keydown',
  'keyup',
  'focusin',
  'focusout',
  'pointerover',
  'pointerout',
  'mouseover',
  'mouseout',
  'submit',
] as const;

/**
 * Runs in the browser as an inline script in <head>: see the module comment. Self-contained (it is
 * inlined with `Function.prototype.toString`), so it uses no imports and no syntax the build rewrites.
 */
export function recordEarlyEvents(types: readonly string[]) {
  const recorded: Event[] = [];
  /** A form submitted natively goes to its server action; one without its own method or action needs script. */
  const needsScript = (form: HTMLFormElement) => !form.hasAttribute('method') && !form.hasAttribute('action');
  const record = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      if (!needsScript(event.target)) return;
      event.preventDefault();
    }
    // Where it happened, while the path is known (an event's path is empty once dispatched).
    (event as Event & { recordedPath?: EventTarget[] }).recordedPath = event.composedPath();
    // Not `stopImmediatePropagation`: the script loader's own listeners on `window` still see it.
    event.stopPropagation();
    recorded.push(event);
  };
  for (const type of types) addEventListener(type, record, true);
  window.__earlyEvents = {
    take() {
      for (const type of types) removeEventListener(type, record, true);
      window.__earlyEvents = { take: () => [] };
      return recorded.splice(0);
    },
  };
}

/** The inline script for <head>: the recorder with its list of events. */
export const earlyEventsScript = `(${recordEarlyEvents
  .toString()
  .replace(/\n[\t ]*\/\*\*.*\*\//g, '')
  .replace(/\n[\t ]+/g, '\n')})(${JSON.stringify(RECORDED_EVENTS)})`;

/** Ends the recording and returns what was recorded (nothing when the inline script is missing). */
export function takeEarlyEvents(): Event[] {
  return window.__earlyEvents?.take() ?? [];
}

/**
 * Whether an event is held to be replayed, for what records events after the page has hydrated (islands,
 * island.tsx): the same choice `recordEarlyEvents` makes inline. A form with its own method or action is
 * left to the browser to post; the submission of one that only script can send is stopped here.
 */
export function holdsEvent(event: Event): boolean {
  if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
    if (event.target.hasAttribute('method') || event.target.hasAttribute('action')) return false;
    event.preventDefault();
  }
  const held = event as RecordedEvent;
  held.recordedPath ??= event.composedPath();
  return true;
}

/** A recorded event, with the elements it went through (innermost first) when it happened. */
type RecordedEvent = Event & { recordedPath?: EventTarget[] };

/** The elements an event went through, innermost first (its target alone when the path was not kept). */
function pathOf(event: Event): Element[] {
  const path = (event as RecordedEvent).recordedPath ?? [event.target];
  return path.filter((node): node is Element => node instanceof Element);
}

/**
 * Where a recorded event is dispatched again: its own target, or, when hydration has replaced that
 * element since (a control whose content changes once the page knows more, like a play/pause button's
 * icon), the innermost element of its path still on the page: the button, not its old icon.
 */
function liveTarget(event: Event): Element | undefined {
  return pathOf(event).find((element) => element.isConnected);
}

const TEXT_ENTRY = /^(?:text|search|email|tel|url|password|number|date|datetime-local|month|week|time)$/;

/** An element whose value the visitor types into: its keys already did what they do. */
function isTextEntry(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return TEXT_ENTRY.test(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

const HOVER = new Set(['pointerover', 'pointerout', 'mouseover', 'mouseout']);
const CLICKS = new Set(['click', 'auxclick', 'dblclick']);

/**
 * Whether a recorded event is dispatched again: not when its whole effect was the browser's own
 * (following a link, toggling a <summary>, a field's or label's activation, typing into a field).
 */
export function shouldReplay(event: Event): boolean {
  const target = liveTarget(event);
  if (!target) return false;
  if (CLICKS.has(event.type)) {
    // On the path as it was: the browser's own action happened on those elements.
    if (pathOf(event).some((element) => element.matches('a[href], summary, label, input, select, textarea')))
      return false;
  }
  if ((event.type === 'keydown' || event.type === 'keyup') && isTextEntry(target)) return false;
  return true;
}

/**
 * The hovers to replay: only where the pointer ended up. Each over/out pair before hydration was a
 * step on the way; React derives pointer enter and leave from the last `over`, so one `pointerover`
 * and one `mouseover` from outside (no related target) on the element now under the pointer enter it
 * and its ancestors once. Any other event keeps its place.
 */
export function collapseHovers(events: readonly Event[]): Event[] {
  const lastOver = new Map<string, Event>();
  for (const event of events)
    if (event.type === 'pointerover' || event.type === 'mouseover') lastOver.set(event.type, event);
  const kept: Event[] = [];
  for (const event of events) {
    if (!HOVER.has(event.type)) kept.push(event);
    else if (lastOver.get(event.type) === event) kept.push(event);
  }
  return kept;
}

/**
 * A copy of a recorded event to dispatch again. Every init field (bubbles, key, button, clientX,
 * pointerType, relatedTarget…) is read off the event itself; a hover comes from outside (see
 * `collapseHovers`).
 */
function copyOf(event: Event): Event {
  const Constructor = event.constructor as new (type: string, init: EventInit) => Event;
  if (!HOVER.has(event.type)) return new Constructor(event.type, event as unknown as EventInit);
  const init: Record<string, unknown> = {};
  // An event's fields are getters on its prototype chain; they must be read on the event itself.
  for (const key in event) init[key] = (event as unknown as Record<string, unknown>)[key];
  init.relatedTarget = null;
  return new Constructor(event.type, init as EventInit);
}

const cancelSubmission = (event: Event) => {
  event.preventDefault();
  event.stopImmediatePropagation();
};

/** Dispatches one event again; a submission is made again with `requestSubmit`, so the form's handler runs. */
function replay(event: Event): void {
  const target = liveTarget(event);
  if (!target) return;
  if (event.type === 'submit') {
    // Only the form itself: no other element can be submitted in its place.
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.isConnected) return;
    const submitter = (event as SubmitEvent).submitter;
    const stillItsButton =
      submitter && submitter.isConnected && 'form' in submitter && submitter.form === form;
    form.requestSubmit(stillItsButton ? (submitter as HTMLButtonElement) : null);
    return;
  }
  // A click on a submit or reset button would submit or reset its form again as its default action;
  // the submission, when there was one, is replayed as its own event.
  window.addEventListener('submit', cancelSubmission, true);
  window.addEventListener('reset', cancelSubmission, true);
  try {
    target.dispatchEvent(copyOf(event));
  } finally {
    window.removeEventListener('submit', cancelSubmission, true);
    window.removeEventListener('reset', cancelSubmission, true);
  }
}

/**
 * Dispatches the recorded events again, oldest first, on the elements they happened on. Call it once
 * the root has hydrated, in a task of its own (React can hydrate a part at once only outside its own
 * work). Returns how many were dispatched.
 */
export function replayEarlyEvents(events: readonly Event[]): number {
  let count = 0;
  for (const event of collapseHovers(events)) {
    if (!shouldReplay(event)) continue;
    try {
      replay(event);
      count += 1;
    } catch (error) {
      // One press whose handler throws must not cost the presses after it: report it and go on.
      reportError(error);
    }
  }
  return count;
}
