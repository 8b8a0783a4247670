import { Button, type ButtonProps } from '@company/ui';

import type { CartItemInput } from './cart';
import { useCart } from './useCart';
import { useSafeToast } from './useSafeToast';

export interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'asChild'> {
  /** The course to add: id, title, price (number or display string such as "₹1,499"), image key, category. */
  item: CartItemInput;
}

/**
 * Adds a course to the cart once. Adding it again keeps one line and says so in a toast.
 * Label defaults to 'Add to Cart'.
 */
export function AddToCartButton({
  item,
  children = 'Add to Cart',
  variant = 'outline',
  ...rest
}: AddToCartButtonProps) {
  const cart = useCart();
  const toast = useSafeToast();
  return (
    <Button
      type="button"
      variant={variant}
      {...rest}
      onClick={() => {
        const result = cart.add(item);
        if (result === 'added') toast?.success(`${item.title} added to cart`, { id: `cart-${item.id}` });
        else if (result === 'duplicate')
          toast?.toast({ title: `${item.title} is already in your cart`, id: `cart-${item.id}` });
        else toast?.error('This course cannot be added to the cart right now.');
      }}
    >
      {children}
    </Button>
  );
}
