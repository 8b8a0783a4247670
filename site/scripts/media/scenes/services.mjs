// Ten service illustrations, 640 x 480 (4:3). Each shows the work itself: apps, code, design tools, dashboards.
import { C, circle, g, path, rect, rng, text } from '../lib/core.mjs';
import {
  K,
  bar,
  bars,
  browser,
  donut,
  editor,
  glass,
  icon,
  lineChart,
  panel,
  phone,
  portrait,
  shade,
  stars,
  studio,
  tag,
} from '../lib/ui.mjs';

/** A small mobile app screen (list of cards) used by several scenes. */
export function appScreen(
  doc,
  x,
  y,
  w,
  h,
  { title = 'Dashboard', accent = C.red, seed = 'app', variant = 0 } = {},
) {
  const R = rng(seed);
  const u = w / 100;
  const out = [rect(x, y, w, h, '#0c0c0f')];
  out.push(text('9:41', x + 9 * u, y + 8.5 * u, { size: 4.2 * u, font: 'inter-600', fill: C.ink300 }));
  out.push(text(title, x + 8 * u, y + 24 * u, { size: 7.5 * u, font: 'manrope-800', fill: C.white }));
  out.push(text('Good morning, Riya', x + 8 * u, y + 31 * u, { size: 3.8 * u, fill: C.ink400 }));
  // Hero card.
  const hc = doc.lin(
    [
      [0, shade(accent, 0.1)],
      [1, shade(accent, -0.45)],
    ],
    0,
    0,
    1,
    1,
  );
  out.push(rect(x + 7 * u, y + 37 * u, 86 * u, 44 * u, hc, { rx: 6 * u }));
  out.push(circle(x + 82 * u, y + 44 * u, 22 * u, '#fff', { opacity: 0.07 }));
  out.push(
    text(variant === 1 ? 'Orders today' : 'Total balance', x + 13 * u, y + 48 * u, {
      size: 3.8 * u,
      fill: '#fff',
      opacity: 0.8,
    }),
  );
  out.push(
    text(variant === 1 ? '1,284' : '₹ 84,250', x + 13 * u, y + 60 * u, {
      size: 9 * u,
      font: 'manrope-800',
      fill: '#fff',
    }),
  );
  out.push(
    lineChart(
      doc,
      x + 13 * u,
      y + 64 * u,
      74 * u,
      12 * u,
      Array.from({ length: 9 }, () => R.range(2, 10)),
      { color: '#fff', sw: 0.9 * u, area: false },
    ),
  );
  // Quick actions.
  ['bolt', 'chart', 'cart', 'user'].forEach((n, i) => {
    const ax = x + 7 * u + i * 22.5 * u;
    out.push(rect(ax, y + 87 * u, 18 * u, 18 * u, C.ink850, { rx: 5 * u }));
    out.push(icon(n, ax + 4.5 * u, y + 91.5 * u, 9 * u, i === 0 ? accent : C.ink300, 1.8));
  });
  // List rows.
  for (let i = 0; i < 5; i++) {
    const ry = y + 112 * u + i * 19 * u;
    if (ry > y + h - 14 * u) break;
    out.push(rect(x + 7 * u, ry, 86 * u, 15.5 * u, C.ink900, { rx: 4.5 * u }));
    out.push(
      circle(x + 15 * u, ry + 7.75 * u, 4.6 * u, [accent, C.blue, C.green, C.amber, C.violet][i], {
        opacity: 0.9,
      }),
    );
    out.push(bar(x + 23 * u, ry + 4.5 * u, R.range(26, 40) * u, 2.6 * u, C.ink300));
    out.push(bar(x + 23 * u, ry + 9.5 * u, R.range(16, 26) * u, 2.2 * u, C.ink600));
    out.push(
      text(`₹${R.int(2, 99)}0`, x + 89 * u, ry + 9.5 * u, {
        size: 3.6 * u,
        font: 'inter-600',
        fill: C.ink100,
        anchor: 'end',
      }),
    );
  }
  // Tab bar.
  out.push(rect(x, y + h - 14 * u, w, 14 * u, C.ink900));
  ['home', 'grid', 'bell', 'user'].forEach((n, i) =>
    out.push(icon(n, x + 12 * u + i * 22 * u, y + h - 11 * u, 7 * u, i === 0 ? accent : C.ink500, 1.8)),
  );
  return out.join('');
}

