import { Button, type ButtonProps } from '@company/ui';

import { type CheckoutFlow, type CheckoutItem, useCheckout } from './useCheckout';

export interface BuyNowButtonProps extends Omit<ButtonProps, 'onClick' | 'asChild' | 'loading'> {
  /** What to buy (ids only; the server sets the price). */
  items: CheckoutItem[];
  /** `course` on course detail (phone capped at 10 and the 'Payment Successful!' overlay), `product` on products. */
  flow: CheckoutFlow;
}

/** A Buy Now button that runs the whole checkout for its items. Label defaults to 'Buy Now'. */
export function BuyNowButton({ items, flow, children = 'Buy Now', disabled, ...rest }: BuyNowButtonProps) {
  const checkout = useCheckout({ flow });
  return (
    <>
      <Button
        type="button"
        {...rest}
        disabled={disabled || items.length === 0}
        loading={checkout.busy}
        onClick={() => void checkout.start(items)}
      >
        {children}
      </Button>
      {checkout.ui}
    </>
  );
}
