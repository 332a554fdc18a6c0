import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

/** A list's state as the URL holds it: page, page size, sort and the filters (strings). */
export type ListParams<K extends string> = {
  page: number;
  limit: number;
  sort: { field: string; order: SortOrder } | undefined;
  filters: Partial<Record<K, string>>;
};

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Reads a list's state from URL search params; unknown keys are ignored. Pure, for tests. */
export function readListParams<K extends string>(search: URLSearchParams, filterKeys: readonly K[]): ListParams<K> {
  const filters: Partial<Record<K, string>> = {};
  for (const key of filterKeys) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  const field = search.get('sort');
  const order = search.get('order');
  return {
    page: positive(search.get('page'), 1),
    limit: positive(search.get('limit'), DEFAULT_PAGE_SIZE),
    sort: field ? { field, order: order === 'asc' ? 'asc' : 'desc' } : undefined,
    filters,
  };
}

/** The URL for a new list state: defaults are left out so links stay short. */
export function writeListParams<K extends string>(params: ListParams<K>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params.filters) as [K, string | undefined][]) if (value) search.set(key, value);
  if (params.sort) {
    search.set('sort', params.sort.field);
    search.set('order', params.sort.order);
  }
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.limit !== DEFAULT_PAGE_SIZE) search.set('limit', String(params.limit));
  return search;
}

export type ListState<K extends string> = ListParams<K> & {
  /** Changing a filter goes back to page 1 (spec 1 §4). */
  setFilters: (patch: Partial<Record<K, string | undefined>>) => void;
  setPage: (page: number, limit: number) => void;
  setSort: (sort: ListParams<K>['sort']) => void;
};

/** A list's state in the URL: reload, back and a shared link all show the same page. */
export function useListParams<K extends string>(filterKeys: readonly K[]): ListState<K> {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search, filterKeys), [search]);
  const update = useCallback((next: ListParams<K>) => setSearch(writeListParams(next), { replace: false }), [setSearch]);
  return {
    ...params,
    setFilters: (patch) => update({ ...params, page: 1, filters: { ...params.filters, ...patch } as Partial<Record<K, string>> }),
    setPage: (page, limit) => update({ ...params, page: limit === params.limit ? page : 1, limit }),
    setSort: (sort) => update({ ...params, page: 1, sort }),
  };
}

/** The list query for the API: page, limit, sort and the non-empty filters. */
export function listQuery<K extends string>(params: ListParams<K>): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, limit: params.limit };
  for (const [key, value] of Object.entries(params.filters) as [K, string | undefined][]) if (value) query[key] = value;
  if (params.sort) {
    query.sort = params.sort.field;
    query.order = params.sort.order;
  }
  return query;
}
