import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';

export const selectWrap = style(layered({ position: 'relative', display: 'block' }));

export const select = style(layered({ appearance: 'none', paddingInlineEnd: vars.space[7], cursor: 'pointer' }));

export const selectChevron = style(
  layered({
    position: 'absolute',
    insetInlineEnd: vars.space[3],
    top: '50%',
    transform: 'translateY(-50%)',
    width: vars.space[4],
    height: vars.space[4],
    color: vars.color.text.muted,
    pointerEvents: 'none',
  }),
);
