/** The 18+ confirmation lasts for the browser session (sessionStorage), shared by every game. */
export const ADULT_CONFIRMATION_KEY = 'adult_confirmed';

export function isAdultConfirmed(): boolean {
  try {
    return window.sessionStorage.getItem(ADULT_CONFIRMATION_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberAdultConfirmation(): void {
  try {
    window.sessionStorage.setItem(ADULT_CONFIRMATION_KEY, 'true');
  } catch {
    // Storage can be unavailable (private modes); the dialog simply asks again next time.
  }
}
