// Portfolio: six app designs and six web designs for fictional clients (800 x 600), their logos, and the
// trusted-by logo strip.
import { C, Doc, circle, g, hash as hashKey, measure, path, rect, rng, text } from '../lib/core.mjs';
import { bar, bars, browser, donut, icon, lineChart, phone, shade, stars, studio } from '../lib/ui.mjs';

/**
 * Client catalogue in portfolio order (ids 1-12 of site/src/content/portfolio.ts: 6 App Design, then 6 Web Design).
 * key -> [name, kind, accent, mark glyph, what it is, screen options].
 */
export const CLIENTS = {
  pestguard: [
    'PestGuard',
    'app',
    '#22c55e',
    'shield',
    'Service booking app for a pest control company',
    { hero: ['Next visit', 'Termite care · 11 AM'], layout: 'list', listIcon: 'calendar' },
  ],
  quizmaster: [
    'QuizMaster',
    'app',
    '#8b5cf6',
    'bolt',
    'Live quiz app with leaderboards',
    { hero: ['Live quiz', 'Rank #3 · 920 pts'], layout: 'list', listIcon: 'user' },
  ],
  freshcart: [
    'FreshCart',
    'app',
    '#3ecf8e',
    'leaf',
    'Grocery ordering app with UPI checkout',
    { hero: ['Fresh picks today', '20% off fruits'], layout: 'grid' },
  ],
  meditrack: [
    'MediTrack',
    'app',
    '#f43f5e',
    'cross',
    'Medicine reminder app for families',
    { hero: ['Next dose', 'Metformin · 8 PM'], layout: 'list', listIcon: 'bell' },
  ],
  fitpulse: [
    'FitPulse',
    'app',
    '#f97316',
    'pulse',
    'Workout and gym membership app',
    { hero: ['Today', '8,420 steps'], layout: 'chart' },
  ],
  schoolconnect: [
    'SchoolConnect',
    'app',
    '#4f8cff',
    'cap',
    'Parent app for attendance, homework and fees',
    { hero: ['Attendance', '96% this month'], layout: 'bars' },
  ],
  'mp-ict-portal': [
    'MP ICT Portal',
    'web',
    '#38bdf8',
    'book',
    'Bilingual education portal for teachers',
    { head: ['Digital classrooms', 'for every teacher.'], visual: 'chart', cta: 'Sign in' },
  ],
  'kirana-online': [
    'Kirana Online',
    'web',
    '#f5a524',
    'bag',
    'Online grocery store with UPI payments',
    { head: ['Groceries at', 'your doorstep.'], visual: 'shelf', cta: 'Shop now', light: true },
  ],
  'ayush-council': [
    'Ayush Council',
    'web',
    '#22c55e',
    'leaf',
    'Practitioner registration portal',
    { head: ['Register online,', 'verified faster.'], visual: 'docs', cta: 'Apply now', light: true },
  ],
  'narmada-realty': [
    'Narmada Realty',
    'web',
    '#f59e0b',
    'roof',
    'Property listings website',
    { head: ['Find a home', 'you will love.'], visual: 'house', cta: 'Explore' },
  ],
  'heritage-stays': [
    'Heritage Stays',
    'web',
    '#e11d48',
    'arch',
    'Boutique hotel website with direct booking',
    { head: ['Stay in a', 'living palace.'], visual: 'arch', cta: 'Book a stay' },
  ],
  skillbridge: [
    'SkillBridge',
    'web',
    '#14b8a6',
    'bridge',
    'Learning platform with live classes',
    { head: ['Learn skills that', 'get you hired.'], visual: 'learn', cta: 'Start free' },
  ],
};

