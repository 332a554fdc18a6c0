import { apiPaths, type DebtLetterList, type DebtLetterOptions, type DebtLetterResponseStatus } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { debtsKey } from './get-timeline';

/** The letters' list filters (spec 3 §2, §7): dates as YYYY-MM-DD. */
export type LetterFilters = {
  page: number;
  limit: number;
  search?: string | undefined;
  sentDate?: string | undefined;
  balanceDate?: string | undefined;
  responseStatus?: DebtLetterResponseStatus | undefined;
};

export const lettersKey = () => [...debtsKey(), 'letters'] as const;

/** GET …/debt-confirmation-letter/list: a page of the collaborator's current letters. */
export const lettersQueryOptions = (filters: LetterFilters) =>
  queryOptions({
    queryKey: [...lettersKey(), 'list', filters],
    queryFn: async ({ signal }) => (await api.get<DebtLetterList>(apiPaths.debtLetters.list, { query: filters, signal })).data,
    placeholderData: keepPreviousData,
  });

export const useLetters = (filters: LetterFilters) => useQuery(lettersQueryOptions(filters));

/** GET …/debt-confirmation-letter/options: the response statuses (value and name). */
export const letterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...lettersKey(), 'options'],
    queryFn: async ({ signal }) => (await api.get<DebtLetterOptions>(apiPaths.debtLetters.options, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLetterOptions = () => useQuery(letterOptionsQueryOptions());
