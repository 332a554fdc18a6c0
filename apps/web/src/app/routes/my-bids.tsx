import { MyBidsPage } from '@/features/tendering/components/my-bids-page';

/** The provider's 'Thầu của tôi': a route module of its own, so it does not load the product screens (provider.tsx). */
export const MyBidsRoute = () => <MyBidsPage />;
