import type { PartnerType } from '@portal/contract';
import { partnerQueryKey } from '@/lib/profile';

/** Every query of the resources library sits under this key (per partner type: each sees its own tree). */
export const mediaKey = (type: PartnerType) => [...partnerQueryKey(type), 'media'] as const;
