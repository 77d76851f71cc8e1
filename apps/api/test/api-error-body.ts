import { API_ERROR_CODES } from '@truth-or-dare/room-protocol';
import { expect } from 'vitest';

/**
 * Any of the codes in room-protocol's table (api-error-codes.ts): every error answer the tests
 * see carries one (docs/api.md#errors). Tests of a specific refusal name its code instead.
 */
export const KNOWN_CODE: unknown = expect.stringMatching(new RegExp(`^(?:${API_ERROR_CODES.join('|')})$`));
