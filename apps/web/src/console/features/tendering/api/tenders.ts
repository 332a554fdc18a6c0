import { type BodyOf, type CategoryBody, type PartyRequestBody, type QueryOf, tenderDeskEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The list's filters: the query of GET /api/admin/tendering (status, category, search, page, limit). */
export type TenderListParams = QueryOf<typeof tenderDeskEndpoints.list>;

const keys = {
  list: (query: TenderListParams) => [...consoleKeys.tenders(), 'list', query] as const,
  detail: (id: number) => [...consoleKeys.tenders(), 'detail', id] as const,
  submissions: (id: number) => [...consoleKeys.tenders(), 'submissions', id] as const,
  submission: (id: string) => [...consoleKeys.tenders(), 'submission', id] as const,
  requests: (id: number) => [...consoleKeys.tenders(), 'requests', id] as const,
  categories: () => [...consoleKeys.tenders(), 'categories'] as const,
};

/** GET /api/admin/tendering: one page with the filters (status, category, search). */
export async function getTenders(query: TenderListParams) {
  return (await consoleApi.call(tenderDeskEndpoints.list, { query })).data;
}

export const tendersQueryOptions = (query: TenderListParams = {}) =>
  queryOptions({ queryKey: keys.list(query), queryFn: () => getTenders(query), placeholderData: keepPreviousData });
export const useTenders = (query: TenderListParams) => useQuery(tendersQueryOptions(query));

export const tenderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: async () => (await consoleApi.call(tenderDeskEndpoints.detail, { params: { id } })).data,
  });
/** The post `id`; none (the create page): no call at all. */
export const useTender = (id: number | undefined) => useQuery({ ...tenderQueryOptions(id ?? 0), enabled: id !== undefined });

export const submissionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.submissions(id),
    queryFn: async () => (await consoleApi.call(tenderDeskEndpoints.submissions, { params: { id } })).data,
  });
export const useSubmissions = (id: number) => useQuery(submissionsQueryOptions(id));

export const submissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keys.submission(id),
    queryFn: async () => (await consoleApi.call(tenderDeskEndpoints.submission, { params: { id } })).data,
  });
export const useSubmission = (id: string | undefined) => useQuery({ ...submissionQueryOptions(id ?? ''), enabled: Boolean(id) });

export const requestsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.requests(id),
    queryFn: async () => (await consoleApi.call(tenderDeskEndpoints.requests, { params: { id } })).data.items,
  });
export const useRequests = (id: number) => useQuery(requestsQueryOptions(id));

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: keys.categories(),
    queryFn: async () => (await consoleApi.call(tenderDeskEndpoints.categories)).data,
    staleTime: 60_000,
  });
export const useCategories = () => useQuery(categoriesQueryOptions());

/** A tendering file's bytes (the token is a header: the page shows it from a blob). */
export async function getTenderFile(fileId: string) {
  return (await consoleApi.call(tenderDeskEndpoints.file, { params: { id: fileId }, silent: false })).data;
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
        ? await consoleApi.call(tenderDeskEndpoints.create, { body: form })
        : await consoleApi.call(tenderDeskEndpoints.update, { params: { id }, body: form })
      ).data,
    onSettled: invalidate,
  });
}

/** Where a post may be moved (open, review, close): the body of POST /api/admin/tendering/{id}/status. */
export type PostMove = BodyOf<typeof tenderDeskEndpoints.status>['status'];

export function useTenderActions() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'status'; id: number; status: PostMove }
        | { kind: 'delete'; id: number }
        | { kind: 'results'; id: number; winnerIds: string[] }
        | { kind: 'submissionStatus'; submissionId: string; status: number }
        | { kind: 'partyRequest'; submissionId: string; body: PartyRequestBody }
        | { kind: 'reply'; requestId: string; form: FormData }
        | { kind: 'clarify'; submissionId: string; form: FormData },
    ) => {
      switch (action.kind) {
        case 'status':
          return consoleApi.call(tenderDeskEndpoints.status, { params: { id: action.id }, body: { status: action.status } });
        case 'delete':
          return consoleApi.call(tenderDeskEndpoints.remove, { params: { id: action.id } });
        case 'results':
          return consoleApi.call(tenderDeskEndpoints.results, { params: { id: action.id }, body: { winnerIds: action.winnerIds } });
        case 'submissionStatus':
          return consoleApi.call(tenderDeskEndpoints.submissionStatus, {
            params: { id: action.submissionId },
            body: { status: action.status },
          });
        case 'partyRequest':
          return consoleApi.call(tenderDeskEndpoints.submissionRequest, { params: { id: action.submissionId }, body: action.body });
        case 'reply':
          return consoleApi.call(tenderDeskEndpoints.requestReply, { params: { id: action.requestId }, body: action.form });
        case 'clarify':
          return consoleApi.call(tenderDeskEndpoints.submissionClarification, { params: { id: action.submissionId }, body: action.form });
      }
    },
    onSettled: invalidate,
  });
}

export function useSaveCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: CategoryBody }) =>
      id === undefined
        ? consoleApi.call(tenderDeskEndpoints.createCategory, { body })
        : consoleApi.call(tenderDeskEndpoints.updateCategory, { params: { id }, body }),
    onSettled: invalidate,
  });
}
