import type { CustomerDetails, CustomerDetailsInput } from '@company/contracts';
import { Button, Dialog, TextField } from '@company/ui';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { checkoutForm, checkoutFormError, checkoutSummary } from './CheckoutDialog.css';

type CustomerResolver = Resolver<CustomerDetailsInput, unknown, CustomerDetails>;
let loadingResolver: Promise<CustomerResolver> | null = null;

/**
 * `customerDetailsSchema` of @company/contracts through the zod resolver, loaded the first time a form is
 * checked (the first submit): zod and the contracts are the larger part of this component's code and
 * nothing needs them before then. The server validates with the very same schema and messages.
 */
const customerResolver: CustomerResolver = async (values, context, options) => {
  loadingResolver ??= import('./customerResolver').then((module) => module.customerResolver);
  try {
    return (await loadingResolver)(values, context, options);
  } catch {
    // Offline before the first check: say so like a failed call, and try again on the next submit.
    loadingResolver = null;
    return { values: {}, errors: { root: { type: 'network', message: 'Network Error' } } };
  }
};

/** The buyer's details: the same shape (and the same validation messages) as `customerDetailsSchema` in @company/contracts. */
export type CheckoutCustomer = CustomerDetails;

export interface CheckoutDialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (never while a payment is in progress). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Called with valid, trimmed details. May return a promise: the Proceed to Pay button shows a busy
   * state until it settles and the dialog cannot be dismissed meanwhile. A rejection keeps the dialog
   * open and shows the error's message.
   */
  onSubmit: (customer: CheckoutCustomer) => void | Promise<void>;
  /** Heading. Default `'Enter your details'`. */
  title?: string;
  /** Line under the heading. Default `'We need these to send your receipt.'`. */
  description?: ReactNode;
  /** What is being bought (course, price), shown above the fields. */
  summary?: ReactNode;
  /** Maximum characters in the phone field; further typing is ignored. Default: no cap (the course page passes 10). */
  phoneMaxLength?: number;
  /** The expected format, shown under the phone field. Default: none. */
  phoneHint?: ReactNode;
  /** Label of the submit button. Default `'Proceed to Pay'`. */
  submitLabel?: string;
  /** Label of the cancel button. Default `'Cancel'`. */
  cancelLabel?: string;
  /** Prefilled values, for example a signed-in customer's profile: empty fields take them whenever the dialog opens. */
  defaultValues?: Partial<CheckoutCustomer>;
  /** A payment is in progress outside the form (the payment window is open): keep the dialog open and busy. Default `false`. */
  paying?: boolean;
  /** Close the dialog after `onSubmit` resolves. Default `true`. */
  closeOnSubmit?: boolean;
  /** Element that opens the dialog (rendered with `asChild`), when it is not opened by code. */
  trigger?: ReactNode;
  /**
   * Element that takes focus when the dialog closes. Default: the trigger, or, when the dialog is
   * opened by code, the element that had focus when it opened (a Buy Now button).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The purchase details modal (docs/requirements/SPEC.md §5 "Purchase details modal"), built from the library's Dialog,
 * TextField and Button: Full Name, Email and Phone with the spec's exact messages, Cancel and
 * Proceed to Pay. Validation runs on submit and then as the user corrects a field; focus moves to
 * the first invalid field. While `onSubmit` runs (or `paying` is set) the dialog cannot be dismissed.
 */
export function CheckoutDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onSubmit,
  title = 'Enter your details',
  description = 'We need these to send your receipt.',
  summary,
  phoneMaxLength,
  phoneHint,
  submitLabel = 'Proceed to Pay',
  cancelLabel = 'Cancel',
  defaultValues,
  paying = false,
  closeOnSubmit = true,
  trigger,
  returnFocusRef,
}: CheckoutDialogProps) {
  // Controlled when `open` is passed (the checkout flow), uncontrolled with a `trigger` (stories).
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const [submitError, setSubmitError] = useState<string>();
  const formErrorId = useId();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CustomerDetailsInput, unknown, CustomerDetails>({
    resolver: customerResolver,
    defaultValues: { name: '', email: '', phone: '', ...defaultValues },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  // The dialog stays mounted between purchases, and the profile may arrive after it first rendered.
  useEffect(() => {
    if (!open || !defaultValues) return;
    for (const key of ['name', 'email', 'phone'] as const) {
      const value = defaultValues[key];
      // Within the phone cap only (a stored number is 10 digits; the course page caps at 10).
      if (value && !getValues(key) && !(phoneMaxLength && key === 'phone' && value.length > phoneMaxLength))
        setValue(key, value);
    }
  }, [open, defaultValues, getValues, setValue, phoneMaxLength]);

  const locked = isSubmitting || paying;
  const formError = submitError ?? errors.root?.message;

  const submit = handleSubmit(async (customer) => {
    setSubmitError(undefined);
    try {
      await onSubmit(customer);
      if (closeOnSubmit) setOpen(false);
    } catch (error) {
      setSubmitError(
        error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again!',
      );
    }
  });

  // Radix returns focus to a Dialog.Trigger only; opened by code, focus would fall to <body>.
  const openerRef = useRef<HTMLElement | null>(null);

  const preventWhileLocked = (event: Event) => {
    if (locked) event.preventDefault();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && locked) return;
        setOpen(next);
      }}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content
        size="sm"
        closeDisabled={locked}
        onOpenAutoFocus={() => {
          // Runs before focus moves into the dialog: the focused element is what opened it.
          openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusRef?.current ?? (trigger ? null : openerRef.current);
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        onEscapeKeyDown={preventWhileLocked}
        onPointerDownOutside={preventWhileLocked}
        onInteractOutside={preventWhileLocked}
        aria-busy={locked || undefined}
      >
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        </Dialog.Header>
        <form
          className={checkoutForm}
          noValidate
          onSubmit={(event) => {
            // Enter in a field while a payment is running must not submit twice.
            if (locked) event.preventDefault();
            else void submit(event);
          }}
          aria-describedby={formError ? formErrorId : undefined}
        >
          {summary ? <div className={checkoutSummary}>{summary}</div> : null}
          <TextField
            label="Full Name"
            type="text"
            autoComplete="name"
            required
            readOnly={locked}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            readOnly={locked}
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            inputMode="numeric"
            maxLength={phoneMaxLength}
            description={phoneHint}
            required
            readOnly={locked}
            error={errors.phone?.message}
            {...register('phone')}
          />
          {formError ? (
            <p id={formErrorId} role="alert" className={checkoutFormError}>
              {formError}
            </p>
          ) : null}
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button tone="neutral" variant="outline" disabled={locked}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={locked}>
              {submitLabel}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
CheckoutDialog.displayName = 'CheckoutDialog';
