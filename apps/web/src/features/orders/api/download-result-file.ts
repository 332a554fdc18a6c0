import { orderEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** GET .../medical-order/detail/{id}/result-file: the result the care desk attached, saved under its name. */
export async function downloadResultFile(id: string, name: string): Promise<void> {
  const { data } = await api.call(orderEndpoints.resultFile, { params: { id }, silent: false });
  saveBlob(data, name);
}

export const useDownloadResultFile = () =>
  useMutation({ mutationFn: ({ id, name }: { id: string; name: string }) => downloadResultFile(id, name) });
