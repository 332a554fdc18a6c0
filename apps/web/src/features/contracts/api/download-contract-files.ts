import { contractEndpoints, type PartnerType } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/**
 * The token is not a cookie, so files come through the API client as blobs. A failed download
 * raises the "Lỗi" notice (a click that silently does nothing reads as a broken button).
 */
export async function downloadContractFile(type: PartnerType, contractId: string, file: { id: string; name: string }) {
  const { data } = await api.call(contractEndpoints.file, { params: { type, id: contractId, fileId: file.id }, silent: false });
  saveBlob(data, file.name);
}

/** Every document of a contract as one ZIP. */
export async function downloadContractArchive(type: PartnerType, contract: { id: string; code: string }) {
  const { data } = await api.call(contractEndpoints.downloadAll, { params: { type, id: contract.id }, silent: false });
  saveBlob(data, `hop-dong-${contract.code.replace(/[^\p{L}\p{N}._-]+/gu, '_')}.zip`);
}

export function useDownloadContractFile(type: PartnerType) {
  return useMutation({
    mutationFn: ({ contractId, file }: { contractId: string; file: { id: string; name: string } }) =>
      downloadContractFile(type, contractId, file),
  });
}

export function useDownloadContractArchive(type: PartnerType) {
  return useMutation({ mutationFn: (contract: { id: string; code: string }) => downloadContractArchive(type, contract) });
}
