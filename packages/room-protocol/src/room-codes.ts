/**
 * Room codes: 6 characters a person can read aloud and type on a phone, from an alphabet without
 * look-alikes (no 0/O, 1/I/L). 31^6 ≈ 887 million codes; they are not secrets (docs/api.md#find-a-room-by-code).
 */
export const ROOM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ROOM_CODE_LENGTH = 6;

/** A code from `randomIndex(n)` (an integer in [0, n)), so the caller chooses the source of chance. */
export function makeRoomCode(randomIndex: (bound: number) => number): string {
  let code = '';
  for (let index = 0; index < ROOM_CODE_LENGTH; index += 1)
    code += ROOM_CODE_ALPHABET[randomIndex(ROOM_CODE_ALPHABET.length)];
  return code;
}

/** The code as typed, in its stored form (upper case, spaces and dashes dropped), or null when it cannot be a code. */
export function normalizeRoomCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== ROOM_CODE_LENGTH) return null;
  for (const character of code) if (!ROOM_CODE_ALPHABET.includes(character)) return null;
  return code;
}
