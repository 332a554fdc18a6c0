import { type BodyOf, INTEGRATION_MSG, integrationDeskEndpoints, LIMITS, NOTICE } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_NOTICE_KEY } from '@/lib/api-client';
import { notifier } from '@/lib/notifier';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

export type IntegrationCreateInput = BodyOf<typeof integrationDeskEndpoints.create>;

/** The desk says what was done in its own words (the contract's), whatever message the answer carries. */
const notifyDone = (description: string) =>
  notifier().success({ key: SUCCESS_NOTICE_KEY, title: NOTICE.successTitle, description, duration: LIMITS.noticeSuccessMs / 1000 });

/** POST /api/admin/integrations: a new client; the answer carries its secret, this once. */
export async function createIntegration(body: IntegrationCreateInput) {
  return (await consoleApi.call(integrationDeskEndpoints.create, { body, successNotice: false })).data;
}

/** POST /api/admin/integrations/{id}/revoke: its tokens stop working at once, for good. */
export async function revokeIntegration(id: string) {
  return (await consoleApi.call(integrationDeskEndpoints.revoke, { params: { id }, successNotice: false })).data;
}

/** Every write refreshes the desk (the list, the calls) and the audit trail. */
function useInvalidateIntegrations() {
  const client = useQueryClient();
  return () => Promise.all([consoleKeys.integrations(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useCreateIntegration() {
  const invalidate = useInvalidateIntegrations();
  return useMutation({
    mutationFn: createIntegration,
    onSuccess: () => notifyDone(INTEGRATION_MSG.created),
    onSettled: invalidate,
  });
}

export function useRevokeIntegration() {
  const invalidate = useInvalidateIntegrations();
  return useMutation({
    mutationFn: revokeIntegration,
    onSuccess: () => notifyDone(INTEGRATION_MSG.revoked),
    onSettled: invalidate,
  });
}
