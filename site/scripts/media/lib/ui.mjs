// Reusable illustration pieces: studio backgrounds, device frames, app chrome, charts, avatars, isometric blocks.
import { C, circle, g, path, r2, rect, rng, smooth, text } from './core.mjs';

/**
 * Dark studio background: near-black base, soft coloured glows, a faint perspective grid or dot field.
 * `glows` = [[x, y, r, color, opacity], ...] in px.
 */
export function studio(
  doc,
  { seed = 'bg', glows, grid = 'dots', base = [C.ink950, C.bg], tint = C.red } = {},
) {
  const { w, h } = doc;
  const R = rng(seed);
  const out = [
    rect(
      0,
      0,
      w,
      h,
      doc.lin(
        [
          [0, base[0]],
          [1, base[1]],
        ],
        0,
        0,
        0.3,
        1,
      ),
    ),
  ];
  const gl = glows ?? [
    [w * R.range(0.65, 0.9), h * R.range(0.05, 0.35), Math.max(w, h) * 0.55, tint, 0.42],
    [w * R.range(0.05, 0.3), h * R.range(0.7, 1), Math.max(w, h) * 0.45, C.red700, 0.3],
  ];
  for (const [x, y, r, color, op] of gl) {
    out.push(
      circle(
        x,
        y,
        r,
        doc.rad([
          [0, color, op],
          [0.45, color, op * 0.35],
          [1, color, 0],
        ]),
      ),
    );
  }
  if (grid === 'dots') {
    const step = Math.round(Math.max(w, h) / 40);
    const id = doc.id('p');
    doc.defs.push(
      `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${r2(step / 22)}" fill="#fff"/></pattern>`,
    );
    const m = doc.mask(
      circle(
        w * 0.55,
        h * 0.45,
        Math.max(w, h) * 0.7,
        doc.rad([
          [0, '#fff', 0.5],
          [1, '#fff', 0],
        ]),
      ),
    );
    out.push(rect(0, 0, w, h, `url(#${id})`, { opacity: 0.22, extra: ` mask="${m}"` }));
  } else if (grid === 'lines') {
    const step = Math.round(Math.max(w, h) / 16);
    const id = doc.id('p');
    doc.defs.push(
      `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step} 0V${step}H0" fill="none" stroke="#fff" stroke-width="1"/></pattern>`,
    );
    const m = doc.mask(
      circle(
        w * 0.5,
        h * 0.5,
        Math.max(w, h) * 0.65,
        doc.rad([
          [0, '#fff', 0.6],
          [1, '#fff', 0],
        ]),
      ),
    );
    out.push(rect(0, 0, w, h, `url(#${id})`, { opacity: 0.07, extra: ` mask="${m}"` }));
  }
  // Vignette keeps edges quiet so the subject reads first.
  out.push(
    rect(
      0,
      0,
      w,
      h,
      doc.rad([
        [0.55, '#000', 0],
        [1, '#000', 0.55],
      ]),
    ),
  );
  return out.join('');
}

/** Subtle glass card. */
export const glass = (doc, x, y, w, h, { rx = 14, fill = '#ffffff', op = 0.05, stroke = 0.12 } = {}) =>
  rect(x, y, w, h, fill, {
    rx,
    opacity: undefined,
    extra: ` fill-opacity="${op}" stroke="#fff" stroke-opacity="${stroke}" stroke-width="1"`,
  });

/** Solid panel with a top highlight. */
export function panel(doc, x, y, w, h, { rx = 16, fill = C.ink900, shadow = true } = {}) {
  const hl = doc.lin([
    [0, '#fff', 0.16],
    [0.4, '#fff', 0.04],
    [1, '#fff', 0.02],
  ]);
  return (
    rect(x, y, w, h, fill, { rx, extra: shadow ? ` filter="${doc.shadow(h * 0.04, h * 0.05, 0.6)}"` : '' }) +
    rect(x + 0.5, y + 0.5, w - 1, h - 1, 'none', { rx, extra: ` stroke="${hl}" stroke-width="1"` })
  );
}

/** Rounded skeleton line (for secondary copy in tiny UI). */
export const bar = (x, y, w, h = 6, fill = C.ink700, op) =>
  rect(x, y, w, h, fill, { rx: h / 2, opacity: op });

