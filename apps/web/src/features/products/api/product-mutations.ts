import { apiPaths, PRODUCT_IMAGE_FIELD, type Product, type ProductBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsKey } from './get-products';

/** POST .../product/create */
export async function createProduct(body: ProductBody): Promise<Product> {
  return (await api.post<Product>(apiPaths.products.create(), body)).data;
}

/** PUT .../product/update/{id} */
export async function updateProduct(id: string, body: ProductBody): Promise<Product> {
  return (await api.put<Product>(apiPaths.products.update(id), body)).data;
}

/** DELETE .../product/delete/{id} */
export async function deleteProduct(id: string): Promise<void> {
  await api.delete(apiPaths.products.delete(id));
}

/** POST .../product/{id}/images, multipart (`Images`). */
export async function uploadProductImages(id: string, files: File[]): Promise<Product> {
  const form = new FormData();
  for (const file of files) form.append(PRODUCT_IMAGE_FIELD, file, file.name);
  return (await api.post<Product>(apiPaths.products.images(id), form)).data;
}

/** DELETE .../product/{id}/images/{fileId} */
export async function removeProductImage(id: string, fileId: string): Promise<Product> {
  return (await api.delete<Product>(apiPaths.products.image(id, fileId))).data;
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