/** A landing page mock used inside browser frames. */
export function landing(
  doc,
  x,
  y,
  w,
  h,
  {
    brand = 'Acme Softech',
    headline = ['Build faster.', 'Grow further.'],
    accent = C.red,
    seed = 'web',
    light = false,
  } = {},
) {
  const R = rng(seed);
  const u = w / 100;
  const bgc = light ? '#f4f4f6' : '#0b0b0e';
  const fg = light ? '#111113' : C.white;
  const mute = light ? '#6b6b74' : C.ink400;
  const out = [rect(x, y, w, h, bgc)];
  out.push(
    circle(
      x + 78 * u,
      y + 22 * u,
      38 * u,
      doc.rad([
        [0, accent, light ? 0.25 : 0.45],
        [1, accent, 0],
      ]),
    ),
  );
  out.push(text(brand, x + 5 * u, y + 6.5 * u, { size: 2.6 * u, font: 'manrope-800', fill: fg }));
  ['Work', 'Services', 'About', 'Contact'].forEach((t, i) =>
    out.push(text(t, x + 52 * u + i * 10 * u, y + 6.5 * u, { size: 1.9 * u, fill: mute })),
  );
  out.push(rect(x + 88 * u, y + 3.6 * u, 8 * u, 4 * u, accent, { rx: 2 * u }));
  headline.forEach((l, i) =>
    out.push(text(l, x + 5 * u, y + 20 * u + i * 6.8 * u, { size: 5.8 * u, font: 'manrope-800', fill: fg })),
  );
  const hy = y + 20 * u + headline.length * 6.8 * u;
  out.push(
    bar(x + 5 * u, hy, 36 * u, 1.4 * u, mute, 0.6),
    bar(x + 5 * u, hy + 3 * u, 28 * u, 1.4 * u, mute, 0.6),
  );
  out.push(
    rect(x + 5 * u, hy + 7 * u, 14 * u, 5 * u, accent, { rx: 2.5 * u }),
    text('Get started', x + 12 * u, hy + 10.3 * u, {
      size: 1.8 * u,
      font: 'inter-600',
      fill: '#fff',
      anchor: 'middle',
    }),
  );
  out.push(rect(x + 21 * u, hy + 7 * u, 13 * u, 5 * u, 'none', { rx: 2.5 * u, stroke: mute, sw: 0.8 }));
  // Visual on the right.
  const vx = x + 56 * u;
  const vy = y + 14 * u;
  out.push(
    rect(vx, vy, 38 * u, 26 * u, light ? '#fff' : C.ink900, {
      rx: 2 * u,
      stroke: light ? '#e2e2e6' : C.ink800,
    }),
  );
  out.push(
    lineChart(
      doc,
      vx + 3 * u,
      vy + 8 * u,
      32 * u,
      14 * u,
      Array.from({ length: 8 }, (_, i) => 3 + i + R.range(0, 4)),
      { color: accent, sw: 1.4 },
    ),
  );
  out.push(text('+248%', vx + 3 * u, vy + 5.5 * u, { size: 2.4 * u, font: 'manrope-800', fill: fg }));
  // Feature cards row.
  for (let i = 0; i < 3; i++) {
    const cx = x + 5 * u + i * 31 * u;
    const cy = y + 52 * u;
    out.push(
      rect(cx, cy, 28 * u, 20 * u, light ? '#fff' : C.ink900, {
        rx: 2 * u,
        stroke: light ? '#e2e2e6' : C.ink800,
      }),
    );
    out.push(rect(cx + 2.5 * u, cy + 2.5 * u, 5 * u, 5 * u, accent, { rx: 1.4 * u, opacity: 0.9 }));
    out.push(
      bar(cx + 2.5 * u, cy + 10.5 * u, 16 * u, 1.6 * u, fg, 0.8),
      bar(cx + 2.5 * u, cy + 14 * u, 22 * u, 1.2 * u, mute, 0.5),
      bar(cx + 2.5 * u, cy + 16.5 * u, 18 * u, 1.2 * u, mute, 0.5),
    );
  }
  return out.join('');
}

