import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { lowerContaining } from '../../db/like.ts';
import { oncePerDb, pageTotal } from '../../db/prepared.ts';
import { debtLetterCounts, debtLetters, files, partners } from '../../db/schema.ts';
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

/** A search that reads as a letter's code ('TXN-0001234', '1234') also finds that letter by number. */
const codeIn = (search: string) => /^(?:txn-?)?0*(\d{1,12})$/i.exec(search.trim());

function where(f: LetterFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.partnerId) parts.push(eq(l.partnerId, f.partnerId));
  if (f.search) {
    const code = codeIn(f.search);
    parts.push(or(sql`lower(${l.letterName}) like ${lowerContaining(f.search)}`, code ? eq(l.no, Number(code[1])) : undefined)!);
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

/** What the collaborator's list shows of a letter. */
const itemColumns = {
  id: l.id,
  no: l.no,
  letterName: l.letterName,
  sentDate: l.sentDate,
  balanceDate: l.balanceDate,
  balanceAmount: l.balanceAmount,
  responseStatus: l.responseStatus,
};
export type LetterItemRow = Pick<LetterRow, keyof typeof itemColumns>;
export type OwnLetterFilter = Omit<LetterFilter, 'partnerId' | 'state'> & { partnerId: string };

const ph = (name: string) => sql.placeholder(name);

/**
 * The collaborator's list in one shape (which filters are set; a search that reads as a code also
 * matches the number), prepared once per database. Unsearched and undated, the page is a range read
 * of `debt_letters_partner_current_idx` and the total a lookup of `debt_letter_counts`. Otherwise the
 * matching letters are found once (a common table expression) and both the page and the total are
 * read from them, in the same statement.
 */
function prepareOwn(db: Db, key: string) {
  const [status, sent, balance, search, code] = ['s', 'd', 'b', 't', 'c'].map((k) => key.includes(k));
  const parts: SQL[] = [eq(l.partnerId, ph('partnerId')), isNull(l.supersededAt)];
  if (status) parts.push(eq(l.responseStatus, ph('responseStatus')));
  if (sent) parts.push(eq(l.sentDate, ph('sentDate')));
  if (balance) parts.push(eq(l.balanceDate, ph('balanceDate')));
  if (search) {
    const name = sql`lower(${l.letterName}) like ${ph('pattern')}`;
    parts.push(code ? or(name, eq(l.no, ph('no')))! : name);
  }
  const condition = and(...parts);
  const name = `debt_letters_own_${key || 'all'}`;
  if (!sent && !balance && !search) {
    const c = debtLetterCounts;
    const counted = and(
      eq(c.partnerId, ph('partnerId')),
      eq(c.isCurrent, true),
      status ? eq(c.responseStatus, ph('responseStatus')) : undefined,
    );
    const sum = sql<string>`coalesce(sum(${c.n}), 0)`;
    return {
      page: db
        .select({ ...itemColumns, total: sql<string>`(select ${sum} from ${c} where ${counted})` })
        .from(l)
        .where(condition)
        .orderBy(desc(l.sentDate), desc(l.no))
        .limit(ph('limit'))
        .offset(ph('offset'))
        .prepare(name),
      total: db.select({ n: sum }).from(c).where(counted).prepare(`${name}_total`),
    };
  }
  const matching = db.$with('matching').as(db.select({ id: l.id, sentDate: l.sentDate, no: l.no }).from(l).where(condition));
  return {
    page: db
      .with(matching)
      .select({ ...itemColumns, total: sql<string>`(select count(*) from ${matching})` })
      .from(l)
      .where(
        sql`${l.id} in (select m.id from ${matching} m order by m.sent_date desc, m.no desc limit ${ph('limit')} offset ${ph('offset')})`,
      )
      .orderBy(desc(l.sentDate), desc(l.no))
      .prepare(name),
    total: db.select({ n: count() }).from(l).where(condition).prepare(`${name}_total`),
  };
}

const ownStatements = oncePerDb(() => new Map<string, ReturnType<typeof prepareOwn>>());

/**
 * A page of the collaborator's own current letters, newest sent first, and how many match: one
 * prepared statement (a page past the end asks for its total alone).
 */
export async function listOwnLetters(db: Db, f: OwnLetterFilter, page: number, limit: number) {
  const code = f.search ? codeIn(f.search) : null;
  const key = [
    f.responseStatus !== undefined ? 's' : '',
    f.sentDate ? 'd' : '',
    f.balanceDate ? 'b' : '',
    f.search ? 't' : '',
    code ? 'c' : '',
  ].join('');
  const statements = ownStatements(db);
  let prepared = statements.get(key);
  if (!prepared) {
    prepared = prepareOwn(db, key);
    statements.set(key, prepared);
  }
  const values = {
    partnerId: f.partnerId,
    responseStatus: f.responseStatus,
    sentDate: f.sentDate,
    balanceDate: f.balanceDate,
    pattern: f.search ? lowerContaining(f.search) : undefined,
    no: code ? Number(code[1]) : undefined,
    limit,
    offset: (page - 1) * limit,
  };
  const rows = await prepared.page.execute(values);
  const total = await pageTotal(rows, () => prepared.total.execute(values));
  return { rows: rows.map(({ total: _, ...row }) => row) as LetterItemRow[], total };
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