/** Browser window with chrome; `body(x, y, w, h)` draws the page. */
export function browser(
  doc,
  x,
  y,
  w,
  h,
  body,
  { url = 'acmesoftech.in', fill = C.ink900, shadow = true } = {},
) {
  const top = Math.max(26, h * 0.065);
  const clip = doc.clip(rect(x, y, w, h, '#000', { rx: 12 }));
  const dots = [C.red400, C.amber, C.green]
    .map((c, i) => circle(x + 16 + i * 14, y + top / 2, 4.2, c))
    .join('');
  const urlW = Math.min(w * 0.45, 320);
  return (
    panel(doc, x, y, w, h, { rx: 12, fill, shadow }) +
    g(
      rect(x, y, w, top, C.ink850) +
        dots +
        rect(x + w / 2 - urlW / 2, y + top * 0.22, urlW, top * 0.56, C.ink800, { rx: top * 0.28 }) +
        text(url, x + w / 2, y + top * 0.63, { size: top * 0.34, fill: C.ink400, anchor: 'middle' }) +
        body(x, y + top, w, h - top),
      { clip },
    )
  );
}

/** Code editor window. `lines` = [[indent, [[token, color], ...]], ...]. */
export function editor(doc, x, y, w, h, lines, { title = 'app.ts', size = 13, shadow = true, tabs } = {}) {
  const top = 30;
  const clip = doc.clip(rect(x, y, w, h, '#000', { rx: 12 }));
  const lh = size * 1.75;
  const gutter = size * 3;
  const out = [];
  const tabNames = tabs ?? [title];
  let tx = x + 70;
  tabNames.forEach((t, i) => {
    const tw = t.length * size * 0.62 + 28;
    out.push(rect(tx, y + 6, tw, top - 6, i === 0 ? C.ink900 : 'none', { rx: 6 }));
    out.push(
      text(t, tx + 14, y + top * 0.68, {
        size: size * 0.85,
        font: 'mono-400',
        fill: i === 0 ? C.ink100 : C.ink500,
      }),
    );
    tx += tw + 4;
  });
  lines.forEach(([indent, tokens], i) => {
    const ly = y + top + 22 + i * lh;
    if (ly > y + h - 8) return;
    out.push(
      text(String(i + 1), x + gutter - 10, ly, {
        size: size * 0.85,
        font: 'mono-400',
        fill: C.ink600,
        anchor: 'end',
      }),
    );
    let cx = x + gutter + 8 + indent * size * 1.2;
    for (const [tok, color] of tokens) {
      out.push(text(tok, cx, ly, { size, font: 'mono-400', fill: color }));
      cx += tok.length * size * 0.6;
    }
  });
  const dots = [C.red400, C.amber, C.green]
    .map((c, i) => circle(x + 16 + i * 14, y + top / 2 + 2, 4.2, c))
    .join('');
  return (
    panel(doc, x, y, w, h, { rx: 12, fill: '#0d0d10', shadow }) +
    g(
      rect(x, y, w, top + 4, C.ink850) +
        dots +
        out.join('') +
        rect(x + gutter - 2, y + top + 4, 1, h, C.ink800),
      { clip },
    )
  );
}

/** Syntax colours. */
export const K = {
  kw: '#f07070',
  fn: '#f5c27a',
  str: '#9ad18b',
  num: '#d6a4ff',
  tx: '#d4d4d8',
  cm: '#6b6b74',
  ty: '#7cc4ff',
  pu: '#a1a1aa',
};

