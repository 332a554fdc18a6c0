import { companyRosterEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

export const ROSTER_TEMPLATE_NAME = 'mau-danh-sach-nhan-vien.xlsx';

/** GET …/contract/export-example: the roster template. */
export async function downloadRosterTemplate(): Promise<void> {
  const { data } = await api.call(companyRosterEndpoints.template, { silent: false });
  saveBlob(data, ROSTER_TEMPLATE_NAME);
}

export const useDownloadRosterTemplate = () => useMutation({ mutationFn: downloadRosterTemplate });
