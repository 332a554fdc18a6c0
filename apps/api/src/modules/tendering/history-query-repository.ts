import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { bidHistory, bidSubmissions } from '../../db/schema.ts';

export type HistoryFilter = {
  partnerId: string;
  submissionId?: string | undefined;
  search?: string | undefined;
  day?: [Date, Date] | undefined;
  type?: number | undefined;
};

function where(f: HistoryFilter): SQL | undefined {
  const term = f.search?.trim().toLowerCase();
  return and(
    eq(bidSubmissions.partnerId, f.partnerId),
    f.submissionId ? eq(bidHistory.submissionId, f.submissionId) : undefined,
    term ? like(bidHistory.search, containing(term)) : undefined,
    f.day ? and(gte(bidHistory.at, f.day[0]), lt(bidHistory.at, f.day[1])) : undefined,
    f.type !== undefined ? eq(bidHistory.actionType, f.type) : undefined,
  );
}

export function listHistory(db: Executor, f: HistoryFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      id: bidHistory.id,
      at: bidHistory.at,
      performer: bidHistory.performer,
      actionType: bidHistory.actionType,
      subject: bidHistory.subject,
      content: bidHistory.content,
    })
    .from(bidHistory)
    .innerJoin(bidSubmissions, eq(bidSubmissions.id, bidHistory.submissionId))
    .where(where(f))
    .orderBy(desc(bidHistory.at), desc(bidHistory.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countHistory(db: Executor, f: HistoryFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bidHistory)
    .innerJoin(bidSubmissions, eq(bidSubmissions.id, bidHistory.submissionId))
    .where(where(f));
  return row?.n ?? 0;
}
