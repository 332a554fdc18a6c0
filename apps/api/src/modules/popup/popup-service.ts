import {
  type AdminPopup,
  POPUP_GROUP_TYPES,
  type Popup,
  type PopupFrequency,
  type PopupGroupType,
  type popupBodySchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Actor, AuthContext, PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import * as audit from '../audit/audit-service.ts';
import * as repo from './popup-repository.ts';

/** The operator's body (contract: `popupDeskEndpoints.save`); its HTML is sanitised in `savePopup`, before anything stores it. */
type PopupWrite = z.output<typeof popupBodySchema>;

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
    frequency: row.frequency as PopupFrequency,
    frequencyDays: row.frequencyDays,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The popup for this caller now (spec 1 §2.8, §4). Only logged-in partners see one: an anonymous
 * caller, an expired token or an operator gets null, never an error (the popup fails silently).
 */
export async function currentPopup(deps: AppDeps, auth: AuthContext | null, now: Date = new Date()): Promise<Popup | null> {
  if (!auth || auth.type === 'operator') return null;
  const row = await repo.findCurrentPopup(deps.db, POPUP_GROUP_TYPES[auth.type], now, auth);
  return row ? toPopup(row) : null;
}

/**
 * POST popup/:id/dismiss: the partner closed the popup (in this sign-in session); with
 * `dontShowAgain` it stays hidden for this account whatever its frequency.
 */
export async function dismissPopup(deps: AppDeps, auth: PartnerAuth, id: string, dontShowAgain: boolean, now: Date = new Date()) {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findPopup(tx, id))) throw new AppError('not_found');
    await repo.recordDismissal(tx, id, auth, dontShowAgain, now);
  });
}

/** What partners read of a popup: when it changes, earlier closings no longer hide it. */
const message = (row: Pick<repo.PopupRow, 'name' | 'content' | 'link' | 'imageUrl'>) => [row.name, row.content, row.link, row.imageUrl];

export async function listPopups(deps: AppDeps): Promise<AdminPopup[]> {
  return (await repo.listPopups(deps.db)).map(toAdminPopup);
}

/** Replaces the popup of the body's audience; `content` is sanitised here, before it is stored. */
export async function savePopup(deps: AppDeps, actor: Actor, body: PopupWrite): Promise<AdminPopup> {
  const { startTime, endTime, frequency, frequencyDays, ...rest } = body;
  return deps.db.transaction(async (tx) => {
    const previous = await repo.findPopupOfAudience(tx, rest.groupType ?? null);
    const row = await repo.savePopup(tx, {
      ...rest,
      content: sanitizeRichText(rest.content),
      startTime: new Date(startTime),
      endTime: new Date(endTime),
      frequency,
      frequencyDays: frequency === 'every_n_days' ? (frequencyDays ?? null) : null,
    });
    if (previous && JSON.stringify(message(previous)) !== JSON.stringify(message(row))) await repo.clearDismissals(tx, row.id);
    const saved = toAdminPopup(row);
    const { updatedAt: _before, ...before } = previous ? toAdminPopup(previous) : {};
    const { updatedAt: _after, ...after } = saved;
    await audit.record(tx, actor, {
      objectType: 'popup',
      objectId: saved.id,
      action: previous ? 'update' : 'create',
      summary: saved.name,
      before,
      after,
    });
    return saved;
  });
}
