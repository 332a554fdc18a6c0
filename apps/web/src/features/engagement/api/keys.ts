import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';
/** The engagement area's queries: the cooperation programmes are public, so not under a partner's key. */
export const engagementKey = () => [PUBLIC_QUERY_SCOPE, 'engagement'] as const;
export const cooperationPagesKey = () => [...engagementKey(), 'cooperation'] as const;
