import type { PartnerType } from '@portal/contract';
import { partnerQueryKey } from '@/lib/profile';

/** Every query of the inbox sits under this key (a partner's, dropped with the session); marks invalidate through it. */
export const notificationsKey = (type: PartnerType) => [...partnerQueryKey(type), 'notifications'] as const;
export const inboxKey = (type: PartnerType) => [...notificationsKey(type), 'inbox'] as const;
export const unreadCountKey = (type: PartnerType) => [...notificationsKey(type), 'unread-count'] as const;
export const settingsKey = (type: PartnerType) => [...notificationsKey(type), 'settings'] as const;
