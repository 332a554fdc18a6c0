import { contractLookupEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { companyKeys } from './desk-mutation';

/** GET /api/partner/contract/type-list?type=company: the public list of health-exam contract types. */
export async function getCompanyContractTypes() {
  return (await consoleApi.call(contractLookupEndpoints.typeList, { query: { type: 'company' } })).data;
}

export const companyContractTypesQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.contractTypes(), queryFn: getCompanyContractTypes, staleTime: Number.POSITIVE_INFINITY });

export const useCompanyContractTypes = () => useQuery(companyContractTypesQueryOptions());
