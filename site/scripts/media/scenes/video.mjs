// Looping background videos. Each scene is a function of the loop phase p in [0, 1): every moving part
// is periodic in p (whole turns, whole screen crossings), so frame N equals frame 0 and the loop is seamless.
import { C, circle, path, r2, rect, rng } from '../lib/core.mjs';

const TAU = Math.PI * 2;

/** Soft glow as a radial gradient circle. */
const glow = (doc, x, y, r, color, op) =>
  circle(
    x,
    y,
    r,
    doc.rad([
      [0, color, op],
      [0.5, color, op * 0.35],
      [1, color, 0],
    ]),
  );

/** Particles that rise a whole number of screen heights per loop. */
function particles(doc, p, { seed, n, w, h, color = '#ffffff', minR = 0.8, maxR = 2.4, region }) {
  const R = rng(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    const x0 = R.range(region?.[0] ?? 0, region?.[2] ?? w);
    const y0 = R.range(0, h);
    const laps = R.int(1, 2);
    const sway = R.range(6, 22);
    const ph = R.next() * TAU;
    const r = R.range(minR, maxR);
    const y = ((((y0 - p * laps * (h + 40)) % (h + 40)) + h + 40) % (h + 40)) - 20;
    const x = x0 + Math.sin(p * TAU + ph) * sway;
    const tw = 0.35 + 0.35 * (1 + Math.sin(p * TAU * R.int(1, 3) + ph)) * 0.5;
    out += circle(x, y, r, i % 4 === 0 ? C.red300 : color, { opacity: r2(tw) });
  }
  return out;
}

