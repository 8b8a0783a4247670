/// <reference types="vite/client" />
/**
 * Server rendering of every public export of @company/ui, in Node, with react-dom/server.
 *
 * - Every story of every component is rendered to a string (stories carry realistic props and
 *   compositions, so compound components like Accordion.Root + Item are covered as used).
 * - Every exported component must be covered: it is the `component` of a story file (or a part of
 *   one), or it has an entry in `direct` below. A new export without either fails this suite.
 * - Hooks are called from a probe component; other values must simply be defined.
 * - Any console.error or console.warn during a render fails the test (React's SSR warnings,
 *   useLayoutEffect on the server, invalid DOM nesting, missing keys...).
 */
import type { composeStory } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import { createElement, isValidElement, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as ui from '@company/ui';
import preview from '../../.storybook/preview';

type CsfModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
type StoryModule = CsfModule & { default: { title?: string; component?: unknown; subcomponents?: Record<string, unknown> } };
const modules = import.meta.glob<StoryModule>('../../packages/ui/src/**/*.stories.tsx', { eager: true });

let errorSpy: MockInstance;
let warnSpy: MockInstance;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
  warnSpy = vi.spyOn(console, 'warn');
});
afterEach(() => {
  const messages = [...errorSpy.mock.calls, ...warnSpy.mock.calls].map((args) => args.map(String).join(' '));
  errorSpy.mockRestore();
  warnSpy.mockRestore();
  expect(messages, 'console.error / console.warn during server render').toEqual([]);
});

const isComponent = (value: unknown): value is ComponentType<Record<string, unknown>> =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
const isNamespace = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !('$$typeof' in value) && Object.values(value).some(isComponent);

/** Exports rendered directly (no story of their own, or worth a second, minimal render). */
const direct: Record<string, () => ReactElement> = {
  ThemeRoot: () => <ui.ThemeRoot theme="light">Themed</ui.ThemeRoot>,
  ThemeScript: () => <ui.ThemeScript nonce="r4nd0m" />,
  // A function, not a component: rendered through the ThemeRoot it is made for (tests/ssr/theme.ssr.test.tsx has more).
  createTheme: () => (
    <ui.ThemeRoot theme={ui.createTheme({ color: { accent: { solid: '#0f766e' } } }, { name: 'harbour' })}>Harbour</ui.ThemeRoot>
  ),
  Box: () => <ui.Box padding={4} display={{ mobile: 'block', desktop: 'flex' }}>Box</ui.Box>,
  Stack: () => <ui.Stack gap={3}>Stack</ui.Stack>,
  Inline: () => <ui.Inline justify="between">Inline</ui.Inline>,
  Grid: () => <ui.Grid minItemWidth="16rem">Grid</ui.Grid>,
  Container: () => <ui.Container size="lg">Container</ui.Container>,
  Section: () => <ui.Section aria-label="Section">Section</ui.Section>,
  Field: () => <ui.Field label="Name">{(control) => <input {...control} />}</ui.Field>,
  StatCounter: () => <ui.StatCounter label="Projects Completed" value={100} suffix="+" />,
  AlertDialog: () => (
    <ui.AlertDialog.Root defaultOpen>
      <ui.AlertDialog.Trigger asChild>
        <ui.Button>Clear Cart</ui.Button>
      </ui.AlertDialog.Trigger>
      <ui.AlertDialog.Content>
        <ui.AlertDialog.Title>Clear the cart?</ui.AlertDialog.Title>
        <ui.AlertDialog.Description>All courses will be removed from your cart.</ui.AlertDialog.Description>
        <ui.AlertDialog.Footer>
          <ui.AlertDialog.Cancel>Keep them</ui.AlertDialog.Cancel>
          <ui.AlertDialog.Action>Clear</ui.AlertDialog.Action>
        </ui.AlertDialog.Footer>
      </ui.AlertDialog.Content>
    </ui.AlertDialog.Root>
  ),
};

/** Providers a hook needs around it. */
const hookWrappers: Record<string, ComponentType<{ children: ReactElement }>> = {
  useToast: ({ children }) => <ui.Toaster>{children}</ui.Toaster>,
};

/** Hooks, called inside a probe component with the arguments they need. */
const hookCalls: Record<string, (hook: (...args: never[]) => unknown) => unknown> = {
  usePrefersReducedMotion: (hook) => hook(),
  useInView: (hook) => (hook as (...args: unknown[]) => unknown)({ threshold: 0.5, once: true }),
  useToast: (hook) => hook(),
  useLocale: (hook) => hook(),
};

