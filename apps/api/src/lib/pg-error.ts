/** What PostgreSQL said, found through Drizzle's wrapping (`DrizzleQueryError.cause`). */
export type PgErrorInfo = { code: string; constraint?: string | undefined };

export function pgError(err: unknown): PgErrorInfo | undefined {
  let e = err as { code?: unknown; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: e.constraint };
    e = e.cause as typeof e;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgError(err)?.code === '23505';

/** A row still referenced elsewhere (a foreign key without cascade). */
export const isForeignKeyViolation = (err: unknown) => pgError(err)?.code === '23503';
