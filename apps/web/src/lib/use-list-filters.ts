import { LIMITS, rules } from '@portal/contract';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

type Paged = { page: number; limit: number; search?: string | undefined };

type Parsed = { success: boolean; data?: unknown };
/** What the codec calls on a list endpoint's query schema (a zod object) and on each of its fields. */
type QuerySchemaCalls = {
  shape: Readonly<Record<string, { safeParse(value: unknown): Parsed }>>;
  safeParse(value: unknown): Parsed & { error?: { issues: readonly { path: readonly PropertyKey[] }[] } };
};
/**
 * A list endpoint's query schema (a zod object: `orderEndpoints.list.query`), as the screens pass it.
 * Typed loosely on purpose: checking a zod object against the precise shape above (each field's
 * `safeParse` result) made the compiler expand every field's zod types, and one screen's check grew
 * past 10 GB. The codec reads it as `QuerySchemaCalls` (zod objects have both members).
 */
export type ListQuerySchema = { readonly shape: object; safeParse(value: unknown): unknown };

export type ListFilterOptions<F extends Paged> = {
  /**
   * The list endpoint's query schema: the address is read with it, as the server reads the request,
   * and a value it would refuse is left at its default. `null` keeps the filters in the component
   * (a drawer's list: the page's address is not the drawer's).
   */
  query: ListQuerySchema | null;
  /** Values the screen gives (a parent's id): sent with the filters, never read from or written to the address. */
  fixed?: Partial<F>;
  /** Address names other than the query's keys (`{ ParentId: 'thu-muc' }`). */
  names?: Partial<Record<keyof F & string, string>>;
  /** Put before every name, so two lists shown together on one page keep apart. */
  prefix?: string;
  /** How long typing pauses before the search applies. */
  searchDelay?: number;
};

export type ListFiltersCodec<F extends Paged> = {
  /** The filters an address gives: the defaults, and each value the query schema takes, in the address's order. */
  read: (search: URLSearchParams) => F;
  /** The address for `filters`: the other lists' and the page's own parameters kept, defaults left out so links stay short. */
  write: (filters: F, current: URLSearchParams) => URLSearchParams;
};

/** Reads and writes a list's filters in an address (pure: the hook's codec, tested on its own). */
export function listFiltersCodec<F extends Paged>(
  schema: ListQuerySchema,
  initial: F,
  { fixed, names, prefix = '' }: Pick<ListFilterOptions<F>, 'fixed' | 'names' | 'prefix'> = {},
): ListFiltersCodec<F> {
  const defaults: Readonly<Record<string, unknown>> = initial;
  const query = schema as unknown as QuerySchemaCalls;
  const keys = Object.keys(query.shape).filter((key) => !(fixed && key in fixed));
  const nameOf = new Map(keys.map((key) => [key, `${prefix}${(names as Record<string, string> | undefined)?.[key] ?? key}`]));
  const keyOf = new Map([...nameOf].map(([key, name]) => [name, key]));

  const read = (search: URLSearchParams): F => {
    const filters: Record<string, unknown> = { ...initial };
    // What the address gave for each key it was read for: the whole query is checked on these, as the
    // server receives them (a parsed value need not parse again: 'false' becomes false).
    const given: Record<string, string> = {};
    for (const [name, raw] of search) {
      const key = keyOf.get(name);
      if (key === undefined || Object.hasOwn(given, key) || raw === '') continue;
      const parsed = query.shape[key]?.safeParse(raw);
      if (!parsed?.success || parsed.data === undefined) continue;
      // A key not among the defaults lands after them in the address's order, so the request's query
      // lists the filters in the order they were chosen, as before they were kept in the address.
      filters[key] = parsed.data;
      given[key] = raw;
    }
    // The rules across fields (a range's low end above its high end) need the whole query: a value the
    // server would refuse goes back to its default, the rest of the link still applies.
    for (;;) {
      const whole = query.safeParse(given);
      if (whole.success) break;
      const refused = (whole.error?.issues ?? []).map((issue) => String(issue.path[0])).filter((key) => Object.hasOwn(given, key));
      if (!refused.length) break;
      for (const key of refused) {
        delete given[key];
        if (Object.hasOwn(defaults, key)) filters[key] = defaults[key];
        else delete filters[key];
      }
    }
    return filters as F;
  };

  const write = (filters: F, current: URLSearchParams): URLSearchParams => {
    const next = new URLSearchParams();
    for (const [name, value] of current) if (!keyOf.has(name)) next.append(name, value);
    for (const [key, value] of Object.entries(filters)) {
      const name = nameOf.get(key);
      if (name === undefined || value === undefined || value === null || value === '' || value === defaults[key]) continue;
      next.set(name, String(value));
    }
    return next;
  };

  return { read, write };
}

