import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';
import { media } from '../shared/page.css';
import { centredColumns } from '../shared/centredColumns';

/* 1. Hero */
export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'grid',
  alignItems: 'center',
  minHeight: 'min(88vh, 52rem)',
  paddingBlock: vars.space[9],
  overflow: 'hidden',
  background: vars.color.surface.sunken,
});

/** Darkens the video so the headline keeps its contrast, and fades it into the page below. */
export const heroMedia = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(90deg, rgba(0, 0, 0, 0.85) 0%, rgba(0, 0, 0, 0.55) 60%, rgba(0, 0, 0, 0.35) 100%), linear-gradient(180deg, transparent 55%, ${vars.color.surface.default})`,
});

export const heroVideo = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  width: '100%',
  height: '100%',
  aspectRatio: 'auto',
});

export const heroInner = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 60rem)',
  justifyItems: 'start',
});

export const heroTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['5xl'],
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.03em',
});

export const heroPhrase = style({ color: vars.color.accent.text, display: 'inline-block' });
export const heroTrail = style({ color: vars.color.text.default });

/** The rotating phrase's pause toggle, at the end of the actions row, centred on the buttons. */
export const heroPause = style({ alignSelf: 'center' });

export const heroLead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text.muted,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '40rem',
});

/* 2. Logo strip */
export const logoStrip = style({
  paddingBlock: vars.space[6],
  borderBlock: `1px solid ${vars.color.border.default}`,
});
export const logoStripTitle = style({
  textAlign: 'center',
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  marginBottom: vars.space[5],
});
export const logo = style({
  height: '50px',
  width: 'auto',
  // Two logos a row on a phone when the strip is still (reduced motion), instead of a column of five.
  maxWidth: 'min(10rem, 40vw)',
  aspectRatio: 'auto',
  objectFit: 'contain',
});

/* 3. Banner */
export const banner = style({
  display: 'grid',
  gap: vars.space[5],
  alignItems: 'center',
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  background: `linear-gradient(120deg, ${vars.color.accent.soft}, ${vars.color.surface.raised})`,
  border: `1px solid ${vars.color.border.default}`,
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr auto', padding: vars.space[8] } },
});

/* 4. Services grid */
export const serviceGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[5],
}); // Ten cards: 2, 3 or 5 a row; with 3 the tenth is centred under the others.
centredColumns(serviceGrid, [
  [640, 2],
  [1024, 3],
  [1280, 5],
]);

// Five a row from 1280 px: the cards are about 210 px wide, so they take less padding and a smaller title
// ("Staff Augmentation" broke inside its last word at the card title's usual size).
export const serviceCard = style({
  height: '100%',
  '@media': { [media.wide]: { padding: vars.space[4] } },
});
export const serviceTitle = style({ '@media': { [media.wide]: { fontSize: vars.fontSize.lg } } });
export const serviceImage = style({ borderRadius: vars.radius.md, aspectRatio: '4 / 3', objectFit: 'cover' });
export const more = style({
  marginTop: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.semibold,
});

/* 5. Why choose us */
export const why = style({
  display: 'grid',
  gap: vars.space[7],
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '5fr 6fr' } },
});
export const featureImage = style({ borderRadius: vars.radius.md, aspectRatio: '4 / 3', objectFit: 'cover' });

/* 6. Strip */
export const stripSection = style({ paddingBottom: vars.space[8] });
export const stripPoints = style({
  margin: 0,
  paddingLeft: vars.space[5],
  color: vars.color.text.muted,
  display: 'grid',
  gap: vars.space[1],
});

/* 7. Workflow */
export const workflowStep = style({
  padding: vars.space[5],
  borderTop: `2px solid ${vars.color.accent.solid}`,
  background: vars.color.surface.raised,
  borderRadius: `0 0 ${vars.radius.lg} ${vars.radius.lg}`,
});
export const workflowNumber = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.accent.text,
});

/* 8. Stats */
const statsGradient = `linear-gradient(135deg, ${vars.color.accent.solid}, ${vars.color.accent.hover})`;
export const statsBand = style({
  paddingBlock: vars.space[8],
  background: statsGradient,
  color: vars.color.accent.contrast,
});
/** The network picture drifts behind the band (parallax, strength 400) under the band's red. */
export const statsBackdrop = style({
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, background: statsGradient, opacity: 0.86 },
  },
});
export const statsImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const stat = style({ textAlign: 'center' });

/* 9. Welcome */
export const welcome = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'center',
  marginBottom: vars.space[7],
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto 1fr' } },
});
/** The round video floats (4 s a rise and fall); centred in its column like the circle was. */
export const welcomeFloat = style({ justifySelf: 'center' });
export const welcomeCircle = style({
  width: 'min(18rem, 70vw)',
  aspectRatio: '1',
  borderRadius: vars.radius.round,
  overflow: 'hidden',
  justifySelf: 'center',
  border: `4px solid ${vars.color.accent.solid}`,
  boxShadow: vars.shadow.glow,
  background: `radial-gradient(circle at 35% 35%, ${vars.color.accent.soft}, ${vars.color.surface.sunken})`,
});
export const valueCard = style({ height: '100%' });

/* 10. Philosophy */
export const philosophyImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  aspectRatio: 'auto',
  objectFit: 'cover',
});

/* 11. Testimonials */
export const testimonial = style({ margin: 0, height: '100%' });
export const stars = style({ display: 'inline-flex', gap: '2px', color: vars.color.warning.text });
export const quote = style({ margin: 0, color: vars.color.text.default, lineHeight: vars.lineHeight.normal });
export const person = style({ marginTop: 'auto', display: 'flex', gap: vars.space[3], alignItems: 'center' });
export const avatar = style({
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.round,
  objectFit: 'cover',
  aspectRatio: '1',
  flexShrink: 0,
});
export const personName = style({ display: 'block', fontWeight: vars.fontWeight.bold });
export const personRole = style({
  display: 'block',
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});

/* 12. Offer and transactions */
export const offerPanel = style({
  display: 'grid',
  gap: vars.space[5],
  alignItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
export const offerImage = style({ borderRadius: vars.radius.lg, aspectRatio: '4 / 3', objectFit: 'cover' });
export const transactionCard = style({ minHeight: '12rem' });

globalStyle(`${stripPoints} li::marker`, { color: vars.color.accent.text });

export const featureReveal = style({ minWidth: 0 });
export const carouselControls = style({ marginTop: vars.space[5] });

// The counters' muted label colour is meant for neutral surfaces; on the red band every text uses the contrast colour.
globalStyle(`${statsBand} *`, { color: 'inherit' });
