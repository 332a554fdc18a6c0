import { MyBidsPage, myBidsFirstQueries } from '@/features/tendering/components/my-bids-page';

/** The provider's 'Thầu của tôi': a route module of its own, so it does not load the product screens (provider.tsx). */
export const MyBidsRoute = () => <MyBidsPage />;

/** What the page reads first, for its route's loader (app/routes.tsx). */
export { myBidsFirstQueries as firstQueries };
