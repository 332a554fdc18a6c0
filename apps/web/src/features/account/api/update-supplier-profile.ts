import { type PartnerType, profileEndpoints, SUPPLIER_MSG, SUPPLIER_NOTICE_SECONDS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notifier } from '@/lib/notifier';
import { profileQueryOptions } from '@/lib/profile';
import { saveBlob } from '@/lib/save-blob';
import { supplierProfileQueryOptions } from './get-supplier-profile';

/** What the edit form gives: the text fields, the licence kept (its id) or the new PDF. */
export type SupplierProfileInput = { fields: Record<string, string>; keptLicenceId: string | null; licence: File | null };

/**
 * PUT /api/partner/v1/{type}/profile as multipart with isProfile=true (spec 3 §7). The screen shows
 * its own 4-second notice instead of the generic one (spec 3 §8, SPEC-NOTES 3).
 */
export async function updateSupplierProfile(type: PartnerType, input: SupplierProfileInput) {
  const body = new FormData();
  body.append('isProfile', 'true');
  for (const [name, value] of Object.entries(input.fields)) body.append(name, value);
  if (input.keptLicenceId) body.append('businessLicenseFields', input.keptLicenceId);
  if (input.licence) body.append('businessLicenseFile', input.licence, input.licence.name);
  return (await api.call(profileEndpoints.update, { params: { type }, body, successNotice: false })).data;
}

export function useUpdateSupplierProfile(type: PartnerType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierProfileInput) => updateSupplierProfile(type, input),
    onSuccess: async () => {
      notifier().success({ title: SUPPLIER_MSG.updatedTitle, description: SUPPLIER_MSG.updated, duration: SUPPLIER_NOTICE_SECONDS });
      // The profile is read again (spec 3 §7), with the shell's (its e-mail and phone).
      await Promise.all([
        client.invalidateQueries({ queryKey: supplierProfileQueryOptions(type).queryKey }),
        client.invalidateQueries({ queryKey: profileQueryOptions(type).queryKey }),
      ]);
    },
  });
}

/** A licence file of the profile (GET …/profile/license-files/{id}), as a blob (the token is no cookie); a failure raises the "Lỗi" notice. */
export async function downloadLicence(type: PartnerType, id: string, name: string): Promise<void> {
  const { data } = await api.call(profileEndpoints.licenseFile, { params: { type, id }, silent: false });
  saveBlob(data, name);
}
