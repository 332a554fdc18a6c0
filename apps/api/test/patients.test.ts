import { MSG, ORDER_MSG, type Patient, pathOf, patientEndpoints } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '../src/db/schema.ts';
import type { TestApp } from './helpers.ts';
import { type caller, collaboratorApp, partnerIdOf, patientsOf } from './orders-helpers.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let tok: { ctv: string; ctv2: string };

beforeAll(async () => {
  ({ t, api, tok } = await collaboratorApp());
});
afterAll(() => t.close());

/** The create-patient dialog's body (spec 3 §7). */
const body = (over: Record<string, unknown> = {}) => ({
  fullName: 'Đoàn Thị Hải Yến',
  phone: '0934567890',
  birthday: '1992-08-20',
  gender: 1,
  email: 'haiyen@gmail.com',
  provinceCode: '48',
  districtCode: '48',
  wardCode: '20242',
  address: '40 Bạch Đằng',
  ...over,
});
const errorsOf = (res: { json: () => { errors?: Record<string, string[]> } }) => res.json().errors ?? {};
const all = async (query: Record<string, string> = {}, token = tok.ctv) => {
  const res = await api.get(patientEndpoints.list.path, token, { limit: '1000', ...query });
  expect(res.statusCode, JSON.stringify(query)).toBe(200);
  // Main accounts: every field, the total spent included.
  return res.json().data as { items: Required<Patient>[]; pagination: { count: number } };
};

