import { DEBT_LETTER_STATUS, debtLetterDeskEndpoints, deferredPaymentDeskEndpoints } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';
import { usePollUnlessLive } from '@/lib/live-updates';
import { DASHBOARD_POLL_MS, ONE_ROW } from './get-dashboard';

/**
 * The accountant's counters: extension requests waiting for a decision (any month), and current
 * letters the collaborator answered with another balance (a corrected letter is due).
 */
export function useDebtCounters(enabled: boolean) {
  const refetchInterval = usePollUnlessLive(DASHBOARD_POLL_MS);
  return useQuery({
    queryKey: [...consoleKeys.debts(), 'dashboard'],
    queryFn: async () => {
      const [extensions, disputed] = await Promise.all([
        consoleApi.call(deferredPaymentDeskEndpoints.list, { query: { ...ONE_ROW, extensionPending: true } }),
        consoleApi.call(debtLetterDeskEndpoints.list, {
          query: { ...ONE_ROW, responseStatus: DEBT_LETTER_STATUS.different, state: 'current' },
        }),
      ]);
      return { extensions: extensions.data.pagination.totalCount, disputed: disputed.data.pagination.totalCount };
    },
    enabled,
    refetchInterval,
  });
}