const S = {};

S['app-development'] = (doc) => {
  const out = [studio(doc, { seed: 'svc-app' })];
  out.push(
    g(
      phone(doc, 150, 70, 170, (x, y, w, h) => appScreen(doc, x, y, w, h, { title: 'Wallet', seed: 'a1' })),
      { transform: 'rotate(-8 235 240)' },
    ),
  );
  out.push(
    phone(doc, 330, 50, 180, (x, y, w, h) =>
      appScreen(doc, x, y, w, h, { title: 'Orders', seed: 'a2', variant: 1, accent: C.red400 }),
    ),
  );
  out.push(glass(doc, 420, 330, 170, 64, { rx: 16 }));
  out.push(circle(450, 362, 14, C.green, { opacity: 0.2 }), icon('check', 441, 353, 18, C.green, 2.4));
  out.push(
    text('Build passed', 474, 357, { size: 13, font: 'inter-600' }),
    text('iOS · Android · v2.4.1', 474, 375, { size: 10.5, fill: C.ink400 }),
  );
  return out.join('');
};

S['software-development'] = (doc) => {
  const lines = [
    [
      0,
      [
        ['import', K.kw],
        [' { Invoice } ', K.tx],
        ['from', K.kw],
        [" './billing'", K.str],
      ],
    ],
    [0, []],
    [
      0,
      [
        ['export async function', K.kw],
        [' closeMonth', K.fn],
        ['(ledger: ', K.tx],
        ['Ledger', K.ty],
        [') {', K.tx],
      ],
    ],
    [
      1,
      [
        ['const', K.kw],
        [' open = ledger.', K.tx],
        ['pending', K.fn],
        ['()', K.tx],
      ],
    ],
    [
      1,
      [
        ['for', K.kw],
        [' (', K.tx],
        ['const', K.kw],
        [' entry ', K.tx],
        ['of', K.kw],
        [' open) {', K.tx],
      ],
    ],
    [
      2,
      [
        ['await', K.kw],
        [' entry.', K.tx],
        ['reconcile', K.fn],
        ['({ gst: ', K.tx],
        ['18', K.num],
        [' })', K.tx],
      ],
    ],
    [1, [['}', K.tx]]],
    [1, [['// Totals go to the owner dashboard', K.cm]]],
    [
      1,
      [
        ['return', K.kw],
        [' Invoice.', K.tx],
        ['summarise', K.fn],
        ['(open)', K.tx],
      ],
    ],
    [0, [['}', K.tx]]],
    [0, []],
    [
      0,
      [
        ['test', K.fn],
        ["('closes March books'", K.str],
        [', ', K.tx],
        ['async', K.kw],
        [' () => {', K.tx],
      ],
    ],
    [
      1,
      [
        ['expect', K.fn],
        ['(', K.tx],
        ['await', K.kw],
        [' closeMonth(demo)).', K.tx],
        ['toMatchObject', K.fn],
        ['(', K.tx],
      ],
    ],
  ];
  const out = [studio(doc, { seed: 'svc-sw', grid: 'lines' })];
  out.push(editor(doc, 40, 60, 470, 320, lines, { tabs: ['billing.ts', 'ledger.ts', 'api.ts'], size: 11.5 }));
  out.push(panel(doc, 360, 290, 250, 140, { rx: 12, fill: '#0c0c0f' }));
  out.push(text('$ pnpm test', 378, 318, { size: 11, font: 'mono-400', fill: C.ink300 }));
  out.push(text('PASS billing  24 tests', 378, 342, { size: 11, font: 'mono-400', fill: C.green }));
  out.push(text('PASS ledger   18 tests', 378, 362, { size: 11, font: 'mono-400', fill: C.green }));
  out.push(text('Deployed to production', 378, 390, { size: 11, font: 'mono-600', fill: C.red300 }));
  out.push(bar(378, 404, 200, 5, C.ink800), bar(378, 404, 200, 5, C.red));
  return out.join('');
};