describe('patient list', () => {
  it("lists the caller's own patients, newest first, each with its order count and total spent", async () => {
    const { items, pagination } = await all();
    const own = await patientsOf(t, 'ctv_demo');
    expect(items.length).toBe(own.length);
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(pagination.count).toBe(own.length);
    const theirs = await patientsOf(t, 'ctv_demo2');
    expect(items.map((p) => p.id)).not.toContain(theirs[0]!.id);
    // Totals: the service prices of each patient's orders that are not cancelled.
    const { rows } = await t.database.db.execute<{ id: string; n: number; total: string }>(sql`
      select p.id, count(o.id)::int as n, coalesce(sum(o.service_total) filter (where o.status <> 5), 0)::text as total
      from patients p left join medical_orders o on o.patient_id = p.id
      where p.partner_id = ${await partnerIdOf(t, 'ctv_demo')} group by p.id`);
    for (const row of rows) {
      const item = items.find((p) => p.id === row.id)!;
      expect([item.orderCount, item.total], item.fullName).toEqual([row.n, Number(row.total)]);
    }
    const an = items.find((p) => p.fullName === 'Nguyễn Văn An')!;
    expect(an).toMatchObject({
      gender: 0,
      genderName: 'Nam',
      provinceName: 'Thành phố Hồ Chí Minh',
      districtName: 'Toàn thành phố',
      wardName: 'Phường Sài Gòn',
    });
    const page = (await api.get(patientEndpoints.list.path, tok.ctv, { page: '1', limit: '8' })).json().data;
    expect(page.items).toHaveLength(8);
  });

  it('searches name and phone, and filters on the total spent (MinTotal, MaxTotal)', async () => {
    const everything = (await all()).items;
    const cases: Array<[Record<string, string>, (p: Required<Patient>) => boolean]> = [
      [{ search: 'thị' }, (p) => p.fullName.toLowerCase().includes('thị')],
      [{ search: everything[3]!.phone.slice(2, 8) }, (p) => p.phone.includes(everything[3]!.phone.slice(2, 8))],
      [{ MinTotal: '1000000' }, (p) => p.total >= 1_000_000],
      [{ MaxTotal: '0' }, (p) => p.total <= 0],
      [{ MinTotal: '100000', MaxTotal: '500000' }, (p) => p.total >= 100_000 && p.total <= 500_000],
    ];
    for (const [query, keep] of cases) {
      const expected = everything
        .filter(keep)
        .map((p) => p.id)
        .sort();
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect((await all(query)).items.map((p) => p.id).sort(), JSON.stringify(query)).toEqual(expected);
    }
    const bad = await api.get(patientEndpoints.list.path, tok.ctv, { MinTotal: '9', MaxTotal: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ORDER_MSG.moneyRange);
  });

  it('gives any page the same patients and total as the whole list, past the end too; a search never spans name and phone', async () => {
    const everything = (await all()).items;
    const name = everything.find((p) => p.fullName.split(' ').length > 1)!;
    const word = name.fullName.split(' ').at(-1)!.toLowerCase();
    const queries: Array<Record<string, string>> = [{}, { search: 'thị' }, { search: '09' }, { MinTotal: '1' }];
    for (const query of queries) {
      const whole = await all(query);
      const label = JSON.stringify(query);
      expect(whole.items.length, label).toBeGreaterThan(2);
      const second = (await api.get(patientEndpoints.list.path, tok.ctv, { ...query, page: '2', limit: '2' })).json().data;
      expect(second.items, label).toEqual(whole.items.slice(2, 4));
      expect(second.pagination, label).toMatchObject({ count: whole.items.length, totalCount: whole.items.length });
      const past = (await api.get(patientEndpoints.list.path, tok.ctv, { ...query, page: '500', limit: '10' })).json().data;
      expect(past.items, label).toEqual([]);
      expect(past.pagination.count, label).toBe(whole.items.length);
    }
    // The end of a name and the start of its phone, together: neither holds it.
    const spanning = `${word} ${name.phone.slice(0, 3)}`;
    expect((await all({ search: spanning })).items).toEqual([]);
    expect((await all({ search: 'không có ai tên này' })).pagination.count).toBe(0);
  });

  it('keeps the count of each collaborator`s patients through inserts, owner changes and deletes (patient_counts)', async () => {
    const check = async () => {
      const { rows } = await t.database.db.execute<{ partner_id: string; kept: string | null; real: string }>(sql`
        select p.partner_id, c.n::text as kept, count(*)::text as real
        from patients p left join patient_counts c on c.partner_id = p.partner_id
        group by p.partner_id, c.n`);
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) expect(row.kept, row.partner_id).toBe(row.real);
    };
    await check();
    const created = (await api.send('POST', patientEndpoints.create.path, tok.ctv, body({ fullName: 'Lý Thị Đếm' }))).json().data;
    await check();
    const other = await partnerIdOf(t, 'ctv_demo2');
    await t.database.db.update(patients).set({ partnerId: other }).where(eq(patients.id, created.id));
    await check();
    await t.database.db.update(patients).set({ fullName: 'Lý Thị Đếm Lại' }).where(eq(patients.id, created.id));
    await check();
    // Several rows in one statement: the statement-level trigger groups them.
    const own = await partnerIdOf(t, 'ctv_demo');
    await t.database.db.execute(sql`
      insert into patients (partner_id, full_name, phone, birthday, gender, province_code, district_code, ward_code)
      select p, 'Bệnh nhân ' || g, '090000000' || g, '1990-01-01', 0, '48', '48', '20242'
      from generate_series(1, 4) as g, (values (${own}::uuid), (${other}::uuid)) as o(p)`);
    await check();
    await t.database.db.execute(sql`delete from patients where full_name like 'Bệnh nhân %' or id = ${created.id}`);
    await check();
    const list = (await all()).pagination.count;
    expect(list).toBe((await patientsOf(t, 'ctv_demo')).length);
  });

  it('offers the gender options and the total presets', async () => {
    expect((await api.get(patientEndpoints.optionFields.path, tok.ctv)).json().data).toEqual({
      gender: [
        { key: 0, name: 'Nam' },
        { key: 1, name: 'Nữ' },
      ],
    });
    const presets = (await api.get(patientEndpoints.filterOptions.path, tok.ctv)).json().data.total;
    expect(presets.length).toBeGreaterThan(1);
    expect(presets[0]).toEqual(expect.objectContaining({ key: expect.any(String), name: expect.any(String) }));
  });
});

