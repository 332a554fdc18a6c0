import { type PartnerType, partnerTypeFromRouteKey } from '@portal/contract';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { LazyNotFoundPage } from '../lazy-not-found';

/** `/…/:type` routes: a known route key gives the page its partner type, anything else is 404. */
export function withPartnerType(Page: ComponentType<{ type: PartnerType }>) {
  return function PartnerTypeRoute() {
    const type = partnerTypeFromRouteKey(useParams().type ?? '');
    return type ? <Page type={type} /> : <LazyNotFoundPage />;
  };
}
