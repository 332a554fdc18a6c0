import { useLoaderData, useParams } from 'react-router';
import { NewsDetailPage } from '@/features/content/components/news-detail-page';
import { NewsPage } from '@/features/content/components/news-page';
import { articleParamOf } from '@/features/content/news-meta';
import { LazyNotFoundPage } from '../lazy-not-found';
import type { RouteData } from '../route-data';

/*
 * The news pages: a route module of their own, without antd (the FAQ tab's module, content.tsx,
 * draws antd's Tabs and Collapse), so a shared article link loads only what it shows.
 */

/** /tin-tuc (its loader, app/routes.tsx, loaded the list the address asks for). */
export const NewsRoute = () => <NewsPage />;

/** /tin-tuc/{id}: 404 as the loader said (a draft, a later or an unknown article), in the server's page and the browser's. */
export function NewsDetailRoute() {
  const id = articleParamOf(useParams().id);
  const data = useLoaderData() as RouteData | undefined;
  if (id === null || data?.status === 404) return <LazyNotFoundPage />;
  return <NewsDetailPage key={id} id={id} notFound={<LazyNotFoundPage />} />;
}
