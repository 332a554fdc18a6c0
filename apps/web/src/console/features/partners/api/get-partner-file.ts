import { partnerDeskEndpoints } from '@portal/contract';
import { consoleApi } from '../../../lib/console-api';

/**
 * A licence file's bytes. The token is a header, not a cookie, so a plain link cannot open it:
 * the file comes as a blob and the page shows it from a blob: URL.
 */
export async function getPartnerFile(partnerId: string, fileId: string) {
  return (await consoleApi.call(partnerDeskEndpoints.file, { params: { id: partnerId, fileId }, silent: false })).data;
}

/** A rename request's PDF (GET /api/admin/partners/rename-requests/{id}/file). */
export async function getRenameFile(renameId: string) {
  return (await consoleApi.call(partnerDeskEndpoints.renameFile, { params: { id: renameId }, silent: false })).data;
}
