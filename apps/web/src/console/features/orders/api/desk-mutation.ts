import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../lib/console-api';

/**
 * A write of the order desk: afterwards every query of the desk (orders, catalogue, facilities,
 * whose counts depend on each other) and the audit trail reload.
 */
export function useDeskMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([consoleKeys.orders(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
