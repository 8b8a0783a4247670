/**
 * Theming on the server (docs/requirements/issues/25-ui-for-other-sites.md): a theme made with createTheme in plain TypeScript, ThemeRoot in each
 * colour scheme and ThemeScript render to HTML in Node, with the stylesheet, the attributes and the
 * inline script a first paint needs. The script is then run against a minimal <html> to check what it does.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Button, createTheme, darkTheme, ThemeRoot, ThemeScript, themeClassNames } from '@company/ui';

const harbour = createTheme(
  {
    color: { accent: { solid: '#0f766e', hover: '#115e59' } },
    font: { heading: "Georgia, 'DejaVu Serif', serif" },
  },
  { name: 'harbour', dark: { color: { accent: { text: '#5eead4' } } } },
);

let errorSpy: MockInstance;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(errorSpy.mock.calls).toEqual([]);
  errorSpy.mockRestore();
});

function page(body: React.ReactNode) {
  return renderToString(
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript nonce="abc123" />
      </head>
      {body}
    </html>,
  );
}

describe('server rendering of themes', () => {
  it('puts a created theme’s stylesheet in <head> and its class and scheme on the ThemeRoot', () => {
    const html = page(
      <ThemeRoot theme={harbour} colorScheme="system" asChild>
        <body>
          <Button>Enrol Now</Button>
        </body>
      </ThemeRoot>,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<style data-precedence="acme-theme" data-href="${harbour.className}">@layer acme-theme{`,
    );
    expect(head).toContain('--acme-color-accent-solid:#0f766e');
    expect(head).toContain('@media (prefers-color-scheme: dark)');
    expect(head).toMatch(/<script nonce="abc123">\(function\(k,d,c\)/);
    expect(html).toMatch(
      new RegExp(`<body data-theme="harbour" data-color-scheme="system" class="${harbour.className} `),
    );
    expect(html).toContain('>Enrol Now</span></button></body>');
  });

  it('renders a built-in theme in a fixed scheme with its compiled class and no stylesheet', () => {
    const html = renderToString(
      <ThemeRoot theme={darkTheme} colorScheme="light">
        Themed
      </ThemeRoot>,
    );
    expect(html).toMatch(
      new RegExp(`^<div data-theme="dark" data-color-scheme="light" class="${themeClassNames.light} `),
    );
    expect(html).not.toContain('<style');
  });

  it('lets a nested ThemeRoot without its own theme inherit, declaring no tokens', () => {
    const html = renderToString(
      <ThemeRoot theme={harbour}>
        <ThemeRoot>Inner</ThemeRoot>
      </ThemeRoot>,
    );
    const inner = /<div data-theme="harbour" data-color-scheme="light" class="([^"]+)">Inner/.exec(html);
    expect(inner?.[1]).not.toContain(harbour.className);
    expect(html.match(/<style /g)).toHaveLength(1);
  });
});

describe('ThemeScript', () => {
  /** Runs the rendered script against a stand-in <html>, storage and matchMedia. */
  function run(
    props: Parameters<typeof ThemeScript>[0],
    stored: string | null,
    osDark: boolean,
    htmlClass = '',
  ) {
    const source = /<script[^>]*>(.*)<\/script>/.exec(renderToString(<ThemeScript {...props} />))![1]!;
    const attributes = new Map<string, string>();
    const classes = new Set(htmlClass.split(' ').filter(Boolean));
    const listeners: (() => void)[] = [];
    const media = {
      matches: osDark,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    const documentElement = {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
      classList: {
        contains: (name: string) => classes.has(name),
        add: (name: string) => classes.add(name),
        remove: (name: string) => classes.delete(name),
      },
    };
    const window = { matchMedia: () => media };
    const localStorage = {
      getItem: (key: string) => (key === (props.storageKey ?? 'acme-color-scheme') ? stored : null),
    };
    new Function('document', 'window', 'localStorage', source)({ documentElement }, window, localStorage);
    return { attributes, classes, media, listeners };
  }

  it('applies a stored choice to <html> and leaves the system scheme to CSS', () => {
    expect(run({}, 'dark', false).attributes.get('data-acme-color-scheme')).toBe('dark');
    expect(run({}, 'light', true).attributes.get('data-acme-color-scheme')).toBe('light');
    expect(run({}, null, true).attributes.has('data-acme-color-scheme')).toBe(false);
    expect(run({}, 'nonsense', true).attributes.has('data-acme-color-scheme')).toBe(false);
    expect(run({ defaultColorScheme: 'dark' }, null, false).attributes.get('data-acme-color-scheme')).toBe(
      'dark',
    );
  });

  it('swaps a built-in theme class on <html>, following the system setting live (the company site’s set-up)', () => {
    const site = run(
      { storageKey: 'acme-theme', defaultColorScheme: 'dark' },
      'light',
      false,
      themeClassNames.dark,
    );
    expect([...site.classes]).toEqual([themeClassNames.light]);
    expect(site.attributes.get('data-theme')).toBe('light');
    expect([
      ...run({ storageKey: 'acme-theme', defaultColorScheme: 'dark' }, null, false, themeClassNames.dark)
        .classes,
    ]).toEqual([themeClassNames.dark]);
    const system = run({}, 'system', true, themeClassNames.dark);
    expect(system.attributes.get('data-theme')).toBe('dark');
    system.media.matches = false;
    for (const listener of system.listeners) listener();
    expect([...system.classes]).toEqual([themeClassNames.light]);
  });

  it('survives blocked storage and escapes its arguments', () => {
    const html = renderToString(<ThemeScript storageKey="</script><script>alert(1)" />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const source = /<script[^>]*>(.*)<\/script>/.exec(html)![1]!;
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    const documentElement = {
      setAttribute: vi.fn(),
      removeAttribute: vi.fn(),
      classList: { contains: () => false, add: vi.fn(), remove: vi.fn() },
    };
    expect(() =>
      new Function('document', 'window', 'localStorage', source)(
        { documentElement },
        { matchMedia: () => ({ matches: true }) },
        throwing,
      ),
    ).not.toThrow();
    expect(documentElement.removeAttribute).toHaveBeenCalledWith('data-acme-color-scheme');
  });
});
