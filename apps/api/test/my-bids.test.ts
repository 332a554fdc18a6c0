import {
  BID_POST_STATUS,
  type BidPostRow,
  pathOf,
  REQUEST_STATUS,
  SUBMIT_STATUS,
  tenderingPartnerEndpoints,
  tenderingPublicEndpoints,
} from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidPosts, bidRequests, bidSubmissions, users } from '../src/db/schema.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

/** The signed-in bid-post list of every type (spec 2 §7) and a provider's own bids (`mine`), on the demo data. */
let t: TestApp;
let ncc = '';
let ncc2 = '';
let dn = '';
let ctv = '';

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '1000' });
  [ncc, ncc2, dn, ctv] = await Promise.all([
    login(t.app, 'provider', 'ncc_demo'),
    login(t.app, 'provider', 'ncc_demo2'),
    login(t.app, 'company', 'dn_demo'),
    login(t.app, 'collaborator', 'ctv_demo'),
  ]);
});
afterAll(() => t.close());

type Page = { items: BidPostRow[]; pagination: { page: number; limit: number; count: number; totalCount: number } };
async function get(url: string, token: string): Promise<{ status: number; data: Page }> {
  const res = await t.app.inject({ url, headers: bearer(token) });
  return { status: res.statusCode, data: (res.json() as { data: Page }).data };
}
const mine = (query = '') => `${pathOf(tenderingPartnerEndpoints.list, { type: 'provider' })}?mine=true${query}`;

/** What the database says of a provider's submissions: post id → its status and id. */
async function submissionsOf(username: string) {
  const [u] = await t.database.db.select().from(users).where(eq(users.username, username));
  const rows = await t.database.db.select().from(bidSubmissions).where(eq(bidSubmissions.partnerId, u!.partnerId!));
  return new Map(rows.map((r) => [r.bidPostId, r]));
}

describe('the signed-in bid-post list', () => {
  it('answers every type the public list: open posts, paged, no submission', async () => {
    const pub = (await t.app.inject({ url: `${tenderingPublicEndpoints.list.path}?limit=100` })).json() as { data: Page };
    for (const [type, token] of [
      ['company', dn],
      ['collaborator', ctv],
      ['provider', ncc],
    ] as const) {
      const { status, data } = await get(`${pathOf(tenderingPartnerEndpoints.list, { type })}?limit=100`, token);
      expect(status).toBe(200);
      expect(data.items.map((p) => p.id)).toEqual(pub.data.items.map((p) => p.id));
      expect(data.items.every((p) => p.status === BID_POST_STATUS.Open && p.submit === undefined)).toBe(true);
      const page2 = await get(`${pathOf(tenderingPartnerEndpoints.list, { type })}?limit=2&page=2`, token);
      expect(page2.data.items.map((p) => p.id)).toEqual(data.items.slice(2, 4).map((p) => p.id));
      expect(page2.data.pagination.totalCount).toBe(data.items.length);
      expect((await get(pathOf(tenderingPartnerEndpoints.categoryList, { type }), token)).status).toBe(200);
    }
  });

  it('refuses `mine` to a company and a collaborator, and another type path to a provider', async () => {
    expect((await get(`${pathOf(tenderingPartnerEndpoints.list, { type: 'company' })}?mine=true`, dn)).status).toBe(403);
    expect((await get(`${pathOf(tenderingPartnerEndpoints.list, { type: 'collaborator' })}?mine=true`, ctv)).status).toBe(403);
    expect((await get(pathOf(tenderingPartnerEndpoints.list, { type: 'company' }), ncc)).status).toBe(403);
  });
});

