import { MSG, operatorSelfEndpoints, partnerDeskEndpoints, pathOf } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generators } from './generate-data.ts';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from './helpers.ts';

let t: TestApp;
let op = '';
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: operatorSelfEndpoints.login.path,
    payload: { username: 'admin_demo', password: DEMO_PASSWORD },
  });
  op = res.json().data.token;
  await generators.partners(t.database.db, 1_000);
});
afterAll(() => t.close());

const list = (query: string) => t.app.inject({ url: `${partnerDeskEndpoints.list.path}?${query}`, headers: bearer(op) });
const exact = async (where = 'true') =>
  Number((await t.database.db.execute<{ n: string }>(sql.raw(`select count(*)::text as n from partners where ${where}`))).rows[0]?.n);

describe('operator partner list', () => {
  it('pages newest first with a total that matches the table', async () => {
    const res = await list('page=2&limit=10');
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    expect(items).toHaveLength(10);
    expect(pagination).toEqual({ page: 2, limit: 10, count: await exact(), totalCount: await exact() });
    const dates = items.map((i: { createdAt: string }) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('keeps totals per type and status in step with changes (trigger)', async () => {
    expect((await list('type=provider&status=pending')).json().data.pagination.count).toBe(
      await exact(`type = 'provider' and status = 'pending'`),
    );
    await t.database.db.execute(
      sql`update partners set status = 'active' where type = 'provider' and status = 'pending' and code like 'GEN-%' and random() < 0.5`,
    );
    await t.database.db.execute(sql`delete from partners where code like 'GEN-%' and type = 'company' and status = 'locked'`);
    for (const q of ['type=provider&status=pending', 'type=provider', 'status=active', 'type=company&status=locked', '']) {
      const where = q
        ? q
            .split('&')
            .map((p) => `${p.replace('=', " = '")}'`)
            .join(' and ')
        : 'true';
      expect((await list(q)).json().data.pagination.totalCount, q).toBe(await exact(where));
    }
  });

  it("names each partner's main account", async () => {
    const res = await list(`search=${encodeURIComponent('Công ty TNHH Thiết bị Y tế Phương Nam')}`);
    expect(res.json().data.items.map((i: { username: string | null }) => i.username)).toEqual(['ncc_demo']);
    const company = await list(`search=${encodeURIComponent('Công ty Cổ phần Dược phẩm Minh An')}`);
    // The sub-user (dn_demo_sub) is personnel, not the main account.
    expect(company.json().data.items.map((i: { username: string | null }) => i.username)).toEqual(['dn_demo']);
  });

  it('searches by name or code prefix, case-insensitively', async () => {
    const res = await list('search=GEN-0000001');
    const { items, pagination } = res.json().data;
    expect(pagination.count).toBe(await exact(`lower(code) like 'gen-0000001%'`));
    expect(items.every((i: { code: string }) => i.code.startsWith('GEN-0000001'))).toBe(true);
    expect((await list('search=%25')).json().data.pagination.count).toBe(0);
  });

  it('caps the limit and checks the search length', async () => {
    expect((await list('limit=99999')).json().data.pagination.limit).toBe(1000);
    const long = await list(`search=${'a'.repeat(51)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MSG.search);
  });

  it('approves a pending registration by partner id', async () => {
    const pending = (await list('status=pending&limit=1')).json().data.items[0];
    const res = await t.app.inject({ method: 'POST', url: pathOf(partnerDeskEndpoints.approve, { id: pending.id }), headers: bearer(op) });
    // Generated partners have no account: 404; a real registration is approved in register.test.ts.
    expect([200, 404]).toContain(res.statusCode);
    const demo = (await list('search=NCC-000005')).json().data.items[0];
    const again = await t.app.inject({ method: 'POST', url: pathOf(partnerDeskEndpoints.approve, { id: demo.id }), headers: bearer(op) });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(MSG.accountAlreadyActive);
  });
});
