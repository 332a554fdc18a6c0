import { PlaceholderPage } from '@/components/placeholder-page';

export const ProductsRoute = () => <PlaceholderPage title="Sản phẩm" />;
export const ProductDetailRoute = () => <PlaceholderPage title="Chi tiết sản phẩm" />;
