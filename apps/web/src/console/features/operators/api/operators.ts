import { type OperatorCreateBody, type OperatorUpdateBody, operatorEndpoints } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/operators: every operator account (a short list, not paged). */
export async function getOperators() {
  return (await consoleApi.call(operatorEndpoints.list)).data;
}

export const operatorsQueryOptions = () => queryOptions({ queryKey: [...consoleKeys.all(), 'operators'], queryFn: getOperators });

export function useOperators() {
  return useQuery(operatorsQueryOptions());
}

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([operatorsQueryOptions().queryKey, consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useCreateOperator() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: OperatorCreateBody) => consoleApi.call(operatorEndpoints.create, { body }),
    onSettled: invalidate,
  });
}

export function useUpdateOperator() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OperatorUpdateBody }) =>
      consoleApi.call(operatorEndpoints.update, { params: { id }, body }),
    onSettled: invalidate,
  });
}
