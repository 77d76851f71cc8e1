import { z } from './zod-setup';
import { API_ERROR_CODES } from './api-error-codes';

/** Every error answer of the API has this body: the English message and its stable code. */
export const apiErrorSchema = z.object({ error: z.string().min(1), code: z.enum(API_ERROR_CODES) });
export type ApiError = z.infer<typeof apiErrorSchema>;
