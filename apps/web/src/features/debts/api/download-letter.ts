import { debtLetterEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** GET …/detail/{id}/pdf: the letter's record (biên bản đối chiếu công nợ), saved as a PDF. */
export async function downloadLetterPdf(id: string, code: string): Promise<void> {
  const { data } = await api.call(debtLetterEndpoints.pdf, { params: { id }, silent: false });
  saveBlob(data, `bien-ban-doi-chieu-cong-no-${code}.pdf`);
}

/** GET …/detail/{id}/file: the file attached to the answer, under its name. */
export async function downloadLetterFile(id: string, name: string): Promise<void> {
  const { data } = await api.call(debtLetterEndpoints.file, { params: { id }, silent: false });
  saveBlob(data, name);
}

export const useDownloadLetterPdf = () =>
  useMutation({ mutationFn: ({ id, code }: { id: string; code: string }) => downloadLetterPdf(id, code) });
export const useDownloadLetterFile = () =>
  useMutation({ mutationFn: ({ id, name }: { id: string; name: string }) => downloadLetterFile(id, name) });
