import { partnerQueryKey } from '@/lib/profile';
import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** Roots of the tendering query keys: public reads, and the provider's own (dropped with the session). */
export const publicBidKey = [PUBLIC_QUERY_SCOPE, 'bid'] as const;
export const providerBidKey = [...partnerQueryKey('provider'), 'bid'] as const;
