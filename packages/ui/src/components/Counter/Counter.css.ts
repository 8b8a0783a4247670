import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { components } from '../../styles/layers.css';

export const counter = style({
  '@layer': {
    [components]: {
      // Stack the final value (invisible, sets the width) and the animated value in one cell:
      // the box never changes size while counting.
      display: 'inline-grid',
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    },
  },
});

export const layer = style({
  '@layer': { [components]: { gridArea: '1 / 1', textAlign: 'end' } },
});

export const sizer = style([layer, { '@layer': { [components]: { visibility: 'hidden' } } }]);

export const stat = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space[1],
      margin: 0,
      textAlign: 'center',
    },
  },
});

export const statValue = style({
  '@layer': {
    [components]: {
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize['4xl'],
      fontWeight: vars.fontWeight.heavy,
      lineHeight: vars.lineHeight.tight,
      color: vars.color.accent.text,
    },
  },
});

export const statLabel = style({
  '@layer': {
    [components]: { fontSize: vars.fontSize.md, color: vars.color.text.muted, fontWeight: vars.fontWeight.medium },
  },
});