S['uiux-design'] = (doc) => {
  const out = [studio(doc, { seed: 'svc-ux', grid: 'dots' })];
  out.push(panel(doc, 30, 40, 580, 400, { rx: 14, fill: '#0e0e11' }));
  // Toolbar and layers panel.
  out.push(rect(30, 40, 580, 34, C.ink850, { rx: 14 }), rect(30, 60, 580, 14, C.ink850));
  ['pen', 'grid', 'star', 'link'].forEach((n, i) =>
    out.push(icon(n, 50 + i * 30, 48, 17, i === 0 ? C.red400 : C.ink400)),
  );
  out.push(
    text('Checkout flow — v3', 320, 62, { size: 12, font: 'inter-600', fill: C.ink300, anchor: 'middle' }),
  );
  out.push(
    rect(30, 74, 120, 366, C.ink900),
    text('Layers', 44, 98, { size: 11, font: 'inter-600', fill: C.ink300 }),
  );
  ['Header', 'Product card', 'Price', 'Pay button', 'Footer'].forEach((t, i) => {
    if (i === 3) out.push(rect(36, 110 + i * 26, 108, 22, C.red, { rx: 5, opacity: 0.22 }));
    out.push(
      rect(44, 116 + i * 26, 9, 9, 'none', { rx: 2, stroke: C.ink500 }),
      text(t, 60, 125 + i * 26, { size: 10.5, fill: i === 3 ? C.white : C.ink400 }),
    );
  });
  // Swatches.
  [C.red, '#111113', '#f4f4f6', C.amber, C.green].forEach((c, i) =>
    out.push(rect(44 + (i % 3) * 30, 270 + Math.floor(i / 3) * 30, 22, 22, c, { rx: 6, stroke: C.ink700 })),
  );
  out.push(text('Aa  Manrope 800', 44, 350, { size: 11, fill: C.ink300, font: 'manrope-700' }));
  // Artboards.
  const boards = [
    [180, 100, 'Cart'],
    [320, 92, 'Pay'],
    [460, 100, 'Done'],
  ];
  boards.forEach(([bx, by, name], i) => {
    out.push(text(name, bx, by - 8, { size: 10, fill: C.ink500 }));
    out.push(
      rect(bx, by, 120, 250, i === 1 ? '#f6f6f8' : '#16161a', {
        rx: 12,
        stroke: i === 1 ? C.red : C.ink700,
        sw: i === 1 ? 2 : 1,
      }),
    );
    const fg = i === 1 ? '#111113' : C.white;
    out.push(
      text(i === 0 ? 'Your cart' : i === 1 ? 'Payment' : 'Thank you!', bx + 12, by + 30, {
        size: 13,
        font: 'manrope-800',
        fill: fg,
      }),
    );
    if (i === 2) {
      out.push(
        circle(bx + 60, by + 110, 30, C.green, { opacity: 0.18 }),
        icon('check', bx + 45, by + 95, 30, C.green, 2.6),
      );
      out.push(bar(bx + 25, by + 160, 70, 6, C.ink500), bar(bx + 35, by + 174, 50, 6, C.ink700));
    } else {
      for (let k = 0; k < 3; k++) {
        out.push(
          rect(bx + 12, by + 46 + k * 46, 96, 38, i === 1 ? '#fff' : C.ink850, {
            rx: 8,
            stroke: i === 1 ? '#e4e4e8' : 'none',
          }),
        );
        out.push(
          rect(bx + 20, by + 54 + k * 46, 22, 22, [C.red, C.amber, C.blue][k], { rx: 5, opacity: 0.9 }),
        );
        out.push(
          bar(bx + 48, by + 58 + k * 46, 48, 5, i === 1 ? '#c4c4cc' : C.ink500),
          bar(bx + 48, by + 68 + k * 46, 30, 5, i === 1 ? '#e0e0e4' : C.ink700),
        );
      }
    }
    out.push(
      rect(bx + 12, by + 206, 96, 30, C.red, { rx: 15 }),
      text(i === 2 ? 'Track order' : 'Continue', bx + 60, by + 225, {
        size: 11,
        font: 'inter-600',
        fill: '#fff',
        anchor: 'middle',
      }),
    );
  });
  // Selection handles on the middle board.
  [
    [318, 90],
    [442, 90],
    [318, 344],
    [442, 344],
  ].forEach(([hx, hy]) => out.push(rect(hx - 4, hy - 4, 8, 8, '#fff', { stroke: C.red, sw: 1.5 })));
  out.push(path('M520 300 l0 22 l6 -6 l5 11 l4 -2 l-5 -11 l8 0 Z', '#fff', { stroke: '#000', sw: 1 }));
  out.push(
    rect(532, 330, 56, 18, C.red, { rx: 5 }),
    text('Ananya', 560, 343, { size: 10, font: 'inter-600', fill: '#fff', anchor: 'middle' }),
  );
  return out.join('');
};

