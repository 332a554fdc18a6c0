/** A LIKE/ILIKE pattern's wildcards taken literally (`\` is PostgreSQL's default escape). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%value%`: contains `value`, its wildcards taken literally. */
export const containing = (value: string) => `%${escapeLike(value)}%`;
