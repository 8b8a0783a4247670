import { customerDetailsSchema } from '@company/contracts';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * The checkout form's validation: `customerDetailsSchema` of @company/contracts (the schema and messages
 * the server uses) through the zod resolver. CheckoutDialog imports this module lazily, on the first
 * check of the form, so zod is not part of the dialog's up-front code.
 */
export const customerResolver = zodResolver(customerDetailsSchema);
