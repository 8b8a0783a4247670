'use client';

import { useState, type ReactNode, type RefObject } from 'react';
import { onDemand, useOnFirstInteraction } from '../../internal/onDemand';
import type { ConfirmationIconVariants } from './AlertDialog.css';

export interface ConfirmationDialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (the Ok button closes it). */
  onOpenChange?: (open: boolean) => void;
  /** Heading, for example `'Thanks For Contacting Us'`. */
  title: ReactNode;
  /** Message under the heading, for example `'We will contact you soon'`. */
  description?: ReactNode;
  /** Label of the single button. Default `'Ok'`. */
  actionLabel?: string;
  /** Called when the button is pressed, before the dialog closes. */
  onConfirm?: () => void;
  /** Icon and colour of the status badge. Default `success`. */
  tone?: ConfirmationIconVariants['tone'];
  /** Element that opens the dialog (rendered with `asChild`), when it is not opened by code. */
  trigger?: ReactNode;
  /**
   * Element that takes focus when the dialog closes. Default: the element that had focus when it
   * opened. Set it when that element was disabled or removed meanwhile (a form's busy submit button).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The popup (Radix AlertDialog, its icons and styles) is a module of its own: a form page does not load it
 * with its first JavaScript. It is fetched at the visitor's first press, key or focus, so it is there by the
 * time a form is sent, and it is rendered from the first time the dialog opens (or at once with a `trigger` or
 * `defaultOpen`).
 */
const panel = onDemand(() => import('./ConfirmationPanel'));
/** Fetches the popup's module ahead of its first opening (not exported from the package root). */
export const preloadConfirmationDialog = panel.preload;
const PanelSlot = panel.Slot;

/**
 * A one-button status popup ("Thanks For Contacting Us", "Registration Successful",
 * "Login Failed"): a status icon, a title, a message and an Ok button that has focus on open.
 */
export function ConfirmationDialog(props: ConfirmationDialogProps) {
  const { open, defaultOpen, trigger } = props;
  const wanted = Boolean(open || defaultOpen || trigger);
  const [mounted, setMounted] = useState(wanted);
  // Stays mounted once shown, so closing animates and returns focus like any Radix dialog.
  if (wanted && !mounted) setMounted(true);
  useOnFirstInteraction(() => void preloadConfirmationDialog());
  return mounted || wanted ? <PanelSlot {...props} /> : null;
}
ConfirmationDialog.displayName = 'ConfirmationDialog';