describe('create, edit, delete (spec 3 §5 "Create patient")', () => {
  it('creates a patient with the shared phone rule (exactly 10 digits from 0)', async () => {
    const res = await api.send('POST', patientEndpoints.create.path, tok.ctv, body());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_MSG.patientCreated);
    expect(res.json().data).toMatchObject({
      fullName: 'Đoàn Thị Hải Yến',
      birthday: '1992-08-20',
      wardName: 'Phường Hải Châu',
      orderCount: 0,
      total: 0,
    });
    for (const phone of ['093456789', '09345678901', '9345678901', '093456789a']) {
      const bad = await api.send('POST', patientEndpoints.create.path, tok.ctv, body({ phone }));
      expect(errorsOf(bad).phone, phone).toEqual([MSG.phone]);
    }
    // The wizard's 10–15 digit phone is not this form's.
    expect(errorsOf(await api.send('POST', patientEndpoints.create.path, tok.ctv, body({ phone: '841234567890' }))).phone).toEqual([
      MSG.phone,
    ]);
  });

  it('requires name, birthday (not in the future), gender, a valid e-mail and a real address; the address line is optional', async () => {
    const res = await api.send(
      'POST',
      patientEndpoints.create.path,
      tok.ctv,
      body({ fullName: ' ', birthday: '2999-12-31', gender: null, email: 'a@b', provinceCode: '', districtCode: '', wardCode: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toMatchObject({
      fullName: [ORDER_MSG.name],
      birthday: [ORDER_MSG.birthDateFuture],
      gender: [ORDER_MSG.gender],
      email: [MSG.email],
      provinceCode: [ORDER_MSG.province],
      districtCode: [ORDER_MSG.district],
      wardCode: [ORDER_MSG.ward],
    });
    expect(errorsOf(await api.send('POST', patientEndpoints.create.path, tok.ctv, body({ birthday: '' }))).birthday).toEqual([
      ORDER_MSG.birthDate,
    ]);
    expect(errorsOf(await api.send('POST', patientEndpoints.create.path, tok.ctv, body({ wardCode: '26740' }))).wardCode).toEqual([
      ORDER_MSG.wardUnknown,
    ]);
    const noAddress = await api.send('POST', patientEndpoints.create.path, tok.ctv, body({ address: undefined }));
    expect(noAddress.statusCode).toBe(200);
    expect(noAddress.json().data.address).toBe('');
  });

  it('edits and deletes its own patient; a patient with orders is not deleted', async () => {
    const created = (await api.send('POST', patientEndpoints.create.path, tok.ctv, body())).json().data;
    const edited = await api.send(
      'PUT',
      pathOf(patientEndpoints.update, { id: created.id }),
      tok.ctv,
      body({ fullName: 'Đoàn Hải Yến', wardCode: '20263' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe(ORDER_MSG.patientUpdated);
    expect(edited.json().data).toMatchObject({ fullName: 'Đoàn Hải Yến', wardName: 'Phường Sơn Trà' });
    expect((await api.get(pathOf(patientEndpoints.detail, { id: created.id }), tok.ctv)).json().data.fullName).toBe('Đoàn Hải Yến');
    const removed = await api.send('DELETE', pathOf(patientEndpoints.remove, { id: created.id }), tok.ctv);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(ORDER_MSG.patientDeleted);
    expect((await api.get(pathOf(patientEndpoints.detail, { id: created.id }), tok.ctv)).statusCode).toBe(404);

    const withOrders = (await patientsOf(t, 'ctv_demo')).find((p) => p.orderCount > 0)!;
    const refused = await api.send('DELETE', pathOf(patientEndpoints.remove, { id: withOrders.id }), tok.ctv);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(ORDER_MSG.patientHasOrders);
    const [still] = await t.database.db.select().from(patients).where(eq(patients.id, withOrders.id));
    expect(still).toBeDefined();
  });

  it("another collaborator's patient is 404 for every call", async () => {
    const [theirs] = await patientsOf(t, 'ctv_demo2');
    expect((await api.get(pathOf(patientEndpoints.detail, { id: theirs!.id }), tok.ctv)).statusCode).toBe(404);
    expect((await api.send('PUT', pathOf(patientEndpoints.update, { id: theirs!.id }), tok.ctv, body())).statusCode).toBe(404);
    expect((await api.send('DELETE', pathOf(patientEndpoints.remove, { id: theirs!.id }), tok.ctv)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(patients).where(eq(patients.id, theirs!.id));
    expect(row!.fullName).toBe(theirs!.fullName);
    expect((await all({}, tok.ctv2)).items.map((p) => p.id)).toContain(theirs!.id);
  });
});