/** Phone frame; `body(x, y, w, h)` draws the screen. Height is w * 2.05. */
export function phone(doc, x, y, w, body, { shadow = true, frame = '#1c1c20' } = {}) {
  const h = w * 2.05;
  const b = w * 0.045;
  const rx = w * 0.16;
  const clip = doc.clip(rect(x + b, y + b, w - 2 * b, h - 2 * b, '#000', { rx: rx - b }));
  const edge = doc.lin(
    [
      [0, '#5a5a62'],
      [0.5, '#222226'],
      [1, '#4a4a52'],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    rect(x, y, w, h, frame, {
      rx,
      extra: shadow ? ` filter="${doc.shadow(w * 0.08, w * 0.09, 0.65)}"` : '',
    }) +
    rect(x + 0.75, y + 0.75, w - 1.5, h - 1.5, 'none', {
      rx,
      extra: ` stroke="${edge}" stroke-width="1.5"`,
    }) +
    g(rect(x + b, y + b, w - 2 * b, h - 2 * b, C.ink950) + body(x + b, y + b, w - 2 * b, h - 2 * b), {
      clip,
    }) +
    rect(x + w / 2 - w * 0.14, y + b + w * 0.03, w * 0.28, w * 0.075, '#000', { rx: w * 0.0375 })
  );
}

/** Laptop: screen + base; returns svg; screen content drawn by body. */
export function laptop(doc, x, y, w, body) {
  const h = w * 0.62;
  const b = w * 0.018;
  const clip = doc.clip(rect(x + b, y + b, w - 2 * b, h - 2 * b, '#000', { rx: 4 }));
  const baseH = w * 0.035;
  const base = doc.lin([
    [0, '#3a3a40'],
    [0.5, '#1c1c20'],
    [1, '#0d0d0f'],
  ]);
  return (
    rect(x, y, w, h, '#101013', {
      rx: w * 0.02,
      extra: ` filter="${doc.shadow(w * 0.04, w * 0.04, 0.7)}" stroke="#3a3a40" stroke-width="1.2"`,
    }) +
    g(rect(x + b, y + b, w - 2 * b, h - 2 * b, C.ink950) + body(x + b, y + b, w - 2 * b, h - 2 * b), {
      clip,
    }) +
    path(
      `M${x - w * 0.07} ${y + h} H${x + w * 1.07} L${x + w * 1.03} ${y + h + baseH} H${x - w * 0.03} Z`,
      base,
    ) +
    rect(x + w * 0.42, y + h, w * 0.16, baseH * 0.35, '#0a0a0b', { rx: 2 })
  );
}

/** Area + line chart in a box. */
export function lineChart(
  doc,
  x,
  y,
  w,
  h,
  values,
  { color = C.red, area = true, sw = 2.5, dots = false } = {},
) {
  const max = Math.max(...values);
  const min = Math.min(...values) * 0.8;
  const pts = values.map((v, i) => [
    x + (i / (values.length - 1)) * w,
    y + h - ((v - min) / (max - min || 1)) * h,
  ]);
  const d = smooth(pts);
  let out = '';
  if (area)
    out += path(
      `${d} L${x + w} ${y + h} L${x} ${y + h} Z`,
      doc.lin([
        [0, color, 0.35],
        [1, color, 0],
      ]),
    );
  out += path(d, 'none', { stroke: color, sw });
  if (dots)
    out += pts
      .map(([px, py]) => circle(px, py, sw * 1.4, C.ink950, { stroke: color, sw: sw * 0.8 }))
      .join('');
  return out;
}

/** Vertical bars. */
export function bars(
  doc,
  x,
  y,
  w,
  h,
  values,
  { color = C.red, dim = C.ink700, highlight = -1, gap = 0.38 } = {},
) {
  const max = Math.max(...values);
  const bw = w / values.length;
  const grad = doc.lin([
    [0, color],
    [1, color, 0.55],
  ]);
  return values
    .map((v, i) => {
      const bh = (v / max) * h;
      const on = highlight < 0 || i === highlight;
      return rect(x + i * bw + (bw * gap) / 2, y + h - bh, bw * (1 - gap), bh, on ? grad : dim, {
        rx: Math.min(4, bw * 0.2),
      });
    })
    .join('');
}

/** Donut chart; parts = [[fraction, color], ...]. */
export function donut(cx, cy, r, parts, { sw = 12, track = C.ink800 } = {}) {
  const circ = 2 * Math.PI * r;
  let acc = 0;
  let out = circle(cx, cy, r, 'none', { stroke: track, sw });
  for (const [f, color] of parts) {
    out += `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-dasharray="${r2(f * circ - 3)} ${r2(circ)}" stroke-dashoffset="${r2(-acc * circ)}" transform="rotate(-90 ${r2(cx)} ${r2(cy)})" stroke-linecap="round"/>`;
    acc += f;
  }
  return out;
}

/** Five stars. */
export function stars(x, y, size, { fill = C.amber, count = 5, of = 5 } = {}) {
  let out = '';
  for (let i = 0; i < of; i++) {
    const cx = x + i * size * 1.15 + size / 2;
    const cy = y + size / 2;
    const pts = [];
    for (let k = 0; k < 10; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const rr = k % 2 === 0 ? size / 2 : size / 4.6;
      pts.push(`${r2(cx + Math.cos(a) * rr)} ${r2(cy + Math.sin(a) * rr)}`);
    }
    out += path(`M${pts.join(' L')} Z`, i < count ? fill : C.ink700);
  }
  return out;
}

/** Glossy sphere. */
export function sphere(doc, cx, cy, r, color = C.red, { light = '#ff9a9a', dark = '#2a0606' } = {}) {
  const fill = doc.rad(
    [
      [0, light],
      [0.35, color],
      [1, dark],
    ],
    [cx - r * 0.35, cy - r * 0.4, r * 1.45],
  );
  return (
    circle(cx, cy, r, fill) +
    circle(
      cx - r * 0.35,
      cy - r * 0.45,
      r * 0.28,
      doc.rad([
        [0, '#fff', 0.55],
        [1, '#fff', 0],
      ]),
    )
  );
}

/** Isometric box at grid position; 2:1 projection around origin (ox, oy). Colours = [top, left, right]. */
export function isoBox(ox, oy, x, y, z, w, d, h, colors, { unit = 1, stroke } = {}) {
  const P = (px, py, pz) => [ox + (px - py) * unit, oy + (px + py) * unit * 0.5 - pz * unit];
  const pts = (arr) => arr.map((p) => `${r2(p[0])} ${r2(p[1])}`).join(' L');
  const top = [P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)];
  const left = [P(x, y + d, z + h), P(x + w, y + d, z + h), P(x + w, y + d, z), P(x, y + d, z)];
  const right = [P(x + w, y, z + h), P(x + w, y + d, z + h), P(x + w, y + d, z), P(x + w, y, z)];
  const st = stroke ? { stroke, sw: 0.8 } : {};
  return (
    path(`M${pts(left)} Z`, colors[1], st) +
    path(`M${pts(right)} Z`, colors[2], st) +
    path(`M${pts(top)} Z`, colors[0], st)
  );
}

