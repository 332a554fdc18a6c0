import { accountEndpoints, type PartnerType } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsKey } from './get-sessions';

/** DELETE /api/partner/v1/{type}/account/sessions/{id}: that device is logged out (the client shows the server's notice). */
export async function endSession(type: PartnerType, id: string) {
  return (await api.call(accountEndpoints.endSession, { params: { type, id } })).data;
}

/** POST /api/partner/v1/{type}/account/sessions/logout-all: every other device is logged out; this one stays. */
export async function endOtherSessions(type: PartnerType) {
  return (await api.call(accountEndpoints.endOtherSessions, { params: { type } })).data;
}

/** Success or not (a session may have ended meanwhile), the list is read again. */
function useSessionsMutation<V, R>(type: PartnerType, fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: sessionsKey(type) }) });
}

export const useEndSession = (type: PartnerType) => useSessionsMutation(type, (id: string) => endSession(type, id));
export const useEndOtherSessions = (type: PartnerType) => useSessionsMutation(type, () => endOtherSessions(type));
