import { style } from '@vanilla-extract/css';
import { vars } from '@company/tokens/contract';

/** The story's sentence: the phrase in the accent, the rest of the sentence in the text colour. */
export const suffix = style({ color: vars.color.text.default });
