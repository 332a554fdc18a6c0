import { productEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '@/lib/api-client';
import { productsKey } from './get-products';

/** An image's bytes (the token is not a cookie, so an <img> cannot fetch it itself). */
export async function getProductImage(productId: string, fileId: string, signal?: AbortSignal) {
  return (await api.call(productEndpoints.image, { params: { type: 'provider', id: productId, fileId }, signal })).data;
}

export const productImageQueryOptions = (productId: string, fileId: string) =>
  queryOptions({
    queryKey: [...productsKey(), 'image', productId, fileId],
    queryFn: ({ signal }) => getProductImage(productId, fileId, signal),
    // An image never changes under its id.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A blob: URL of the image while the component shows it. */
export function useProductImageUrl(productId: string, fileId: string | undefined): string | undefined {
  const query = useQuery({ ...productImageQueryOptions(productId, fileId ?? ''), enabled: Boolean(fileId) });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : undefined), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
