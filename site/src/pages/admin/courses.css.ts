import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

/** The console's course page (issue 32 (docs/requirements/issues/32-courses-you-can-take.md)): modules as panels, lessons as rows with their media controls. */

export const moduleHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const lessonList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const lesson = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.default,
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const lessonTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'center' });

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const small = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const failure = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger.text });

/** A native progress bar in the theme's colours (its value is what screen readers announce). */
export const progress = style({
  width: '100%',
  height: vars.space[3],
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  backgroundColor: vars.color.surface.sunken,
  accentColor: vars.color.accent.solid,
});
globalStyle(`${progress}::-webkit-progress-bar`, { backgroundColor: vars.color.surface.sunken });
globalStyle(`${progress}::-webkit-progress-value`, { backgroundColor: vars.color.accent.solid });
globalStyle(`${progress}::-moz-progress-bar`, { backgroundColor: vars.color.accent.solid });

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[3],
});

export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[3],
});
