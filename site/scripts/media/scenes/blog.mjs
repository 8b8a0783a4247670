// Seed media for the API server: twelve blog covers (1200 x 675) and six illustrated team portraits (480 x 480).
import { C, circle, g, path, r2, rect, rng, text } from '../lib/core.mjs';
import {
  K,
  bar,
  bars,
  browser,
  donut,
  editor,
  glass,
  icon,
  isoBox,
  isoPoint,
  lineChart,
  panel,
  phone,
  portrait,
  shade,
  sphere,
  studio,
  tag,
} from '../lib/ui.mjs';
import { appScreen, landing } from './services.mjs';

/**
 * Blog covers by the blog slugs of packages/api-server/src/db/seed-data.ts -> [scene, alt].
 * Three extra covers (e-commerce, analytics, DevOps) are there for posts an administrator adds later.
 */
export const BLOG_COVERS = {
  'choosing-a-tech-stack-for-your-startup': [
    'startup-mvp',
    'A rocket lifting off beside a roadmap of cards marked MVP, beta and launch.',
  ],
  'why-your-business-needs-a-mobile-app': [
    'app-development',
    'Two smartphones showing a wallet app and an orders app, with a release-is-live notification.',
  ],
  'local-seo-checklist-for-small-businesses': [
    'seo',
    'A search results page with the top result highlighted beside a keyword rank chart at number one.',
  ],
  'ui-ux-mistakes-that-cost-conversions': [
    'ui-ux',
    'A design canvas with three mobile screens, a colour palette and a collaborator cursor.',
  ],
  'getting-started-with-machine-learning-in-business': [
    'ai-ml',
    'A neural network of glowing nodes beside a model accuracy card reading 96.4%.',
  ],
  'cloud-costs-under-control': [
    'cloud',
    'An isometric cloud platform of server racks linked to a cloud, with uptime and auto-scaling cards.',
  ],
  'digital-marketing-on-a-small-budget': [
    'digital-marketing',
    'A campaign dashboard with reach, clicks, leads and return on ad spend, and a channel donut chart.',
  ],
  'how-we-run-agile-projects': [
    'agile',
    'A sprint board with to do, in progress, review and done columns, a burndown chart and a stand-up reminder.',
  ],
  'securing-your-web-application': [
    'cybersecurity',
    'A glowing shield with a padlock over a grid of encrypted data and a zero-critical-issues card.',
  ],
  'staff-augmentation-vs-outsourcing': [
    'staff',
    'Developer profile cards joining a client team on one side and a delivered project package on the other.',
  ],
  'react-performance-tips': [
    'web-performance',
    'A performance gauge at 98 next to a web page and Core Web Vitals scores.',
  ],
  'building-a-career-in-software': [
    'career',
    'A laptop with code, a graduation cap and a checklist ending in an offer letter.',
  ],
  'ecommerce-growth': [
    'ecommerce',
    'An online store with product cards, a cart badge and an order confirmed card.',
  ],
  'data-analytics-for-business': [
    'data-analytics',
    'A business dashboard with revenue, orders, a line chart and a bar chart.',
  ],
  'devops-pipelines': [
    'devops',
    'A deployment pipeline of build, test, scan and deploy stages above a terminal log.',
  ],
};

const B = {};

B['app-development'] = (doc) => {
  const out = [studio(doc, { seed: 'b-app', grid: 'dots' })];
  out.push(
    g(
      phone(doc, 360, 110, 210, (x, y, w, h) => appScreen(doc, x, y, w, h, { title: 'Wallet', seed: 'b1' })),
      { transform: 'rotate(-9 465 330)' },
    ),
  );
  out.push(
    phone(doc, 600, 70, 230, (x, y, w, h) =>
      appScreen(doc, x, y, w, h, { title: 'Orders', seed: 'b2', variant: 1 }),
    ),
  );
  out.push(
    glass(doc, 860, 420, 250, 84, { rx: 20 }),
    circle(900, 462, 20, C.green, { opacity: 0.2 }),
    icon('check', 887, 449, 26, C.green, 2.4),
  );
  out.push(
    text('Release 3.2 is live', 934, 456, { size: 17, font: 'inter-600' }),
    text('Play Store · App Store', 934, 482, { size: 13, fill: C.ink400 }),
  );
  out.push(
    glass(doc, 110, 180, 220, 120, { rx: 20 }),
    text('Crash-free users', 134, 216, { size: 14, fill: C.ink400 }),
    text('99.8%', 134, 262, { size: 38, font: 'manrope-800' }),
  );
  return out.join('');
};

