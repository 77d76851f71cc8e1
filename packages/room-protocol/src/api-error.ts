import { z } from './zod-setup';

/** Every error answer of the API has this body. */
export const apiErrorSchema = z.object({ error: z.string().min(1) });
export type ApiError = z.infer<typeof apiErrorSchema>;
