import {
  apiPaths,
  type CategoryBody,
  type DeskCategory,
  type DeskPostDetail,
  type DeskPostList,
  type DeskRequest,
  type DeskSubmissionDetail,
  type DeskSubmissionList,
  type PartyRequestBody,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

export type TenderListParams = Readonly<Record<string, string | number>>;

const keys = {
  list: (query: TenderListParams) => [...consoleKeys.tenders(), 'list', query] as const,
  detail: (id: number) => [...consoleKeys.tenders(), 'detail', id] as const,
  submissions: (id: number) => [...consoleKeys.tenders(), 'submissions', id] as const,
  submission: (id: string) => [...consoleKeys.tenders(), 'submission', id] as const,
  requests: (id: number) => [...consoleKeys.tenders(), 'requests', id] as const,
  categories: () => [...consoleKeys.tenders(), 'categories'] as const,
};

/** GET /api/admin/tendering: one page with the filters (status, category, search). */
export async function getTenders(query: TenderListParams): Promise<DeskPostList> {
  return (await consoleApi.get<DeskPostList>(apiPaths.admin.tenders, { query })).data;
}

export const tendersQueryOptions = (query: TenderListParams = {}) =>
  queryOptions({ queryKey: keys.list(query), queryFn: () => getTenders(query), placeholderData: keepPreviousData });
export const useTenders = (query: TenderListParams) => useQuery(tendersQueryOptions(query));

export const tenderQueryOptions = (id: number) =>
  queryOptions({ queryKey: keys.detail(id), queryFn: async () => (await consoleApi.get<DeskPostDetail>(apiPaths.admin.tender(id))).data });
/** The post `id`; none (the create page): no call at all. */
export const useTender = (id: number | undefined) => useQuery({ ...tenderQueryOptions(id ?? 0), enabled: id !== undefined });

export const submissionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.submissions(id),
    queryFn: async () => (await consoleApi.get<DeskSubmissionList>(apiPaths.admin.tenderSubmissions(id))).data,
  });
export const useSubmissions = (id: number) => useQuery(submissionsQueryOptions(id));

export const submissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keys.submission(id),
    queryFn: async () => (await consoleApi.get<DeskSubmissionDetail>(apiPaths.admin.tenderSubmission(id))).data,
  });
export const useSubmission = (id: string | undefined) => useQuery({ ...submissionQueryOptions(id ?? ''), enabled: Boolean(id) });

export const requestsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.requests(id),
    queryFn: async () => (await consoleApi.get<{ items: DeskRequest[] }>(apiPaths.admin.tenderRequests(id))).data.items,
  });
export const useRequests = (id: number) => useQuery(requestsQueryOptions(id));

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: keys.categories(),
    queryFn: async () => (await consoleApi.get<DeskCategory[]>(apiPaths.admin.tenderCategories)).data,
    staleTime: 60_000,
  });
export const useCategories = () => useQuery(categoriesQueryOptions());

/** A tendering file's bytes (the token is a header: the page shows it from a blob). */
export async function getTenderFile(fileId: string): Promise<Blob> {
  return (await consoleApi.get<Blob>(apiPaths.admin.tenderFile(fileId), { responseType: 'blob', silent: false })).data;
}

/** After any change of the desk: every tender query and the audit trail reload. */
function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([consoleKeys.tenders(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useSaveTender() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, form }: { id?: number; form: FormData }) =>
      (id === undefined
        ? await consoleApi.post<DeskPostDetail>(apiPaths.admin.tenders, form)
        : await consoleApi.put<DeskPostDetail>(apiPaths.admin.tender(id), form)
      ).data,
    onSettled: invalidate,
  });
}

export function useTenderActions() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'status'; id: number; status: number }
        | { kind: 'delete'; id: number }
        | { kind: 'results'; id: number; winnerIds: string[] }
        | { kind: 'submissionStatus'; submissionId: string; status: number }
        | { kind: 'partyRequest'; submissionId: string; body: PartyRequestBody }
        | { kind: 'reply'; requestId: string; form: FormData }
        | { kind: 'clarify'; submissionId: string; form: FormData },
    ) => {
      switch (action.kind) {
        case 'status':
          return consoleApi.post(apiPaths.admin.tenderStatus(action.id), { status: action.status });
        case 'delete':
          return consoleApi.delete(apiPaths.admin.tender(action.id));
        case 'results':
          return consoleApi.post(apiPaths.admin.tenderResults(action.id), { winnerIds: action.winnerIds });
        case 'submissionStatus':
          return consoleApi.post(apiPaths.admin.tenderSubmissionStatus(action.submissionId), { status: action.status });
        case 'partyRequest':
          return consoleApi.post(apiPaths.admin.tenderSubmissionRequests(action.submissionId), action.body);
        case 'reply':
          return consoleApi.post(apiPaths.admin.tenderRequestReply(action.requestId), action.form);
        case 'clarify':
          return consoleApi.post(apiPaths.admin.tenderSubmissionClarifications(action.submissionId), action.form);
      }
    },
    onSettled: invalidate,
  });
}

export function useSaveCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: CategoryBody }) =>
      id === undefined ? consoleApi.post(apiPaths.admin.tenderCategories, body) : consoleApi.put(apiPaths.admin.tenderCategory(id), body),
    onSettled: invalidate,
  });
}
