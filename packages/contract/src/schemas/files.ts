import { z } from '../zod.ts';
import { MSG } from '../messages.ts';

/** A stored file as lists show it (the bytes come from its own download call). */
export const storedFileSchema = z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number(), createdAt: z.string() });
export type StoredFile = z.infer<typeof storedFileSchema>;

/** An object id in a path: anything that is not one of ours answers 404, like an unknown id. */
export const idParamSchema = z.uuid({ error: MSG.notFound });
