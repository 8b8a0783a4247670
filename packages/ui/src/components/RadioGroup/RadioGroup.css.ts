import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';
import { layered } from '../../styles/layers.css';

export const radioOptions = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space[3],
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column' } },
  }),
);

export const radioOption = style(layered({ paddingInlineEnd: vars.space[4] }));