/** Projection helper matching isoBox. */
export const isoPoint =
  (ox, oy, unit) =>
  (px, py, pz = 0) => [ox + (px - py) * unit, oy + (px + py) * unit * 0.5 - pz * unit];

/** Shade a hex colour: f > 0 lightens toward white, f < 0 darkens toward black. */
export function shade(hex, f) {
  const n = parseInt(hex.slice(1), 16);
  let rr = (n >> 16) & 255;
  let gg = (n >> 8) & 255;
  let bb = n & 255;
  const t = f < 0 ? 0 : 255;
  const p = Math.abs(f);
  rr = Math.round((t - rr) * p + rr);
  gg = Math.round((t - gg) * p + gg);
  bb = Math.round((t - bb) * p + bb);
  return `#${((1 << 24) + (rr << 16) + (gg << 8) + bb).toString(16).slice(1)}`;
}

/** Face palettes for illustrated people. */
const SKIN = ['#f1c7a3', '#e0ac84', '#c98e66', '#a8714c', '#8a5a3b', '#6e4530'];
const HAIR = ['#16110f', '#231814', '#2e1f17', '#3b2a20', '#1a1a1a', '#4a3426'];
const SHIRT = [C.red, '#2b2b31', '#1f3b63', '#335c4b', '#5b3d74', '#8a5a2b', '#e6e6ea', '#274b57'];

/**
 * Illustrated portrait: head, hair, face, shoulders. Options: gender 'f' | 'm', skin, hair style index,
 * glasses, beard, bindi, bg colours. Draws inside (x, y, s, s).
 */
