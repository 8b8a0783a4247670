// Home and about page imagery: feature cards, philosophy panels, offer tabs, about hero and cards, team intro.
import { C, circle, g, path, r2, rect, rng, text } from '../lib/core.mjs';
import {
  bar,
  donut,
  glass,
  icon,
  isoBox,
  isoPoint,
  laptop,
  lineChart,
  panel,
  phone,
  portrait,
  shade,
  sphere,
  stars,
  studio,
  tag,
} from '../lib/ui.mjs';
import { landing } from './services.mjs';

const RED3 = [C.red400, C.red600, C.red900];
const INK3 = ['#3a3a42', '#222226', '#141417'];

/** Orbit ring (ellipse) with a travelling dot. */
const orbit = (cx, cy, rx, ry, rot, color, op = 0.5, dotAt = 0.2) => {
  const a = dotAt * Math.PI * 2;
  const rad = (rot * Math.PI) / 180;
  const px = cx + Math.cos(a) * rx * Math.cos(rad) - Math.sin(a) * ry * Math.sin(rad);
  const py = cy + Math.cos(a) * rx * Math.sin(rad) + Math.sin(a) * ry * Math.cos(rad);
  return (
    `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r2(rx)}" ry="${r2(ry)}" transform="rotate(${rot} ${r2(cx)} ${r2(cy)})" fill="none" stroke="${color}" stroke-opacity="${op}" stroke-width="1.4"/>` +
    circle(px, py, 5, color)
  );
};

