import { companyDeskEndpoints, type DataOf, DESK_CONTRACT_FILE_FIELD, type DeskContractFields, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { companyKeys, useCompanyDeskMutation } from './desk-mutation';

/** The list's filters: the query of GET /api/admin/companies/contracts (search, status, companyId, pages). */
type CompanyContractListParams = QueryOf<typeof companyDeskEndpoints.contracts>;
export type DeskContractList = DataOf<typeof companyDeskEndpoints.contracts>;

/** GET /api/admin/companies/contracts (search, status, companyId, pages). */
export async function getCompanyContracts(query: CompanyContractListParams) {
  return (await consoleApi.call(companyDeskEndpoints.contracts, { query })).data;
}

export const companyContractsQueryOptions = (query: CompanyContractListParams) =>
  queryOptions({
    queryKey: [...companyKeys.contracts(), 'list', query],
    queryFn: () => getCompanyContracts(query),
    placeholderData: keepPreviousData,
  });

export const useCompanyContracts = (query: CompanyContractListParams, enabled = true) =>
  useQuery({ ...companyContractsQueryOptions(query), enabled });

/** GET /api/admin/companies/contracts/{id} */
export async function getCompanyContract(id: string) {
  return (await consoleApi.call(companyDeskEndpoints.contract, { params: { id } })).data;
}

export const companyContractQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...companyKeys.contracts(), 'detail', id], queryFn: () => getCompanyContract(id) });

export const useCompanyContract = (id: string) => useQuery(companyContractQueryOptions(id));

/** The contract's PDF (the token is a header, so it comes as a blob). */
export async function getCompanyContractFile(id: string) {
  return (await consoleApi.call(companyDeskEndpoints.contractFile, { params: { id }, silent: false })).data;
}

/** What the contract dialog sends: the fields as the contract's schema takes them, and the PDF when one was picked. */
export type ContractFormBody = { [K in keyof DeskContractFields]?: string | number } & { file?: File };

/** The multipart body of a create or update (`contractFile` is optional on update). */
export function contractFormData({ file, ...fields }: ContractFormBody): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(key, String(value));
  if (file) form.append(DESK_CONTRACT_FILE_FIELD, file, file.name);
  return form;
}

/** POST /api/admin/companies/contracts (multipart) */
export const useCreateCompanyContract = () =>
  useCompanyDeskMutation(
    async (body: ContractFormBody) => (await consoleApi.call(companyDeskEndpoints.createContract, { body: contractFormData(body) })).data,
  );

/** PUT /api/admin/companies/contracts/{id} (multipart) */
export const useUpdateCompanyContract = (id: string) =>
  useCompanyDeskMutation(
    async (body: ContractFormBody) =>
      (await consoleApi.call(companyDeskEndpoints.updateContract, { params: { id }, body: contractFormData(body) })).data,
  );
