import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { debtLetters, files, partners } from '../../db/schema.ts';
import type { SanitizedHtml } from '../../lib/sanitize-html.ts';

export type LetterRow = typeof debtLetters.$inferSelect;
export type LetterValues = Omit<typeof debtLetters.$inferInsert, 'id' | 'no' | 'createdAt' | 'body'> & { body: SanitizedHtml };

const l = debtLetters;

export type LetterFilter = {
  partnerId?: string | undefined;
  search?: string | undefined;
  sentDate?: string | undefined;
  balanceDate?: string | undefined;
  responseStatus?: number | undefined;
  /** 'current' (the partner's list and the desk's default), 'superseded' or 'all'. */
  state?: 'current' | 'superseded' | 'all' | undefined;
};

function where(f: LetterFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.partnerId) parts.push(eq(l.partnerId, f.partnerId));
  if (f.search) {
    const code = /^(?:txn-?)?0*(\d{1,12})$/i.exec(f.search.trim());
    parts.push(or(sql`lower(${l.letterName}) like ${containing(f.search.toLowerCase())}`, code ? eq(l.no, Number(code[1])) : undefined)!);
  }
  if (f.sentDate) parts.push(eq(l.sentDate, f.sentDate));
  if (f.balanceDate) parts.push(eq(l.balanceDate, f.balanceDate));
  if (f.responseStatus !== undefined) parts.push(eq(l.responseStatus, f.responseStatus));
  const state = f.state ?? 'current';
  if (state === 'current') parts.push(isNull(l.supersededAt));
  if (state === 'superseded') parts.push(isNotNull(l.supersededAt));
  return parts.length ? and(...parts) : undefined;
}

const partnerColumns = { id: partners.id, code: partners.code, name: partners.name };
export type LetterJoined = { letter: LetterRow; partner: { id: string; code: string; name: string } };

/**
 * A page of letters, newest sent first, with the collaborator; and the count of all that match.
 * The page is chosen from `debt_letters` alone (an index range in the list's order), then its
 * collaborators are read by id: joining first would let the planner hash every partner.
 */
export async function listLetters(db: Executor, f: LetterFilter, page: number, limit: number) {
  const condition = where(f);
  const [letters, [total]] = await Promise.all([
    db
      .select()
      .from(l)
      .where(condition)
      .orderBy(desc(l.sentDate), desc(l.no))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(l).where(condition),
  ]);
  const ids = [...new Set(letters.map((letter) => letter.partnerId))];
  const owners = ids.length ? await db.select(partnerColumns).from(partners).where(inArray(partners.id, ids)) : [];
  const byId = new Map(owners.map((p) => [p.id, p]));
  const rows = letters.flatMap((letter) => {
    const partner = byId.get(letter.partnerId);
    return partner ? [{ letter, partner }] : [];
  });
  return { rows: rows as LetterJoined[], total: total?.n ?? 0 };
}

export async function findLetter(db: Executor, id: string): Promise<LetterJoined | undefined> {
  const [row] = await db
    .select({ letter: l, partner: partnerColumns })
    .from(l)
    .innerJoin(partners, eq(partners.id, l.partnerId))
    .where(eq(l.id, id))
    .limit(1);
  return row as LetterJoined | undefined;
}

/** The letter, locked for the rest of the transaction: two answers (or an answer and a correction) never both pass. */
export async function lockLetter(db: Executor, id: string): Promise<LetterRow | undefined> {
  const [row] = await db.select().from(l).where(eq(l.id, id)).for('update').limit(1);
  return row;
}

export async function letterOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ partnerId: l.partnerId }).from(l).where(eq(l.id, id)).limit(1);
  return row?.partnerId;
}

export async function insertLetter(db: Executor, values: LetterValues): Promise<LetterRow> {
  const [row] = await db.insert(l).values(values).returning();
  return row!;
}

export async function updateLetter(db: Executor, id: string, values: Partial<typeof debtLetters.$inferInsert>): Promise<void> {
  await db.update(l).set(values).where(eq(l.id, id));
}

/** The file attached to a letter's answer. */
export async function responseFileOf(db: Executor, fileId: string) {
  const [row] = await db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  return row;
}

/** What the PDF record says of a collaborator: name, tax code, address, representative. */
export async function partyOf(db: Executor, partnerId: string) {
  const [row] = await db
    .select({
      id: partners.id,
      type: partners.type,
      code: partners.code,
      name: partners.name,
      taxCode: partners.taxCode,
      address: partners.address,
      representative: partners.representative,
      ownerName: partners.ownerName,
      email: partners.email,
    })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row;
}

/** Collaborators (main accounts) the desk may write to, by code. */
export function collaborators(db: Executor) {
  return db
    .select(partnerColumns)
    .from(partners)
    .where(and(eq(partners.type, 'collaborator'), isNull(partners.parentId), eq(partners.status, 'active')))
    .orderBy(partners.code);
}
