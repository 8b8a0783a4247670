/**
 * WCAG 2.x contrast, computed from token values. Used by the contrast test of both themes and
 * available to anyone who adds a theme.
 */

type Rgba = { r: number; g: number; b: number; a: number };

/** Parses `#rgb`, `#rrggbb` and `rgb()/rgba()` colours (the formats the themes use). */
export function parseColor(color: string): Rgba {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value);
  if (hex) {
    const digits = hex[1]!;
    const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
    return {
      r: parseInt(full.slice(0, 2), 16),
      g: parseInt(full.slice(2, 4), 16),
      b: parseInt(full.slice(4, 6), 16),
      a: 1,
    };
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(value);
  if (fn) {
    const parts = fn[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
    const [r = NaN, g = NaN, b = NaN, a = 1] = parts;
    if ([r, g, b, a].every((n) => Number.isFinite(n))) return { r, g, b, a };
  }
  throw new Error(`Unsupported colour format: ${color}`);
}

/** Paints a possibly translucent colour over an opaque backdrop. */
export function composite(color: string, backdrop: string): Rgba {
  const top = parseColor(color);
  const bottom = parseColor(backdrop);
  if (bottom.a !== 1) throw new Error(`Backdrop must be opaque: ${backdrop}`);
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function channel(value: number) {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A colour role path in the theme contract, e.g. `text.muted`. */
export type ColorRole = string;

export interface ContrastPair {
  foreground: ColorRole;
  background: ColorRole;
  /** Translucent backgrounds are painted over this opaque role first. */
  over?: ColorRole;
  /** 4.5 for body text (WCAG 1.4.3 AA), 3 for UI parts and focus indicators (WCAG 1.4.11). */
  minimum: 4.5 | 3;
}

const surfaces = ['surface.default', 'surface.raised', 'surface.sunken'] as const;
const onSurfaces = (foreground: ColorRole, minimum: 4.5 | 3 = 4.5): ContrastPair[] =>
  surfaces.map((background) => ({ foreground, background, minimum }));

/** Every foreground/background combination the components render. */
export const contrastPairs: ContrastPair[] = [
  ...onSurfaces('text.default'),
  ...onSurfaces('text.muted'),
  ...onSurfaces('accent.text'),
  ...onSurfaces('success.text'),
  ...onSurfaces('danger.text'),
  ...onSurfaces('warning.text'),
  { foreground: 'text.onAccent', background: 'accent.solid', minimum: 4.5 },
  { foreground: 'text.onAccent', background: 'accent.hover', minimum: 4.5 },
  { foreground: 'accent.contrast', background: 'accent.solid', minimum: 4.5 },
  { foreground: 'text.onAccent', background: 'success.solid', minimum: 4.5 },
  { foreground: 'text.onAccent', background: 'danger.solid', minimum: 4.5 },
  { foreground: 'text.inverse', background: 'text.default', minimum: 4.5 },
  { foreground: 'text.inverse', background: 'text.muted', minimum: 4.5 },
  ...surfaces.flatMap((over) => [
    { foreground: 'accent.text', background: 'accent.soft', over, minimum: 4.5 } as const,
    { foreground: 'text.default', background: 'accent.soft', over, minimum: 4.5 } as const,
    { foreground: 'success.text', background: 'success.soft', over, minimum: 4.5 } as const,
    { foreground: 'danger.text', background: 'danger.soft', over, minimum: 4.5 } as const,
  ]),
  // Non-text contrast: control borders, focus ring, the accent as a filled control.
  ...onSurfaces('border.control', 3),
  ...onSurfaces('focusRing', 3),
  ...onSurfaces('accent.solid', 3),
];

/** Reads `a.b` from a theme's colour tree. */
export function colorAt(colors: Record<string, unknown>, role: ColorRole): string {
  const value = role.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], colors);
  if (typeof value !== 'string') throw new Error(`No colour token at color.${role}`);
  return value;
}

/** The ratio of one pair in a theme (translucent backgrounds composited first). */
export function pairRatio(colors: Record<string, unknown>, pair: ContrastPair): number {
  const backdrop = pair.over ? colorAt(colors, pair.over) : undefined;
  const bgToken = colorAt(colors, pair.background);
  const background = backdrop ? composite(bgToken, backdrop) : parseColor(bgToken);
  if (background.a !== 1) throw new Error(`color.${pair.background} is translucent: give the pair an "over" role`);
  const fgToken = colorAt(colors, pair.foreground);
  const foreground = composite(fgToken, `rgb(${background.r}, ${background.g}, ${background.b})`);
  return contrastRatio(foreground, background);
}
