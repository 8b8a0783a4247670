import { defineProperties, createSprinkles } from '@vanilla-extract/sprinkles';
import { vars } from '@company/tokens/contract';
import { utilities } from './layers.css';
import { media } from './media';

const space = vars.space;

const responsiveProperties = defineProperties({
  '@layer': utilities,
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    textAlign: ['start', 'center', 'end'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    // Both inline sides at once (mirrors with `dir`): one class per value instead of a start and an end one.
    paddingInline: space,
    marginTop: { ...space, auto: 'auto' },
    marginBottom: { ...space, auto: 'auto' },
    marginInline: { ...space, auto: 'auto' },
    width: { auto: 'auto', full: '100%', half: '50%' },
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      6: 'repeat(6, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingInline'],
    paddingX: ['paddingInline'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginInline'],
    marginX: ['marginInline'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const unconditionalProperties = defineProperties({
  '@layer': utilities,
  properties: {
    position: ['static', 'relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['visible', 'hidden', 'auto', 'clip'],
    zIndex: vars.zIndex,
    borderRadius: vars.radius,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, unconditionalProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
