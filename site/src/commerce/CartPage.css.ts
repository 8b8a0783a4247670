import { style } from '@vanilla-extract/css';
import { vars } from '@company/ui/css';

/** Go to course (an owned course) and Remove, side by side; under the text on a narrow screen. */
export const lineActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  justifyContent: 'flex-end',
  '@media': { 'screen and (max-width: 520px)': { gridColumn: '2', justifyContent: 'flex-start' } },
});
