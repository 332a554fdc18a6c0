import { TENDER_MSG } from '@portal/contract';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/**
 * Opens a file of the bid pages. A file without a URL is told so (spec 2 §5); a public file is a
 * plain link; a provider's own file is fetched with the token (it is no cookie) and saved from a
 * blob. A failed download is silent (spec 2 §8).
 */
export async function downloadBidFile(file: { name: string; fullPath: string | null }): Promise<void> {
  if (!file.fullPath) {
    window.alert(TENDER_MSG.fileNoUrl);
    return;
  }
  try {
    // The file's URL is the server's (`fullPath`, one of the tendering downloads): its answer is a blob.
    const { data } = await api.get(file.fullPath, { responseType: 'blob', envelope: false, silent: true });
    if (data instanceof Blob) saveBlob(data, file.name);
  } catch {
    // Silent by the spec.
  }
}
