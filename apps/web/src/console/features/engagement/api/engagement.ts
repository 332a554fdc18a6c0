import { type CooperationPageBody, engagementDeskEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The contacts list's filters: the query of GET /api/admin/engagement/contacts. */
export type ContactListQuery = QueryOf<typeof engagementDeskEndpoints.contacts>;
/** The feedback list's filters: the query of GET /api/admin/engagement/feedback. */
export type FeedbackListQuery = QueryOf<typeof engagementDeskEndpoints.feedback>;

const pagesKey = () => [...consoleKeys.engagement(), 'pages'] as const;
const contactsKey = () => [...consoleKeys.engagement(), 'contacts'] as const;
const feedbackKey = () => [...consoleKeys.engagement(), 'feedback'] as const;

// ——— cooperation pages ———

/** GET /api/admin/engagement/pages: the three programmes (a missing one empty). */
export const pagesQueryOptions = () =>
  queryOptions({
    queryKey: pagesKey(),
    queryFn: async () => (await consoleApi.call(engagementDeskEndpoints.pages)).data,
    staleTime: 0,
  });
export const useCooperationPages = () => useQuery(pagesQueryOptions());

/** PUT /api/admin/engagement/pages: writes the programme of the body's partner type. */
export function useSaveCooperationPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CooperationPageBody) => (await consoleApi.call(engagementDeskEndpoints.savePage, { body })).data,
    onSettled: () => Promise.all([pagesKey(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

// ——— contacts ———

/** GET /api/admin/engagement/contacts */
export async function getContacts(query: ContactListQuery) {
  return (await consoleApi.call(engagementDeskEndpoints.contacts, { query })).data;
}
export const useContacts = (query: ContactListQuery) =>
  useQuery(
    queryOptions({ queryKey: [...contactsKey(), 'list', query], queryFn: () => getContacts(query), placeholderData: keepPreviousData }),
  );

/** GET /api/admin/engagement/contacts/{id} */
export const useContact = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: [...contactsKey(), 'detail', id],
      queryFn: async () => (await consoleApi.call(engagementDeskEndpoints.contact, { params: { id } })).data,
    }),
  );

/** POST /api/admin/engagement/contacts/{id}/handle */
export function useHandleContact(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      (await consoleApi.call(engagementDeskEndpoints.handleContact, { params: { id }, body: { note } })).data,
    onSettled: () => Promise.all([contactsKey(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

// ——— feedback ———

/** GET /api/admin/engagement/feedback */
export async function getFeedbackList(query: FeedbackListQuery) {
  return (await consoleApi.call(engagementDeskEndpoints.feedback, { query })).data;
}
export const useFeedbackList = (query: FeedbackListQuery) =>
  useQuery(
    queryOptions({ queryKey: [...feedbackKey(), 'list', query], queryFn: () => getFeedbackList(query), placeholderData: keepPreviousData }),
  );

/** GET /api/admin/engagement/feedback/{id} */
export const useFeedbackEntry = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: [...feedbackKey(), 'detail', id],
      queryFn: async () => (await consoleApi.call(engagementDeskEndpoints.feedbackEntry, { params: { id } })).data,
    }),
  );

/** POST /api/admin/engagement/feedback/{id}/handle */
export function useHandleFeedback(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      (await consoleApi.call(engagementDeskEndpoints.handleFeedback, { params: { id }, body: { note } })).data,
    onSettled: () => Promise.all([feedbackKey(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
