import {
  apiPaths,
  DESK_CONTRACT_FILE_FIELD,
  type DeskContractDetail,
  type DeskContractFields,
  type deskContractListSchema,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { companyKeys, type DeskListParams, type Parsed, useCompanyDeskMutation } from './desk-mutation';

export type DeskContractList = Parsed<typeof deskContractListSchema>;

/** GET /api/admin/companies/contracts (search, status, companyId, pages). */
export async function getCompanyContracts(query: DeskListParams): Promise<DeskContractList> {
  return (await consoleApi.get<DeskContractList>(apiPaths.admin.companyContracts, { query })).data;
}

export const companyContractsQueryOptions = (query: DeskListParams) =>
  queryOptions({
    queryKey: [...companyKeys.contracts(), 'list', query],
    queryFn: () => getCompanyContracts(query),
    placeholderData: keepPreviousData,
  });

export const useCompanyContracts = (query: DeskListParams, enabled = true) => useQuery({ ...companyContractsQueryOptions(query), enabled });

/** GET /api/admin/companies/contracts/{id} */
export async function getCompanyContract(id: string): Promise<DeskContractDetail> {
  return (await consoleApi.get<DeskContractDetail>(apiPaths.admin.companyContract(id))).data;
}

export const companyContractQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...companyKeys.contracts(), 'detail', id], queryFn: () => getCompanyContract(id) });

export const useCompanyContract = (id: string) => useQuery(companyContractQueryOptions(id));

/** The contract's PDF (the token is a header, so it comes as a blob). */
export async function getCompanyContractFile(id: string): Promise<Blob> {
  return (await consoleApi.get<Blob>(apiPaths.admin.companyContractFile(id), { responseType: 'blob', silent: false })).data;
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
    async (body: ContractFormBody) =>
      (await consoleApi.post<DeskContractDetail>(apiPaths.admin.companyContracts, contractFormData(body))).data,
  );

/** PUT /api/admin/companies/contracts/{id} (multipart) */
export const useUpdateCompanyContract = (id: string) =>
  useCompanyDeskMutation(
    async (body: ContractFormBody) =>
      (await consoleApi.put<DeskContractDetail>(apiPaths.admin.companyContract(id), contractFormData(body))).data,
  );