export function portrait(doc, x, y, s, opts = {}) {
  const R = rng(opts.seed ?? 'p');
  const skin = opts.skin ?? R.pick(SKIN);
  const skinDark = shade(skin, -0.18);
  const hair = opts.hair ?? R.pick(HAIR);
  const shirt = opts.shirt ?? R.pick(SHIRT);
  const f = opts.gender === 'f';
  const cx = x + s / 2;
  const u = s / 100;
  const out = [];
  const bgFill = doc.lin(
    [
      [0, opts.bg?.[0] ?? '#2a2a30'],
      [1, opts.bg?.[1] ?? '#0e0e11'],
    ],
    0,
    0,
    1,
    1,
  );
  out.push(rect(x, y, s, s, bgFill));
  out.push(
    circle(
      cx + 18 * u,
      y + 22 * u,
      40 * u,
      doc.rad([
        [0, opts.glow ?? C.red, 0.45],
        [1, opts.glow ?? C.red, 0],
      ]),
    ),
  );
  // Long hair behind the shoulders.
  if (f && opts.style !== 1) {
    out.push(
      path(
        `M${cx - 16 * u} ${y + 26 * u} C${cx - 30 * u} ${y + 32 * u} ${cx - 33 * u} ${y + 66 * u} ${cx - 22 * u} ${y + 90 * u} L${cx + 22 * u} ${y + 90 * u} C${cx + 33 * u} ${y + 66 * u} ${cx + 30 * u} ${y + 32 * u} ${cx + 16 * u} ${y + 26 * u} Z`,
        hair,
      ),
    );
  }
  // Shoulders and shirt.
  const sh = doc.lin([
    [0, shade(shirt, 0.12)],
    [1, shade(shirt, -0.25)],
  ]);
  out.push(
    path(
      `M${cx - 42 * u} ${y + s} C${cx - 40 * u} ${y + 80 * u} ${cx - 26 * u} ${y + 74 * u} ${cx} ${y + 74 * u} C${cx + 26 * u} ${y + 74 * u} ${cx + 40 * u} ${y + 80 * u} ${cx + 42 * u} ${y + s} Z`,
      sh,
    ),
  );
  // Neck.
  out.push(
    path(
      `M${cx - 8 * u} ${y + 60 * u} L${cx - 8.5 * u} ${y + 76 * u} Q${cx} ${y + 82 * u} ${cx + 8.5 * u} ${y + 76 * u} L${cx + 8 * u} ${y + 60 * u} Z`,
      skinDark,
    ),
  );
  // Collar.
  if (!f)
    out.push(
      path(
        `M${cx - 11 * u} ${y + 74.5 * u} L${cx} ${y + 84 * u} L${cx + 11 * u} ${y + 74.5 * u} L${cx + 6 * u} ${y + 73 * u} L${cx} ${y + 79 * u} L${cx - 6 * u} ${y + 73 * u} Z`,
        shade(shirt, 0.35),
      ),
    );
  else
    out.push(
      path(`M${cx - 12 * u} ${y + 75 * u} Q${cx} ${y + 86 * u} ${cx + 12 * u} ${y + 75 * u}`, 'none', {
        stroke: shade(shirt, 0.3),
        sw: 1.6 * u,
      }),
    );
  // Ears and head.
  out.push(
    circle(cx - 17.5 * u, y + 46 * u, 4.2 * u, skinDark),
    circle(cx + 17.5 * u, y + 46 * u, 4.2 * u, skinDark),
  );
  const face = doc.rad(
    [
      [0, shade(skin, 0.08)],
      [1, shade(skin, -0.08)],
    ],
    [cx - 4 * u, y + 38 * u, 26 * u],
  );
  out.push(
    `<ellipse cx="${r2(cx)}" cy="${r2(y + 44 * u)}" rx="${r2(17.5 * u)}" ry="${r2(21 * u)}" fill="${face}"/>`,
  );
  // Hair on top.
  const style = opts.style ?? R.int(0, 2);
  if (f) {
    out.push(
      path(
        `M${cx - 19 * u} ${y + 46 * u} C${cx - 22 * u} ${y + 22 * u} ${cx - 8 * u} ${y + 18 * u} ${cx + 2 * u} ${y + 19 * u} C${cx + 16 * u} ${y + 19 * u} ${cx + 23 * u} ${y + 30 * u} ${cx + 19 * u} ${y + 48 * u} C${cx + 15 * u} ${y + 36 * u} ${cx + 6 * u} ${y + 30 * u} ${cx - 4 * u} ${y + 28 * u} C${cx - 10 * u} ${y + 34 * u} ${cx - 15 * u} ${y + 38 * u} ${cx - 19 * u} ${y + 46 * u} Z`,
        hair,
      ),
    );
    if (style === 1) out.push(circle(cx + 2 * u, y + 17 * u, 7.5 * u, hair)); // bun
  } else if (opts.turban) {
    // Hair is under the turban.
  } else if (style === 0) {
    out.push(
      path(
        `M${cx - 18.5 * u} ${y + 42 * u} C${cx - 21 * u} ${y + 24 * u} ${cx - 8 * u} ${y + 19 * u} ${cx + 2 * u} ${y + 20 * u} C${cx + 16 * u} ${y + 20 * u} ${cx + 21 * u} ${y + 28 * u} ${cx + 18.5 * u} ${y + 42 * u} C${cx + 16 * u} ${y + 33 * u} ${cx + 10 * u} ${y + 30 * u} ${cx - 2 * u} ${y + 31 * u} C${cx - 10 * u} ${y + 31 * u} ${cx - 16 * u} ${y + 34 * u} ${cx - 18.5 * u} ${y + 42 * u} Z`,
        hair,
      ),
    );
  } else if (style === 1) {
    out.push(
      path(
        `M${cx - 18 * u} ${y + 40 * u} C${cx - 19 * u} ${y + 26 * u} ${cx - 10 * u} ${y + 22 * u} ${cx} ${y + 22 * u} C${cx + 10 * u} ${y + 22 * u} ${cx + 19 * u} ${y + 26 * u} ${cx + 18 * u} ${y + 40 * u} C${cx + 14 * u} ${y + 30 * u} ${cx - 14 * u} ${y + 30 * u} ${cx - 18 * u} ${y + 40 * u} Z`,
        hair,
      ),
    );
  } else {
    out.push(
      path(
        `M${cx - 18.5 * u} ${y + 44 * u} C${cx - 24 * u} ${y + 20 * u} ${cx - 4 * u} ${y + 14 * u} ${cx + 6 * u} ${y + 18 * u} C${cx + 20 * u} ${y + 20 * u} ${cx + 22 * u} ${y + 32 * u} ${cx + 18.5 * u} ${y + 44 * u} C${cx + 17 * u} ${y + 34 * u} ${cx + 8 * u} ${y + 27 * u} ${cx - 6 * u} ${y + 30 * u} C${cx - 12 * u} ${y + 32 * u} ${cx - 17 * u} ${y + 36 * u} ${cx - 18.5 * u} ${y + 44 * u} Z`,
        hair,
      ),
    );
  }
  if (opts.turban) {
    const tb = doc.lin(
      [
        [0, shade(opts.turban, 0.15)],
        [1, shade(opts.turban, -0.3)],
      ],
      0,
      0,
      0,
      1,
    );
    out.push(
      path(
        `M${cx - 20 * u} ${y + 38 * u} C${cx - 24 * u} ${y + 16 * u} ${cx - 8 * u} ${y + 10 * u} ${cx} ${y + 10 * u} C${cx + 8 * u} ${y + 10 * u} ${cx + 24 * u} ${y + 16 * u} ${cx + 20 * u} ${y + 38 * u} C${cx + 12 * u} ${y + 30 * u} ${cx - 12 * u} ${y + 30 * u} ${cx - 20 * u} ${y + 38 * u} Z`,
        tb,
      ),
    );
    out.push(
      path(
        `M${cx - 17 * u} ${y + 30 * u} C${cx - 6 * u} ${y + 22 * u} ${cx + 8 * u} ${y + 18 * u} ${cx + 19 * u} ${y + 22 * u}`,
        'none',
        { stroke: shade(opts.turban, -0.35), sw: 1.4 * u },
      ),
    );
    out.push(
      path(
        `M${cx - 19 * u} ${y + 24 * u} C${cx - 8 * u} ${y + 16 * u} ${cx + 8 * u} ${y + 14 * u} ${cx + 16 * u} ${y + 15 * u}`,
        'none',
        { stroke: shade(opts.turban, 0.25), sw: 1.2 * u },
      ),
    );
  }
  if (opts.beard) {
    out.push(
      path(
        `M${cx - 17 * u} ${y + 46 * u} C${cx - 16 * u} ${y + 62 * u} ${cx - 8 * u} ${y + 66 * u} ${cx} ${y + 66 * u} C${cx + 8 * u} ${y + 66 * u} ${cx + 16 * u} ${y + 62 * u} ${cx + 17 * u} ${y + 46 * u} C${cx + 12 * u} ${y + 56 * u} ${cx + 6 * u} ${y + 55 * u} ${cx} ${y + 55 * u} C${cx - 6 * u} ${y + 55 * u} ${cx - 12 * u} ${y + 56 * u} ${cx - 17 * u} ${y + 46 * u} Z`,
        hair,
        { opacity: 0.92 },
      ),
    );
  }
  // Eyes, brows, nose, mouth.
  const ink = '#1b1411';
  out.push(circle(cx - 6.5 * u, y + 44 * u, 1.6 * u, ink), circle(cx + 6.5 * u, y + 44 * u, 1.6 * u, ink));
  out.push(
    path(
      `M${cx - 10 * u} ${y + 38.5 * u} Q${cx - 6.5 * u} ${y + 36.5 * u} ${cx - 3 * u} ${y + 38.5 * u}`,
      'none',
      { stroke: hair, sw: 1.5 * u },
    ),
  );
  out.push(
    path(
      `M${cx + 3 * u} ${y + 38.5 * u} Q${cx + 6.5 * u} ${y + 36.5 * u} ${cx + 10 * u} ${y + 38.5 * u}`,
      'none',
      { stroke: hair, sw: 1.5 * u },
    ),
  );
  out.push(
    path(`M${cx} ${y + 46 * u} L${cx - 1.8 * u} ${y + 51.5 * u} L${cx + 1 * u} ${y + 52 * u}`, 'none', {
      stroke: skinDark,
      sw: 1.2 * u,
    }),
  );
  out.push(
    path(`M${cx - 5 * u} ${y + 56 * u} Q${cx} ${y + 60 * u} ${cx + 5 * u} ${y + 56 * u}`, 'none', {
      stroke: '#7a3b34',
      sw: 1.5 * u,
    }),
  );
  if (opts.bindi) out.push(circle(cx, y + 35.5 * u, 1.2 * u, C.red));
  if (opts.glasses) {
    out.push(
      rect(cx - 12 * u, y + 40 * u, 9.5 * u, 7.5 * u, 'none', {
        rx: 2.5 * u,
        stroke: '#101014',
        sw: 1.3 * u,
      }),
    );
    out.push(
      rect(cx + 2.5 * u, y + 40 * u, 9.5 * u, 7.5 * u, 'none', {
        rx: 2.5 * u,
        stroke: '#101014',
        sw: 1.3 * u,
      }),
    );
    out.push(
      path(`M${cx - 2.5 * u} ${y + 42.5 * u} H${cx + 2.5 * u}`, 'none', { stroke: '#101014', sw: 1.3 * u }),
    );
  }
  if (opts.earrings)
    out.push(
      circle(cx - 17.5 * u, y + 51 * u, 1.4 * u, C.amber),
      circle(cx + 17.5 * u, y + 51 * u, 1.4 * u, C.amber),
    );
  return out.join('');
}