S['seo-backlinks'] = (doc) => {
  const R = rng('seo');
  const out = [studio(doc, { seed: 'svc-seo' })];
  out.push(
    browser(doc, 40, 50, 400, 330, (x, y, w) => {
      const o = [
        rect(x + 20, y + 20, w - 40, 34, C.ink850, { rx: 17 }),
        icon('search', x + 32, y + 27, 20, C.ink400),
        text('software company jabalpur', x + 60, y + 42, { size: 13, fill: C.ink100 }),
      ];
      for (let i = 0; i < 4; i++) {
        const ry = y + 78 + i * 58;
        if (i === 0)
          o.push(
            rect(x + 14, ry - 10, w - 28, 56, C.red, {
              rx: 10,
              opacity: 0.12,
              extra: ` stroke="${C.red}" stroke-opacity="0.5"`,
            }),
          );
        o.push(
          text(
            i === 0
              ? 'acmesoftech.in › services'
              : `${['listings', 'directory', 'reviews'][i - 1]}.example.com`,
            x + 24,
            ry + 4,
            { size: 10, fill: C.ink500 },
          ),
        );
        o.push(
          text(
            i === 0
              ? 'Acme Softech — Software & App Development'
              : [
                  'Top 10 IT firms in Madhya Pradesh',
                  'Best web design agencies 2025',
                  'Software companies near you',
                ][i - 1],
            x + 24,
            ry + 22,
            { size: 13.5, font: 'inter-600', fill: i === 0 ? C.red300 : '#8ab4f8' },
          ),
        );
        o.push(bar(x + 24, ry + 32, R.range(220, 320), 5, C.ink700));
      }
      return o.join('');
    }),
  );
  out.push(panel(doc, 380, 240, 230, 190, { rx: 14 }));
  out.push(
    text('Organic traffic', 400, 270, { size: 12, fill: C.ink400 }),
    text('+312%', 400, 302, { size: 28, font: 'manrope-800', fill: C.white }),
  );
  out.push(lineChart(doc, 400, 320, 190, 84, [3, 4, 4, 6, 7, 9, 12, 15, 21], { color: C.red, dots: false }));
  out.push(tag('#1 on Google', 470, 60, { size: 12, fill: C.green }));
  // Backlink graph.
  const nodes = [
    [520, 130],
    [585, 175],
    [470, 190],
    [560, 100],
  ];
  nodes.forEach(([nx, ny]) =>
    out.push(path(`M525 150 L${nx} ${ny}`, 'none', { stroke: C.red400, sw: 1.2, opacity: 0.6 })),
  );
  nodes.forEach(([nx, ny]) => out.push(circle(nx, ny, 8, C.ink800, { stroke: C.red400, sw: 1.5 })));
  out.push(circle(525, 150, 16, C.red), icon('link', 515, 140, 20, '#fff', 2));
  return out.join('');
};