B.seo = (doc) => {
  const out = [studio(doc, { seed: 'b-seo' })];
  out.push(
    browser(doc, 120, 90, 600, 470, (x, y, w) => {
      const R = rng('b-seo');
      const o = [
        rect(x + 30, y + 30, w - 60, 46, C.ink850, { rx: 23 }),
        icon('search', x + 46, y + 41, 24, C.ink400),
        text('custom software company india', x + 84, y + 60, { size: 17 }),
      ];
      for (let i = 0; i < 4; i++) {
        const ry = y + 118 + i * 82;
        if (i === 0)
          o.push(
            rect(x + 20, ry - 16, w - 40, 78, C.red, {
              rx: 12,
              opacity: 0.12,
              extra: ` stroke="${C.red}" stroke-opacity="0.5"`,
            }),
          );
        o.push(
          text(i === 0 ? 'acmesoftech.in › services' : `result-${i}.example.com`, x + 36, ry + 4, {
            size: 12,
            fill: C.ink500,
          }),
        );
        o.push(
          text(
            i === 0
              ? 'Custom Software Development — Acme Softech'
              : ['Guide to hiring developers', 'Top software firms 2025', 'What does custom software cost?'][
                  i - 1
                ],
            x + 36,
            ry + 28,
            { size: 18, font: 'inter-600', fill: i === 0 ? C.red300 : '#8ab4f8' },
          ),
        );
        o.push(bar(x + 36, ry + 42, R.range(300, 460), 6, C.ink700));
      }
      return o.join('');
    }),
  );
  out.push(panel(doc, 760, 250, 330, 280, { rx: 18 }));
  out.push(
    text('Keyword rank', 786, 290, { size: 15, fill: C.ink400 }),
    text('#1', 786, 346, { size: 52, font: 'manrope-800' }),
    tag('+14 places', 880, 316, { size: 13, fill: C.green }),
  );
  out.push(lineChart(doc, 786, 380, 280, 120, [2, 3, 3, 5, 6, 8, 9, 12, 15], { color: C.red }));
  return out.join('');
};

B.cloud = (doc) => {
  const out = [
    studio(doc, {
      seed: 'b-cloud',
      glows: [
        [600, 200, 520, C.red, 0.45],
        [1000, 600, 380, C.red700, 0.3],
      ],
      grid: 'lines',
    }),
  ];
  const ox = 600;
  const oy = 360;
  const u = 3.6;
  out.push(isoBox(ox, oy, -40, -40, -4, 120, 120, 4, ['#1c1c20', '#111113', '#0b0b0d'], { unit: u }));
  const P = isoPoint(ox, oy, u);
  const racks = [
    [-30, -30],
    [10, -30],
    [50, -30],
    [-30, 10],
    [50, 10],
    [-30, 50],
    [10, 50],
    [50, 50],
  ];
  racks.forEach(([x, y], i) => {
    out.push(
      isoBox(ox, oy, x, y, 0, 18, 18, 30 + (i % 3) * 8, ['#3a3a42', '#1e1e22', '#15151a'], { unit: u }),
    );
    for (let k = 0; k < 3; k++) {
      const a = P(x + 18, y + 4, 8 + k * 8);
      const b = P(x + 18, y + 12, 8 + k * 8);
      out.push(
        path(`M${r2(a[0])} ${r2(a[1])} L${r2(b[0])} ${r2(b[1])}`, 'none', {
          stroke: k === 0 ? C.red400 : C.green,
          sw: 3,
          opacity: 0.85,
        }),
      );
    }
  });
  const top = P(20, 20, 40);
  out.push(
    path(`M${top[0]} ${top[1]} V150`, 'none', {
      stroke: C.red300,
      sw: 2,
      opacity: 0.7,
      extra: ' stroke-dasharray="6 6"',
    }),
  );
  // Cloud.
  out.push(
    g(
      circle(560, 120, 50, '#fff') +
        circle(620, 100, 64, '#fff') +
        circle(680, 126, 44, '#fff') +
        rect(540, 120, 160, 50, '#fff', { rx: 25 }),
      { opacity: 0.95, filter: doc.shadow(10, 20, 0.5) },
    ),
  );
  out.push(icon('bolt', 602, 108, 40, C.red, 2.4));
  out.push(
    glass(doc, 130, 470, 260, 100, { rx: 20 }),
    text('Uptime', 156, 508, { size: 14, fill: C.ink400 }),
    text('99.99%', 156, 550, { size: 34, font: 'manrope-800' }),
  );
  out.push(
    glass(doc, 880, 160, 230, 100, { rx: 20 }),
    text('Auto-scaled', 904, 198, { size: 14, fill: C.ink400 }),
    text('4 to 12 nodes', 904, 236, { size: 24, font: 'manrope-800' }),
  );
  return out.join('');
};

