import { useParams } from 'react-router';
import { ProductDetailPage } from '@/features/products/components/product-detail-page';
import { ProductsPage } from '@/features/products/components/products-page';
import { MyBidsPage } from '@/features/tendering/components/my-bids-page';

export const ProductsRoute = () => <ProductsPage />;

export function ProductDetailRoute() {
  const { id = '' } = useParams();
  return <ProductDetailPage key={id} id={id} />;
}

export const MyBidsRoute = () => <MyBidsPage />;
