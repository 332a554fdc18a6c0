/** `value` for a LIKE pattern: its wildcards (and the escape character) taken literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%value%` for LIKE/ILIKE: contains `value`. */
export const containing = (value: string) => `%${escapeLike(value)}%`;

/** `value%` for LIKE: starts with `value` (lower-cased). */
export const startingWith = (value: string) => `${escapeLike(value.toLowerCase())}%`;

/** `%value%` lower-cased, for `lower(column) LIKE` (the expression its index is built on). */
export const lowerContaining = (value: string) => `%${escapeLike(value.toLowerCase())}%`;
