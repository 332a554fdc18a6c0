import { companyEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** GET …/contract/detail/{id}/file as a blob (the token is no cookie); a failure raises the "Lỗi" notice. */
export async function downloadContractFile(contractId: string, fileName: string): Promise<void> {
  const { data } = await api.call(companyEndpoints.contractFile, { params: { id: contractId }, silent: false });
  saveBlob(data, fileName);
}

export const useDownloadContractFile = () =>
  useMutation({
    mutationFn: ({ contractId, fileName }: { contractId: string; fileName: string }) => downloadContractFile(contractId, fileName),
  });