/** Logo mark glyphs drawn in a 40 x 40 box. */
function mark(kind, x, y, s, color, fg = '#fff') {
  const u = s / 40;
  const t = (d) => `<path d="${d}" transform="translate(${x} ${y}) scale(${u})" fill="${fg}"/>`;
  const bg = rect(x, y, s, s, color, { rx: s * 0.28 });
  const glyph = {
    leaf: 'M11 29C11 17 19 10 30 10c0 12-7 19-19 19Zm2-2 12-12-1.5-1.5-12 12Z',
    pulse: 'M8 21h6l3-7 5 14 3-9 2 2h5v2h-6l-1-1-3 9-5-14-2 5H8Z',
    coin: 'M20 9a11 11 0 1 0 0 22a11 11 0 1 0 0-22Zm-4 7h8v2h-3a3 3 0 0 1 3 2h-8v2h8a4 4 0 0 1-4 3l5 4h-3l-5-4v-2h2a2 2 0 0 0 2-1h-5Z',
    plane: 'M9 22l4-1 6-8 3 1-4 7 6 1 3-3 2 1-2 5-6 2-8 1-4-6Z',
    book: 'M10 11h9a3 3 0 0 1 3 3v16a3 3 0 0 0-3-3h-9Zm20 0h-6a3 3 0 0 0-1 1v17a3 3 0 0 1 2-1h5Z',
    cross: 'M17 9h6v8h8v6h-8v8h-6v-8H9v-6h8Z',
    roof: 'M20 8 33 19h-3v12H23v-7h-6v7h-7V19H7Z',
    flame: 'M20 8c2 6 9 8 9 16a9 9 0 0 1-18 0c0-5 3-7 4-10 1 3 2 4 4 5 1-4 0-7 1-11Z',
    cloud: 'M13 28a6 6 0 0 1-1-12 8 8 0 0 1 15-1 6.5 6.5 0 0 1 1 13Z',
    thread: 'M12 12h16v3H22v15h-4V15h-6Z',
    heart: 'M20 31S9 24 9 16a5.5 5.5 0 0 1 11-2 5.5 5.5 0 0 1 11 2c0 8-11 15-11 15Z',
    peak: 'M6 31 16 13l5 8 4-5 9 15Z',
    shield: 'M20 7l11 4v8.5c0 7-5 11.5-11 13.5C14 31 9 26.5 9 19.5V11Z',
    bolt: 'M22.5 6 11 23h8l-2.5 11L29 17h-8Z',
    cap: 'M20 9 36 16.5 20 24 4 16.5Z M10.5 20v6.5c5 4.5 14 4.5 19 0V20l-9.5 4.5Z',
    bag: 'M11 15h18l-1.5 16h-15Z M15.5 15v-1.5a4.5 4.5 0 0 1 9 0V15h-2.2v-1.5a2.3 2.3 0 0 0-4.6 0V15Z',
    arch: 'M8 32V18.5a12 12 0 0 1 24 0V32h-6.5V19.5a5.5 5.5 0 0 0-11 0V32Z',
    bridge: 'M5 23h30v3H5Z M7 23c4-9 22-9 26 0h-3.5c-4-5.5-15-5.5-19 0Z M9 26h3.5v6H9Z M27.5 26H31v6h-3.5Z',
  }[kind];
  return bg + t(glyph);
}

/** Small client logo (badge on a dark pill so it reads on any background): 180 x 48. */
export function clientLogo(key) {
  const [name, , accent, glyph] = CLIENTS[key];
  const w = Math.ceil(56 + measure(name, { size: 17, font: 'manrope-800' }) + 16);
  const doc = new Doc(w, 48);
  const body =
    rect(0, 0, w, 48, '#111113', { rx: 24, stroke: '#2a2a2f' }) +
    mark(glyph, 8, 8, 32, accent) +
    text(name, 50, 30, { size: 17, font: 'manrope-800', fill: '#f4f4f5' });
  return { svg: doc.render(body), w, h: 48 };
}

/** Trusted-by logos: monochrome mid-grey on transparent, 50 px high. */
export const TRUSTED = {
  'shree-pest-control': ['Shree Pest Control', 'shield'],
  quizmaster: ['QuizMaster', 'bolt'],
  'mp-ict-portal': ['MP ICT Portal', 'book'],
  'kirana-online': ['Kirana Online', 'bag'],
  'ayush-council': ['Ayush Council', 'leaf'],
};
export function trustedLogo(key) {
  const [name, glyph] = TRUSTED[key];
  const grey = '#8e8e98';
  const tw = measure(name, { size: 22, font: 'manrope-800' });
  const w = Math.ceil(46 + tw + 4);
  const doc = new Doc(w, 50);
  const body =
    mark(glyph, 2, 7, 36, grey, '#00000000').replace(
      `fill="${grey}"`,
      `fill="none" stroke="${grey}" stroke-width="2.5"`,
    ) +
    g(mark(glyph, 2, 7, 36, 'none', grey).replace(/<rect[^>]*\/>/, ''), {}) +
    text(name, 46, 33, { size: 22, font: 'manrope-800', fill: grey });
  return { svg: doc.render(body), w, h: 50 };
}

