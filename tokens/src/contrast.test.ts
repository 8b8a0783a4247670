import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio, pairRatio, parseColor } from './contrast';
import { darkThemeValues, lightThemeValues } from './themes/values';

const themes = { dark: darkThemeValues, light: lightThemeValues };

describe('contrast helper', () => {
  it('computes the WCAG ratio of black on white as 21 and of the brand red on white as about 5.4', () => {
    expect(contrastRatio(parseColor('#000'), parseColor('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#cc2929'), parseColor('#fff'))).toBeCloseTo(5.36, 1);
  });

  it('rejects a colour it cannot read instead of passing silently', () => {
    expect(() => parseColor('red')).toThrow(/Unsupported colour/);
  });

  it('flags a pair that falls short (grey on grey)', () => {
    const colors = { text: { muted: '#777777' }, surface: { default: '#666666' } };
    expect(pairRatio(colors, { foreground: 'text.muted', background: 'surface.default', minimum: 4.5 })).toBeLessThan(4.5);
  });
});

describe.each(Object.entries(themes))('%s theme', (_name, theme) => {
  it('keeps the brand accent #cc2929', () => {
    expect(theme.color.accent.solid).toBe('#cc2929');
  });

  it.each(contrastPairs.map((pair) => [`${pair.foreground} on ${pair.background}${pair.over ? ` over ${pair.over}` : ''}`, pair] as const))(
    '%s meets WCAG AA',
    (_label, pair) => {
      const ratio = pairRatio(theme.color, pair);
      expect(ratio, `ratio ${ratio.toFixed(2)} < ${pair.minimum}`).toBeGreaterThanOrEqual(pair.minimum);
    },
  );
});
