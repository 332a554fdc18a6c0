import { ORGANIZATION_LOGO_FIELD, type Organization, type OrganizationBody, organizationDeskEndpoints } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/organization: 'Thông tin đơn vị'. */
export const organizationQueryOptions = () =>
  queryOptions({
    queryKey: [...consoleKeys.all(), 'organization'],
    queryFn: async () => (await consoleApi.call(organizationDeskEndpoints.get)).data,
    staleTime: 0,
  });

export function useOrganization() {
  return useQuery(organizationQueryOptions());
}

/** Each write answers the whole setting: it replaces the cached one; the audit list goes stale. */
function useOrganizationWrite<T = undefined>(write: (input: T) => Promise<Organization>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (organization) => client.setQueryData(organizationQueryOptions().queryKey, organization),
    onSettled: () => client.invalidateQueries({ queryKey: consoleKeys.audit() }),
  });
}

/** PUT /api/admin/organization. */
export const useSaveOrganization = () =>
  useOrganizationWrite(async (body: OrganizationBody) => (await consoleApi.call(organizationDeskEndpoints.save, { body })).data);

/** POST /api/admin/organization/logo: one PNG or JPEG. */
export const useUploadLogo = () =>
  useOrganizationWrite(async (file: File) => {
    const form = new FormData();
    form.append(ORGANIZATION_LOGO_FIELD, file);
    return (await consoleApi.call(organizationDeskEndpoints.uploadLogo, { body: form })).data;
  });

/** DELETE /api/admin/organization/logo. */
export const useRemoveLogo = () => useOrganizationWrite(async () => (await consoleApi.call(organizationDeskEndpoints.removeLogo)).data);
