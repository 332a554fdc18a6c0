import { REQUEST_FILE_FIELD, tenderingProviderEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { providerBidKey } from './keys';
import type { FormFile } from './save-submission';

export type RequestInput = {
  /** The request being edited; absent for a new one. */
  requestId?: string;
  submissionId: string;
  title: string;
  /** YYYY-MM-DD (spec 2 §9). */
  dateRequest: string;
  content: string;
  files: FormFile[];
};

export function requestFormData(input: RequestInput): FormData {
  const fd = new FormData();
  fd.append('BidPostSubmitId', input.submissionId);
  fd.append('Title', input.title);
  fd.append('DateRequest', input.dateRequest);
  fd.append('Content', input.content);
  fd.append('UploadedFiles', JSON.stringify(input.files.flatMap((f) => (f.id && !f.file ? [{ id: f.id, name: f.name }] : []))));
  for (const f of input.files) if (f.file) fd.append(REQUEST_FILE_FIELD, f.file, f.name);
  return fd;
}

/** POST request/create or PUT request/update/{id} (multipart). */
export async function saveRequest(input: RequestInput): Promise<void> {
  const body = requestFormData(input);
  if (input.requestId) await api.call(tenderingProviderEndpoints.updateRequest, { params: { id: input.requestId }, body });
  else await api.call(tenderingProviderEndpoints.createRequest, { body });
}

export function useSaveRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: providerBidKey }),
  });
}

/** DELETE request/delete/{id}. */
export async function deleteRequest(requestId: string): Promise<void> {
  await api.call(tenderingProviderEndpoints.deleteRequest, { params: { id: requestId } });
}

export function useDeleteRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: providerBidKey }),
  });
}
