/** `%value%` for LIKE/ILIKE: contains `value`, its wildcards (and the escape character) taken literally. */
export const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