S['my-bussiness-SEO'] = (doc) => {
  const out = [studio(doc, { seed: 'svc-gmb', grid: 'none' })];
  // Map tiles.
  const clip = doc.clip(rect(30, 40, 580, 400, '#000', { rx: 18 }));
  const map = [rect(30, 40, 580, 400, '#15161a')];
  for (let i = 0; i < 9; i++)
    map.push(
      path(`M${30 + i * 80} 40 L${-40 + i * 90} 440`, 'none', {
        stroke: '#25262c',
        sw: i % 3 === 0 ? 10 : 4,
      }),
    );
  for (let i = 0; i < 6; i++)
    map.push(
      path(`M30 ${60 + i * 75} L610 ${30 + i * 80}`, 'none', { stroke: '#25262c', sw: i % 2 === 0 ? 8 : 3 }),
    );
  map.push(path('M30 330 C160 290 260 380 380 320 S560 260 610 300 L610 440 L30 440 Z', '#13202a'));
  map.push(rect(380, 80, 90, 60, '#1a2a1f', { rx: 8 }));
  out.push(g(map.join(''), { clip }));
  out.push(rect(30, 40, 580, 400, 'none', { rx: 18, stroke: C.ink800 }));
  // Pin with pulse.
  out.push(circle(250, 250, 60, C.red, { opacity: 0.12 }), circle(250, 250, 34, C.red, { opacity: 0.2 }));
  out.push(
    path('M250 252 C236 232 222 220 222 202 A28 28 0 0 1 278 202 C278 220 264 232 250 252 Z', C.red, {
      extra: ` filter="${doc.shadow(6, 6, 0.5)}"`,
    }),
    circle(250, 202, 10, '#fff'),
  );
  // Business profile card.
  out.push(panel(doc, 330, 150, 250, 230, { rx: 16 }));
  out.push(
    rect(
      330,
      150,
      250,
      70,
      doc.lin(
        [
          [0, C.red],
          [1, C.red700],
        ],
        0,
        0,
        1,
        1,
      ),
      { rx: 16 },
    ),
    rect(330, 200, 250, 20, C.ink900),
  );
  out.push(
    circle(364, 206, 22, C.ink900, { stroke: C.ink700, sw: 2 }),
    icon('store', 353, 195, 22, C.red300),
  );
  out.push(
    text('Acme Softech', 350, 252, { size: 17, font: 'manrope-800' }),
    text('Software company · Jabalpur', 350, 272, { size: 11.5, fill: C.ink400 }),
  );
  out.push(text('4.9', 350, 298, { size: 13, font: 'inter-700' }), stars(374, 288, 12));
  out.push(text('(218)', 448, 298, { size: 11, fill: C.ink500 }));
  ['Call', 'Directions', 'Website'].forEach((t, i) => {
    out.push(
      circle(375 + i * 70, 334, 15, C.ink800),
      icon(['bell', 'pin', 'link'][i], 367 + i * 70, 326, 16, C.red300),
    );
    out.push(text(t, 375 + i * 70, 366, { size: 10, fill: C.ink400, anchor: 'middle' }));
  });
  out.push(tag('Open now', 60, 64, { size: 12, fill: C.green }));
  return out.join('');
};

S['web-designing-development'] = (doc) => {
  const out = [studio(doc, { seed: 'svc-web', grid: 'lines' })];
  out.push(browser(doc, 30, 55, 480, 320, (x, y, w, h) => landing(doc, x, y, w, h, { seed: 'w1' })));
  out.push(
    phone(doc, 470, 170, 120, (x, y, w, h) =>
      landing(doc, x, y, w * 2.6, h, { seed: 'w2', headline: ['Build', 'faster.'] }),
    ),
  );
  out.push(
    tag('Responsive', 50, 400, { size: 12 }),
    tag('Core Web Vitals 100', 160, 400, { size: 12, fill: C.green }),
  );
  return out.join('');
};

