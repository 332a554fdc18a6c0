import { mediaEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** POST /api/partner/media/folder/download?id=: a whole folder as one ZIP named after it. */
export async function downloadMediaFolder(folder: { id: string; name: string }) {
  const { data } = await api.call(mediaEndpoints.folderDownload, { query: { id: folder.id }, successNotice: false });
  saveBlob(data, `${folder.name}.zip`);
}

export function useDownloadMediaFolder() {
  return useMutation({ mutationFn: downloadMediaFolder });
}
