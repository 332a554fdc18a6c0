import { type DeskDebtLetterBody, type DeskDebtLetterCorrectBody, debtLetterDeskEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '@/lib/save-blob';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The desk list's filters: the query of GET /api/admin/debts/letters. */
export type LetterListParams = QueryOf<typeof debtLetterDeskEndpoints.list>;

/** Every query of the accounts desk's letters (a send or a correction reloads them and the audit trail). */
export const letterDeskKey = () => [...consoleKeys.all(), 'debt-letters'] as const;
const keys = {
  list: (query: LetterListParams) => [...letterDeskKey(), 'list', query] as const,
  detail: (id: string) => [...letterDeskKey(), 'detail', id] as const,
  options: () => [...letterDeskKey(), 'options'] as const,
};

/** GET /api/admin/debts/letters: a page of every collaborator's letters with their answers and differences. */
export async function getLetters(query: LetterListParams) {
  return (await consoleApi.call(debtLetterDeskEndpoints.list, { query })).data;
}
export const lettersQueryOptions = (query: LetterListParams) =>
  queryOptions({ queryKey: keys.list(query), queryFn: () => getLetters(query), placeholderData: keepPreviousData });
export const useLetters = (query: LetterListParams) => useQuery(lettersQueryOptions(query));

/** GET /api/admin/debts/letters/{id} */
export const letterQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: async () => (await consoleApi.call(debtLetterDeskEndpoints.detail, { params: { id } })).data,
  });
export const useLetter = (id: string | undefined) => useQuery({ ...letterQueryOptions(id ?? ''), enabled: Boolean(id) });

/** GET /api/admin/debts/letters/options: the collaborators and the response statuses. */
export const letterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: keys.options(),
    queryFn: async () => (await consoleApi.call(debtLetterDeskEndpoints.options)).data,
    staleTime: 60_000,
  });
export const useLetterOptions = () => useQuery(letterOptionsQueryOptions());

/** GET /api/admin/debts/letters/draft: the template filled with the balance of the collaborator's completed orders. */
export async function getLetterDraft(partnerId: string, balanceDate: string) {
  return (await consoleApi.call(debtLetterDeskEndpoints.draft, { query: { partnerId, balanceDate }, silent: false })).data;
}

function useLetterMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([letterDeskKey(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** POST /api/admin/debts/letters: send a letter (the collaborator is told). */
export const useSendLetter = () =>
  useLetterMutation(async (body: DeskDebtLetterBody) => (await consoleApi.call(debtLetterDeskEndpoints.send, { body })).data);

/** POST /api/admin/debts/letters/{id}/correct: a new pending letter replaces this one. */
export const useCorrectLetter = (id: string) =>
  useLetterMutation(
    async (body: DeskDebtLetterCorrectBody) => (await consoleApi.call(debtLetterDeskEndpoints.correct, { params: { id }, body })).data,
  );

/** GET …/{id}/pdf: the record (biên bản đối chiếu công nợ), saved as a PDF. */
export async function downloadLetterPdf(id: string, code: string): Promise<void> {
  const { data } = await consoleApi.call(debtLetterDeskEndpoints.pdf, { params: { id }, silent: false });
  saveBlob(data, `bien-ban-doi-chieu-cong-no-${code}.pdf`);
}

/** GET …/{id}/file: the file the collaborator attached to its answer. */
export async function getLetterFile(id: string) {
  return (await consoleApi.call(debtLetterDeskEndpoints.file, { params: { id }, silent: false })).data;
}
