import { DEFAULT_ADDRESS, isAddress, type Address } from '@truth-or-dare/prompt-banks';

/**
 * How prompts speak to this player (docs/decisions/0023-languages.md), chosen on the name screen
 * and sent with every join of the browser session, a sitting down again after a reload included.
 */
const ADDRESS_KEY = 'room_address';

export function chosenAddress(): Address {
  try {
    const stored = window.sessionStorage.getItem(ADDRESS_KEY);
    return isAddress(stored) ? stored : DEFAULT_ADDRESS;
  } catch {
    return DEFAULT_ADDRESS;
  }
}

export function rememberAddress(address: Address): void {
  try {
    window.sessionStorage.setItem(ADDRESS_KEY, address);
  } catch {
    // Storage can be unavailable (private modes); the join then goes out as neutral.
  }
}
