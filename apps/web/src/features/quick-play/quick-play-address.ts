import { rememberedAddress } from '../../components/address-choice/address-choice';

/**
 * How prompts speak to the player in quick play (docs/decisions/0023-languages.md), remembered on
 * this device (localStorage) so the next match starts with the last choice.
 */
export const quickPlayAddress = rememberedAddress(() => window.localStorage, 'quick_play_address');
