import { contractEndpoints, pathOf, tenderingPartnerEndpoints, tenderingProviderEndpoints } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generators } from './generate-data.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

/**
 * The counts the provider's lists read for their totals (bid_submission_counts, bid_request_counts,
 * contract_counts) are kept by triggers: after every kind of change they equal a real count(*).
 */
let t: TestApp;
let ncc = '';

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '1000' });
  ncc = await login(t.app, 'provider', 'ncc_demo');
});
afterAll(() => t.close());

const rows = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<{ k: string; n: string }>(query)).rows.map((r) => `${r.k}=${Number(r.n)}`).sort();

/** Kept counts (zeros left out) against the same counts made from the rows. */
async function expectCountsRight() {
  expect(
    await rows(sql`select partner_id || '/' || post_status || '/' || category_id as k, n from bid_submission_counts where n <> 0`),
  ).toEqual(
    await rows(sql`select s.partner_id || '/' || p.status || '/' || p.category_id as k, count(*) as n
                   from bid_submissions s join bid_posts p on p.id = s.bid_post_id group by 1`),
  );
  expect(await rows(sql`select partner_id || '/' || type || '/' || created_by_type as k, n from bid_request_counts where n <> 0`)).toEqual(
    await rows(sql`select partner_id || '/' || type || '/' || created_by_type as k, count(*) as n from bid_requests group by 1`),
  );
  expect(await rows(sql`select partner_id || '/' || status as k, n from contract_counts where n <> 0`)).toEqual(
    await rows(sql`select partner_id || '/' || status as k, count(*) as n from contracts group by 1`),
  );
}

const one = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute<T & Record<string, unknown>>(query)).rows[0]!;
const total = async (url: string) =>
  ((await t.app.inject({ url, headers: bearer(ncc) })).json() as { data: { pagination: { totalCount: number } } }).data.pagination
    .totalCount;

