import {
  apiPaths,
  type CooperationPageBody,
  type DeskContact,
  type DeskContactList,
  type DeskCooperationPage,
  type DeskFeedback,
  type DeskFeedbackList,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

export type ListParams = Readonly<Record<string, string | number>>;

const pagesKey = () => [...consoleKeys.engagement(), 'pages'] as const;
const contactsKey = () => [...consoleKeys.engagement(), 'contacts'] as const;
const feedbackKey = () => [...consoleKeys.engagement(), 'feedback'] as const;

// ——— cooperation pages ———

/** GET /api/admin/engagement/pages: the three programmes (a missing one empty). */
export const pagesQueryOptions = () =>
  queryOptions({
    queryKey: pagesKey(),
    queryFn: async () => (await consoleApi.get<DeskCooperationPage[]>(apiPaths.admin.engagementPages)).data,
    staleTime: 0,
  });
export const useCooperationPages = () => useQuery(pagesQueryOptions());

/** PUT /api/admin/engagement/pages: writes the programme of the body's partner type. */
export function useSaveCooperationPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CooperationPageBody) => (await consoleApi.put<DeskCooperationPage>(apiPaths.admin.engagementPages, body)).data,
    onSettled: () => Promise.all([pagesKey(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

// ——— contacts ———

/** GET /api/admin/engagement/contacts */
export async function getContacts(query: ListParams): Promise<DeskContactList> {
  return (await consoleApi.get<DeskContactList>(apiPaths.admin.engagementContacts, { query })).data;
}
export const useContacts = (query: ListParams) =>
  useQuery(
    queryOptions({ queryKey: [...contactsKey(), 'list', query], queryFn: () => getContacts(query), placeholderData: keepPreviousData }),
  );

/** GET /api/admin/engagement/contacts/{id} */
export const useContact = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: [...contactsKey(), 'detail', id],
      queryFn: async () => (await consoleApi.get<DeskContact>(apiPaths.admin.engagementContact(id))).data,
    }),
  );

/** POST /api/admin/engagement/contacts/{id}/handle */
export function useHandleContact(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) => (await consoleApi.post<DeskContact>(apiPaths.admin.engagementContactHandle(id), { note })).data,
    onSettled: () => Promise.all([contactsKey(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

// ——— feedback ———

/** GET /api/admin/engagement/feedback */
export async function getFeedbackList(query: ListParams): Promise<DeskFeedbackList> {
  return (await consoleApi.get<DeskFeedbackList>(apiPaths.admin.engagementFeedback, { query })).data;
}
export const useFeedbackList = (query: ListParams) =>
  useQuery(
    queryOptions({ queryKey: [...feedbackKey(), 'list', query], queryFn: () => getFeedbackList(query), placeholderData: keepPreviousData }),
  );

/** GET /api/admin/engagement/feedback/{id} */
export const useFeedbackEntry = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: [...feedbackKey(), 'detail', id],
      queryFn: async () => (await consoleApi.get<DeskFeedback>(apiPaths.admin.engagementFeedbackEntry(id))).data,
    }),
  );

/** POST /api/admin/engagement/feedback/{id}/handle */
export function useHandleFeedback(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) => (await consoleApi.post<DeskFeedback>(apiPaths.admin.engagementFeedbackHandle(id), { note })).data,
    onSettled: () => Promise.all([feedbackKey(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
