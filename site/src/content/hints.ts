/**
 * The format hint under every mobile field that accepts the usual Indian forms (sign-up, profile, checkout
 * from the cart and products): `normaliseMobile` in @company/contracts stores them as 10 digits (issue 32
 * (docs/requirements/issues/32-courses-you-can-take.md)). Kept out of the contracts so a page shows it
 * without loading the schemas.
 */
export const mobileHint = '10-digit mobile, e.g. 98260 12345 (with or without +91 or 0)';
