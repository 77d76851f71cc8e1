/** What a player picks on their turn (the HTTP contract's `type`). */
export const TURN_TYPES = ['truth', 'dare'] as const;
export type TurnType = (typeof TURN_TYPES)[number];
