import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** Every query of the news and FAQ pages: what anyone sees. */
export const contentKey = [PUBLIC_QUERY_SCOPE, 'content'] as const;
