import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';

/** A selected field as Drizzle hands it to the session: where it goes in the row object, and the column or SQL it reads. */
export type SelectedField = { path: readonly string[]; field: unknown };
type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Row = Record<string, unknown>;
/** One column of the result, worked out once: its decoder, its place, the table a join may nullify. */
type Slot = { decoder: Decoder; key: string; parents: readonly string[]; joinTable: string | undefined };

/** The decoder Drizzle's `mapResultRow` picks for a field (a column decodes itself; SQL carries its `mapWith`). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
}

/**
 * Drizzle's `mapResultRow` (drizzle-orm/utils.js) with everything that does not depend on the row
 * worked out once per statement instead of once per value: which decoder each column uses (its `is()`
 * checks walk a field's class chain), where the value goes, and the table a left join's object comes
 * from. Same output, same rules, including the nulling of a joined table's object: the first of its
 * columns being null marks the object for nulling, a column of another table under the same key
 * clears the mark, and a marked object becomes null unless its table is never null in the join.
 */
export function compileRowMapper(
  fields: readonly SelectedField[],
  joinsNotNullable: () => Record<string, boolean> | undefined,
): (rows: readonly unknown[][]) => Row[] {
  const slots: Slot[] = fields.map(({ path, field }) => ({
    decoder: decoderOf(field),
    key: path[path.length - 1] ?? '',
    parents: path.slice(0, -1),
    joinTable: path.length === 2 && is(field, Column) ? getTableName(field.table) : undefined,
  }));
  const nested = slots.some((s) => s.parents.length > 0);
  const flatRow = (row: readonly unknown[]): Row => {
    const out: Row = {};
    for (let i = 0; i < slots.length; i++) {
      const raw = row[i];
      const slot = slots[i] as Slot;
      out[slot.key] = raw === null ? null : slot.decoder.mapFromDriverValue(raw);
    }
    return out;
  };
  const nestedRow = (row: readonly unknown[], notNullable: Record<string, boolean> | undefined): Row => {
    const out: Row = {};
    const nullify: Record<string, string | false> = {};
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i] as Slot;
      let node = out;
      for (const parent of slot.parents) {
        if (!(parent in node)) node[parent] = {};
        node = node[parent] as Row;
      }
      const raw = row[i];
      const value = raw === null ? null : slot.decoder.mapFromDriverValue(raw);
      node[slot.key] = value;
      if (notNullable && slot.joinTable !== undefined) {
        const object = slot.parents[0] as string;
        if (!(object in nullify)) nullify[object] = value === null ? slot.joinTable : false;
        else if (typeof nullify[object] === 'string' && nullify[object] !== slot.joinTable) nullify[object] = false;
      }
    }
    if (notNullable) {
      for (const [object, table] of Object.entries(nullify)) {
        if (typeof table === 'string' && !notNullable[table]) out[object] = null;
      }
    }
    return out;
  };
  return (rows) => {
    if (!nested) return rows.map(flatRow);
    const notNullable = joinsNotNullable();
    return rows.map((row) => nestedRow(row, notNullable));
  };
}

type PrepareQuery = (this: unknown, query: unknown, fields: SelectedField[] | undefined, name: unknown, ...rest: unknown[]) => unknown;
type Prepared = { customResultMapper?: (rows: unknown[][]) => unknown; joinsNotNullableMap?: Record<string, boolean> };
const INSTALLED = Symbol.for('portal.rowMapper');

/**
 * Has every statement Drizzle prepares on node-postgres map its rows with `compileRowMapper`: the
 * session's `prepareQuery` gets the selected fields before any row, and a statement given a mapper of
 * its own (a relational query's) keeps it. The joins' nullability is read from the prepared query at
 * the first call (a select sets it after preparing). Once per process; throws at start, not at a
 * request, if Drizzle's session no longer has the shape this relies on (drizzle-orm is pinned;
 * `row-mapper.test.ts` holds the output to Drizzle's own mapping).
 */
export function installRowMapper(): void {
  const proto = NodePgSession.prototype as unknown as { prepareQuery: PrepareQuery; [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  const original = proto.prepareQuery;
  if (typeof original !== 'function' || original.length !== 7)
    throw new Error('drizzle-orm: NodePgSession.prepareQuery is not the (query, fields, name, arrayMode, mapper, …) this relies on');
  proto.prepareQuery = function (this: unknown, query, fields, name, arrayMode, customResultMapper, ...rest) {
    const prepared = original.call(this, query, fields, name, arrayMode, customResultMapper, ...rest) as Prepared;
    if (fields && !customResultMapper) {
      let map: ((rows: readonly unknown[][]) => Row[]) | undefined;
      prepared.customResultMapper = (rows) => {
        map ??= compileRowMapper(fields, () => prepared.joinsNotNullableMap);
        return map(rows);
      };
    }
    return prepared;
  };
  proto[INSTALLED] = true;
}
