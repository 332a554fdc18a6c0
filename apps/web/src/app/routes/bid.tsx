import { useLoaderData, useParams } from 'react-router';
import { bidPostIdOf } from '@/features/tendering/api/get-bid-post';
import { BidDetailPage } from '@/features/tendering/components/bid-detail-page';
import { LazyNotFoundPage } from '../lazy-not-found';
import type { RouteData } from '../route-data';

/**
 * /thau/{id} (spec 2 §2). The loader (app/routes.tsx) loaded the bid for this caller and said
 * 404 for an unknown id; that status is in the server's hydration data too, so the first
 * browser render shows what the server did.
 */
export function BidDetailRoute() {
  const id = bidPostIdOf(useParams().id);
  const data = useLoaderData() as RouteData | undefined;
  if (id === null || data?.status === 404) return <LazyNotFoundPage />;
  return <BidDetailPage key={id} id={id} notFound={<LazyNotFoundPage />} />;
}