/** Simple line icons drawn in a 24-unit box at (x, y) scaled by s/24. */
export function icon(name, x, y, s, color = C.ink100, sw = 1.8) {
  const P = {
    search: 'M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13Z M15.5 15.5 20 20',
    pin: 'M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11Z M12 7.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5Z',
    check: 'M5 12.5 10 17.5 19 7',
    bell: 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15Z M10 20h4',
    chart: 'M4 20V10 M10 20V4 M16 20v-7 M22 20H2',
    user: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8Z M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6',
    cart: 'M3 4h2.5l2.2 11h10.5l2-8H7 M9.5 19.5a1 1 0 1 0 0 .1Z M17.5 19.5a1 1 0 1 0 0 .1Z',
    code: 'M8 7 3 12l5 5 M16 7l5 5-5 5 M14 4l-4 16',
    cloud: 'M7 18a4.5 4.5 0 0 1-.5-9A6 6 0 0 1 18 8.5a4.8 4.8 0 0 1-.5 9.5Z',
    lock: 'M6 11h12v9H6Z M8.5 11V8a3.5 3.5 0 0 1 7 0v3',
    star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9 6.8 19.6l1-5.8L3.5 9.7l5.9-.8Z',
    bolt: 'M13 3 5 14h6l-1 7 8-11h-6Z',
    heart: 'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.5 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z',
    home: 'M4 11 12 4l8 7v9h-5v-5h-6v5H4Z',
    mail: 'M3.5 6h17v12h-17Z M4 7l8 6 8-6',
    play: 'M8 5.5v13l10.5-6.5Z',
    grid: 'M4 4h7v7H4Z M13 4h7v7h-7Z M4 13h7v7H4Z M13 13h7v7h-7Z',
    calendar: 'M4 6h16v14H4Z M4 10h16 M8 3v5 M16 3v5',
    pill: 'M5.5 13.5l8-8a4.2 4.2 0 0 1 6 6l-8 8a4.2 4.2 0 0 1-6-6Z M9.5 9.5l5 5',
    bed: 'M3 18V7 M3 13h18v5 M21 13a3 3 0 0 0-3-3h-7v3 M6.5 11a1.5 1.5 0 1 0 0-.1Z',
    book: 'M4 5.5A2 2 0 0 1 6 4h13v14H6a2 2 0 0 0-2 2Z M4 19.5V5.5',
    receipt: 'M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21Z M9 8h6 M9 12h6 M9 16h3',
    megaphone: 'M4 10v4h3l8 5V5L7 10Z M18 9.5a3.5 3.5 0 0 1 0 5',
    target:
      'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18Z M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10Z M12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2Z',
    eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6Z',
    gem: 'M6 4h12l3.5 5L12 20.5 2.5 9Z M2.5 9h19 M9 4l3 16.5L15 4',
    users:
      'M9 5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7Z M2.5 20c1-3.5 3.6-5.5 6.5-5.5s5.5 2 6.5 5.5 M16 5.5a3 3 0 0 1 0 6 M18 14.5c2 .8 3.2 2.8 3.6 5.5',
    rocket:
      'M12 3c3.5 2 5.5 5.5 5.5 10l-2.5 3h-6L6.5 13C6.5 8.5 8.5 5 12 3Z M12 8.5a1.8 1.8 0 1 0 0 3.6a1.8 1.8 0 1 0 0-3.6Z M9 16l-2 4 M15 16l2 4 M12 17v4',
    link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7L11.5 6.8 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.5-1.5',
    pen: 'M4 20l4-1 11-11-3-3L5 16Z M14 6l3 3',
    trophy:
      'M7 4h10v5a5 5 0 0 1-10 0Z M7 6H4a3 3 0 0 0 3 4 M17 6h3a3 3 0 0 1-3 4 M12 14v4 M8 21h8 M9.5 18h5v3h-5Z',
    store:
      'M4 9l1.5-5h13L20 9 M4 9h16v1.5a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0A2.7 2.7 0 0 1 4 10.5Z M5 12v8h14v-8 M10 20v-5h4v5',
  }[name];
  if (!P) throw new Error(`icon ${name}`);
  return `<path d="${P}" transform="translate(${r2(x)} ${r2(y)}) scale(${r2(s / 24)})" fill="none" stroke="${color}" stroke-width="${r2(sw)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Pill tag with text. */
export function tag(
  label,
  x,
  y,
  { size = 12, fill = C.red, bg, color = C.white, font = 'inter-600', op = 0.16 } = {},
) {
  const w = label.length * size * 0.62 + size * 1.6;
  const h = size * 2.1;
  return (
    rect(x, y, w, h, bg ?? fill, {
      rx: h / 2,
      extra: bg ? '' : ` fill-opacity="${op}" stroke="${fill}" stroke-opacity="0.55"`,
    }) +
    text(label, x + w / 2, y + h * 0.68, {
      size,
      fill: bg ? color : shade(fill, 0.45),
      anchor: 'middle',
      font,
    })
  );
}
