import { LIMITS } from './limits';

/** What the subscribe form and the API say about an address that breaks the rule. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email.';

/**
 * The one email rule (docs/product.md#newsletter), as plain code so the subscribe form can use it
 * in the first page load without the validation library; `emailSchema` and the API apply the
 * same function. After trimming: 3 to 254 characters, an `@`, and no spaces or control
 * characters, which no deliverable address has and which could break the headers of an email.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return (
    email.length >= LIMITS.email.min &&
    email.length <= LIMITS.email.max &&
    email.includes('@') &&
    !/[\s\p{Cc}]/u.test(email)
  );
}
