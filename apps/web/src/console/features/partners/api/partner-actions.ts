import { partnerDeskEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The partner desk's decisions; each answers with the server's "Thành công" message. */
export const partnerActions = {
  approve: (id: string) => consoleApi.call(partnerDeskEndpoints.approve, { params: { id } }),
  reject: (id: string, reason: string) => consoleApi.call(partnerDeskEndpoints.reject, { params: { id }, body: { reason } }),
  lock: (id: string) => consoleApi.call(partnerDeskEndpoints.lock, { params: { id } }),
  unlock: (id: string) => consoleApi.call(partnerDeskEndpoints.unlock, { params: { id } }),
  passwordReset: (id: string) => consoleApi.call(partnerDeskEndpoints.passwordReset, { params: { id } }),
};

export type PartnerAction = keyof typeof partnerActions;

/** One mutation for every decision; afterwards the partner lists, the detail and the counters reload. */
export function usePartnerAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, reason }: { action: PartnerAction; id: string; reason?: string }) =>
      action === 'reject' ? partnerActions.reject(id, reason ?? '') : partnerActions[action](id),
    onSettled: async () => {
      await Promise.all(
        [consoleKeys.partners(), consoleKeys.dashboard(), consoleKeys.renames(), consoleKeys.audit()].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
