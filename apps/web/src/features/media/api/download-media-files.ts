import { mediaEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

export const SELECTION_ZIP_NAME = 'tai-lieu.zip';

/** POST /api/partner/media/files/download: the selected files and folders as one ZIP. */
export async function downloadMediaFiles(ids: readonly string[]) {
  const { data } = await api.call(mediaEndpoints.filesDownload, { body: { ids: [...ids] }, successNotice: false });
  saveBlob(data, SELECTION_ZIP_NAME);
}

export function useDownloadMediaFiles() {
  return useMutation({ mutationFn: downloadMediaFiles });
}
