import { CONSULTING_MSG, monthIndex, monthOfIndex, vietnamToday, consultingEndpoints } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueServices, medicalOrders } from '../src/db/schema.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';
import { partnerIdOf } from './orders-helpers.ts';

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tok.ctv = await login(t.app, 'collaborator', 'ctv_demo');
  tok.ctv2 = await login(t.app, 'collaborator', 'ctv_demo2');
  tok.staff = await login(t.app, 'collaborator', 'ctv_tro_ly');
});
afterAll(() => t.close());

const get = (url: string, token: string, query: Record<string, string> = {}) => t.app.inject({ url, query, headers: bearer(token) });

describe('consulting unit prices (/don-gia-tu-van)', () => {
  it('lists the active catalogue with its price and the collaborator’s fee, searchable and paged', async () => {
    const res = await get(consultingEndpoints.prices.path, tok.ctv!, { limit: '100' });
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    const [active] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(catalogueServices)
      .where(eq(catalogueServices.active, true));
    expect(pagination.totalCount).toBe(active!.n);
    const [cbc] = await t.database.db.select().from(catalogueServices).where(eq(catalogueServices.code, 'XN-CBC'));
    expect(items.find((i: { code: string }) => i.code === 'XN-CBC')).toMatchObject({ price: cbc!.price, feePrice: cbc!.feePrice });
    const found = (await get(consultingEndpoints.prices.path, tok.ctv!, { search: 'glucose' })).json().data.items;
    expect(found.map((i: { code: string }) => i.code)).toContain('XN-GLU');
    expect(found.every((i: { name: string; code: string }) => /glucose/i.test(i.name + i.code))).toBe(true);
    const long = await get(consultingEndpoints.prices.path, tok.ctv!, { search: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Tìm kiếm tối đa 50 ký tự!');
  });

  it('is for a role holding debt.view only', async () => {
    expect((await get(consultingEndpoints.prices.path, tok.staff!)).statusCode).toBe(403);
    expect((await get(consultingEndpoints.report.path, tok.staff!)).statusCode).toBe(403);
  });
});

describe('the collaborator’s report (/bao-cao)', () => {
  it('sums its own orders by month of the appointment: booked, completed, revenue and fees', async () => {
    const partnerId = await partnerIdOf(t, 'ctv_demo');
    const to = vietnamToday().slice(0, 7);
    const from = monthOfIndex(monthIndex(to) - 11);
    const res = await get(consultingEndpoints.report.path, tok.ctv!);
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ from, to });
    expect(report.items).toHaveLength(12);
    expect(report.items[0].month).toBe(from);
    const { rows } = await t.database.db.execute<{ orders: number; completed: number; revenue: string; fees: string }>(sql`
      select (count(*) filter (where status <> 5))::int as orders, (count(*) filter (where status = 4))::int as completed,
             coalesce(sum(service_total) filter (where status = 4), 0)::text as revenue,
             coalesce(sum(consultation_fee) filter (where status = 4), 0)::text as fees
      from ${medicalOrders} where partner_id = ${partnerId} and appointment_day between ${`${from}-01`}::date and (${`${to}-01`}::date + interval '1 month' - interval '1 day')`);
    const expected = rows[0]!;
    expect(report.total).toEqual({
      orders: expected.orders,
      completed: expected.completed,
      revenue: Number(expected.revenue),
      fees: Number(expected.fees),
    });
    expect(report.total.orders).toBeGreaterThan(0);
    const sum = report.items.reduce((s: number, m: { orders: number }) => s + m.orders, 0);
    expect(sum).toBe(report.total.orders);
  });

  it('counts a completed order in its month, and never another collaborator’s', async () => {
    const partnerId = await partnerIdOf(t, 'ctv_demo2');
    const before = (await get(consultingEndpoints.report.path, tok.ctv2!, { fromMonth: '2024-03', toMonth: '2024-03' })).json().data;
    expect(before.items).toEqual([{ month: '2024-03', orders: 0, completed: 0, revenue: 0, fees: 0 }]);
    const [order] = await t.database.db.select().from(medicalOrders).where(eq(medicalOrders.partnerId, partnerId)).limit(1);
    await t.database.db
      .update(medicalOrders)
      .set({ appointmentDay: '2024-03-15', status: 4, serviceTotal: 200_000, consultationFee: 20_000 })
      .where(and(eq(medicalOrders.id, order!.id)));
    const after = (await get(consultingEndpoints.report.path, tok.ctv2!, { fromMonth: '2024-01', toMonth: '2024-03' })).json().data;
    expect(after.items.map((m: { month: string }) => m.month)).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(after.items[2]).toEqual({ month: '2024-03', orders: 1, completed: 1, revenue: 200_000, fees: 20_000 });
    const other = (await get(consultingEndpoints.report.path, tok.ctv!, { fromMonth: '2024-03', toMonth: '2024-03' })).json().data;
    expect(other.items[0].orders).toBe(0);
  });

  it('refuses a period backwards, longer than 24 months or badly written', async () => {
    const back = await get(consultingEndpoints.report.path, tok.ctv!, { fromMonth: '2025-05', toMonth: '2025-01' });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors.fromMonth).toEqual([CONSULTING_MSG.period]);
    const long = await get(consultingEndpoints.report.path, tok.ctv!, { fromMonth: '2022-01', toMonth: '2025-01' });
    expect(long.json().errors.toMonth).toEqual([CONSULTING_MSG.periodTooLong]);
    const bad = await get(consultingEndpoints.report.path, tok.ctv!, { fromMonth: '2025-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fromMonth).toEqual([CONSULTING_MSG.month]);
  });
});