B['ai-ml'] = (doc) => {
  const out = [studio(doc, { seed: 'b-ai', glows: [[600, 340, 520, C.red, 0.45]], grid: 'dots' })];
  const layers = [4, 6, 6, 3];
  const pts = layers.map((n, li) =>
    Array.from({ length: n }, (_, k) => [300 + li * 200, 340 + (k - (n - 1) / 2) * 70]),
  );
  for (let li = 0; li < 3; li++)
    for (const a of pts[li])
      for (const b of pts[li + 1])
        out.push(
          path(`M${a[0]} ${a[1]} L${b[0]} ${b[1]}`, 'none', { stroke: C.red300, sw: 1.2, opacity: 0.28 }),
        );
  pts
    .flat()
    .forEach(([x, y], i) =>
      out.push(
        sphere(doc, x, y, 17, i % 3 === 0 ? C.red : '#3a3a42', {
          light: i % 3 === 0 ? '#ffb0b0' : '#9a9aa6',
          dark: '#0a0a0b',
        }),
      ),
    );
  out.push(
    panel(doc, 880, 120, 230, 130, { rx: 18 }),
    text('Model accuracy', 904, 160, { size: 14, fill: C.ink400 }),
    text('96.4%', 904, 210, { size: 38, font: 'manrope-800' }),
  );
  out.push(
    panel(doc, 90, 470, 250, 110, { rx: 18 }),
    text('Training epoch', 114, 506, { size: 14, fill: C.ink400 }),
    text('42 / 50', 114, 548, { size: 30, font: 'manrope-800' }),
    bar(250, 534, 70, 8, C.ink800),
    bar(250, 534, 59, 8, C.red),
  );
  return out.join('');
};

B['ui-ux'] = (doc) => {
  const out = [studio(doc, { seed: 'b-ux', grid: 'dots' })];
  const boards = [
    [260, 120, 'Onboarding', C.ink900],
    [480, 90, 'Home', '#f6f6f8'],
    [700, 120, 'Profile', C.ink900],
  ];
  boards.forEach(([x, y, name, bg], i) => {
    const fg = i === 1 ? '#111113' : '#fff';
    out.push(text(name, x, y - 12, { size: 13, fill: C.ink500 }));
    out.push(
      rect(x, y, 200, 420, bg, {
        rx: 22,
        stroke: i === 1 ? C.red : C.ink700,
        sw: i === 1 ? 2.5 : 1,
        extra: ` filter="${doc.shadow(14, 20, 0.5)}"`,
      }),
    );
    out.push(
      text(['Welcome', 'Hi, Aditi', 'Settings'][i], x + 20, y + 50, {
        size: 22,
        font: 'manrope-800',
        fill: fg,
      }),
    );
    for (let k = 0; k < 4; k++) {
      out.push(
        rect(x + 20, y + 80 + k * 70, 160, 56, i === 1 ? '#fff' : C.ink850, {
          rx: 12,
          stroke: i === 1 ? '#e4e4e8' : 'none',
        }),
      );
      out.push(
        rect(x + 32, y + 92 + k * 70, 32, 32, [C.red, C.amber, C.blue, C.green][k], { rx: 8, opacity: 0.9 }),
      );
      out.push(
        bar(x + 76, y + 98 + k * 70, 80, 7, i === 1 ? '#c4c4cc' : C.ink500),
        bar(x + 76, y + 112 + k * 70, 52, 7, i === 1 ? '#e0e0e4' : C.ink700),
      );
    }
    out.push(
      rect(x + 20, y + 364, 160, 40, C.red, { rx: 20 }),
      text('Continue', x + 100, y + 389, { size: 14, font: 'inter-600', fill: '#fff', anchor: 'middle' }),
    );
  });
  [C.red, '#111113', '#f4f4f6', C.amber, C.green].forEach((c, i) =>
    out.push(circle(150, 200 + i * 56, 20, c, { stroke: C.ink700, sw: 1.5 })),
  );
  out.push(
    path('M960 420 l0 30 l8 -8 l7 15 l6 -3 l-7 -15 l11 0 Z', '#fff', { stroke: '#000', sw: 1 }),
    rect(976, 458, 70, 24, C.red, { rx: 6 }),
    text('Rahul', 1011, 475, { size: 13, font: 'inter-600', fill: '#fff', anchor: 'middle' }),
  );
  return out.join('');
};