/**
 * The preset (a select's option) whose bounds a list's low and high filters are, so a linked list
 * shows the range it is filtered by; none when neither bound is set or no preset has them.
 */
export function presetOf<R extends { from?: number | null; to?: number | null }>(
  presets: readonly R[] | undefined,
  low: unknown,
  high: unknown,
): R | undefined {
  if (low === undefined && high === undefined) return undefined;
  return presets?.find((r) => (r.from ?? undefined) === low && (r.to ?? undefined) === high);
}

/**
 * A server-paged list's filters (SPEC-NOTES 14), kept in the address's query so a reload, Back and a
 * shared link show the same list (issue 37): read with the list endpoint's query schema, defaults
 * left out. A chosen filter or page is a new history entry; the search box's text reaches the
 * filters trimmed (undefined when empty) once typing pauses, and only when the search rule takes it
 * (≤ 50 characters), replacing the entry (no entry per keystroke). Any filter change goes back to
 * page 1. `paging` is what `components/paged-table` takes.
 */
export function useListFilters<F extends Paged>(initial: F, options: ListFilterOptions<F>) {
  const { query, fixed, searchDelay = LIMITS.searchDebounceMs } = options;
  const location = useLocation();
  const navigate = useNavigate();
  // The defaults and the address's names are a list's own: what the first render gave.
  const [first] = useState(initial);
  const [codec] = useState(() => (query ? listFiltersCodec(query, first, options) : null));
  const [local, setLocal] = useState(first);
  const fromUrl = useMemo(() => codec?.read(new URLSearchParams(location.search)), [codec, location.search]);
  const current = fromUrl ?? local;
  const filters: F = fixed ? { ...current, ...fixed } : current;

  // The address a write starts from: the router's, or the one a write of this same moment asked for
  // (the router takes it a moment later), so two writes of one click both count.
  const latest = useRef({ search: location.search, state: location.state as unknown });
  useLayoutEffect(() => {
    latest.current = { search: location.search, state: location.state };
  }, [location.search, location.state]);

  /** Applies `update`; answers whether it asked for a new address (never in the component's own state). */
  const write = useCallback(
    (update: SetStateAction<F>, replace: boolean): boolean => {
      if (!codec) {
        setLocal(update);
        return false;
      }
      const params = new URLSearchParams(latest.current.search);
      const before = codec.read(params);
      const after = typeof update === 'function' ? update(before) : update;
      if (after === before) return false;
      const next = `?${codec.write(after, params)}`;
      if (next === `?${params}`) return false;
      latest.current = { ...latest.current, search: next };
      // The navigation state (a contract's id handed by its list) stays with the page.
      void navigate(next, { replace, state: latest.current.state });
      return true;
    },
    [codec, navigate],
  );
  const setFilters: Dispatch<SetStateAction<F>> = useCallback((update) => void write(update, false), [write]);

  const searched = filters.search ?? '';
  const [searchText, setSearchText] = useState(searched);
  // The search this hook itself last wrote: its arrival in the address is no reason to touch the box.
  const wrote = useRef<string>(undefined);
  useEffect(() => {
    if (wrote.current === searched) {
      wrote.current = undefined;
      return;
    }
    // The address changed under the box (Back, a link, a cleared filter): the box shows what the list is searched by.
    setSearchText((text) => (text.trim() === searched ? text : searched));
  }, [searched]);

  useEffect(() => {
    const value = searchText.trim();
    if (!rules.search.safeParse(value).success) return;
    const search = value || undefined;
    const timer = setTimeout(() => {
      if (write((f) => (f.search === search ? f : { ...f, search, page: 1 }), true)) wrote.current = value;
    }, searchDelay);
    return () => clearTimeout(timer);
  }, [searchText, searchDelay, write]);

  return {
    filters,
    setFilters,
    setFilter: (patch: Partial<F>) => setFilters((f) => ({ ...f, ...patch, page: 1 })),
    searchText,
    setSearchText,
    paging: {
      page: filters.page,
      limit: filters.limit,
      onPage: (page: number, limit: number) => setFilters((f) => ({ ...f, page, limit })),
    },
  };
}
