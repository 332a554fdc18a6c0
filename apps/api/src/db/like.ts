/** `%value%` for LIKE/ILIKE: contains `value`, its wildcards (and the escape character) taken literally. */
export const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `value%` for LIKE: starts with `value` (lower-cased), its wildcards taken literally. */
export const startingWith = (value: string) => `${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
