import { type AdminPopup, POPUP_GROUP_TYPES, type Popup, type PopupGroupType } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import * as repo from './popup-repository.ts';

const isGroupType = (value: number | null): value is PopupGroupType => value === 0 || value === 1 || value === 2;

function toPopup(row: repo.PopupRow): Popup {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    link: row.link,
    media: { fullPath: row.imageUrl },
    active: row.active,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    // Absent means everyone (spec 1 §3).
    ...(isGroupType(row.groupType) ? { groupType: row.groupType } : {}),
  };
}

function toAdminPopup(row: repo.PopupRow): AdminPopup {
  return {
    ...toPopup(row),
    imageUrl: row.imageUrl,
    groupType: isGroupType(row.groupType) ? row.groupType : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The popup for this caller now (spec 1 §2.8, §4). Only logged-in partners see one: an anonymous
 * caller, an expired token or an operator gets null, never an error (the popup fails silently).
 */
export async function currentPopup(db: Db, auth: AuthContext | null, now: Date = new Date()): Promise<Popup | null> {
  if (!auth || auth.type === 'operator') return null;
  const row = await repo.findCurrentPopup(db, POPUP_GROUP_TYPES[auth.type], now);
  return row ? toPopup(row) : null;
}

export async function listPopups(db: Db): Promise<AdminPopup[]> {
  return (await repo.listPopups(db)).map(toAdminPopup);
}

/** Replaces the popup of the body's audience. `content` arrives sanitised (see routes.ts). */
export async function savePopup(db: Db, values: repo.PopupValues): Promise<AdminPopup> {
  return toAdminPopup(await repo.savePopup(db, values));
}