B['digital-marketing'] = (doc) => {
  const out = [studio(doc, { seed: 'b-dm' })];
  out.push(panel(doc, 110, 90, 640, 500, { rx: 20 }));
  out.push(
    text('Campaign overview', 142, 138, { size: 22, font: 'manrope-800' }),
    text('Diwali sale · last 30 days', 142, 164, { size: 14, fill: C.ink400 }),
  );
  [
    ['Reach', '2.8M'],
    ['Clicks', '96.2K'],
    ['Leads', '5,310'],
    ['ROAS', '6.4x'],
  ].forEach(([k, v], i) => {
    out.push(
      rect(142 + i * 148, 190, 134, 86, C.ink850, { rx: 12 }),
      text(k, 158 + i * 148, 220, { size: 13, fill: C.ink400 }),
      text(v, 158 + i * 148, 256, { size: 26, font: 'manrope-800' }),
    );
  });
  out.push(
    bars(doc, 142, 310, 576, 250, [30, 38, 34, 50, 46, 60, 66, 58, 80, 74, 90, 100, 94, 110], {
      highlight: 11,
    }),
  );
  out.push(panel(doc, 790, 150, 300, 320, { rx: 20 }));
  out.push(
    text('Channels', 816, 192, { size: 17, font: 'manrope-800' }),
    donut(
      900,
      300,
      62,
      [
        [0.44, C.red],
        [0.31, C.amber],
        [0.25, C.blue],
      ],
      { sw: 18 },
    ),
  );
  ['Social', 'Search', 'Email'].forEach((t, i) =>
    out.push(
      circle(1000, 270 + i * 30, 6, [C.red, C.amber, C.blue][i]),
      text(t, 1014, 275 + i * 30, { size: 14, fill: C.ink300 }),
    ),
  );
  out.push(
    icon('megaphone', 830, 390, 48, C.red300, 1.8),
    text('3 campaigns live', 890, 422, { size: 15, font: 'inter-600' }),
  );
  return out.join('');
};

B.cybersecurity = (doc) => {
  const out = [studio(doc, { seed: 'b-sec', glows: [[600, 330, 460, C.red, 0.5]], grid: 'none' })];
  const R = rng('b-sec');
  for (let i = 0; i < 14; i++)
    for (let j = 0; j < 8; j++) {
      const x = 40 + i * 82;
      const y = 40 + j * 78;
      const v = R.next();
      out.push(
        text(
          v > 0.5
            ? '0x' +
                Math.floor(v * 4095)
                  .toString(16)
                  .toUpperCase()
            : String(Math.floor(v * 99999)),
          x,
          y,
          { size: 12, font: 'mono-400', fill: v > 0.85 ? C.red300 : C.ink700 },
        ),
      );
    }
  out.push(
    path(
      'M600 110 L780 170 V320 C780 420 700 500 600 540 C500 500 420 420 420 320 V170 Z',
      doc.lin(
        [
          [0, C.red400],
          [1, C.red900],
        ],
        0,
        0,
        1,
        1,
      ),
      { extra: ` filter="${doc.shadow(20, 30, 0.6)}"` },
    ),
  );
  out.push(
    path('M600 140 L752 190 V320 C752 404 686 472 600 508 C514 472 448 404 448 320 V190 Z', 'none', {
      stroke: '#fff',
      sw: 2,
      opacity: 0.3,
    }),
  );
  out.push(icon('lock', 540, 250, 120, '#fff', 1.8));
  out.push(
    glass(doc, 830, 460, 280, 90, { rx: 20 }),
    icon('check', 852, 490, 30, C.green, 2.4),
    text('0 critical issues', 896, 502, { size: 18, font: 'inter-600' }),
    text('Last scan 2 min ago', 896, 528, { size: 13, fill: C.ink400 }),
  );
  return out.join('');
};

B.ecommerce = (doc) => {
  const out = [studio(doc, { seed: 'b-shop' })];
  out.push(
    browser(doc, 90, 80, 720, 500, (x, y, w, h) => {
      const o = [
        rect(x, y, w, h, '#0b0b0e'),
        text('Threadline', x + 30, y + 44, { size: 20, font: 'manrope-800' }),
      ];
      o.push(
        icon('cart', x + w - 60, y + 22, 28, C.ink100),
        circle(x + w - 30, y + 24, 11, C.red),
        text('3', x + w - 30, y + 29, { size: 12, font: 'inter-700', anchor: 'middle' }),
      );
      for (let i = 0; i < 6; i++) {
        const cx = x + 30 + (i % 3) * 222;
        const cy = y + 80 + Math.floor(i / 3) * 200;
        o.push(rect(cx, cy, 206, 186, C.ink900, { rx: 14 }));
        o.push(
          rect(
            cx + 10,
            cy + 10,
            186,
            110,
            shade([C.red, C.amber, C.blue, '#ec4899', C.green, C.violet][i], -0.45),
            { rx: 10 },
          ),
        );
        o.push(
          circle(cx + 103, cy + 65, 34, [C.red, C.amber, C.blue, '#ec4899', C.green, C.violet][i], {
            opacity: 0.85,
          }),
        );
        o.push(
          bar(cx + 14, cy + 136, 120, 8, C.ink300),
          text(`₹ ${[1299, 899, 2499, 1599, 749, 1999][i]}`, cx + 14, cy + 170, {
            size: 16,
            font: 'manrope-800',
          }),
        );
      }
      return o.join('');
    }),
  );
  out.push(panel(doc, 840, 300, 270, 180, { rx: 20 }));
  out.push(
    circle(880, 346, 22, C.green, { opacity: 0.2 }),
    icon('check', 867, 333, 26, C.green, 2.6),
    text('Order confirmed', 916, 354, { size: 18, font: 'inter-600' }),
  );
  out.push(
    text('#TL-20418 · ₹ 3,747', 866, 400, { size: 14, fill: C.ink400 }),
    text('Arriving Friday', 866, 430, { size: 14, fill: C.ink300 }),
    bar(866, 448, 220, 6, C.ink800),
    bar(866, 448, 140, 6, C.green),
  );
  return out.join('');
};

