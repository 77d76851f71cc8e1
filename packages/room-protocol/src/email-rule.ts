import { LIMITS } from './limits';

/** The same rule as emailSchema as plain code, for the subscribe form in the first page load. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length >= LIMITS.email.min && email.length <= LIMITS.email.max && email.includes('@');
}
