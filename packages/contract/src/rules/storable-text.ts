/**
 * Text a database stores as written: no NUL (PostgreSQL's text cannot hold it) and no unpaired
 * UTF-16 surrogate (UTF-8 cannot carry one: a text column would keep U+FFFD in its place, a JSON
 * column refuses the value). A request holding either is refused, naming the field.
 */
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value);

/** Where in `value` (a parsed body or query) the first string or key that is not storable text is; undefined when none. */
export function unstorableTextAt(value: unknown, path: readonly (string | number)[] = [], depth = 0): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : [...path];
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    if (!isStorableText(key)) return at;
    const found = unstorableTextAt(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}
