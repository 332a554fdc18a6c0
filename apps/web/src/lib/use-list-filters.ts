import { LIMITS, rules } from '@portal/contract';
import { useEffect, useState } from 'react';

type Paged = { page: number; limit: number; search?: string | undefined };

/**
 * A server-paged list's filters (SPEC-NOTES 14): any filter change goes back to page 1; the search
 * box's text reaches the filters trimmed (undefined when empty) once typing pauses, and only when
 * the search rule takes it (≤ 50 characters). `paging` is what `components/paged-table` takes.
 */
export function useListFilters<F extends Paged>(initial: F, searchDelay: number = LIMITS.searchDebounceMs) {
  const [filters, setFilters] = useState<F>(initial);
  const [searchText, setSearchText] = useState('');
  useEffect(() => {
    const value = searchText.trim();
    if (!rules.search.safeParse(value).success) return;
    const search = value || undefined;
    const timer = setTimeout(() => setFilters((f) => (f.search === search ? f : { ...f, search, page: 1 })), searchDelay);
    return () => clearTimeout(timer);
  }, [searchText, searchDelay]);

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
