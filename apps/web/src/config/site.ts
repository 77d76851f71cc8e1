import { msg } from '@lingui/core/macro';

/** Product-wide constants shared by pages and layout. */

/** The game's own name in each language (Verdad o reto, Wahrheit oder Pflicht…), in titles and the header. */
export const SITE_NAME = msg`Truth or Dare`;

/** Completes the home page's document title. */
export const SITE_PITCH = msg`The Party Game, Online and Offline`;

/** The single support address used on every page that mentions contact. */
export const SUPPORT_EMAIL = 'support@truthordare.example';
