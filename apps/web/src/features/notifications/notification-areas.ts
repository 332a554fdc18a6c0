import { NOTIFICATION_AREAS, type NotificationArea, type PartnerType } from '@portal/contract';

/**
 * The areas the inbox offers as filters and e-mail choices to each partner type: what its events
 * can concern (a collaborator never hears about bids). An area with unread notifications is offered
 * anyway, so nothing unread is ever out of reach. Pure.
 */
export const AREAS_BY_TYPE: Readonly<Record<PartnerType, readonly NotificationArea[]>> = {
  collaborator: ['orders', 'debts', 'account', 'announcements'],
  company: ['contracts', 'companies', 'debts', 'account', 'announcements'],
  provider: ['tendering', 'contracts', 'account', 'announcements'],
};

export function inboxAreas(type: PartnerType, byArea: Readonly<Record<string, number>> = {}, selected?: string): NotificationArea[] {
  const own = new Set<string>(AREAS_BY_TYPE[type]);
  return NOTIFICATION_AREAS.filter((a) => own.has(a) || (byArea[a] ?? 0) > 0 || a === selected);
}

export const isNotificationArea = (value: string | null): value is NotificationArea =>
  value !== null && (NOTIFICATION_AREAS as readonly string[]).includes(value);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Vừa xong", "5 phút trước", "3 giờ trước", "2 ngày trước"; undefined beyond a week (the date says enough). Pure. */
export function relativeTime(iso: string, now: number = Date.now()): string | undefined {
  const ago = now - new Date(iso).getTime();
  if (Number.isNaN(ago)) return undefined;
  if (ago < MINUTE) return 'Vừa xong';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} phút trước`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} giờ trước`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} ngày trước`;
  return undefined;
}
