import unhomoglyph from 'unhomoglyph';
import { usernameKey } from './turn-rules';

/**
 * Unicode's confusable skeleton (UTS #39): NFD, every character replaced by the prototype it is
 * confusable with (unhomoglyph holds the mapping of confusables.txt), NFD again.
 */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/**
 * The form in which two player names of a room, or two live room names, must differ: the
 * confusable skeleton with case folded on both sides of it (a prototype may be a capital, as `0`
 * becomes `O`), and runs of spaces as one. `Аna` with a Cyrillic А, `ANA` and `Ana` share one key;
 * so do `rn` and `m`.
 *
 * A separate entry of the package (`@truth-or-dare/room-protocol/name-key`): the mapping is about
 * 100 KB that only the API needs, since the API alone decides whether a name is taken. Changing
 * this function changes stored keys: the API's migrations must recompute them (see
 * 1764201600000-confusable-name-keys.ts).
 */
export function nameKey(name: string): string {
  return skeleton(skeleton(usernameKey(name)).toLowerCase())
    .toLowerCase()
    .replace(/\s+/gu, ' ');
}