describe("a provider's own bids (`mine`)", () => {
  it('lists every post it submitted to, whatever the post status, with its own submission status', async () => {
    for (const [username, token] of [
      ['ncc_demo', ncc],
      ['ncc_demo2', ncc2],
    ] as const) {
      const expected = await submissionsOf(username);
      const { status, data } = await get(mine('&limit=100'), token);
      expect(status).toBe(200);
      expect(new Set(data.items.map((p) => p.id))).toEqual(new Set(expected.keys()));
      expect(data.pagination.totalCount).toBe(expected.size);
      for (const row of data.items) {
        const own = expected.get(row.id)!;
        expect(row.submit).toMatchObject({ id: own.id, status: own.status });
      }
    }
  });

  it("never shows ncc_demo2's submission status to ncc_demo on the post both bid on", async () => {
    const mineByPost = await submissionsOf('ncc_demo');
    const theirs = await submissionsOf('ncc_demo2');
    const shared = [...mineByPost.keys()].find((id) => theirs.has(id))!;
    expect(mineByPost.get(shared)!.status).not.toBe(theirs.get(shared)!.status);
    const { data } = await get(mine('&limit=100'), ncc);
    const row = data.items.find((p) => p.id === shared)!;
    expect(row.submit?.status).toBe(mineByPost.get(shared)!.status);
    expect(row.submit?.id).not.toBe(theirs.get(shared)!.id);
    // Its won, closed bid is ncc_demo2's alone.
    const won = [...theirs.values()].find((s) => s.status === SUBMIT_STATUS.Approve)!;
    expect(data.items.some((p) => p.id === won.bidPostId)).toBe(false);
  });

  it('says whether a meeting or document request waits, and stops once it is answered', async () => {
    const { data } = await get(mine('&limit=100'), ncc);
    const waitingIds = await t.database.db
      .selectDistinct({ id: bidRequests.submissionId })
      .from(bidRequests)
      .where(and(inArray(bidRequests.type, [1, 2]), eq(bidRequests.status, REQUEST_STATUS.NotAnswered)));
    const waiting = new Set(waitingIds.map((r) => r.id));
    expect(data.items.some((p) => p.submit?.isRequestWaiting)).toBe(true);
    for (const row of data.items) expect(row.submit?.isRequestWaiting).toBe(waiting.has(row.submit!.id));

    const target = data.items.find((p) => p.submit?.isRequestWaiting)!;
    await t.database.db.update(bidRequests).set({ status: REQUEST_STATUS.Answered }).where(eq(bidRequests.submissionId, target.submit!.id));
    const after = await get(mine('&limit=100'), ncc);
    expect(after.data.items.find((p) => p.id === target.id)?.submit?.isRequestWaiting).toBe(false);
  });

  it('pages and filters by post status, category and search', async () => {
    const all = (await get(mine('&limit=100'), ncc)).data.items;
    expect(all.length).toBeGreaterThanOrEqual(2);
    const first = await get(mine('&limit=1&page=1'), ncc);
    const second = await get(mine('&limit=1&page=2'), ncc);
    expect(first.data.items).toHaveLength(1);
    expect(first.data.pagination.totalCount).toBe(all.length);
    expect(second.data.items[0]?.id).not.toBe(first.data.items[0]?.id);

    const inReview = await get(mine(`&status=${BID_POST_STATUS.Review}`), ncc);
    expect(inReview.data.items.length).toBeGreaterThan(0);
    expect(inReview.data.items.every((p) => p.status === BID_POST_STATUS.Review)).toBe(true);

    const [post] = await t.database.db.select().from(bidPosts).where(eq(bidPosts.id, all[0]!.id));
    const bySearch = await get(mine(`&search=${encodeURIComponent(post!.name.slice(0, 40))}`), ncc);
    expect(bySearch.data.items.map((p) => p.id)).toEqual([post!.id]);
    const byCategory = await get(mine(`&categoryId=${post!.categoryId}`), ncc);
    expect(byCategory.data.items.every((p) => p.bidPostCategory.id === post!.categoryId)).toBe(true);
    expect(byCategory.data.items.some((p) => p.id === post!.id)).toBe(true);
  });

  it('refuses a malformed `mine`', async () => {
    expect((await get(`${pathOf(tenderingPartnerEndpoints.list, { type: 'provider' })}?mine=maybe`, ncc)).status).toBe(400);
  });
});
