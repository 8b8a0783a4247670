import { HoverAccordionRoot, HoverAccordionItem } from './HoverAccordion';

/**
 * `HoverAccordion.Root` and the other parts: the namespace is built here, in a module without 'use client', from the parts
 * the client module exports one by one. Built inside the client module, a React Server Component would
 * see it as one client reference whose `.Root` is undefined (Next.js App Router).
 */
export const HoverAccordion = { Root: HoverAccordionRoot, Item: HoverAccordionItem };
export type { HoverAccordionRootProps, HoverAccordionItemProps } from './HoverAccordion';
