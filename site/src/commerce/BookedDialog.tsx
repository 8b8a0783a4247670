import { AlertDialog, Button } from '@company/ui';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';

import { bookedBody, bookedIcon, bookedThanks, successTitle } from './BookedDialog.css';

export interface BookedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The buyer's name for the 'Payment Successful!' thanks (cart and course flows); none for products. */
  thanksName?: string;
  /** Where "Start learning" goes (the first course of the order); none when the order has no course. */
  learnHref?: string;
}

/**
 * The one confirmation after a purchase (docs/requirements/SPEC.md §4): 'Appointment Booked Successfully',
 * 'We will contact you soon', and in the cart and course flows the 'Payment Successful!' thanks by name, in
 * one dialog rather than a dialog over a banner. Issue 32 (docs/requirements/issues/32-courses-you-can-take.md):
 * an order with a course offers "Start learning" as the next step.
 */
export function BookedDialog({ open, onOpenChange, thanksName, learnHref }: BookedDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Content>
        <div className={bookedBody}>
          <span className={bookedIcon} aria-hidden="true">
            <CircleCheck size={28} />
          </span>
          <AlertDialog.Title>Appointment Booked Successfully</AlertDialog.Title>
          <AlertDialog.Description>We will contact you soon</AlertDialog.Description>
          {thanksName ? (
            <div className={bookedThanks}>
              <h3 className={successTitle}>Payment Successful!</h3>
              <p>Thank you, {thanksName}! Your payment has been received and your seat is confirmed.</p>
            </div>
          ) : null}
          {learnHref ? (
            <p>Your course is ready: start with its first lesson now, or later from My Course.</p>
          ) : null}
        </div>
        <AlertDialog.Footer>
          {learnHref ? (
            <>
              <AlertDialog.Cancel variant="outline" tone="neutral">
                Ok
              </AlertDialog.Cancel>
              <Button asChild>
                <Link to={learnHref}>Start learning</Link>
              </Button>
            </>
          ) : (
            <AlertDialog.Action>Ok</AlertDialog.Action>
          )}
        </AlertDialog.Footer>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
