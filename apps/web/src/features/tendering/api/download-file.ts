import { TENDER_MSG } from '@portal/contract';
import { api } from '@/lib/api-client';

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
    const { data } = await api.get<Blob>(file.fullPath, { responseType: 'blob', envelope: false, silent: true });
    const url = URL.createObjectURL(data);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    // Silent by the spec.
  }
}
