/** Product-wide constants shared by pages and layout. */
export const SITE_NAME = 'Truth or Dare';

/** Completes the home page's document title. */
export const SITE_PITCH = 'The Party Game, Online and Offline';

/** The single support address used on every page that mentions contact. */
export const SUPPORT_EMAIL = 'support@truthordare.example';
