import { Image, Skeleton } from 'antd';
import { useProductImageUrl } from '../api/get-product-image';

/** One product image, fetched with the token and shown from a blob: URL. */
export function ProductImage({
  productId,
  fileId,
  alt,
  size,
}: {
  productId: string;
  fileId: string | undefined;
  alt: string;
  size: number;
}) {
  const url = useProductImageUrl(productId, fileId);
  if (!fileId) return <div className="product-image product-image--empty" style={{ width: size, height: size }} aria-hidden />;
  if (!url) return <Skeleton.Image active style={{ width: size, height: size }} />;
  return <Image src={url} alt={alt} width={size} height={size} style={{ objectFit: 'cover' }} />;
}
