// Brand assets: the Acme Softech logo (mark + wordmark), favicon artwork and the default share image.
import { C, Doc, measure, path, rect, text } from '../lib/core.mjs';
import { glass, laptop, phone, studio } from '../lib/ui.mjs';
import { appScreen, landing } from './services.mjs';

export const BRAND = 'Acme Softech';

/**
 * The mark: a red rounded square holding a geometric "A" whose crossbar is a forward chevron (software that ships).
 * Drawn in a 64-unit box at (x, y) scaled to s.
 */
export function logoMark(x, y, s, { bg = C.red, fg = '#ffffff', rx = 16 } = {}) {
  const k = s / 64;
  const t = `translate(${x} ${y}) scale(${k})`;
  return (
    `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${rx * k}" fill="${bg}"/>` +
    `<path transform="${t}" d="M27.5 12 H36.5 L52 52 H42.6 L32 23.6 L21.4 52 H12 Z" fill="${fg}"/>` +
    `<path transform="${t}" d="M23.6 39 H38.2 L41.2 43.5 L38.2 48 H22 Z" fill="${fg}"/>` +
    `<circle transform="${t}" cx="49" cy="16" r="4.2" fill="${fg}" opacity="0.9"/>`
  );
}

/** Horizontal logo: mark + two-tone wordmark. `onDark` picks the wordmark colour. */
export function logoSvg({ onDark = true, height = 48 } = {}) {
  const size = 30;
  const mark = height;
  const acmeW = measure('Acme', { size, font: 'manrope-800' });
  const softW = measure(' Softech', { size, font: 'manrope-800' });
  const w = Math.ceil(mark + 12 + acmeW + softW + 2);
  const doc = new Doc(w, height);
  const base = height / 2 + size * 0.36;
  const body =
    logoMark(0, 0, mark, { rx: 13 * (64 / mark) * (mark / 64) }) +
    text('Acme', mark + 12, base, { size, font: 'manrope-800', fill: onDark ? '#ffffff' : '#0a0a0b' }) +
    text('Softech', mark + 12 + acmeW + measure(' ', { size, font: 'manrope-800' }), base, {
      size,
      font: 'manrope-800',
      fill: onDark ? '#e04848' : C.red,
    });
  const svg = doc
    .render(body)
    .replace('<svg ', `<svg role="img" aria-label="${BRAND}" `)
    .replace('<defs></defs>', `<title>${BRAND}</title>`);
  return { svg, w, h: height };
}

/** Favicon artwork (square mark) at a given px size; `padded` adds a black field for maskable/apple icons. */
export function faviconSvg(px, { padded = false } = {}) {
  const doc = new Doc(64, 64);
  const body = padded
    ? rect(0, 0, 64, 64, '#0a0a0b') + logoMark(10, 10, 44, { rx: 12 })
    : logoMark(0, 0, 64, { rx: 14 });
  return doc.render(body, px / 64);
}

/** Open Graph / Twitter share image, 1200 x 630. */
export function ogScene(doc) {
  const out = [
    studio(doc, {
      seed: 'og',
      glows: [
        [980, 120, 620, C.red, 0.5],
        [120, 640, 420, C.red700, 0.35],
      ],
      grid: 'lines',
    }),
  ];
  out.push(logoMark(72, 70, 64, { rx: 16 }));
  out.push(
    text('Acme', 152, 114, { size: 36, font: 'manrope-800', fill: '#fff' }),
    text('Softech', 152 + measure('Acme ', { size: 36, font: 'manrope-800' }), 114, {
      size: 36,
      font: 'manrope-800',
      fill: '#e04848',
    }),
  );
  out.push(text('Software, apps and', 72, 270, { size: 64, font: 'manrope-800', fill: '#fff' }));
  out.push(text('digital growth.', 72, 346, { size: 64, font: 'manrope-800', fill: '#fff' }));
  out.push(text('Custom software, mobile apps, web and SEO', 72, 410, { size: 24, fill: C.ink300 }));
  out.push(
    rect(72, 470, 250, 64, C.red, { rx: 32 }),
    text('acmesoftech.in', 197, 511, { size: 22, font: 'inter-600', fill: '#fff', anchor: 'middle' }),
  );
  out.push(text('Jabalpur · Bengaluru', 350, 511, { size: 22, fill: C.ink400 }));
  out.push(laptop(doc, 800, 260, 400, (x, y, w, h) => landing(doc, x, y, w, h, { seed: 'og' })));
  out.push(
    phone(doc, 740, 320, 120, (x, y, w, h) =>
      appScreen(doc, x, y, w, h, { title: 'Orders', seed: 'og', variant: 1 }),
    ),
  );
  out.push(
    glass(doc, 930, 110, 210, 70, { rx: 35 }),
    path('M958 145 l8 8 l16 -16', 'none', { stroke: C.green, sw: 4 }),
    text('100+ projects', 996, 153, { size: 20, font: 'inter-600' }),
  );
  return out.join('');
}
