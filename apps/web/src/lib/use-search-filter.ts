import { LIMITS, rules } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';

/**
 * A list's search box (SPEC-NOTES 14): the text as typed, and `onSearch` with the trimmed search
 * (undefined when empty) once typing pauses for `delay` ms. A search the rule refuses (over 50
 * characters) is not sent; the input's maxLength keeps it from being typed anyway.
 */
export function useSearchFilter(onSearch: (search: string | undefined) => void, delay: number = LIMITS.searchDebounceMs) {
  const [text, setText] = useState('');
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    const value = text.trim();
    if (!rules.search.safeParse(value).success) return;
    const timer = setTimeout(() => latest.current(value || undefined), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return [text, setText] as const;
}
