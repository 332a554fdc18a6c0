import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../lib/console-api';

/**
 * A write of the company desk: afterwards every query of the desk (companies, contracts, rosters,
 * sets, appointments and packages, whose counts depend on each other) and the audit trail reload.
 */
export function useCompanyDeskMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([consoleKeys.companies(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** The desk's query keys, all under consoleKeys.companies(). */
export const companyKeys = {
  all: () => consoleKeys.companies(),
  companies: () => [...consoleKeys.companies(), 'companies'] as const,
  contracts: () => [...consoleKeys.companies(), 'contracts'] as const,
  employees: (contractId: string) => [...consoleKeys.companies(), 'contracts', contractId, 'employees'] as const,
  groups: () => [...consoleKeys.companies(), 'groups'] as const,
  appointments: () => [...consoleKeys.companies(), 'appointments'] as const,
  packages: () => [...consoleKeys.companies(), 'packages'] as const,
  categories: () => [...consoleKeys.companies(), 'categories'] as const,
  services: () => [...consoleKeys.companies(), 'services'] as const,
  contractTypes: () => [...consoleKeys.companies(), 'contract-types'] as const,
};
