import type { HISTORY_ACTION } from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import * as repo from './history-repository.ts';

/**
 * The submission's update history (spec 2 §2.5, SPEC-NOTES 12), written in the transaction of
 * the change it records, by the provider's calls (created 2, edited 1, deleted 3) and by the
 * tender desk (status changes, 0). The tender desk calls this service; nothing else writes
 * `bid_history`.
 */
export type HistoryAction = (typeof HISTORY_ACTION)[keyof typeof HISTORY_ACTION];

export type HistoryEntry = {
  submissionId: string;
  action: HistoryAction;
  /** 'submission', 'file', 'progress', 'customValue', 'status', 'request'. */
  subject: string;
  /** Who did it, as the history's "NGƯỜI THỰC HIỆN" shows it. */
  performer: { userId: string | null; name: string };
  /** Changed fields: { field: [before, after] } for an edit, { field: value } for a creation or deletion. */
  content: Record<string, unknown>;
};

/** Id fields never appear in the history's content (spec 2 §3). */
const isIdField = (key: string) => key === 'id' || /Id$|_id$|Ids$/.test(key);

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !isIdField(k))
        .map(([k, v]) => [k, withoutIds(v)]),
    );
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Field → [before, after] for each field that changed, id fields left out. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (isIdField(key)) continue;
    const a = before[key] ?? null;
    const b = after[key] ?? null;
    if (!same(a, b)) changes[key] = [withoutIds(a), withoutIds(b)];
  }
  return changes;
}

/** Writes the entries (empty contents are skipped: nothing changed, nothing to record). */
export async function record(tx: Executor, entries: HistoryEntry[]): Promise<void> {
  const rows = entries
    .map((e) => ({ ...e, content: withoutIds(e.content) as Record<string, unknown> }))
    .filter((e) => Object.keys(e.content).length > 0)
    .map((e) => ({
      submissionId: e.submissionId,
      performer: e.performer.name,
      performerId: e.performer.userId,
      actionType: e.action,
      subject: e.subject,
      content: e.content,
      search: `${e.performer.name} ${JSON.stringify(e.content)}`.toLowerCase(),
    }));
  await repo.insertHistory(tx, rows);
}
