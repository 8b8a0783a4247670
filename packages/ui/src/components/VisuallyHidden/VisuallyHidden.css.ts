import { style } from '@vanilla-extract/css';
import { components } from '../../styles/layers.css';

/** Hidden from sight, still read by screen readers (the classic clip pattern). */
export const visuallyHidden = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      borderWidth: 0,
    },
  },
});