S['graphic-designing'] = (doc) => {
  const out = [studio(doc, { seed: 'svc-gfx', grid: 'dots' })];
  // Poster.
  out.push(
    g(
      panel(doc, 70, 60, 230, 320, { rx: 8, fill: '#f3efe8' }) +
        rect(
          70,
          60,
          230,
          320,
          doc.lin([
            [0, '#f3efe8'],
            [1, '#e6ddd0'],
          ]),
          { rx: 8 },
        ) +
        circle(185, 190, 80, C.red) +
        circle(230, 150, 40, '#111113') +
        path('M90 300 L280 240 L280 360 L90 360 Z', '#111113') +
        text('DIWALI', 92, 330, { size: 30, font: 'manrope-800', fill: '#f3efe8' }) +
        text('SALE · 40% OFF', 94, 352, { size: 12, font: 'inter-600', fill: C.red300, ls: 1.5 }),
      { transform: 'rotate(-6 185 220)' },
    ),
  );
  // Logo sketch with bezier handles.
  out.push(panel(doc, 330, 70, 270, 200, { rx: 14 }));
  out.push(
    path('M380 220 C380 130 470 110 500 150 C530 190 560 140 560 110', 'none', { stroke: C.red, sw: 4 }),
  );
  [
    [380, 220],
    [500, 150],
    [560, 110],
  ].forEach(([x, y]) => out.push(rect(x - 5, y - 5, 10, 10, '#fff', { stroke: C.red, sw: 2 })));
  out.push(
    path('M470 110 L530 190', 'none', { stroke: C.ink400, sw: 1 }),
    circle(470, 110, 4, C.ink300),
    circle(530, 190, 4, C.ink300),
  );
  out.push(icon('pen', 548, 200, 30, C.white, 1.8));
  // Palette and type.
  out.push(panel(doc, 330, 290, 270, 110, { rx: 14 }));
  [C.red, '#111113', '#f3efe8', C.amber, '#2e5e4e'].forEach((c, i) =>
    out.push(circle(362 + i * 44, 326, 16, c, { stroke: C.ink700 })),
  );
  out.push(
    text('Aa', 350, 385, { size: 30, font: 'manrope-800' }),
    text('Manrope · Inter', 400, 380, { size: 12, fill: C.ink400 }),
  );
  return out.join('');
};

S['digital-marketing'] = (doc) => {
  const out = [studio(doc, { seed: 'svc-dm' })];
  out.push(panel(doc, 30, 50, 380, 380, { rx: 16 }));
  out.push(
    text('Campaign performance', 52, 84, { size: 15, font: 'manrope-800' }),
    text('Last 30 days', 52, 104, { size: 11, fill: C.ink400 }),
  );
  [
    ['Reach', '1.2M'],
    ['Clicks', '48.6K'],
    ['Leads', '2,940'],
  ].forEach(([k, v], i) => {
    out.push(rect(52 + i * 118, 122, 106, 64, C.ink850, { rx: 10 }));
    out.push(
      text(k, 64 + i * 118, 144, { size: 10.5, fill: C.ink400 }),
      text(v, 64 + i * 118, 172, { size: 20, font: 'manrope-800' }),
    );
  });
  out.push(
    bars(doc, 52, 210, 336, 190, [30, 42, 38, 56, 48, 64, 70, 62, 84, 78, 92, 100], { highlight: 10 }),
  );
  // Funnel.
  out.push(panel(doc, 430, 50, 180, 230, { rx: 16 }));
  out.push(text('Funnel', 448, 80, { size: 13, font: 'manrope-800' }));
  [
    ['Visitors', 1],
    ['Engaged', 0.74],
    ['Leads', 0.48],
    ['Clients', 0.26],
  ].forEach(([k, f], i) => {
    const wv = 140 * f;
    out.push(rect(520 - wv / 2, 98 + i * 44, wv, 32, C.red, { rx: 8, opacity: 1 - i * 0.18 }));
    out.push(text(k, 520, 119 + i * 44, { size: 10.5, font: 'inter-600', fill: '#fff', anchor: 'middle' }));
  });
  out.push(panel(doc, 430, 300, 180, 130, { rx: 16 }));
  out.push(
    donut(
      480,
      365,
      32,
      [
        [0.46, C.red],
        [0.3, C.amber],
        [0.24, C.blue],
      ],
      { sw: 10 },
    ),
  );
  ['Social', 'Search', 'Email'].forEach((t, i) => {
    out.push(
      circle(530, 340 + i * 22, 4, [C.red, C.amber, C.blue][i]),
      text(t, 540, 344 + i * 22, { size: 10.5, fill: C.ink300 }),
    );
  });
  return out.join('');
};