/** App screen for a client: header, hero card, content by layout. */
function clientScreen(doc, key, x, y, w, h, variant) {
  const [name, , accent, glyph, , opt] = CLIENTS[key];
  const R = rng(`${key}-${variant}`);
  const u = w / 100;
  const o = [rect(x, y, w, h, '#0d0d10')];
  o.push(text('9:41', x + 9 * u, y + 8.5 * u, { size: 4.2 * u, font: 'inter-600', fill: C.ink300 }));
  o.push(
    mark(glyph, x + 7 * u, y + 15 * u, 12 * u, accent),
    text(name, x + 23 * u, y + 23.5 * u, { size: 6 * u, font: 'manrope-800', maxWidth: 62 * u }),
  );
  const hc = doc.lin(
    [
      [0, shade(accent, 0.05)],
      [1, shade(accent, -0.5)],
    ],
    0,
    0,
    1,
    1,
  );
  o.push(rect(x + 7 * u, y + 33 * u, 86 * u, 40 * u, hc, { rx: 6 * u }));
  o.push(circle(x + 84 * u, y + 38 * u, 20 * u, '#fff', { opacity: 0.08 }));
  o.push(
    text(opt.hero[0], x + 12 * u, y + 44 * u, {
      size: 4.2 * u,
      fill: '#fff',
      opacity: 0.85,
      maxWidth: 74 * u,
    }),
  );
  o.push(
    text(opt.hero[1], x + 12 * u, y + 55 * u, {
      size: 6.6 * u,
      font: 'manrope-800',
      fill: '#fff',
      maxWidth: 76 * u,
    }),
  );
  if (opt.layout === 'chart')
    o.push(donut(x + 78 * u, y + 62 * u, 6 * u, [[0.72, '#fff']], { sw: 2 * u, track: '#ffffff33' }));
  else
    o.push(
      rect(x + 12 * u, y + 61 * u, 24 * u, 7 * u, '#fff', { rx: 3.5 * u }),
      text(variant === 0 ? 'Open' : 'View', x + 24 * u, y + 66 * u, {
        size: 3.6 * u,
        font: 'inter-700',
        fill: shade(accent, -0.4),
        anchor: 'middle',
      }),
    );
  if (opt.layout === 'grid') {
    for (let i = 0; i < 4; i++) {
      const gx = x + 7 * u + (i % 2) * 44 * u;
      const gy = y + 80 * u + Math.floor(i / 2) * 50 * u;
      o.push(rect(gx, gy, 42 * u, 46 * u, C.ink900, { rx: 5 * u }));
      o.push(rect(gx + 3 * u, gy + 3 * u, 36 * u, 22 * u, shade(accent, -0.55 + i * 0.08), { rx: 4 * u }));
      o.push(
        circle(gx + 21 * u, gy + 14 * u, 7 * u, [accent, C.amber, C.red400, '#a3e635'][i], { opacity: 0.9 }),
      );
      o.push(
        bar(gx + 4 * u, gy + 30 * u, 26 * u, 2.6 * u, C.ink300),
        text(`₹${R.int(3, 19)}0`, gx + 4 * u, gy + 41 * u, {
          size: 3.6 * u,
          font: 'inter-600',
          fill: accent,
        }),
      );
    }
  } else if (opt.layout === 'chart' || opt.layout === 'bars') {
    o.push(rect(x + 7 * u, y + 80 * u, 86 * u, 46 * u, C.ink900, { rx: 5 * u }));
    o.push(
      text(opt.layout === 'chart' ? 'Heart rate' : 'This week', x + 12 * u, y + 89 * u, {
        size: 4 * u,
        fill: C.ink400,
      }),
    );
    if (opt.layout === 'chart')
      o.push(
        lineChart(
          doc,
          x + 12 * u,
          y + 94 * u,
          76 * u,
          26 * u,
          Array.from({ length: 12 }, () => R.range(3, 10)),
          { color: accent, sw: 0.7 * u },
        ),
      );
    else
      o.push(
        bars(doc, x + 12 * u, y + 94 * u, 76 * u, 28 * u, [9, 10, 8, 10, 9, 10], {
          color: accent,
          highlight: 5,
        }),
      );
    const rows =
      opt.layout === 'chart'
        ? ['Leg day', 'Cardio', 'Yoga']
        : ['Homework: Maths', 'Fee due 10 Dec', 'PTM on Saturday'];
    rows.forEach((t, i) => {
      const ry = y + 132 * u + i * 17 * u;
      o.push(
        rect(x + 7 * u, ry, 86 * u, 14 * u, C.ink900, { rx: 4 * u }),
        circle(x + 15 * u, ry + 7 * u, 4 * u, accent, { opacity: 0.25 }),
      );
      o.push(
        text(t, x + 23 * u, ry + 8.6 * u, {
          size: 4 * u,
          font: 'inter-600',
          fill: C.ink100,
          maxWidth: 64 * u,
        }),
      );
    });
  } else {
    for (let i = 0; i < 4; i++) {
      const ry = y + 80 * u + i * 24 * u;
      o.push(rect(x + 7 * u, ry, 86 * u, 20 * u, C.ink900, { rx: 5 * u }));
      o.push(
        rect(x + 11 * u, ry + 3.5 * u, 13 * u, 13 * u, accent, {
          rx: opt.listIcon === 'user' ? 6.5 * u : 3 * u,
          opacity: 0.3,
        }),
      );
      o.push(icon(opt.listIcon, x + 13 * u, ry + 5.5 * u, 9 * u, accent, 2));
      o.push(
        bar(x + 28 * u, ry + 5.5 * u, R.range(30, 44) * u, 2.8 * u, C.ink300),
        bar(x + 28 * u, ry + 11.5 * u, R.range(18, 28) * u, 2.2 * u, C.ink600),
      );
      const right = opt.listIcon === 'user' ? `${980 - i * 40 - R.int(0, 30)}` : `${R.int(9, 17)}:00`;
      o.push(text(right, x + 89 * u, ry + 12 * u, { size: 3.8 * u, font: 'inter-600', anchor: 'end' }));
    }
  }
  o.push(rect(x, y + h - 14 * u, w, 14 * u, C.ink900));
  ['home', 'search', 'heart', 'user'].forEach((n, i) =>
    o.push(icon(n, x + 12 * u + i * 22 * u, y + h - 11 * u, 7 * u, i === 0 ? accent : C.ink500, 1.8)),
  );
  return o.join('');
}

