import { CheckoutDetails, type CheckoutDetailsProps } from './CheckoutDetails';
import { SandboxCheckoutWindow } from './gateway/SandboxCheckoutWindow';
import type { SandboxGateway } from './gateway/sandbox';

/**
 * The checkout's two windows, the details modal (the site's CheckoutDialog with its form and validation) and the
 * sandbox payment window, in one module that `useCheckout` loads when a purchase starts: none of it is
 * needed to show a course, the cart or the products.
 */
export default function CheckoutWindows({
  details,
  sandbox,
}: {
  details: CheckoutDetailsProps;
  sandbox: SandboxGateway;
}) {
  return (
    <>
      <CheckoutDetails {...details} />
      <SandboxCheckoutWindow gateway={sandbox} />
    </>
  );
}