B['data-analytics'] = (doc) => {
  const out = [studio(doc, { seed: 'b-data', grid: 'lines' })];
  out.push(panel(doc, 100, 80, 1000, 520, { rx: 22 }));
  out.push(text('Business overview', 136, 128, { size: 22, font: 'manrope-800' }));
  [
    ['Revenue', '₹ 48.2L', '+18%'],
    ['Orders', '12,940', '+9%'],
    ['Avg. order', '₹ 3,720', '+4%'],
    ['Churn', '2.1%', '-0.6%'],
  ].forEach(([k, v, d], i) => {
    out.push(
      rect(136 + i * 236, 156, 220, 100, C.ink850, { rx: 14 }),
      text(k, 156 + i * 236, 188, { size: 14, fill: C.ink400 }),
      text(v, 156 + i * 236, 230, { size: 28, font: 'manrope-800' }),
      text(d, 340 + i * 236, 188, { size: 13, font: 'inter-600', fill: C.green, anchor: 'end' }),
    );
  });
  out.push(
    rect(136, 280, 600, 290, C.ink850, { rx: 14 }),
    lineChart(doc, 160, 320, 550, 220, [20, 24, 22, 30, 34, 31, 42, 46, 44, 56, 62, 70], {
      color: C.red,
      dots: true,
    }),
  );
  out.push(
    rect(756, 280, 308, 290, C.ink850, { rx: 14 }),
    bars(doc, 776, 320, 268, 220, [5, 7, 6, 9, 8, 11, 10], { color: C.amber, highlight: 5 }),
  );
  return out.join('');
};

B.devops = (doc) => {
  const out = [studio(doc, { seed: 'b-devops', grid: 'dots' })];
  const stages = [
    ['Build', 'code', C.green],
    ['Test', 'check', C.green],
    ['Scan', 'lock', C.green],
    ['Deploy', 'cloud', C.amber],
  ];
  stages.forEach(([name, ic, col], i) => {
    const x = 110 + i * 250;
    if (i < 3)
      out.push(path(`M${x + 190} 180 H${x + 250}`, 'none', { stroke: i < 2 ? C.green : C.amber, sw: 3 }));
    out.push(panel(doc, x, 110, 190, 140, { rx: 18 }));
    out.push(circle(x + 40, 150, 20, col, { opacity: 0.2 }), icon(ic, x + 28, 138, 24, col, 2));
    out.push(
      text(name, x + 74, 158, { size: 20, font: 'manrope-800' }),
      text(i < 3 ? `${[38, 124, 12][i]}s · passed` : 'running', x + 24, 218, {
        size: 14,
        fill: i < 3 ? C.ink400 : C.amber,
      }),
    );
  });
  out.push(
    editor(
      doc,
      160,
      300,
      880,
      300,
      [
        [
          0,
          [
            ['$ ', K.cm],
            ['git push origin main', K.tx],
          ],
        ],
        [
          0,
          [
            ['> ', K.kw],
            ['pipeline #482 started', K.tx],
          ],
        ],
        [
          0,
          [
            ['  build   ', K.tx],
            ['ok', K.str],
            ['  38s', K.cm],
          ],
        ],
        [
          0,
          [
            ['  test    ', K.tx],
            ['ok', K.str],
            ['  124s  (412 passed)', K.cm],
          ],
        ],
        [
          0,
          [
            ['  scan    ', K.tx],
            ['ok', K.str],
            ['  12s   (0 critical)', K.cm],
          ],
        ],
        [
          0,
          [
            ['  deploy  ', K.tx],
            ['rolling out 3/6 pods', K.fn],
          ],
        ],
      ],
      { title: 'deploy.log', size: 16 },
    ),
  );
  return out.join('');
};

