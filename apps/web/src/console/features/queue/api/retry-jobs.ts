import { type QueueName, queueDeskEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** POST /api/admin/queue/jobs/{id}/retry: one failed job back in its queue. */
export async function retryJob(id: string): Promise<void> {
  await consoleApi.call(queueDeskEndpoints.retryJob, { params: { id } });
}

/** POST /api/admin/queue/failed/retry: every failed job of a queue (`null`: of every queue). */
export async function retryFailedJobs(queue: QueueName | null) {
  return (await consoleApi.call(queueDeskEndpoints.retryFailed, { body: { queue } })).data;
}

function useInvalidateQueue() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: consoleKeys.queue() });
    void client.invalidateQueries({ queryKey: consoleKeys.audit() });
  };
}

export function useRetryJob() {
  return useMutation({ mutationFn: retryJob, onSuccess: useInvalidateQueue() });
}

export function useRetryFailedJobs() {
  return useMutation({ mutationFn: retryFailedJobs, onSuccess: useInvalidateQueue() });
}