S['my-bussiness-listing'] = (doc) => {
  const out = [studio(doc, { seed: 'svc-list', grid: 'dots' })];
  const cards = [
    ['Sharma Sweets', 'Sweet shop · Napier Town', 4.8, C.amber],
    ['Acme Softech', 'Software company · Jabalpur', 4.9, C.red],
    ['Kaveri Clinic', 'Medical clinic · Wright Town', 4.7, C.teal],
  ];
  cards.forEach(([name, sub, rating, col], i) => {
    const y = 70 + i * 110;
    const x = i === 1 ? 140 : 90;
    out.push(panel(doc, x, y, 360, 92, { rx: 14, fill: i === 1 ? C.ink850 : C.ink900 }));
    if (i === 1) out.push(rect(x, y, 360, 92, 'none', { rx: 14, stroke: C.red, sw: 1.5 }));
    out.push(
      rect(x + 16, y + 16, 60, 60, col, { rx: 12, opacity: 0.18 }),
      icon('store', x + 30, y + 30, 32, col, 2),
    );
    out.push(
      text(name, x + 92, y + 38, { size: 16, font: 'manrope-800' }),
      text(sub, x + 92, y + 58, { size: 11.5, fill: C.ink400 }),
    );
    out.push(
      text(String(rating), x + 92, y + 79, { size: 11.5, font: 'inter-700' }),
      stars(x + 114, y + 70, 10),
    );
    out.push(
      tag(i === 1 ? 'Verified' : 'Listed', x + 270, y + 16, {
        size: 10.5,
        fill: i === 1 ? C.green : C.ink500,
      }),
    );
  });
  out.push(panel(doc, 470, 230, 140, 160, { rx: 14 }));
  out.push(
    text('Profile views', 488, 258, { size: 11, fill: C.ink400 }),
    text('+186%', 488, 288, { size: 22, font: 'manrope-800' }),
  );
  out.push(lineChart(doc, 488, 306, 104, 60, [2, 3, 3, 5, 6, 8, 11], { color: C.green }));
  return out.join('');
};

S['staff-augmentation'] = (doc) => {
  const out = [studio(doc, { seed: 'svc-staff' })];
  const people = [
    { seed: 't1', gender: 'f', skin: '#c98e66', style: 0, shirt: C.red },
    { seed: 't2', gender: 'm', skin: '#a8714c', style: 1, beard: true, shirt: '#1f3b63' },
    { seed: 't3', gender: 'm', skin: '#e0ac84', style: 0, glasses: true, shirt: '#335c4b' },
    { seed: 't4', gender: 'f', skin: '#8a5a3b', style: 1, shirt: '#5b3d74', bindi: true },
    { seed: 't5', gender: 'm', skin: '#c98e66', style: 2, shirt: '#2b2b31' },
    { seed: 't6', gender: 'f', skin: '#e0ac84', style: 0, shirt: '#274b57', glasses: true },
  ];
  const roles = [
    ['Priya', 'React'],
    ['Arjun', 'Node.js'],
    ['Rohan', 'QA'],
    ['Meera', 'Flutter'],
    ['Karan', 'DevOps'],
    ['Sneha', 'UI/UX'],
  ];
  // Connections to the client hub.
  people.forEach((_, i) => {
    const cx = 70 + (i % 3) * 170 + 70;
    const cy = 60 + Math.floor(i / 3) * 200 + 60;
    out.push(path(`M320 240 L${cx} ${cy}`, 'none', { stroke: C.red, sw: 1.2, opacity: 0.35 }));
  });
  people.forEach((p, i) => {
    const x = 70 + (i % 3) * 170;
    const y = 40 + Math.floor(i / 3) * 210;
    out.push(panel(doc, x, y, 140, 160, { rx: 16 }));
    const clip = doc.clip(circle(x + 70, y + 58, 38, '#000'));
    out.push(g(portrait(doc, x + 32, y + 20, 76, { ...p, bg: ['#2a2a30', '#141417'] }), { clip }));
    out.push(circle(x + 70, y + 58, 38, 'none', { stroke: i === 0 ? C.red : C.ink700, sw: 2 }));
    out.push(text(roles[i][0], x + 70, y + 120, { size: 14, font: 'manrope-800', anchor: 'middle' }));
    out.push(
      text(roles[i][1], x + 70, y + 140, { size: 11, fill: C.red300, anchor: 'middle', font: 'inter-600' }),
    );
  });
  out.push(
    circle(320, 240, 26, C.red, { extra: ` filter="${doc.shadow(4, 8, 0.6)}"` }),
    icon('users', 308, 228, 24, '#fff', 2),
  );
  return out.join('');
};

export const services = S;
