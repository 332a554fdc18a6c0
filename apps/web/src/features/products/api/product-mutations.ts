import { PRODUCT_IMAGE_FIELD, type ProductBody, productEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsKey } from './get-products';

/** POST .../product/create */
export async function createProduct(body: ProductBody) {
  return (await api.call(productEndpoints.create, { params: { type: 'provider' }, body })).data;
}

/** PUT .../product/update/{id} */
export async function updateProduct(id: string, body: ProductBody) {
  return (await api.call(productEndpoints.update, { params: { type: 'provider', id }, body })).data;
}

/** DELETE .../product/delete/{id} */
export async function deleteProduct(id: string): Promise<void> {
  await api.call(productEndpoints.remove, { params: { type: 'provider', id } });
}

/** POST .../product/{id}/images, multipart (`Images`). */
export async function uploadProductImages(id: string, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append(PRODUCT_IMAGE_FIELD, file, file.name);
  return (await api.call(productEndpoints.addImages, { params: { type: 'provider', id }, body: form })).data;
}

/** DELETE .../product/{id}/images/{fileId} */
export async function removeProductImage(id: string, fileId: string) {
  return (await api.call(productEndpoints.removeImage, { params: { type: 'provider', id, fileId } })).data;
}

/** Every change refreshes the catalogue's lists and details. */
function useProductMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: productsKey() }) });
}

export const useCreateProduct = () => useProductMutation(createProduct);
export const useUpdateProduct = (id: string) => useProductMutation((body: ProductBody) => updateProduct(id, body));
export const useDeleteProduct = () => useProductMutation(deleteProduct);
export const useUploadProductImages = (id: string) => useProductMutation((files: File[]) => uploadProductImages(id, files));
export const useRemoveProductImage = (id: string) => useProductMutation((fileId: string) => removeProductImage(id, fileId));
