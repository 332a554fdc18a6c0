import { z } from 'zod';
import { MSG } from '../messages.ts';

/** API-CONVENTIONS: every success is `{ data, message }`, every error `{ message, errors? }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  count: z.number().int(),
  totalCount: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), pagination: paginationSchema });

export const lookupItemSchema = z.object({
  key: z.union([z.string(), z.number()]),
  name: z.string(),
  value: z.union([z.string(), z.number()]).optional(),
});
export type LookupItem = z.infer<typeof lookupItemSchema>;

/** Query of a paged list: page from 1, limit capped by the server. */
export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: 'Trang không hợp lệ!' }).int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number({ error: 'Số dòng không hợp lệ!' }).int().min(1).max(99_999).default(10),
});

/** A yes/no query value ('true'/'false', '1'/'0'). */
export const queryBoolean = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: MSG.badRequest }),
);