B['startup-mvp'] = (doc) => {
  const out = [
    studio(doc, {
      seed: 'b-mvp',
      glows: [
        [760, 200, 480, C.red, 0.5],
        [200, 640, 380, C.red700, 0.3],
      ],
    }),
  ];
  // Rocket.
  const rx = 760;
  const ry = 300;
  out.push(
    path(
      `M${rx - 60} ${ry + 120} Q${rx} ${ry + 330} ${rx + 60} ${ry + 120} Z`,
      doc.lin([
        [0, '#ffd28a'],
        [0.5, C.amber, 0.8],
        [1, C.red, 0],
      ]),
      { opacity: 0.9 },
    ),
  );
  out.push(
    path(
      `M${rx} ${ry - 200} C${rx + 80} ${ry - 120} ${rx + 80} ${ry + 20} ${rx + 60} ${ry + 120} H${rx - 60} C${rx - 80} ${ry + 20} ${rx - 80} ${ry - 120} ${rx} ${ry - 200} Z`,
      doc.lin(
        [
          [0, '#f4f4f6'],
          [1, '#a1a1aa'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  out.push(
    path(
      `M${rx} ${ry - 200} C${rx + 40} ${ry - 160} ${rx + 56} ${ry - 120} ${rx + 62} ${ry - 90} H${rx - 62} C${rx - 56} ${ry - 120} ${rx - 40} ${ry - 160} ${rx} ${ry - 200} Z`,
      C.red,
    ),
  );
  out.push(
    circle(rx, ry - 20, 30, '#1f2937', { stroke: '#e4e4e7', sw: 8 }),
    circle(rx - 8, ry - 28, 8, '#fff', { opacity: 0.5 }),
  );
  out.push(
    path(`M${rx - 60} ${ry + 40} L${rx - 110} ${ry + 130} L${rx - 56} ${ry + 118} Z`, C.red600),
    path(`M${rx + 60} ${ry + 40} L${rx + 110} ${ry + 130} L${rx + 56} ${ry + 118} Z`, C.red600),
  );
  // Roadmap cards.
  [
    ['MVP', 'Week 6', C.green],
    ['Beta', 'Week 10', C.amber],
    ['Launch', 'Week 14', C.red],
  ].forEach(([t, s, c], i) => {
    const y = 150 + i * 140;
    out.push(panel(doc, 110, y, 330, 110, { rx: 18 }));
    out.push(
      circle(160, y + 55, 24, c, { opacity: 0.2 }),
      icon(i === 2 ? 'rocket' : 'check', 146, y + 41, 28, c, 2.2),
    );
    out.push(
      text(t, 204, y + 50, { size: 24, font: 'manrope-800' }),
      text(s, 204, y + 78, { size: 15, fill: C.ink400 }),
    );
  });
  return out.join('');
};

B['web-performance'] = (doc) => {
  const out = [studio(doc, { seed: 'b-perf', grid: 'lines' })];
  const cx = 860;
  const cy = 360;
  const r = 170;
  const arc = (a0, a1) => {
    const p = (a) => [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    const [x0, y0] = p(a0);
    const [x1, y1] = p(a1);
    return `M${r2(x0)} ${r2(y0)} A${r} ${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${r2(x1)} ${r2(y1)}`;
  };
  out.push(path(arc(Math.PI * 0.75, Math.PI * 2.25), 'none', { stroke: C.ink800, sw: 26 }));
  out.push(
    path(arc(Math.PI * 0.75, Math.PI * (0.75 + 1.5 * 0.98)), 'none', {
      stroke: doc.lin(
        [
          [0, C.red],
          [1, C.green],
        ],
        0,
        0,
        1,
        0,
      ),
      sw: 26,
    }),
  );
  out.push(
    text('98', cx, cy + 30, { size: 96, font: 'manrope-800', anchor: 'middle' }),
    text('Performance', cx, cy + 76, { size: 18, fill: C.ink400, anchor: 'middle' }),
  );
  out.push(browser(doc, 110, 110, 500, 360, (x, y, w, h) => landing(doc, x, y, w, h, { seed: 'b-perf' })));
  [
    ['LCP', '1.2 s'],
    ['INP', '64 ms'],
    ['CLS', '0.01'],
  ].forEach(([k, v], i) => {
    out.push(
      panel(doc, 110 + i * 170, 500, 150, 90, { rx: 16 }),
      text(k, 130 + i * 170, 534, { size: 14, fill: C.ink400 }),
      text(v, 130 + i * 170, 570, { size: 24, font: 'manrope-800', fill: C.green }),
    );
  });
  return out.join('');
};

B.agile = (doc) => {
  const out = [studio(doc, { seed: 'b-agile', grid: 'dots' })];
  out.push(panel(doc, 90, 80, 760, 520, { rx: 22 }));
  out.push(
    text('Sprint 14', 122, 128, { size: 24, font: 'manrope-800' }),
    text('Clinic booking app · 4 of 10 days left', 122, 154, { size: 14, fill: C.ink400 }),
  );
  const cols = [
    ['To do', C.ink500, ['Reminder SMS', 'Invoice PDF']],
    ['In progress', C.amber, ['Doctor calendar', 'UPI payments']],
    ['Review', C.blue, ['Sign-in with OTP']],
    ['Done', C.green, ['Patient profile', 'Search', 'Ratings']],
  ];
  const looks = [
    { gender: 'f', skin: '#c98e66', shirt: C.red },
    { gender: 'm', skin: '#a8714c', beard: true },
    { gender: 'm', skin: '#e0ac84', glasses: true },
    { gender: 'f', skin: '#8a5a3b', style: 1 },
  ];
  cols.forEach(([name, c, tasks], i) => {
    const x = 122 + i * 180;
    out.push(
      circle(x + 6, 190, 5, c),
      text(name, x + 20, 195, { size: 15, font: 'inter-600', fill: C.ink300 }),
    );
    tasks.forEach((t, k) => {
      const y = 214 + k * 120;
      out.push(rect(x, y, 164, 104, C.ink850, { rx: 14, stroke: C.ink800 }));
      out.push(text(t, x + 16, y + 32, { size: 15, font: 'inter-600', maxWidth: 134 }));
      out.push(
        bar(x + 16, y + 48, 96, 6, C.ink600),
        rect(x + 16, y + 70, 46, 18, c, { rx: 9, opacity: 0.25 }),
      );
      const clip = doc.clip(circle(x + 138, y + 78, 15, '#000'));
      out.push(
        g(portrait(doc, x + 123, y + 63, 30, { seed: `ag-${i}-${k}`, ...looks[(i + k) % 4] }), { clip }),
      );
    });
  });
  out.push(panel(doc, 880, 120, 230, 220, { rx: 20 }));
  out.push(text('Burndown', 904, 158, { size: 16, font: 'manrope-800' }));
  out.push(
    path('M904 190 L1086 310', 'none', { stroke: C.ink600, sw: 2, extra: ' stroke-dasharray="6 6"' }),
    lineChart(doc, 904, 190, 182, 120, [40, 38, 33, 30, 24, 21, 15], { color: C.red, area: false }),
  );
  out.push(
    glass(doc, 880, 380, 230, 70, { rx: 35 }),
    icon('bell', 904, 403, 24, C.amber),
    text('Stand-up 10:00', 942, 422, { size: 16, font: 'inter-600' }),
  );
  return out.join('');
};

B.staff = (doc) => {
  const out = [studio(doc, { seed: 'b-staff' })];
  const looks = [
    { gender: 'f', skin: '#c98e66', style: 0, shirt: C.red, bindi: true },
    { gender: 'm', skin: '#a8714c', style: 1, beard: true, shirt: '#1f3b63' },
    { gender: 'm', skin: '#e0ac84', style: 0, glasses: true, shirt: '#335c4b' },
  ];
  const skills = [
    ['Priya', 'React'],
    ['Imran', 'Node.js'],
    ['Rahul', 'QA'],
  ];
  looks.forEach((l, i) => {
    const x = 90;
    const y = 90 + i * 170;
    out.push(panel(doc, x, y, 330, 140, { rx: 20 }));
    const clip = doc.clip(circle(x + 70, y + 70, 44, '#000'));
    out.push(g(portrait(doc, x + 26, y + 26, 88, { seed: `bs-${i}`, ...l }), { clip }));
    out.push(
      text(skills[i][0], x + 136, y + 64, { size: 22, font: 'manrope-800' }),
      text(`${skills[i][1]} developer`, x + 136, y + 92, { size: 15, fill: C.red300, font: 'inter-600' }),
    );
    out.push(
      path(`M${x + 330} ${y + 70} C${x + 420} ${y + 70} 520 ${330} 560 ${330}`, 'none', {
        stroke: C.red,
        sw: 2,
        opacity: 0.5,
      }),
    );
  });
  out.push(
    circle(600, 330, 44, C.red, { extra: ` filter="${doc.shadow(6, 12, 0.6)}"` }),
    icon('users', 578, 308, 44, '#fff', 2),
  );
  out.push(text('or', 600, 420, { size: 18, fill: C.ink400, anchor: 'middle' }));
  // Outsourced package on the right.
  const ox = 860;
  const oy = 300;
  const u = 3;
  out.push(isoBox(ox, oy, -30, -30, 0, 60, 60, 40, [C.red400, C.red600, C.red900], { unit: u }));
  out.push(isoBox(ox, oy, -4, -30, 40.5, 8, 60, 0.5, ['#f4f1ea', '#f4f1ea', '#f4f1ea'], { unit: u }));
  out.push(
    panel(doc, 740, 470, 260, 100, { rx: 18 }),
    icon('check', 764, 500, 28, C.green, 2.6),
    text('Project delivered', 804, 514, { size: 18, font: 'inter-600' }),
    text('Fixed scope · fixed price', 804, 542, { size: 14, fill: C.ink400 }),
  );
  return out.join('');
};

B.career = (doc) => {
  const out = [studio(doc, { seed: 'b-career', grid: 'lines' })];
  out.push(
    editor(
      doc,
      100,
      110,
      560,
      380,
      [
        [
          0,
          [
            ['def', K.kw],
            [' first_job', K.fn],
            ['(you):', K.tx],
          ],
        ],
        [
          1,
          [
            ['learn', K.fn],
            ['(', K.tx],
            ['"fundamentals"', K.str],
            [')', K.tx],
          ],
        ],
        [
          1,
          [
            ['build', K.fn],
            ['(projects=', K.tx],
            ['3', K.num],
            [')', K.tx],
          ],
        ],
        [
          1,
          [
            ['practice', K.fn],
            ['(', K.tx],
            ['"interviews"', K.str],
            [')', K.tx],
          ],
        ],
        [
          1,
          [
            ['return', K.kw],
            [' offer_letter', K.tx],
          ],
        ],
        [0, []],
        [0, [['# You will get there.', K.cm]]],
      ],
      { title: 'career.py', size: 17 },
    ),
  );
  // Graduation cap.
  out.push(
    path('M900 150 L1060 215 L900 280 L740 215 Z', '#1c1c20', { stroke: C.ink600, sw: 2 }),
    path('M800 240 V300 C850 340 950 340 1000 300 V240 L900 280 Z', '#141417', { stroke: C.ink600, sw: 2 }),
  );
  out.push(path('M1010 230 V300', 'none', { stroke: C.amber, sw: 4 }), circle(1010, 306, 9, C.amber));
  out.push(panel(doc, 720, 370, 380, 220, { rx: 20 }));
  [
    ['Learn the basics', true],
    ['Build 3 projects', true],
    ['Mock interviews', true],
    ['Offer letter', false],
  ].forEach(([t, done], i) => {
    const y = 410 + i * 44;
    out.push(
      circle(756, y, 13, done ? C.green : C.red, { opacity: done ? 0.2 : 1 }),
      done ? icon('check', 746, y - 10, 20, C.green, 2.6) : icon('star', 746, y - 10, 20, '#fff', 2),
    );
    out.push(
      text(t, 784, y + 6, {
        size: 17,
        font: done ? 'inter-400' : 'inter-700',
        fill: done ? C.ink300 : '#fff',
      }),
    );
  });
  return out.join('');
};

export const blog = B;

/** Team portraits by the team slugs of packages/api-server/src/db/seed-data.ts -> [look, alt]. */
export const TEAM = {
  'arjun-mehta': [
    { gender: 'm', skin: '#c98e66', style: 0, shirt: '#1f3b63', beard: true },
    'Illustrated portrait of Arjun Mehta, a man with short black hair and a trimmed beard, wearing a navy shirt.',
  ],
  'priya-sharma': [
    { gender: 'f', skin: '#e0ac84', style: 0, shirt: C.red, bindi: true, earrings: true },
    'Illustrated portrait of Priya Sharma, a woman with long dark hair and a bindi, wearing a red top.',
  ],
  'rohit-verma': [
    { gender: 'm', skin: '#a8714c', style: 2, shirt: '#335c4b', glasses: true },
    'Illustrated portrait of Rohit Verma, a man with swept dark hair and glasses, wearing a green shirt.',
  ],
  'sneha-iyer': [
    { gender: 'f', skin: '#8a5a3b', style: 1, shirt: '#5b3d74', earrings: true },
    'Illustrated portrait of Sneha Iyer, a woman with her hair in a bun, wearing a purple top.',
  ],
  'vikram-singh': [
    { gender: 'm', skin: '#c98e66', style: 1, shirt: '#2b2b31', beard: true, turban: '#b91c1c' },
    'Illustrated portrait of Vikram Singh, a man with a red turban and a full beard, wearing a charcoal shirt.',
  ],
  'ananya-rao': [
    { gender: 'f', skin: '#c98e66', style: 0, shirt: '#274b57', glasses: true },
    'Illustrated portrait of Ananya Rao, a woman with long dark hair and glasses, wearing a teal top.',
  ],
};

export const teamPortraits = Object.fromEntries(
  Object.entries(TEAM).map(([k, [look]]) => [
    k,
    (doc) => portrait(doc, 0, 0, doc.w, { seed: k, ...look, bg: ['#26262c', '#0c0c0f'] }),
  ]),
);
