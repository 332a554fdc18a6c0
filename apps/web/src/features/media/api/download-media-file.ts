import { mediaEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** POST /api/partner/media/file/download?id=: one file, saved under its own name. A failure raises the "Lỗi" notice. */
export async function downloadMediaFile(file: { id: string; name: string }) {
  const { data } = await api.call(mediaEndpoints.fileDownload, { query: { id: file.id }, successNotice: false });
  saveBlob(data, file.name);
}

export function useDownloadMediaFile() {
  return useMutation({ mutationFn: downloadMediaFile });
}