// Stories: the components as used.
const storyCovered = new Set<unknown>();
for (const [path, mod] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
  storyCovered.add(mod.default.component);
  for (const part of Object.values(mod.default.subcomponents ?? {})) storyCovered.add(part);
  const stories = composeStories(mod, preview) as unknown as Record<string, ComposedStory>;
  describe(`stories of ${mod.default.title ?? path}`, () => {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${name} renders on the server`, async () => {
        await Story.load();
        const html = renderToString(<Story />);
        expect(html.length).toBeGreaterThan(0);
        expect(html).not.toMatch(/undefined|\[object Object\]/);
      });
    }
  });
}

const exportsByKind = Object.entries(ui).sort(([a], [b]) => a.localeCompare(b));

describe('every export of @company/ui', () => {
  for (const [name, value] of exportsByKind) {
    if (/^use[A-Z]/.test(name)) {
      it(`${name} (hook) runs during a server render`, () => {
        const call = hookCalls[name];
        expect(call, `add ${name} to hookCalls in tests/ssr`).toBeDefined();
        function Probe() {
          call!(value as (...args: never[]) => unknown);
          return <span>probe</span>;
        }
        const Wrapper = hookWrappers[name] ?? (({ children }: { children: ReactElement }) => children);
        expect(renderToString(<Wrapper><Probe /></Wrapper>)).toContain('probe');
      });
    } else if (isComponent(value) || isNamespace(value)) {
      it(`${name} is rendered (by a story or directly)`, () => {
        const parts = isNamespace(value) ? Object.values(value) : [value];
        const covered = parts.some((part) => storyCovered.has(part)) || storyCovered.has(value);
        const render = direct[name];
        expect(covered || render, `${name}: give it a story with \`component: ${name}\` or an entry in \`direct\``).toBeTruthy();
        if (render) {
          const element = render();
          expect(isValidElement(element)).toBe(true);
          expect(renderToString(element).length).toBeGreaterThan(0);
        }
      });
    } else {
      it(`${name} (value) is defined`, () => {
        expect(value).toBeDefined();
      });
    }
  }
});

it('the ui entry renders a themed tree without touching browser globals', () => {
  const html = renderToString(
    createElement(ui.ThemeRoot, null, createElement(ui.Button, null, 'Explore Services')),
  );
  expect(html).toContain('data-theme="dark"');
  expect(html).toContain('Explore Services');
});

describe('Accordion server HTML (works before and without script)', () => {
  const faq = (props: ui.AccordionRootProps) => (
    <ui.Accordion.Root {...props}>
      {['timeline', 'support', 'pricing'].map((value) => (
        <ui.Accordion.Item key={value} value={value}>
          <ui.Accordion.Header>
            <ui.Accordion.Trigger>{`Question ${value}`}</ui.Accordion.Trigger>
          </ui.Accordion.Header>
          <ui.Accordion.Content>{`Answer ${value}`}</ui.Accordion.Content>
        </ui.Accordion.Item>
      ))}
    </ui.Accordion.Root>
  );
  const items = (html: string) => [...html.matchAll(/<details([^>]*)>/g)].map((match) => match[1]!);

  it('renders native details with the initially open item open and one shared name in single mode', () => {
    const html = renderToString(faq({ type: 'single', defaultValue: 'support' }));
    const attributes = items(html);
    expect(attributes).toHaveLength(3);
    expect(attributes.map((entry) => /\sopen=""/.test(entry))).toEqual([false, true, false]);
    const names = attributes.map((entry) => /\sname="([^"]+)"/.exec(entry)?.[1]);
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
    // The trigger is the details' own summary, holding the heading; the browser gives it its role and state.
    expect(html).toMatch(/<details[^>]*><summary[^>]*><h3[^>]*>Question timeline<\/h3>/);
    expect(html).not.toMatch(/<summary[^>]*(role=|aria-expanded)/);
    expect(html).toContain('Answer pricing');
  });

  it('renders independent items (no name) with every initially open one open in multiple mode', () => {
    const attributes = items(renderToString(faq({ type: 'multiple', defaultValue: ['timeline', 'pricing'] })));
    expect(attributes.map((entry) => /\sopen=""/.test(entry))).toEqual([true, false, true]);
    expect(attributes.some((entry) => /\sname=/.test(entry))).toBe(false);
  });
});

