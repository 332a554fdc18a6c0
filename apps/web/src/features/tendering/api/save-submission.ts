import { customFileField, SUBMISSION_FILE_FIELD, SUBMIT_STATUS, tenderingProviderEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { providerBidKey } from './keys';

/** A file of the form: a kept one (`id`) or a new one (`file`), under the name the list shows (renamed inline). */
export type FormFile = { id?: string; name: string; file?: File };

export type SubmissionInput = {
  bidPostId: number;
  /** The submission being updated; absent for a new one. */
  submissionId?: string;
  name: string;
  taxCode: string;
  representative: string;
  /** Digits only. */
  price: string;
  shippingMethod: number;
  discount: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  contactPosition: string;
  note: string;
  progress: { id?: string; name: string; content: string; progressType: number }[];
  deleteProgressIds: string[];
  files: FormFile[];
  /** One per information item: text, a new file, or keep the stored file. */
  customValues: { infoId: string; content?: string; file?: File; keepFile?: boolean }[];
};

/** The multipart body of spec 2 §7 (SPEC-NOTES 18: custom values ride along). */
export function submissionFormData(input: SubmissionInput): FormData {
  const fd = new FormData();
  fd.append('BidPostId', String(input.bidPostId));
  if (input.submissionId) fd.append('id', input.submissionId);
  else fd.append('Status', String(SUBMIT_STATUS.Applied));
  fd.append('Name', input.name);
  fd.append('TaxCode', input.taxCode);
  fd.append('Representative', input.representative);
  fd.append('Price', input.price);
  fd.append('ShippingMethod', String(input.shippingMethod));
  fd.append('Discount', input.discount);
  fd.append('ContactName', input.contactName);
  fd.append('ContactPhone', input.contactPhone);
  fd.append('ContactEmail', input.contactEmail);
  fd.append('ContactPosition', input.contactPosition);
  fd.append('Note', input.note);
  fd.append('ProgressMetadataJson', JSON.stringify(input.progress));
  fd.append('DeleteProgressIds', JSON.stringify(input.deleteProgressIds));
  fd.append('UploadedFiles', JSON.stringify(input.files.flatMap((f) => (f.id && !f.file ? [{ id: f.id, name: f.name }] : []))));
  for (const f of input.files) if (f.file) fd.append(SUBMISSION_FILE_FIELD, f.file, f.name);
  fd.append(
    'CustomValuesJson',
    JSON.stringify(
      input.customValues.map((v) => ({
        bidPostCategoryInformationId: v.infoId,
        ...(v.content !== undefined ? { content: v.content } : {}),
        ...(v.keepFile ? { keepFile: true } : {}),
      })),
    ),
  );
  for (const v of input.customValues) if (v.file) fd.append(customFileField(v.infoId), v.file, v.file.name);
  return fd;
}

/** POST create-bid-post-submit or PUT update-bid-post-submit/{id}; the client shows the server's "Thành công". */
export async function saveSubmission(input: SubmissionInput): Promise<void> {
  const body = submissionFormData(input);
  if (input.submissionId) await api.call(tenderingProviderEndpoints.updateSubmission, { params: { id: input.submissionId }, body });
  else await api.call(tenderingProviderEndpoints.createSubmission, { body });
}

/** After a save the bid, the submission, its history and the party's requests are read again (spec 2 §4.5). */
export function useSaveSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSubmission,
    onSuccess: () => client.invalidateQueries({ queryKey: providerBidKey }),
  });
}