/** Home hero, 1280 x 720: drifting red light, a perspective grid floor flowing toward the viewer, rising sparks. */
export function heroFrame(doc, p) {
  const { w, h } = doc;
  const out = [
    rect(
      0,
      0,
      w,
      h,
      doc.lin([
        [0, '#0b0b0d'],
        [1, '#030304'],
      ]),
    ),
  ];
  // Glows on closed Lissajous paths (integer frequencies).
  out.push(
    glow(doc, w * 0.72 + Math.cos(p * TAU) * 120, h * 0.32 + Math.sin(p * TAU * 2) * 50, 520, C.red, 0.5),
  );
  out.push(
    glow(doc, w * 0.95 + Math.sin(p * TAU) * 80, h * 0.85 + Math.cos(p * TAU) * 40, 420, C.red700, 0.45),
  );
  out.push(
    glow(doc, w * 0.25 + Math.cos(p * TAU + 1) * 90, h * 1.05 + Math.sin(p * TAU) * 30, 380, C.red600, 0.25),
  );
  // Perspective grid floor.
  const horizon = h * 0.56;
  const vx = w * 0.62;
  const lines = [];
  const N = 14;
  for (let i = 0; i < N; i++) {
    // z from far (0) to near (1); advances one spacing per loop.
    const z = (i + p) / N;
    const y = horizon + Math.pow(z, 2.2) * (h - horizon + 40);
    lines.push(`M0 ${r2(y)} H${w}`);
  }
  for (let k = -16; k <= 16; k++) lines.push(`M${r2(vx)} ${r2(horizon)} L${r2(vx + k * 150)} ${h + 40}`);
  const fade = doc.mask(
    rect(
      0,
      0,
      w,
      h,
      doc.lin([
        [0, '#fff', 0],
        [0.56, '#fff', 0],
        [0.75, '#fff', 0.6],
        [1, '#fff', 1],
      ]),
    ),
  );
  out.push(
    `<g mask="${fade}">${path(lines.join(' '), 'none', { stroke: C.red400, sw: 1.1, opacity: 0.35 })}</g>`,
  );
  // Horizon light.
  out.push(
    rect(
      0,
      horizon - 1,
      w,
      2,
      doc.lin(
        [
          [0, C.red, 0],
          [0.62, C.red300, 0.8],
          [1, C.red, 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  // A slowly turning ring constellation on the right.
  const cx = w * 0.74;
  const cy = h * 0.36;
  for (let ring = 0; ring < 3; ring++) {
    const rr = 160 + ring * 60;
    const rot = p * TAU * (ring % 2 ? -1 : 1);
    out.push(
      `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${rr}" ry="${r2(rr * 0.32)}" transform="rotate(${-18 + ring * 14} ${r2(cx)} ${r2(cy)})" fill="none" stroke="#ffffff" stroke-opacity="${0.12 - ring * 0.025}" stroke-width="1.2"/>`,
    );
    const a = rot + ring * 2;
    const ang = ((-18 + ring * 14) * Math.PI) / 180;
    const ex = Math.cos(a) * rr;
    const ey = Math.sin(a) * rr * 0.32;
    out.push(
      circle(
        cx + ex * Math.cos(ang) - ey * Math.sin(ang),
        cy + ex * Math.sin(ang) + ey * Math.cos(ang),
        4,
        ring === 0 ? C.red300 : '#fff',
        { opacity: 0.85 },
      ),
    );
  }
  out.push(
    circle(
      cx,
      cy,
      86,
      doc.rad(
        [
          [0, '#ffb3b3', 0.95],
          [0.35, C.red, 0.9],
          [1, '#2a0505', 0.95],
        ],
        [cx - 28, cy - 30, 124],
      ),
    ),
  );
  // Two glass panels with code lines float beside the core; one bob per loop keeps them seamless.
  const panels = [
    { x: w * 0.5, y: h * 0.12, pw: 230, ph: 150, ph0: 0 },
    { x: w * 0.83, y: h * 0.5, pw: 190, ph: 124, ph0: Math.PI },
  ];
  const K = ['#f07070', '#f5c27a', '#9ad18b', '#d4d4d8', '#7cc4ff'];
  for (const [i, pn] of panels.entries()) {
    const dy = Math.sin(p * TAU + pn.ph0) * 10;
    const R = rng(`panel-${i}`);
    let inner = rect(pn.x, pn.y + dy, pn.pw, pn.ph, '#ffffff', {
      rx: 14,
      extra: ' fill-opacity="0.05" stroke="#ffffff" stroke-opacity="0.14"',
    });
    inner += [C.red400, C.amber, C.green]
      .map((c, k) => circle(pn.x + 16 + k * 12, pn.y + dy + 15, 3.5, c, { opacity: 0.8 }))
      .join('');
    for (let l = 0; l < 5; l++) {
      let lx = pn.x + 16 + (l % 3 === 2 ? 16 : 0);
      const ly = pn.y + dy + 34 + l * 20;
      // The active line reveals across the loop, like a cursor typing.
      const typed = l === 2 + i ? (p < 0.5 ? p * 2 : 1 - (p - 0.5) * 2) : 1;
      for (let t = 0; t < 3; t++) {
        const tw = R.range(18, 52) * typed;
        if (lx + tw > pn.x + pn.pw - 14) break;
        inner += rect(lx, ly, tw, 6, K[(l + t + i) % K.length], { rx: 3, opacity: 0.75 });
        lx += tw + 8;
      }
    }
    out.push(inner);
  }
  out.push(particles(doc, p, { seed: 'hero-p', n: 46, w, h }));
  // Keep the headline side calm: darken the left third.
  out.push(
    rect(
      0,
      0,
      w,
      h,
      doc.lin(
        [
          [0, '#000', 0.55],
          [0.45, '#000', 0.15],
          [1, '#000', 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  return out.join('');
}

/** Welcome circle, 640 x 640: an orbiting atom of light around a glossy red core. */
export function welcomeFrame(doc, p) {
  const { w, h } = doc;
  const cx = w / 2;
  const cy = h / 2;
  const out = [rect(0, 0, w, h, '#060607'), glow(doc, cx, cy, 330, C.red, 0.55)];
  for (let k = 0; k < 3; k++) {
    const tilt = k * 60 + p * 360 * (k === 1 ? -1 : 1) * 0.5 * 2;
    out.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="230" ry="82" transform="rotate(${r2(tilt % 360)} ${cx} ${cy})" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="1.6"/>`,
    );
    const a = p * TAU * (k + 1) + k;
    const ex = Math.cos(a) * 230;
    const ey = Math.sin(a) * 82;
    const ang = ((tilt % 360) * Math.PI) / 180;
    out.push(
      circle(
        cx + ex * Math.cos(ang) - ey * Math.sin(ang),
        cy + ex * Math.sin(ang) + ey * Math.cos(ang),
        9,
        k === 0 ? '#ffffff' : C.red300,
      ),
    );
  }
  const pulse = 1 + 0.04 * Math.sin(p * TAU * 2);
  const r = 110 * pulse;
  out.push(
    circle(
      cx,
      cy,
      r,
      doc.rad(
        [
          [0, '#ffc2c2'],
          [0.35, C.red],
          [1, '#2a0505'],
        ],
        [cx - r * 0.35, cy - r * 0.4, r * 1.45],
      ),
    ),
  );
  out.push(
    circle(
      cx - r * 0.35,
      cy - r * 0.45,
      r * 0.28,
      doc.rad([
        [0, '#fff', 0.55],
        [1, '#fff', 0],
      ]),
    ),
  );
  out.push(particles(doc, p, { seed: 'welcome-p', n: 30, w, h }));
  return out.join('');
}

/** Career hero, 1280 x 720: a slowly breathing network of people-nodes linked across the frame. */
export function careerFrame(doc, p) {
  const { w, h } = doc;
  const R = rng('career');
  const out = [
    rect(
      0,
      0,
      w,
      h,
      doc.lin([
        [0, '#0a0a0c'],
        [1, '#040405'],
      ]),
    ),
  ];
  out.push(glow(doc, w * 0.7 + Math.sin(p * TAU) * 100, h * 0.4 + Math.cos(p * TAU) * 40, 560, C.red, 0.42));
  out.push(glow(doc, w * 0.15 + Math.cos(p * TAU) * 60, h * 0.9, 380, C.red700, 0.35));
  const nodes = Array.from({ length: 34 }, (_, i) => {
    const bx = R.range(40, w - 40);
    const by = R.range(40, h - 40);
    const ax = R.range(10, 34);
    const ay = R.range(8, 26);
    const ph = R.next() * TAU;
    const f = R.int(1, 2);
    return {
      x: bx + Math.cos(p * TAU * f + ph) * ax,
      y: by + Math.sin(p * TAU * f + ph) * ay,
      big: i % 6 === 0,
    };
  });
  let links = '';
  for (let i = 0; i < nodes.length; i++)
    for (let j = i + 1; j < nodes.length; j++) {
      const d = Math.hypot(nodes[i].x - nodes[j].x, nodes[i].y - nodes[j].y);
      if (d < 210)
        links += `<path d="M${r2(nodes[i].x)} ${r2(nodes[i].y)} L${r2(nodes[j].x)} ${r2(nodes[j].y)}" stroke="#ffffff" stroke-opacity="${r2(0.22 * (1 - d / 210))}" stroke-width="1.2"/>`;
    }
  out.push(links);
  for (const n of nodes) {
    if (n.big) out.push(circle(n.x, n.y, 16, C.red, { opacity: 0.25 }), circle(n.x, n.y, 8, C.red300));
    else out.push(circle(n.x, n.y, 3.2, '#ffffff', { opacity: 0.7 }));
  }
  out.push(particles(doc, p, { seed: 'career-p', n: 24, w, h }));
  out.push(
    rect(
      0,
      0,
      w,
      h,
      doc.lin(
        [
          [0, '#000', 0.5],
          [0.5, '#000', 0.1],
          [1, '#000', 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  return out.join('');
}

/**
 * `w`/`h`: the scene and its poster. `encode`: the size the video itself is encoded at. Hero videos
 * are encoded at 640×360: behind their dark overlay the difference is not visible, decoding costs a
 * quarter, and a frame smaller than the poster never becomes the page's largest contentful paint
 * (Chrome counts a video's first frame at the smaller of its shown and its intrinsic size).
 */
export const VIDEOS = {
  hero: { frame: heroFrame, w: 1280, h: 720, encode: { w: 640, h: 360 }, seconds: 6, fps: 24 },
  welcome: { frame: welcomeFrame, w: 640, h: 640, seconds: 6, fps: 24 },
  career: { frame: careerFrame, w: 1280, h: 720, encode: { w: 640, h: 360 }, seconds: 6, fps: 24 },
};