/** Web page for a client with a large hero visual. */
function clientPage(doc, key, x, y, w, h) {
  const [name, , accent, glyph, , opt] = CLIENTS[key];
  const u = w / 100;
  const light = !!opt.light;
  const bg = light ? '#f6f5f2' : '#0b0b0e';
  const fg = light ? '#111113' : '#fff';
  const mute = light ? '#8a8a93' : C.ink400;
  const o = [rect(x, y, w, h, bg)];
  o.push(
    mark(glyph, x + 4 * u, y + 2.6 * u, 4.4 * u, accent),
    text(name, x + 10 * u, y + 6 * u, { size: 2.4 * u, font: 'manrope-800', fill: fg }),
  );
  ['Home', 'About', 'Gallery', 'Contact'].forEach((t, i) =>
    o.push(text(t, x + 52 * u + i * 9 * u, y + 5.8 * u, { size: 1.8 * u, fill: mute })),
  );
  o.push(rect(x + 88 * u, y + 2.8 * u, 9 * u, 4.2 * u, accent, { rx: 2.1 * u }));
  opt.head.forEach((l, i) =>
    o.push(
      text(l, x + 5 * u, y + 20 * u + i * 6.4 * u, {
        size: 5.2 * u,
        font: 'manrope-800',
        fill: fg,
        maxWidth: 40 * u,
      }),
    ),
  );
  o.push(
    bar(x + 5 * u, y + 36 * u, 34 * u, 1.3 * u, mute, 0.6),
    bar(x + 5 * u, y + 39 * u, 26 * u, 1.3 * u, mute, 0.6),
  );
  const ctaW = Math.max(15 * u, opt.cta.length * 1.1 * u + 4 * u);
  o.push(
    rect(x + 5 * u, y + 44 * u, ctaW, 5 * u, accent, { rx: 2.5 * u }),
    text(opt.cta, x + 5 * u + ctaW / 2, y + 47.3 * u, {
      size: 1.8 * u,
      font: 'inter-600',
      fill: '#fff',
      anchor: 'middle',
    }),
  );
  // Hero visual.
  const vx = x + 48 * u;
  const vy = y + 12 * u;
  const vw = 48 * u;
  const vh = 40 * u;
  const clip = doc.clip(rect(vx, vy, vw, vh, '#000', { rx: 2.4 * u }));
  const vis = [];
  const R = rng(key);
  if (opt.visual === 'house' || opt.visual === 'arch') {
    const sky = opt.visual === 'house' ? ['#fde68a', '#b45309'] : ['#fecdd3', '#881337'];
    vis.push(
      rect(
        vx,
        vy,
        vw,
        vh,
        doc.lin([
          [0, sky[0]],
          [1, sky[1]],
        ]),
      ),
    );
    vis.push(circle(vx + vw * 0.8, vy + vh * 0.25, vh * 0.1, '#fff7ed', { opacity: 0.9 }));
    vis.push(
      path(
        `M${vx} ${vy + vh * 0.75} L${vx + vw * 0.3} ${vy + vh * 0.35} L${vx + vw * 0.45} ${vy + vh * 0.55} L${vx + vw * 0.65} ${vy + vh * 0.25} L${vx + vw} ${vy + vh * 0.7} V${vy + vh} H${vx} Z`,
        shade(sky[1], -0.35),
        { opacity: 0.9 },
      ),
    );
    if (opt.visual === 'house')
      vis.push(
        path(
          `M${vx + vw * 0.2} ${vy + vh} V${vy + vh * 0.62} L${vx + vw * 0.42} ${vy + vh * 0.45} L${vx + vw * 0.64} ${vy + vh * 0.62} V${vy + vh} Z`,
          '#fff7ed',
        ) +
          rect(vx + vw * 0.36, vy + vh * 0.75, vw * 0.12, vh * 0.25, '#b45309') +
          rect(vx + vw * 0.25, vy + vh * 0.68, vw * 0.08, vh * 0.1, '#7dd3fc'),
      );
    else {
      vis.push(rect(vx + vw * 0.1, vy + vh * 0.45, vw * 0.8, vh * 0.55, '#fde4cf'));
      for (let i = 0; i < 5; i++)
        vis.push(
          path(
            `M${vx + vw * (0.14 + i * 0.15)} ${vy + vh} V${vy + vh * 0.66} a${vw * 0.05} ${vw * 0.05} 0 0 1 ${vw * 0.1} 0 V${vy + vh} Z`,
            '#9f1239',
            { opacity: 0.85 },
          ),
        );
      vis.push(
        path(
          `M${vx + vw * 0.42} ${vy + vh * 0.45} a${vw * 0.08} ${vw * 0.08} 0 0 1 ${vw * 0.16} 0 Z`,
          '#fde4cf',
        ),
      );
    }
  } else if (opt.visual === 'chart' || opt.visual === 'learn') {
    vis.push(rect(vx, vy, vw, vh, '#0f172a'));
    vis.push(
      lineChart(doc, vx + 3 * u, vy + 12 * u, vw - 6 * u, vh - 16 * u, [3, 5, 4, 7, 8, 7, 10, 12], {
        color: accent,
        sw: 1.5,
      }),
    );
    vis.push(
      text(opt.visual === 'chart' ? '12,480 teachers online' : '4.9 course rating', vx + 3 * u, vy + 7 * u, {
        size: 2.6 * u,
        font: 'manrope-800',
        fill: '#fff',
      }),
    );
    if (opt.visual === 'learn')
      vis.push(
        circle(vx + vw - 8 * u, vy + 7 * u, 3.4 * u, accent),
        icon('play', vx + vw - 10 * u, vy + 5 * u, 4 * u, '#fff', 2),
      );
  } else if (opt.visual === 'shelf') {
    vis.push(rect(vx, vy, vw, vh, '#fef3c7'));
    for (let row = 0; row < 3; row++) {
      vis.push(rect(vx + 2 * u, vy + (row + 1) * vh * 0.31, vw - 4 * u, 1 * u, '#b45309'));
      for (let k = 0; k < 6; k++) {
        const c = R.pick([accent, '#ef4444', '#22c55e', '#3b82f6', '#a855f7']);
        const bh = R.range(5, 9) * u;
        vis.push(
          rect(vx + 4 * u + k * 7.2 * u, vy + (row + 1) * vh * 0.31 - bh, 5.4 * u, bh, c, { rx: 0.8 * u }),
        );
      }
    }
  } else {
    vis.push(rect(vx, vy, vw, vh, '#dcfce7'));
    for (let k = 0; k < 3; k++) {
      const dx = vx + 6 * u + k * 6 * u;
      const dy = vy + 5 * u + k * 3 * u;
      vis.push(rect(dx, dy, 24 * u, 30 * u, '#fff', { rx: 1.2 * u, stroke: '#bbf7d0' }));
      for (let l = 0; l < 4; l++)
        vis.push(bar(dx + 3 * u, dy + 6 * u + l * 4 * u, 16 * u, 1.2 * u, '#86efac'));
    }
    vis.push(
      circle(vx + vw - 12 * u, vy + vh - 12 * u, 7 * u, accent),
      icon('check', vx + vw - 16.5 * u, vy + vh - 16.5 * u, 9 * u, '#fff', 2.6),
    );
  }
  o.push(g(vis.join(''), { clip }));
  // Cards.
  for (let i = 0; i < 4; i++) {
    const cx = x + 5 * u + i * 23 * u;
    const cy = y + 58 * u;
    o.push(
      rect(cx, cy, 21 * u, 24 * u, light ? '#fff' : C.ink900, {
        rx: 1.8 * u,
        stroke: light ? '#e5e5e8' : C.ink800,
      }),
    );
    o.push(
      rect(
        cx + 1.5 * u,
        cy + 1.5 * u,
        18 * u,
        11 * u,
        shade(accent, light ? 0.7 - i * 0.1 : -0.6 + i * 0.1),
        { rx: 1.2 * u },
      ),
    );
    o.push(
      bar(cx + 2 * u, cy + 15 * u, 13 * u, 1.5 * u, fg, 0.75),
      bar(cx + 2 * u, cy + 18.5 * u, 16 * u, 1.1 * u, mute, 0.6),
    );
  }
  return o.join('');
}

