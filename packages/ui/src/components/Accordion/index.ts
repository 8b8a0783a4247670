export { Accordion } from './Accordion';
export type {
  AccordionRootProps,
  AccordionSingleRootProps,
  AccordionMultipleRootProps,
  AccordionItemProps,
  AccordionHeaderProps,
  AccordionTriggerProps,
  AccordionContentProps,
} from './Accordion';
