export { HoverAccordion } from './HoverAccordion';
export type { HoverAccordionRootProps, HoverAccordionItemProps } from './HoverAccordion';