/** Two feature cards, 640 x 480. */
export const features = {
  'tailored-branding': (doc) => {
    const out = [studio(doc, { seed: 'feat-brand', grid: 'dots' })];
    // Brand board: logo, palette, type, business card.
    out.push(panel(doc, 40, 50, 300, 220, { rx: 16 }));
    out.push(
      circle(
        110,
        140,
        44,
        doc.lin(
          [
            [0, C.red400],
            [1, C.red700],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      path('M92 160 L110 112 L128 160 M99 144 H121', 'none', { stroke: '#fff', sw: 6 }),
    );
    out.push(
      text('Saffron', 172, 132, { size: 26, font: 'manrope-800' }),
      text('& Co.', 172, 160, { size: 26, font: 'manrope-800', fill: C.red300 }),
    );
    out.push(text('Logo · primary lock-up', 60, 248, { size: 11, fill: C.ink400 }));
    out.push(panel(doc, 360, 50, 240, 220, { rx: 16 }));
    [C.red, '#f4a259', '#1d1d21', '#f4f1ea'].forEach((c, i) => {
      out.push(rect(380, 72 + i * 46, 40, 36, c, { rx: 8, stroke: C.ink700 }));
      out.push(
        text(['#CC2929', '#F4A259', '#1D1D21', '#F4F1EA'][i], 432, 95 + i * 46, {
          size: 12,
          font: 'mono-400',
          fill: C.ink300,
        }),
      );
    });
    out.push(panel(doc, 40, 290, 260, 150, { rx: 16 }));
    out.push(
      text('Aa', 60, 370, { size: 56, font: 'manrope-800' }),
      text('Manrope', 150, 344, { size: 16, font: 'manrope-700' }),
      text('Headlines 800', 150, 366, { size: 11, fill: C.ink400 }),
      text('Inter · Body 400', 150, 386, { size: 11, fill: C.ink400 }),
    );
    out.push(
      g(
        panel(doc, 330, 300, 260, 140, { rx: 12, fill: '#f4f1ea' }) +
          rect(330, 300, 14, 140, C.red, { rx: 6 }) +
          text('Kavya Iyer', 362, 350, { size: 18, font: 'manrope-800', fill: '#111113' }) +
          text('Creative Director', 362, 372, { size: 11, fill: '#6b6b74' }) +
          text('saffron.example.in', 362, 416, { size: 11, fill: C.red }),
        { transform: 'rotate(-4 460 370)' },
      ),
    );
    return out.join('');
  },
  'results-driven-marketing': (doc) => {
    const out = [studio(doc, { seed: 'feat-mkt' })];
    out.push(panel(doc, 40, 50, 360, 380, { rx: 16 }));
    out.push(
      text('Growth overview', 62, 86, { size: 16, font: 'manrope-800' }),
      tag('+184% YoY', 280, 68, { size: 11, fill: C.green }),
    );
    out.push(
      lineChart(doc, 62, 110, 316, 130, [12, 16, 15, 22, 28, 26, 35, 42, 48, 60], {
        color: C.red,
        dots: true,
      }),
    );
    [
      ['SEO', 0.82, C.red],
      ['Social media', 0.64, C.amber],
      ['Content', 0.48, C.blue],
    ].forEach(([k, f, c], i) => {
      out.push(
        text(k, 62, 282 + i * 46, { size: 12, fill: C.ink300 }),
        text(`${Math.round(f * 100)}%`, 378, 282 + i * 46, { size: 12, font: 'inter-600', anchor: 'end' }),
      );
      out.push(bar(62, 292 + i * 46, 316, 8, C.ink800), bar(62, 292 + i * 46, 316 * f, 8, c));
    });
    out.push(
      phone(doc, 440, 80, 150, (x, y, w, h) => {
        const u = w / 100;
        const o = [rect(x, y, w, h, '#0c0c0f')];
        o.push(
          circle(x + 14 * u, y + 22 * u, 6 * u, C.red),
          text('saffron.co', x + 23 * u, y + 24 * u, { size: 5 * u, font: 'inter-600' }),
        );
        o.push(
          rect(
            x,
            y + 32 * u,
            w,
            90 * u,
            doc.lin(
              [
                [0, '#f4a259'],
                [1, C.red700],
              ],
              0,
              0,
              1,
              1,
            ),
          ),
        );
        o.push(
          text('FESTIVE', x + 10 * u, y + 92 * u, { size: 12 * u, font: 'manrope-800', fill: '#fff' }),
          text('COLLECTION', x + 10 * u, y + 106 * u, { size: 8 * u, font: 'manrope-700', fill: '#fff' }),
        );
        o.push(
          icon('heart', x + 8 * u, y + 128 * u, 9 * u, C.red400, 2),
          icon('mail', x + 22 * u, y + 128 * u, 9 * u, C.ink300),
          text('12,480 likes', x + 8 * u, y + 150 * u, { size: 5 * u, font: 'inter-600' }),
        );
        o.push(
          bar(x + 8 * u, y + 158 * u, 70 * u, 3 * u, C.ink600),
          bar(x + 8 * u, y + 165 * u, 50 * u, 3 * u, C.ink700),
        );
        return o.join('');
      }),
    );
    return out.join('');
  },
};

/** Five tall philosophy panels, 480 x 720. */
export const philosophy = {
  'innovation-at-heart': (doc) => {
    const out = [
      studio(doc, {
        seed: 'ph1',
        glows: [
          [240, 330, 360, C.red, 0.55],
          [60, 700, 300, C.red700, 0.3],
        ],
        grid: 'lines',
      }),
    ];
    out.push(
      orbit(240, 330, 190, 64, -18, C.red300, 0.5, 0.15),
      orbit(240, 330, 170, 56, 32, '#ffffff', 0.25, 0.6),
      orbit(240, 330, 210, 74, 78, C.red400, 0.35, 0.85),
    );
    out.push(sphere(doc, 240, 330, 96, C.red, { light: '#ffc2c2', dark: '#3a0606' }));
    out.push(
      path(
        'M214 312 C214 290 266 290 266 312 C266 328 252 334 252 352 H228 C228 334 214 328 214 312 Z',
        'none',
        { stroke: '#fff', sw: 5 },
      ),
      path('M228 366 H252 M231 380 H249', 'none', { stroke: '#fff', sw: 5 }),
    );
    for (let i = 0; i < 28; i++) {
      const R = rng(`ph1-${i}`);
      out.push(
        circle(R.range(20, 460), R.range(40, 680), R.range(1, 2.8), i % 3 ? '#fff' : C.red300, {
          opacity: R.range(0.2, 0.7),
        }),
      );
    }
    return out.join('');
  },
  'collaboration-matters': (doc) => {
    const out = [
      studio(doc, {
        seed: 'ph2',
        glows: [
          [240, 360, 360, C.red, 0.4],
          [420, 80, 280, C.red700, 0.3],
        ],
      }),
    ];
    const pts = [
      [240, 200],
      [120, 330],
      [360, 330],
      [170, 500],
      [310, 500],
    ];
    pts.forEach((a, i) =>
      pts.forEach(
        (b, j) =>
          j > i &&
          out.push(
            path(`M${a[0]} ${a[1]} L${b[0]} ${b[1]}`, 'none', { stroke: C.red300, sw: 1.5, opacity: 0.4 }),
          ),
      ),
    );
    const looks = [
      { gender: 'f', skin: '#c98e66', style: 0, shirt: C.red, bindi: true },
      { gender: 'm', skin: '#a8714c', style: 1, beard: true, shirt: '#1f3b63' },
      { gender: 'm', skin: '#e0ac84', style: 0, glasses: true, shirt: '#335c4b' },
      { gender: 'f', skin: '#8a5a3b', style: 1, shirt: '#5b3d74' },
      { gender: 'm', skin: '#c98e66', style: 2, shirt: '#2b2b31' },
    ];
    pts.forEach(([x, y], i) => {
      const rr = i === 0 ? 62 : 50;
      const clip = doc.clip(circle(x, y, rr, '#000'));
      out.push(circle(x, y, rr + 8, C.red, { opacity: 0.15 }));
      out.push(
        g(
          portrait(doc, x - rr, y - rr, rr * 2, {
            seed: `ph2-${i}`,
            ...looks[i],
            bg: ['#303038', '#16161a'],
          }),
          { clip },
        ),
      );
      out.push(
        circle(x, y, rr, 'none', {
          stroke: i === 0 ? C.red : '#ffffff',
          sw: 2.5,
          opacity: i === 0 ? 1 : 0.3,
        }),
      );
    });
    out.push(
      glass(doc, 120, 590, 240, 56, { rx: 28 }),
      icon('users', 140, 606, 24, C.red300),
      text('5 people · 1 team', 176, 624, { size: 15, font: 'inter-600' }),
    );
    return out.join('');
  },
  'we-believe-in-process': (doc) => {
    const out = [studio(doc, { seed: 'ph3', glows: [[260, 300, 380, C.red, 0.42]], grid: 'dots' })];
    const steps = ['Discover', 'Design', 'Build', 'Test', 'Launch'];
    out.push(
      path('M120 120 V600', 'none', { stroke: C.ink700, sw: 3 }),
      path('M120 120 V430', 'none', { stroke: C.red, sw: 3 }),
    );
    steps.forEach((s, i) => {
      const y = 120 + i * 120;
      const done = i < 3;
      out.push(circle(120, y, 20, done ? C.red : C.ink850, { stroke: done ? C.red300 : C.ink600, sw: 2 }));
      out.push(
        done
          ? icon('check', 110, y - 10, 20, '#fff', 2.6)
          : text(String(i + 1), 120, y + 6, {
              size: 15,
              font: 'manrope-800',
              anchor: 'middle',
              fill: C.ink400,
            }),
      );
      out.push(panel(doc, 168, y - 38, 250, 76, { rx: 14, fill: i === 2 ? C.ink850 : C.ink900 }));
      out.push(text(s, 190, y - 6, { size: 18, font: 'manrope-800' }));
      out.push(
        bar(190, y + 10, 150 - i * 10, 6, done ? C.red400 : C.ink700),
        text(done ? 'Done' : i === 3 ? 'Next' : 'Planned', 398, y - 6, {
          size: 11,
          fill: done ? C.green : C.ink500,
          anchor: 'end',
        }),
      );
    });
    return out.join('');
  },
  'continuous-improvement': (doc) => {
    const out = [
      studio(doc, {
        seed: 'ph4',
        glows: [
          [300, 260, 380, C.red, 0.45],
          [60, 680, 300, C.red700, 0.3],
        ],
      }),
    ];
    const ox = 330;
    const oy = 480;
    for (let i = 0; i < 6; i++)
      out.push(
        isoBox(
          ox - 150 + i * 0,
          oy - 60 + i * 0,
          i * 26,
          0,
          0,
          22,
          60,
          30 + i * 34,
          i === 5 ? RED3 : [shade('#3a3a42', i * 0.05), '#222226', '#141417'],
          { unit: 1.9 },
        ),
      );
    const P = isoPoint(ox - 150, oy - 60, 1.9);
    const tips = Array.from({ length: 6 }, (_, i) => P(i * 26 + 11, 30, 30 + i * 34 + 22));
    out.push(
      path(`M${tips.map((p) => `${r2(p[0])} ${r2(p[1])}`).join(' L')}`, 'none', {
        stroke: C.red300,
        sw: 3.5,
      }),
    );
    const last = tips[5];
    out.push(
      path(
        `M${r2(last[0] - 14)} ${r2(last[1] + 4)} L${r2(last[0] + 8)} ${r2(last[1] - 12)} L${r2(last[0] + 2)} ${r2(last[1] + 14)}`,
        'none',
        { stroke: C.red300, sw: 3.5 },
      ),
    );
    tips.forEach(([x, y]) => out.push(circle(x, y, 5, '#fff')));
    out.push(glass(doc, 60, 580, 360, 80, { rx: 18 }));
    out.push(
      text('Release 24', 84, 614, { size: 14, fill: C.ink400 }),
      text('+38% faster', 84, 642, { size: 22, font: 'manrope-800' }),
      lineChart(doc, 290, 596, 110, 46, [2, 3, 3, 5, 6, 8], { color: C.green, sw: 2 }),
    );
    return out.join('');
  },
  'client-success-driven': (doc) => {
    const out = [studio(doc, { seed: 'ph5', glows: [[240, 320, 360, C.red, 0.5]] })];
    [150, 112, 74, 36].forEach((r, i) =>
      out.push(
        circle(240, 320, r, i % 2 ? C.ink900 : C.red, {
          stroke: i % 2 ? C.red : C.ink900,
          sw: 2,
          opacity: 1,
        }),
      ),
    );
    out.push(
      circle(
        240,
        320,
        150,
        doc.rad([
          [0, '#fff', 0],
          [0.7, '#fff', 0],
          [1, '#000', 0.35],
        ]),
      ),
    );
    out.push(
      path('M240 320 L370 190', 'none', { stroke: '#f4f1ea', sw: 6 }),
      path('M370 190 L392 168 M370 190 L400 196 M370 190 L364 160', 'none', { stroke: C.red300, sw: 5 }),
    );
    out.push(circle(240, 320, 8, '#fff'));
    out.push(panel(doc, 70, 520, 340, 130, { rx: 18 }));
    out.push(stars(94, 546, 20));
    out.push(
      text('“Delivered on time and', 94, 600, { size: 16, font: 'inter-600' }),
      text('exactly what we needed.”', 94, 624, { size: 16, font: 'inter-600' }),
    );
    return out.join('');
  },
};

/** Four offer-tab images, 640 x 480. */
export const offers = {
  'satisfied-client': (doc) => {
    const out = [studio(doc, { seed: 'of1' })];
    const looks = [
      { gender: 'm', skin: '#c98e66', style: 0, shirt: '#1f3b63', beard: true },
      { gender: 'f', skin: '#e0ac84', style: 1, shirt: C.red },
      { gender: 'm', skin: '#8a5a3b', style: 1, shirt: '#335c4b', glasses: true },
    ];
    [
      [40, 60],
      [130, 190],
      [40, 320],
    ].forEach(([x, y], i) => {
      out.push(panel(doc, x, y, 320, 100, { rx: 16, fill: i === 1 ? C.ink850 : C.ink900 }));
      const clip = doc.clip(circle(x + 50, y + 50, 30, '#000'));
      out.push(g(portrait(doc, x + 20, y + 20, 60, { seed: `of1-${i}`, ...looks[i] }), { clip }));
      out.push(
        stars(x + 96, y + 22, 14),
        text(
          ['“Our sales doubled.”', '“Fast, clear, reliable.”', '“Best team we hired.”'][i],
          x + 96,
          y + 62,
          { size: 16, font: 'inter-600' },
        ),
      );
      out.push(
        text(['Retail chain owner', 'Clinic director', 'Startup founder'][i], x + 96, y + 82, {
          size: 11,
          fill: C.ink400,
        }),
      );
    });
    out.push(panel(doc, 470, 150, 140, 170, { rx: 20 }));
    out.push(
      donut(540, 222, 44, [[0.98, C.red]], { sw: 11 }),
      text('98%', 540, 229, { size: 20, font: 'manrope-800', anchor: 'middle' }),
    );
    out.push(text('recommend us', 540, 296, { size: 11, fill: C.ink400, anchor: 'middle' }));
    return out.join('');
  },
  'years-experience': (doc) => {
    const out = [studio(doc, { seed: 'of2', grid: 'lines' })];
    out.push(
      text('6', 70, 330, {
        size: 260,
        font: 'manrope-800',
        fill: doc.lin([
          [0, C.red300],
          [1, C.red700],
        ]),
      }),
    );
    out.push(
      text('years of building', 80, 380, { size: 20, font: 'inter-600', fill: C.ink300 }),
      text('software for India', 80, 406, { size: 20, font: 'inter-600', fill: C.ink300 }),
    );
    const years = ['2019', '2020', '2021', '2022', '2023', '2024', '2025'];
    const notes = [
      'Founded in Jabalpur',
      'First 10 clients',
      'Mobile apps team',
      'Training academy',
      'Bengaluru office',
      'ERP products',
      '100+ projects',
    ];
    out.push(path('M330 70 V440', 'none', { stroke: C.ink700, sw: 2 }));
    years.forEach((y, i) => {
      const yy = 80 + i * 58;
      out.push(
        circle(330, yy, i === years.length - 1 ? 9 : 6, i === years.length - 1 ? C.red : C.ink600, {
          stroke: C.ink950,
          sw: 3,
        }),
      );
      out.push(
        text(y, 352, yy + 5, {
          size: 14,
          font: 'manrope-800',
          fill: i === years.length - 1 ? C.red300 : C.white,
        }),
        text(notes[i], 404, yy + 5, { size: 13, fill: C.ink400 }),
      );
    });
    return out.join('');
  },
  'team-work': (doc) => {
    const out = [studio(doc, { seed: 'of3' })];
    out.push(panel(doc, 40, 50, 560, 380, { rx: 18 }));
    out.push(text('Sprint 14 · Hotel app', 64, 86, { size: 16, font: 'manrope-800' }));
    const cols = [
      ['To do', C.ink500],
      ['In progress', C.amber],
      ['Review', C.blue],
      ['Done', C.green],
    ];
    const tasks = [
      ['Room search', 'Payment screen'],
      ['Booking API', 'Push alerts'],
      ['Invoice PDF'],
      ['Login', 'Menu sync', 'Reports'],
    ];
    const looks = [
      { gender: 'f', skin: '#c98e66', shirt: C.red },
      { gender: 'm', skin: '#a8714c', beard: true },
      { gender: 'm', skin: '#e0ac84', glasses: true },
      { gender: 'f', skin: '#8a5a3b', style: 1 },
    ];
    cols.forEach(([name, c], i) => {
      const x = 64 + i * 132;
      out.push(
        circle(x + 5, 118, 4, c),
        text(name, x + 16, 122, { size: 12, font: 'inter-600', fill: C.ink300 }),
      );
      tasks[i].forEach((t, k) => {
        const y = 138 + k * 86;
        out.push(rect(x, y, 120, 74, C.ink850, { rx: 10, stroke: C.ink800 }));
        out.push(text(t, x + 12, y + 24, { size: 12.5, font: 'inter-600', maxWidth: 100 }));
        out.push(bar(x + 12, y + 36, 70, 5, C.ink600));
        const clip = doc.clip(circle(x + 100, y + 56, 11, '#000'));
        out.push(
          g(portrait(doc, x + 89, y + 45, 22, { seed: `of3-${i}-${k}`, ...looks[(i + k) % 4] }), { clip }),
        );
        out.push(rect(x + 12, y + 50, 34, 12, c, { rx: 6, opacity: 0.25 }));
      });
    });
    return out.join('');
  },
  awards: (doc) => {
    const out = [
      studio(doc, {
        seed: 'of4',
        glows: [
          [320, 220, 340, C.amber, 0.25],
          [320, 260, 260, C.red, 0.35],
        ],
      }),
    ];
    const gold = doc.lin(
      [
        [0, '#ffe29a'],
        [0.45, '#f5a524'],
        [1, '#8a5a12'],
      ],
      0,
      0,
      1,
      1,
    );
    out.push(path('M250 110 H390 V170 C390 220 360 250 320 254 C280 250 250 220 250 170 Z', gold));
    out.push(
      path('M250 130 H214 C214 180 236 200 258 204 M390 130 H426 C426 180 404 200 382 204', 'none', {
        stroke: '#f5a524',
        sw: 9,
      }),
    );
    out.push(
      rect(306, 252, 28, 44, '#c98a1c'),
      rect(270, 294, 100, 22, gold, { rx: 4 }),
      rect(254, 314, 132, 30, '#2a2a30', { rx: 6 }),
    );
    out.push(path('M282 126 C282 176 296 206 312 220', 'none', { stroke: '#fff', sw: 6, opacity: 0.35 }));
    out.push(icon('star', 302, 152, 36, '#fff7e0', 2.4));
    [
      ['Best IT Startup', 'Central India IT Meet 2023'],
      ['Top App Developer', 'App Makers Summit 2024'],
      ['Design Excellence', 'Design Circle 2024'],
    ].forEach(([t, s], i) => {
      const x = 40 + i * 194;
      out.push(panel(doc, x, 370, 180, 76, { rx: 14 }));
      out.push(
        icon('trophy', x + 14, 386, 22, C.amber),
        text(t, x + 44, 400, { size: 12.5, font: 'inter-600', maxWidth: 128 }),
        text(s, x + 14, 430, { size: 10.5, fill: C.ink400, maxWidth: 154 }),
      );
    });
    return out.join('');
  },
};

/** About page imagery. */
export const about = {
  // 1200 x 720 hero: isometric studio with screens.
  'about-hero': (doc) => {
    const out = [
      studio(doc, {
        seed: 'about-hero',
        glows: [
          [900, 140, 620, C.red, 0.42],
          [180, 720, 480, C.red700, 0.3],
        ],
        grid: 'lines',
      }),
    ];
    const ox = 600;
    const oy = 170;
    const u = 5;
    out.push(isoBox(ox, oy, 0, 0, -6, 100, 70, 6, ['#1b1b1f', '#101013', '#0b0b0d'], { unit: u }));
    // Desks with monitors.
    const desk = (x, y) => {
      let s = isoBox(ox, oy, x, y, 0, 24, 14, 10, ['#2e2e34', '#1d1d21', '#16161a'], { unit: u });
      s += isoBox(ox, oy, x + 6, y + 3, 10, 12, 1.5, 8, ['#3a3a42', '#0e0e11', '#1c1c20'], { unit: u });
      const P = isoPoint(ox, oy, u);
      const a = P(x + 6.6, y + 4.6, 10.8);
      const b = P(x + 17.4, y + 4.6, 10.8);
      const c = P(x + 17.4, y + 4.6, 17.4);
      const d = P(x + 6.6, y + 4.6, 17.4);
      s += path(
        `M${r2(a[0])} ${r2(a[1])} L${r2(b[0])} ${r2(b[1])} L${r2(c[0])} ${r2(c[1])} L${r2(d[0])} ${r2(d[1])} Z`,
        doc.lin(
          [
            [0, C.red400],
            [1, '#3a0c0c'],
          ],
          0,
          0,
          1,
          1,
        ),
        { opacity: 0.9 },
      );
      return s;
    };
    out.push(desk(8, 8), desk(40, 8), desk(8, 40), desk(40, 40));
    // Server rack and plant.
    out.push(isoBox(ox, oy, 76, 6, 0, 14, 14, 44, INK3, { unit: u }));
    const P = isoPoint(ox, oy, u);
    for (let i = 0; i < 6; i++) {
      const p = P(90, 8 + i * 0, 6 + i * 6.5);
      out.push(circle(p[0] - 20, p[1] + 8, 2.6, i % 2 ? C.green : C.red400));
    }
    out.push(isoBox(ox, oy, 80, 50, 0, 8, 8, 10, ['#5a3a2a', '#3a2418', '#2a1a10'], { unit: u }));
    const pl = P(84, 54, 18);
    out.push(
      circle(pl[0], pl[1] - 10, 26, '#2f6b4a'),
      circle(pl[0] - 14, pl[1] - 2, 18, '#3c8a5e'),
      circle(pl[0] + 14, pl[1] - 4, 16, '#24573c'),
    );
    // Floating UI cards.
    out.push(
      panel(doc, 60, 90, 260, 150, { rx: 16 }) +
        text('Projects shipped', 84, 126, { size: 14, fill: C.ink400 }) +
        text('100+', 84, 176, { size: 44, font: 'manrope-800' }) +
        lineChart(doc, 200, 150, 100, 60, [2, 3, 5, 6, 8, 11], { color: C.red }),
    );
    out.push(panel(doc, 900, 520, 260, 130, { rx: 16 }));
    out.push(
      stars(924, 544, 18),
      text('4.9 average rating', 924, 600, { size: 18, font: 'inter-600' }),
      text('from 100+ customers', 924, 626, { size: 13, fill: C.ink400 }),
    );
    return out.join('');
  },
};

/** Five about cards, 480 x 360. */
const CARD_DEF = {
  mission: ['target', 'Mission'],
  vision: ['eye', 'Vision'],
  values: ['gem', 'Values'],
  culture: ['users', 'Culture'],
  future: ['rocket', 'Future'],
};
export const aboutCards = Object.fromEntries(
  Object.entries(CARD_DEF).map(([k, [ic]], idx) => [
    k,
    (doc) => {
      const out = [studio(doc, { seed: `ac-${k}`, glows: [[240, 170, 260, C.red, 0.5]], grid: 'dots' })];
      const R = rng(`ac-${k}`);
      for (let i = 0; i < 3; i++)
        out.push(
          orbit(
            240,
            180,
            110 + i * 36,
            40 + i * 14,
            -12 + idx * 9 + i * 20,
            i === 0 ? C.red300 : '#ffffff',
            0.18 + (2 - i) * 0.1,
            R.next(),
          ),
        );
      out.push(
        circle(
          240,
          180,
          78,
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
          { extra: ` filter="${doc.shadow(12, 18, 0.6)}"` },
        ),
      );
      out.push(circle(240, 180, 78, 'none', { stroke: '#fff', sw: 1.5, opacity: 0.25 }));
      out.push(icon(ic, 196, 136, 88, '#fff', 1.6));
      return out.join('');
    },
  ]),
);

/** Team intro, 1200 x 800: the team around a table, seen from above-front, with floating chat bubbles. */
export const team = {
  'team-intro': (doc) => {
    const out = [
      studio(doc, {
        seed: 'team-intro',
        glows: [
          [600, 380, 620, C.red, 0.4],
          [1100, 60, 400, C.red700, 0.3],
        ],
      }),
    ];
    out.push(laptop(doc, 390, 250, 420, (x, y, w, h) => landing(doc, x, y, w, h, { seed: 'ti' })));
    const people = [
      { gender: 'f', skin: '#c98e66', style: 0, shirt: C.red, bindi: true },
      { gender: 'm', skin: '#a8714c', style: 1, beard: true, shirt: '#1f3b63' },
      { gender: 'm', skin: '#e0ac84', style: 0, glasses: true, shirt: '#335c4b' },
      { gender: 'f', skin: '#8a5a3b', style: 1, shirt: '#5b3d74', earrings: true },
      { gender: 'm', skin: '#c98e66', style: 2, shirt: '#2b2b31' },
      { gender: 'f', skin: '#e0ac84', style: 0, shirt: '#274b57', glasses: true },
    ];
    const spots = [
      [120, 120],
      [120, 430],
      [950, 110],
      [950, 420],
      [420, 600],
      [680, 600],
    ];
    people.forEach((p, i) => {
      const [x, y] = spots[i];
      out.push(panel(doc, x, y, 150, 170, { rx: 20 }));
      const clip = doc.clip(rect(x + 10, y + 10, 130, 110, '#000', { rx: 14 }));
      out.push(
        g(portrait(doc, x + 10, y - 5, 130, { seed: `ti-${i}`, ...p, bg: ['#2a2a30', '#141417'] }), { clip }),
      );
      out.push(
        text(['Design', 'Backend', 'QA', 'Mobile', 'DevOps', 'Product'][i], x + 16, y + 146, {
          size: 15,
          font: 'manrope-800',
        }),
      );
      out.push(circle(x + 132, y + 141, 5, C.green));
    });
    out.push(
      glass(doc, 300, 120, 230, 56, { rx: 28 }),
      text('Standup in 5 min', 330, 154, { size: 15, font: 'inter-600' }),
    );
    out.push(
      glass(doc, 690, 140, 210, 56, { rx: 28 }),
      icon('check', 712, 156, 24, C.green, 2.4),
      text('v2.4 shipped', 746, 174, { size: 15, font: 'inter-600' }),
    );
    return out.join('');
  },
};
