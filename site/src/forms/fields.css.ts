import { style } from '@vanilla-extract/css';

/** A borderless fieldset that only groups a form's controls so they can be disabled together. */
export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'contents' });