export const portfolio = Object.fromEntries(
  Object.entries(CLIENTS).map(([key, [, kind, accent]]) => [
    key,
    (doc) => {
      const out = [
        studio(doc, {
          seed: `pf-${key}`,
          glows: [
            [620, 120, 460, accent, 0.3],
            [120, 560, 380, C.red, 0.22],
          ],
          grid: kind === 'app' ? 'dots' : 'lines',
        }),
      ];
      if (kind === 'app') {
        out.push(
          g(
            phone(doc, 150, 140, 170, (x, y, w, h) => clientScreen(doc, key, x, y, w, h, 1)),
            { transform: 'rotate(-10 235 320)' },
          ),
        );
        out.push(phone(doc, 330, 100, 190, (x, y, w, h) => clientScreen(doc, key, x, y, w, h, 0)));
        out.push(
          g(
            rect(540, 200, 190, 120, '#111114', { rx: 18, stroke: '#2a2a30' }) +
              stars(562, 226, 14) +
              text(`${(4.5 + (hashKey(key) % 5) / 10).toFixed(1)} on Play Store`, 562, 272, {
                size: 14,
                font: 'inter-600',
              }) +
              text(`${[10, 25, 50, 100, 5][hashKey(key) % 5]}K+ downloads`, 562, 296, {
                size: 12,
                fill: C.ink400,
              }),
            {},
          ),
        );
      } else {
        out.push(
          browser(doc, 50, 70, 700, 460, (x, y, w, h) => clientPage(doc, key, x, y, w, h), {
            url: `${key.replace(/-/g, '')}.example.in`,
          }),
        );
      }
      return out.join('');
    },
  ]),
);