describe('the provider lists’ kept counts', () => {
  it('start right (the migration counted the demo data) and follow a bulk insert', async () => {
    await expectCountsRight();
    await generators.tenders(t.database.db, 40);
    await expectCountsRight();
  });

  it('follow submissions and their posts: status and category changes, a moved and a deleted submission', async () => {
    const db = t.database.db;
    const { c2 } = await one<{ c2: number }>(sql`select max(id) as c2 from bid_categories`);
    // Posts change status (Open → Review, Review → Close) and category, several in one statement.
    await db.execute(sql`update bid_posts set status = status + 1 where status in (1, 2) and id % 3 = 0`);
    await db.execute(
      sql`update bid_posts set category_id = ${c2} where id in (select bid_post_id from bid_submissions order by bid_post_id limit 5)`,
    );
    await db.execute(sql`update bid_posts set updated_at = now()`);
    await expectCountsRight();
    // A submission moved to another post (nothing does it today, the counts follow anyway), a status-only change.
    const { id, free } = await one<{ id: string; free: number }>(sql`
      select (select s.id from bid_submissions s order by s.created_at desc limit 1) as id,
             (select p.id from bid_posts p where not exists (select 1 from bid_submissions s where s.bid_post_id = p.id) and p.status <> 0 limit 1) as free`);
    await db.execute(sql`update bid_submissions set bid_post_id = ${free} where id = ${id}`);
    await db.execute(sql`update bid_submissions set status = 1 where id in (select id from bid_submissions limit 10)`);
    await expectCountsRight();
    // Deleted submissions take their requests with them (cascade).
    await db.execute(sql`delete from bid_submissions where id in (select id from bid_submissions order by created_at desc limit 3)`);
    await expectCountsRight();
    // The list's totals are the kept counts: whole list, by status, by category.
    const { partner } = await one<{ partner: string }>(sql`select partner_id as partner from users where username = 'ncc_demo'`);
    const real = async (where: ReturnType<typeof sql>) =>
      Number(
        (
          await one<{ n: string }>(
            sql`select count(*) as n from bid_submissions s join bid_posts p on p.id = s.bid_post_id where s.partner_id = ${partner} and ${where}`,
          )
        ).n,
      );
    const mine = (query: string) => `${pathOf(tenderingPartnerEndpoints.list, { type: 'provider' })}?mine=true&page=1&limit=10${query}`;
    expect(await total(mine(''))).toBe(await real(sql`p.status <> 0`));
    expect(await total(mine('&status=2'))).toBe(await real(sql`p.status = 2`));
    expect(await total(mine(`&categoryId=${c2}`))).toBe(await real(sql`p.status <> 0 and p.category_id = ${c2}`));
    expect(await total(mine(`&categoryId=${c2}&status=3`))).toBe(await real(sql`p.status = 3 and p.category_id = ${c2}`));
    // A page past the end still has the total.
    expect(await total(`${pathOf(tenderingPartnerEndpoints.list, { type: 'provider' })}?mine=true&page=999&limit=10`)).toBe(
      await real(sql`p.status <> 0`),
    );
  });

  it('follow requests: inserted, changed in type or writer, answered, deleted', async () => {
    const db = t.database.db;
    await db.execute(sql`
      insert into bid_requests (submission_id, bid_post_id, partner_id, type, created_by_type, title, content)
      select id, bid_post_id, partner_id, 1 + (row_number() over ())::int % 2, 'CMS', 'Yêu cầu bổ sung', 'Nội dung'
      from bid_submissions limit 7`);
    await db.execute(sql`update bid_requests set type = 0 where id in (select id from bid_requests where type = 1 limit 2)`);
    await db.execute(
      sql`update bid_requests set created_by_type = 'Partner' where id in (select id from bid_requests where type = 0 and created_by_type = 'CMS' limit 1)`,
    );
    await db.execute(sql`update bid_requests set status = 1 where id in (select id from bid_requests limit 5)`);
    await db.execute(sql`delete from bid_requests where id in (select id from bid_requests order by created_at limit 2)`);
    await expectCountsRight();
    const { n } = await one<{ n: string }>(sql`
      select count(*) as n from bid_requests r join users u on u.partner_id = r.partner_id
      where u.username = 'ncc_demo' and r.type = 0 and r.created_by_type = 'Partner'`);
    expect(await total(`${tenderingProviderEndpoints.requests.path}?page=1&limit=10`)).toBe(Number(n));
    expect(await total(`${tenderingProviderEndpoints.requests.path}?page=999&limit=10`)).toBe(Number(n));
  });

  it('follow contracts: inserted, status changed, deleted, and gone with their partner', async () => {
    const db = t.database.db;
    const { partner } = await one<{ partner: string }>(sql`select partner_id as partner from users where username = 'ncc_demo'`);
    await db.execute(sql`
      insert into contracts (partner_id, code, name, status, date_signed, date_from, date_to)
      select ${partner}, 'HD-DEM-' || g, 'Hợp đồng ' || g, (array['Draft', 'Active', 'Suspended', 'Ended'])[1 + g % 4], date '2026-01-01' + g, date '2026-01-01', date '2026-12-31'
      from generate_series(1, 12) as g`);
    await db.execute(sql`update contracts set status = 'Ended' where code in ('HD-DEM-1', 'HD-DEM-2', 'HD-DEM-5')`);
    await db.execute(sql`update contracts set note = 'ghi chú' where code like 'HD-DEM-%'`);
    await db.execute(sql`delete from contracts where code in ('HD-DEM-3', 'HD-DEM-4')`);
    await expectCountsRight();
    const { n } = await one<{ n: string }>(sql`select count(*) as n from contracts where partner_id = ${partner}`);
    expect(await total(`${pathOf(contractEndpoints.list, { type: 'provider' })}?page=1&limit=5`)).toBe(Number(n));
    expect(await total(`${pathOf(contractEndpoints.list, { type: 'provider' })}?page=999&limit=5`)).toBe(Number(n));
    // A partner deleted with its contracts (cascade) leaves no count behind and no error.
    const { other } = await one<{ other: string }>(sql`
      insert into partners (type, code, name, owner_name, tax_code, phone, email, status)
      values ('provider', 'NCC-XOA', 'Nhà cung cấp sẽ xóa', 'Nguyễn Văn A', '0311111111', '0900000000', 'xoa@vidu.vn', 'active')
      returning id as other`);
    await db.execute(sql`
      insert into contracts (partner_id, code, name, status, date_signed, date_from, date_to)
      values (${other}, 'HD-XOA-1', 'Hợp đồng', 'Active', '2026-01-01', '2026-01-01', '2026-12-31'),
             (${other}, 'HD-XOA-2', 'Hợp đồng', 'Draft', '2026-01-01', '2026-01-01', '2026-12-31')`);
    await expectCountsRight();
    await db.execute(sql`delete from partners where id = ${other}`);
    await expectCountsRight();
  });
});
