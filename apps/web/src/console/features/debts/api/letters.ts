import {
  apiPaths,
  type DeskDebtLetterBody,
  type DeskDebtLetterCorrectBody,
  type DeskDebtLetterDetail,
  type DeskDebtLetterDraft,
  type DeskDebtLetterList,
  type DeskDebtLetterOptions,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '@/lib/save-blob';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

export type LetterListParams = Readonly<Record<string, string | number>>;

/** Every query of the accounts desk's letters (a send or a correction reloads them and the audit trail). */
export const letterDeskKey = () => [...consoleKeys.all(), 'debt-letters'] as const;
const keys = {
  list: (query: LetterListParams) => [...letterDeskKey(), 'list', query] as const,
  detail: (id: string) => [...letterDeskKey(), 'detail', id] as const,
  options: () => [...letterDeskKey(), 'options'] as const,
};

/** GET /api/admin/debts/letters: a page of every collaborator's letters with their answers and differences. */
export async function getLetters(query: LetterListParams): Promise<DeskDebtLetterList> {
  return (await consoleApi.get<DeskDebtLetterList>(apiPaths.admin.debtLetters, { query })).data;
}
export const lettersQueryOptions = (query: LetterListParams) =>
  queryOptions({ queryKey: keys.list(query), queryFn: () => getLetters(query), placeholderData: keepPreviousData });
export const useLetters = (query: LetterListParams) => useQuery(lettersQueryOptions(query));

/** GET /api/admin/debts/letters/{id} */
export const letterQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: async () => (await consoleApi.get<DeskDebtLetterDetail>(apiPaths.admin.debtLetter(id))).data,
  });
export const useLetter = (id: string | undefined) => useQuery({ ...letterQueryOptions(id ?? ''), enabled: Boolean(id) });

/** GET /api/admin/debts/letters/options: the collaborators and the response statuses. */
export const letterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: keys.options(),
    queryFn: async () => (await consoleApi.get<DeskDebtLetterOptions>(apiPaths.admin.debtLetterOptions)).data,
    staleTime: 60_000,
  });
export const useLetterOptions = () => useQuery(letterOptionsQueryOptions());

/** GET /api/admin/debts/letters/draft: the template filled with the balance of the collaborator's completed orders. */
export async function getLetterDraft(partnerId: string, balanceDate: string): Promise<DeskDebtLetterDraft> {
  return (await consoleApi.get<DeskDebtLetterDraft>(apiPaths.admin.debtLetterDraft, { query: { partnerId, balanceDate }, silent: false }))
    .data;
}

function useLetterMutation<V>(fn: (variables: V) => Promise<DeskDebtLetterDetail>) {
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
  useLetterMutation(
    async (body: DeskDebtLetterBody) => (await consoleApi.post<DeskDebtLetterDetail>(apiPaths.admin.debtLetters, body)).data,
  );

/** POST /api/admin/debts/letters/{id}/correct: a new pending letter replaces this one. */
export const useCorrectLetter = (id: string) =>
  useLetterMutation(
    async (body: DeskDebtLetterCorrectBody) =>
      (await consoleApi.post<DeskDebtLetterDetail>(apiPaths.admin.debtLetterCorrect(id), body)).data,
  );

/** GET …/{id}/pdf: the record (biên bản đối chiếu công nợ), saved as a PDF. */
export async function downloadLetterPdf(id: string, code: string): Promise<void> {
  const { data } = await consoleApi.get<Blob>(apiPaths.admin.debtLetterPdf(id), { responseType: 'blob', silent: false });
  saveBlob(data, `bien-ban-doi-chieu-cong-no-${code}.pdf`);
}

/** GET …/{id}/file: the file the collaborator attached to its answer. */
export async function getLetterFile(id: string): Promise<Blob> {
  return (await consoleApi.get<Blob>(apiPaths.admin.debtLetterFile(id), { responseType: 'blob', silent: false })).data;
}
