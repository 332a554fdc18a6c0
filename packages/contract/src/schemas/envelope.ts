import { z } from '../zod.ts';
import { LIMITS } from '../constants.ts';
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

/** A list's page, from 1. */
export const pageNumberSchema = z.coerce.number({ error: MSG.badPage }).int().min(1).max(1_000_000).default(1);

/**
 * The one page-size policy of every list: any size from 1 to 99 999 is taken (the spec's "all rows"
 * lists ask for 99999) and at most `LIMITS.listLimitCap` rows are served, so a service reads
 * `query.limit` as is. `fallback` is the list's size when none is asked for.
 */
export const pageLimitSchema = (fallback = 10) =>
  z.coerce
    .number({ error: MSG.badPageSize })
    .int()
    .min(1)
    .max(99_999)
    .default(fallback)
    .transform((v) => Math.min(v, LIMITS.listLimitCap));

/** Query of a paged list (`pageLimitSchema`). */
export const pageQuerySchema = z.object({ page: pageNumberSchema, limit: pageLimitSchema() });

/** A yes/no query value ('true'/'false', '1'/'0'). */
export const queryBoolean = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: MSG.badRequest }),
);
