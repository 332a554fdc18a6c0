import { debtLetterEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lettersKey } from './get-letters';

/** GET …/debt-confirmation-letter/detail/{id}: the letter's body, its answer and its file. */
export const letterQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...lettersKey(), 'detail', id],
    queryFn: async ({ signal }) => (await api.call(debtLetterEndpoints.detail, { params: { id }, signal })).data,
  });

export const useLetter = (id: string | undefined) => useQuery({ ...letterQueryOptions(id ?? ''), enabled: Boolean(id) });
