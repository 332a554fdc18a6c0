import { apiPaths } from '@portal/contract';
import { consoleApi } from '../../../lib/console-api';

/**
 * A licence file's bytes. The token is a header, not a cookie, so a plain link cannot open it:
 * the file comes as a blob and the page shows it from a blob: URL.
 */
export async function getPartnerFile(partnerId: string, fileId: string): Promise<Blob> {
  const { data } = await consoleApi.get<Blob>(apiPaths.admin.partnerFile(partnerId, fileId), { responseType: 'blob', silent: false });
  return data;
}

/** A rename request's PDF (GET /api/admin/partners/rename-requests/{id}/file). */
export async function getRenameFile(renameId: string): Promise<Blob> {
  const { data } = await consoleApi.get<Blob>(apiPaths.admin.renameFile(renameId), { responseType: 'blob', silent: false });
  return data;
}
