import { FIELD_PERMISSION, PARTNER_PERMISSIONS, type PartnerPermission } from '@portal/contract';
import { z } from 'zod';
import { type AuthContext, holdsPermission } from './access.ts';

/**
 * Field-level permissions: a contract schema marks a field `withheldUnless(key, …)`, and every route
 * whose answer (or query) holds that schema is held to it here, once, whatever area it belongs to.
 * Reading the marks from the schema rather than from a list per route means a new call answering an
 * order cannot forget its money.
 */

/** A marked field: the key it needs and where it sits ('[]' each element of an array, '{}' each value of a record). */
export type WithheldField = { permission: PartnerPermission; path: readonly string[] };

/** What a schema wraps, per kind of zod schema (the kinds an answer or a query is made of). */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: readonly z.ZodType[];
  valueType?: z.ZodType;
};

const found = { input: new WeakMap<z.ZodType, WithheldField[]>(), output: new WeakMap<z.ZodType, WithheldField[]>() };

/**
 * The marked fields of a schema, as the answer (`output`) or the request (`input`) sees it; read once
 * per schema, when the routes are declared. A key that is not a partner permission stops the server.
 */
export function withheldFields(schema: z.ZodType, io: 'input' | 'output'): WithheldField[] {
  const cache = found[io];
  const cached = cache.get(schema);
  if (cached) return cached;
  const fields = new Map<string, WithheldField>();
  const walk = (node: z.ZodType | undefined, path: string[]) => {
    if (!node) return;
    const permission = z.globalRegistry.get(node)?.[FIELD_PERMISSION];
    if (permission !== undefined) {
      if (typeof permission !== 'string' || !Object.hasOwn(PARTNER_PERMISSIONS, permission))
        throw new Error(`Field ${path.join('.')} needs ${String(permission)}, which is not a partner permission`);
      fields.set(`${permission} ${path.join('.')}`, { permission: permission as PartnerPermission, path });
      return;
    }
    const def = node.def as Def;
    for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, [...path, key]);
    if (def.type === 'array') walk(def.element, [...path, '[]']);
    if (def.type === 'tuple') for (const item of def.items ?? []) walk(item, [...path, '[]']);
    if (def.type === 'record') walk(def.valueType, [...path, '{}']);
    // optional, nullable, default, readonly …; a pipe (a transform, a preprocess) as this side sees it.
    walk(def.innerType, path);
    if (def.type === 'pipe') walk(io === 'input' ? def.in : def.out, path);
    for (const branch of [...(def.options ?? []), def.left, def.right]) walk(branch, path);
  };
  walk(schema, []);
  const list = [...fields.values()];
  cache.set(schema, list);
  return list;
}

/** A copy of `value` without what sits at `path` (copied only along the path). */
function omit(value: unknown, path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined || value === null || typeof value !== 'object') return value;
  if (head === '[]') return Array.isArray(value) ? value.map((item) => omit(item, rest)) : value;
  if (head === '{}')
    return Array.isArray(value) ? value : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, omit(item, rest)]));
  if (Array.isArray(value) || !Object.hasOwn(value, head)) return value;
  const record = value as Record<string, unknown>;
  if (rest.length > 0) return { ...record, [head]: omit(record[head], rest) };
  const { [head]: _left, ...kept } = record;
  return kept;
}

const holds = (auth: AuthContext | null, permission: PartnerPermission) => auth !== null && holdsPermission(auth, permission);

/** The answer as this caller may see it: each marked field whose key it lacks is left out. */
export function withhold<T>(data: T, fields: readonly WithheldField[], auth: AuthContext | null): T {
  let out: unknown = data;
  for (const field of fields) if (!holds(auth, field.permission)) out = omit(out, field.path);
  return out as T;
}

/** Whether the query filters on a marked field this caller lacks the key of (the filter would tell what the answer leaves out). */
export function filtersOnWithheld(query: unknown, fields: readonly WithheldField[], auth: AuthContext | null): boolean {
  if (!query || typeof query !== 'object') return false;
  const values = query as Record<string, unknown>;
  return fields.some(({ permission, path }) => path.length === 1 && values[path[0] as string] !== undefined && !holds(auth, permission));
}
