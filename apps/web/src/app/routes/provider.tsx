import { useParams } from 'react-router';
import { ProductDetailPage } from '@/features/products/components/product-detail-page';
import { ProductsPage } from '@/features/products/components/products-page';

/** The provider's products ('Sản phẩm') and a product's detail; 'Thầu của tôi' is my-bids.tsx. */
export const ProductsRoute = () => <ProductsPage />;

export function ProductDetailRoute() {
  const { id = '' } = useParams();
  return <ProductDetailPage key={id} id={id} />;
}
