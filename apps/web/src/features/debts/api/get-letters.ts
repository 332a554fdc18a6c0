import { type DebtLetterResponseStatus, debtLetterEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { debtsKey } from './get-timeline';

/**
 * The letters' list filters (spec 3 §2, §7): the list's query, its page always given and the values
 * the screen reads back as it keeps them (dates as YYYY-MM-DD).
 */
export type LetterFilters = QueryOf<typeof debtLetterEndpoints.list> & {
  page: number;
  limit: number;
  search?: string;
  sentDate?: string;
  balanceDate?: string;
  responseStatus?: DebtLetterResponseStatus;
};

export const lettersKey = () => [...debtsKey(), 'letters'] as const;

/** GET …/debt-confirmation-letter/list: a page of the collaborator's current letters. */
export const lettersQueryOptions = (filters: LetterFilters) =>
  queryOptions({
    queryKey: [...lettersKey(), 'list', filters],
    queryFn: async ({ signal }) => (await api.call(debtLetterEndpoints.list, { query: filters, signal })).data,
    placeholderData: keepPreviousData,
  });

export const useLetters = (filters: LetterFilters) => useQuery(lettersQueryOptions(filters));

/** GET …/debt-confirmation-letter/options: the response statuses (value and name). */
export const letterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...lettersKey(), 'options'],
    queryFn: async ({ signal }) => (await api.call(debtLetterEndpoints.options, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLetterOptions = () => useQuery(letterOptionsQueryOptions());
