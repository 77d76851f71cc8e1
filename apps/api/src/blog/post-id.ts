/** Post ids are positive integers that fit PostgreSQL's integer column. */
export const MAX_POST_ID = 2_147_483_647;

export function isPostId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_POST_ID;
}
