import { z } from 'zod';

/** Every error answer of the API has this body. */
export const apiErrorSchema = z.object({ error: z.string().min(1) });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Reads the contract's `{error}` message out of any response body, if it has one. */
export function readApiErrorMessage(body: unknown): string | undefined {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.error : undefined;
}
