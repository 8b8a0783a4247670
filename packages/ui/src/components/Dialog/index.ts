import {
  DialogRoot,
  DialogTrigger,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogDescription,
  DialogFooter,
  DialogClose,
} from './Dialog';

/**
 * Modal dialog and side sheet on Radix Dialog: `Dialog.Root`, `Trigger`, `Content`, `Header`, `Title`, `Description`, `Footer`, `Close`.
 *
 * `Dialog.Root` and the other parts: the namespace is built here, in a module without 'use client', from the parts
 * the client module exports one by one. Built inside the client module, a React Server Component would
 * see it as one client reference whose `.Root` is undefined (Next.js App Router).
 */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Header: DialogHeader,
  Title: DialogTitle,
  Description: DialogDescription,
  Footer: DialogFooter,
  Close: DialogClose,
};
export type {
  DialogRootProps,
  DialogTriggerProps,
  DialogContentProps,
  DialogHeaderProps,
  DialogTitleProps,
  DialogDescriptionProps,
  DialogFooterProps,
  DialogCloseProps,
} from './Dialog';