describe('TextRotator server HTML', () => {
  it('shows the first phrase, still, and holds the pause control (CSS shows it only where motion is welcome)', () => {
    const html = renderToString(
      <ui.TextRotator.Group>
        <h1>
          We build <ui.TextRotator phrases={['Software', 'Websites', 'Apps']} suffix="that grow with you" />
        </h1>
        <ui.TextRotator.PauseButton />
      </ui.TextRotator.Group>,
    );
    expect(html).toMatch(/data-state="visible"[^>]*>Software/);
    expect((html.match(/data-state="visible"/g) ?? []).length).toBe(1);
    expect(html).toMatch(/<button type="button" aria-pressed="false"[^>]*>.*Pause rotating text<\/span><\/button>/);
    expect(html.indexOf('</h1>')).toBeLessThan(html.indexOf('<button'));
  });
});

describe('console components: server HTML that works before hydration', () => {
  it('Switch renders a labelled role="switch" button and, in a form, the checkbox that submits name=value', () => {
    const html = renderToString(
      <form>
        <ui.Switch id="available" name="available" value="yes" label="Available for sale" defaultChecked />
      </form>,
    );
    expect(html).toMatch(/<button[^>]*type="button"[^>]*role="switch"[^>]*aria-checked="true"[^>]*id="available"/);
    expect(html).toContain('<label for="available"');
    const input = /<input[^>]*type="checkbox"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('name="available"');
    expect(input).toContain('value="yes"');
    expect(input).toContain('checked=""');
  });

  it('Pagination with hrefFor renders a "Pagination" nav of real links, the current page marked', () => {
    const html = renderToString(<ui.Pagination page={2} pageCount={5} hrefFor={(page) => `/admin/enquiries?page=${page}`} />);
    expect(html).toMatch(/^<nav aria-label="Pagination">/);
    expect(html).toMatch(/<a href="\/admin\/enquiries\?page=1"[^>]*rel="prev"/);
    expect(html).toMatch(/<a href="\/admin\/enquiries\?page=3"[^>]*rel="next"/);
    expect(html).toMatch(/<a href="\/admin\/enquiries\?page=2"[^>]*aria-current="page"/);
    expect(html).not.toContain('<button');
  });

  it('DataTable with sortHrefFor renders a captioned table, aria-sort and sort links, rows with one tab stop', () => {
    const html = renderToString(
      <ui.DataTable
        caption="Enquiries"
        columns={[
          { key: 'name', header: 'Name', sortable: true, rowHeader: true, cell: (row: { id: string; name: string }) => row.name },
          { key: 'createdAt', header: 'Received', sortable: true, firstSortDirection: 'descending', cell: () => 'today' },
        ]}
        rows={[
          { id: '1', name: 'Ravi Kumar' },
          { id: '2', name: 'Priya Nair' },
        ]}
        rowKey={(row) => row.id}
        sort={{ key: 'createdAt', direction: 'descending' }}
        sortHrefFor={(sort) => `?sort=${sort.key}&dir=${sort.direction}`}
      />,
    );
    expect(html).toMatch(/<table[^>]*><caption id="([^"]+)"[^>]*>Enquiries<\/caption>/);
    expect(html).toMatch(/<th scope="col" aria-sort="descending"[^>]*><a href="\?sort=createdAt&amp;dir=ascending"/);
    expect(html).toMatch(/<th scope="col" class="[^"]*"><a href="\?sort=name&amp;dir=ascending"/);
    expect(html.match(/<tr data-row="" tabindex="0"/g)).toHaveLength(1);
    expect(html.match(/<tr data-row="" tabindex="-1"/g)).toHaveLength(1);
    expect(html).toMatch(/<th scope="row"[^>]*>Ravi Kumar<\/th>/);
  });

  it('DataTable while loading is aria-busy with a status, and empty shows its message', () => {
    const columns = [{ key: 'name', header: 'Name', cell: (row: { name: string }) => row.name }];
    const loading = renderToString(<ui.DataTable caption="Orders" columns={columns} rows={[]} rowKey={(row) => row.name} loading loadingLabel="Loading orders" />);
    expect(loading).toContain('aria-busy="true"');
    expect(loading).toMatch(/role="status"[^>]*>.*Loading orders/);
    const empty = renderToString(<ui.DataTable caption="Orders" columns={columns} rows={[]} rowKey={(row) => row.name} empty="No orders yet." />);
    expect(empty).not.toContain('aria-busy');
    expect(empty).toMatch(/<td colSpan="1"[^>]*>No orders yet.<\/td>|<td colspan="1"[^>]*>No orders yet.<\/td>/);
  });
});
