import {
  CANCEL_REASON_LABELS,
  MSG,
  ORDER_MSG,
  type OrderRowWithMoney,
  pathOf,
  orderPublicEndpoints,
  orderEndpoints,
} from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalOrders, patients } from '../src/db/schema.ts';
import type { TestApp } from './helpers.ts';
import { type caller, collaboratorApp, newPatientOrder, orderIn, partnerIdOf, patientsOf, vietnamAt } from './orders-helpers.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let tok: { ctv: string; ctv2: string };

beforeAll(async () => {
  ({ t, api, tok } = await collaboratorApp());
});
afterAll(() => t.close());

const create = (payload: unknown, token = tok.ctv) => api.send('POST', orderEndpoints.create.path, token, payload);
const errorsOf = (res: { json: () => { errors?: Record<string, string[]> } }) => res.json().errors ?? {};
const patientCount = async (username = 'ctv_demo') => (await patientsOf(t, username)).length;

describe('creating an order (spec 3 §5, §7)', () => {
  it('books home sampling for a new patient: the patient is created, prices come from the catalogue', async () => {
    const before = await patientCount();
    const res = await create(newPatientOrder());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_MSG.created);
    const order = res.json().data;
    expect(order).toMatchObject({
      statusAppointment: 1,
      statusAppointmentName: 'Chờ xác nhận',
      statusHisStr: 'CHUA_CO_KET_QUA',
      statusHisName: 'Chưa có kết quả',
      methodType: 'HOME',
      facilityCode: null,
      patientName: 'Phạm Minh Khoa',
      patientPhone: '0901234567',
      patientSex: 0,
      patientBod: '1990-04-15',
      provinceName: 'Thành phố Hồ Chí Minh',
      wardName: 'Phường Sài Gòn',
      fullAddress: '15 Nguyễn Huệ, Phường Sài Gòn, Thành phố Hồ Chí Minh',
      appointmentDate: vietnamAt(3, '09:00'),
      totalServicePrice: 125_000,
      sid: null,
      canEdit: true,
      canCancel: true,
      progressStep: 'BOOKED',
    });
    expect(order.appointmentId).toMatch(/^LH-\d{7}$/);
    expect(order.reasonNote).toBe('lý do đặt lịch: Khám sức khỏe\nNhịn ăn sáng');
    expect(order.services.map((s: { serviceCode: string; originalPrice: number }) => [s.serviceCode, s.originalPrice])).toEqual([
      ['XN-CBC', 90_000],
      ['XN-GLU', 35_000],
    ]);
    expect(order.progress.map((p: { key: string; done: boolean; at: string | null }) => [p.key, p.done, !!p.at])).toEqual([
      ['BOOKED', true, true],
      ['SAMPLE_TAKEN', false, false],
      ['IN_LAB', false, false],
      ['RESULT_READY', false, false],
    ]);
    expect(await patientCount()).toBe(before + 1);
    const [patient] = await t.database.db.select().from(patients).where(eq(patients.id, order.patientId));
    expect(patient).toMatchObject({ fullName: 'Phạm Minh Khoa', orderCount: 1, total: 125_000, wardCode: '26740' });
  });

  it('ignores a tampered price: the stored price is the catalogue`s', async () => {
    const res = await create(newPatientOrder({ serviceIds: [{ maCP: 'XN-HBA1C', tenCP: 'Định lượng HbA1c', donGia: 1 }] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.services[0]).toMatchObject({ serviceCode: 'XN-HBA1C', originalPrice: 150_000 });
    expect(res.json().data.totalServicePrice).toBe(150_000);
    const [row] = await t.database.db.select().from(medicalOrders).where(eq(medicalOrders.id, res.json().data.id));
    expect(row!.serviceTotal).toBe(150_000);
  });

  it('books a hospital visit for an existing patient, who is not duplicated', async () => {
    const [own] = await patientsOf(t, 'ctv_demo');
    const before = await patientCount();
    const res = await create(
      newPatientOrder({ patientId: own!.id, methodType: 'HOSPITAL', facilityCode: 'CS-HCM-Q1', serviceIds: ['GOI-TQ-CB'] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      patientId: own!.id,
      methodType: 'HOSPITAL',
      facilityCode: 'CS-HCM-Q1',
      facilityName: 'Phòng khám Đa khoa Y tế Sài Gòn — Quận 1',
      totalServicePrice: 1_200_000,
    });
    expect(await patientCount()).toBe(before);
  });

  it('takes sampling times only 08:00–11:59 and 13:00–16:59, strictly in the future', async () => {
    for (const time of ['12:30', '17:00', '07:59', '12:00', '18:00']) {
      const res = await create(newPatientOrder({ workTimeTest: vietnamAt(2, time) }));
      expect(res.statusCode, time).toBe(400);
      expect(errorsOf(res).workTimeTest, time).toEqual([ORDER_MSG.workTimeHour]);
    }
    for (const time of ['08:00', '11:59', '13:00', '16:59']) {
      expect((await create(newPatientOrder({ workTimeTest: vietnamAt(2, time) }))).statusCode, time).toBe(200);
    }
    const past = await create(newPatientOrder({ workTimeTest: vietnamAt(-1, '09:00') }));
    expect(past.statusCode).toBe(400);
    expect(errorsOf(past).workTimeTest).toEqual([ORDER_MSG.workTimePast]);
    expect(errorsOf(await create(newPatientOrder({ workTimeTest: '' }))).workTimeTest).toEqual([ORDER_MSG.workTime]);
    expect(errorsOf(await create(newPatientOrder({ workTimeTest: '2030-02-30 09:00' }))).workTimeTest).toEqual([ORDER_MSG.workTimeFormat]);
  });

  it('checks the patient step: phone 10–15 digits, name, birth date, gender, address (spec 3 §5 messages)', async () => {
    const phone = async (value: string) => errorsOf(await create(newPatientOrder({ phone: value }))).phone;
    expect(await phone('')).toEqual([ORDER_MSG.phoneRequired]);
    expect(await phone('09a1234567')).toEqual([ORDER_MSG.phoneDigits]);
    expect(await phone('090123456')).toEqual([ORDER_MSG.phoneMin]);
    expect(await phone('0901234567890123')).toEqual([ORDER_MSG.phoneMax]);
    expect((await create(newPatientOrder({ phone: '849012345678901' }))).statusCode).toBe(200);
    const res = await create(
      newPatientOrder({ name: '  ', birthDate: '2999-01-01', gender: 3, provinceCode: '', districtCode: '', wardCode: '', address: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toMatchObject({
      name: [ORDER_MSG.name],
      birthDate: [ORDER_MSG.birthDateFuture],
      gender: [ORDER_MSG.gender],
      provinceCode: [ORDER_MSG.province],
      districtCode: [ORDER_MSG.district],
      wardCode: [ORDER_MSG.ward],
      address: [ORDER_MSG.address],
    });
    expect(errorsOf(await create(newPatientOrder({ email: 'khong-hop-le' }))).email).toEqual([MSG.email]);
    // A ward of another province, a district that is not the province's.
    expect(errorsOf(await create(newPatientOrder({ wardCode: '00004' }))).wardCode).toEqual([ORDER_MSG.wardUnknown]);
    expect(errorsOf(await create(newPatientOrder({ districtCode: '01' }))).districtCode).toEqual([ORDER_MSG.district]);
    expect(errorsOf(await create(newPatientOrder({ provinceCode: '99', districtCode: '99' }))).provinceCode).toEqual([
      ORDER_MSG.provinceUnknown,
    ]);
  });

  it('checks the service step: method, facility for HOSPITAL, at least one service offered there', async () => {
    expect(errorsOf(await create(newPatientOrder({ methodType: 'CLINIC' }))).methodType).toEqual([ORDER_MSG.methodType]);
    expect(errorsOf(await create(newPatientOrder({ methodType: 'HOSPITAL' }))).facilityCode).toEqual([ORDER_MSG.facility]);
    expect(errorsOf(await create(newPatientOrder({ methodType: 'HOSPITAL', facilityCode: 'KHONG-CO' }))).facilityCode).toEqual([
      ORDER_MSG.facilityUnknown,
    ]);
    // A facility that stopped taking bookings.
    expect(errorsOf(await create(newPatientOrder({ methodType: 'HOSPITAL', facilityCode: 'CS-CT-NK' }))).facilityCode).toEqual([
      ORDER_MSG.facilityUnknown,
    ]);
    const none = await create(newPatientOrder({ serviceIds: [] }));
    expect(none.statusCode).toBe(400);
    expect(errorsOf(none).serviceIds).toEqual([ORDER_MSG.servicesRequired]);
    expect(none.json().message).toBe(ORDER_MSG.servicesRequired);
    expect(errorsOf(await create(newPatientOrder({ serviceIds: undefined }))).serviceIds).toEqual([ORDER_MSG.servicesRequired]);
    // A package offered only at facilities, booked for home sampling.
    expect(errorsOf(await create(newPatientOrder({ serviceIds: ['GOI-TQ-CB'] }))).serviceIds).toEqual([
      ORDER_MSG.serviceUnavailable('Gói khám sức khỏe tổng quát cơ bản'),
    ]);
    // Home sampling in a province where none is offered.
    expect(
      errorsOf(await create(newPatientOrder({ provinceCode: '96', districtCode: '96', wardCode: await wardOf('96') }))).serviceIds,
    ).toEqual([
      ORDER_MSG.serviceUnavailable('Tổng phân tích tế bào máu ngoại vi (bằng máy đếm laser)'),
      ORDER_MSG.serviceUnavailable('Định lượng Glucose'),
    ]);
    expect(errorsOf(await create(newPatientOrder({ serviceIds: ['KHONG-CO'] }))).serviceIds).toEqual([ORDER_MSG.serviceUnknown]);
    // A service the catalogue stopped.
    expect(errorsOf(await create(newPatientOrder({ serviceIds: ['XN-COVID'] }))).serviceIds).toEqual([ORDER_MSG.serviceUnknown]);
  });

  it('creating an order with a new patient is one transaction: a failing order leaves no patient', async () => {
    const before = await patientCount();
    // Refused by its rules…
    expect((await create(newPatientOrder({ name: 'Bệnh Nhân Không Lưu', serviceIds: ['GOI-TQ-CB'] }))).statusCode).toBe(400);
    // …and failing in the database after the patient row was written.
    await t.database.db.execute(sql`
      create function fail_order() returns trigger language plpgsql as $$ begin raise exception 'fault injected'; end $$;
      create trigger fail_order before insert on medical_orders for each row when (new.note = 'FAULT') execute function fail_order()`);
    try {
      const res = await create(newPatientOrder({ name: 'Bệnh Nhân Không Lưu', note: 'FAULT' }));
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_order on medical_orders; drop function fail_order()`);
    }
    expect(await patientCount()).toBe(before);
    const names = (await patientsOf(t, 'ctv_demo')).map((p) => p.fullName);
    expect(names).not.toContain('Bệnh Nhân Không Lưu');
  });

  it("refuses another collaborator's patient (404)", async () => {
    const [theirs] = await patientsOf(t, 'ctv_demo2');
    const res = await create(newPatientOrder({ patientId: theirs!.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ORDER_MSG.patientUnknown);
  });
});

async function wardOf(province: string): Promise<string> {
  const { rows } = await t.database.db.execute<{ code: string }>(sql`select code from wards where province_code = ${province} limit 1`);
  return rows[0]!.code;
}

describe('editing, cancelling and changing the patient (status 1 only)', () => {
  it('edits a waiting order with the same rules; the services and totals are replaced', async () => {
    const created = (await create(newPatientOrder())).json().data;
    const res = await api.send(
      'PUT',
      pathOf(orderEndpoints.update, { id: created.id }),
      tok.ctv,
      newPatientOrder({ patientId: created.patientId, workTimeTest: vietnamAt(5, '14:30'), serviceIds: [{ maCP: 'GOI-MM', donGia: 0 }] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_MSG.updated);
    expect(res.json().data).toMatchObject({ appointmentDate: vietnamAt(5, '14:30'), totalServicePrice: 250_000 });
    expect(res.json().data.services.map((s: { serviceCode: string }) => s.serviceCode)).toEqual(['GOI-MM']);
    const [patient] = await t.database.db.select().from(patients).where(eq(patients.id, created.patientId));
    expect(patient).toMatchObject({ orderCount: 1, total: 250_000 });
    const bad = await api.send(
      'PUT',
      pathOf(orderEndpoints.update, { id: created.id }),
      tok.ctv,
      newPatientOrder({ workTimeTest: vietnamAt(5, '12:30') }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad).workTimeTest).toEqual([ORDER_MSG.workTimeHour]);
  });

  it('refuses to edit or cancel an order that is no longer waiting (422)', async () => {
    for (const status of [2, 3, 4, 5] as const) {
      const order = await orderIn(t, 'ctv_demo', status);
      const edit = await api.send('PUT', pathOf(orderEndpoints.update, { id: order.id }), tok.ctv, newPatientOrder());
      expect(edit.statusCode, `edit at ${status}`).toBe(422);
      expect(edit.json().message).toBe(ORDER_MSG.notEditable);
      const cancel = await api.send('PUT', pathOf(orderEndpoints.cancel, { id: order.id }), tok.ctv, { reason: 1 });
      expect(cancel.statusCode, `cancel at ${status}`).toBe(422);
      expect(cancel.json().message).toBe(ORDER_MSG.notCancellable);
      const detail = (await api.get(pathOf(orderEndpoints.detail, { id: order.id }), tok.ctv)).json().data;
      expect(detail).toMatchObject({ canEdit: false, canCancel: false, statusAppointment: status });
    }
  });

  it('cancels with a reason 1–3 or a trimmed text, not both, not neither', async () => {
    const cancel = (id: string, body: unknown) => api.send('PUT', pathOf(orderEndpoints.cancel, { id }), tok.ctv, body);
    const a = (await create(newPatientOrder())).json().data;
    const neither = await cancel(a.id, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(ORDER_MSG.cancelReason);
    expect((await cancel(a.id, { cancelNotes: '   ' })).json().message).toBe(ORDER_MSG.cancelReason);
    expect((await cancel(a.id, { reason: 4 })).json().message).toBe(ORDER_MSG.cancelReason);
    const both = await cancel(a.id, { reason: 1, cancelNotes: 'Bận' });
    expect(both.statusCode).toBe(400);
    expect(errorsOf(both).cancelNotes).toEqual([ORDER_MSG.cancelBoth]);
    const byReason = await cancel(a.id, { id: a.id, reason: 2 });
    expect(byReason.statusCode).toBe(200);
    expect(byReason.json().message).toBe(ORDER_MSG.cancelled);
    expect(byReason.json().data).toMatchObject({
      statusAppointment: 5,
      statusAppointmentName: 'Đã hủy',
      cancelNotes: CANCEL_REASON_LABELS[2],
    });
    const b = (await create(newPatientOrder())).json().data;
    const byText = await cancel(b.id, { id: b.id, cancelNotes: '  Bệnh nhân bận việc gia đình  ' });
    expect(byText.json().data.cancelNotes).toBe('Bệnh nhân bận việc gia đình');
    // A cancelled order no longer counts in its patient's total.
    const [patient] = await t.database.db.select().from(patients).where(eq(patients.id, b.patientId));
    expect(patient).toMatchObject({ orderCount: 1, total: 0 });
  });

  it("changes a waiting order's patient to another of the caller's, copying its details", async () => {
    const order = (await create(newPatientOrder())).json().data;
    const other = (await patientsOf(t, 'ctv_demo')).find((p) => p.id !== order.patientId)!;
    const res = await api.send('PUT', pathOf(orderEndpoints.patient, { id: order.id }), tok.ctv, { patientId: other.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_MSG.patientChanged);
    expect(res.json().data).toMatchObject({ patientId: other.id, patientName: other.fullName, patientPhone: other.phone });
    const [theirs] = await patientsOf(t, 'ctv_demo2');
    expect((await api.send('PUT', pathOf(orderEndpoints.patient, { id: order.id }), tok.ctv, { patientId: theirs!.id })).statusCode).toBe(
      404,
    );
    const confirmed = await orderIn(t, 'ctv_demo', 2);
    expect((await api.send('PUT', pathOf(orderEndpoints.patient, { id: confirmed.id }), tok.ctv, { patientId: other.id })).statusCode).toBe(
      422,
    );
  });

  it('keeps a request to the care desk with the order, at any status', async () => {
    const done = await orderIn(t, 'ctv_demo', 4);
    const res = await api.send('PUT', pathOf(orderEndpoints.request, { id: done.id }), tok.ctv, {
      kind: 'RESEND_RESULT',
      content: 'Gửi lại kết quả giúp em',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_MSG.requestSent);
    expect(res.json().data.requests[0]).toMatchObject({
      kind: 'RESEND_RESULT',
      kindName: 'Gửi lại kết quả',
      content: 'Gửi lại kết quả giúp em',
    });
    const empty = await api.send('PUT', pathOf(orderEndpoints.request, { id: done.id }), tok.ctv, { content: ' ' });
    expect(errorsOf(empty).content).toEqual([ORDER_MSG.request]);
  });
});

describe("another collaborator's orders", () => {
  it('are 404 on every call that names one', async () => {
    const theirs = await orderIn(t, 'ctv_demo2', 1);
    const [mine] = await patientsOf(t, 'ctv_demo');
    expect((await api.get(pathOf(orderEndpoints.detail, { id: theirs.id }), tok.ctv)).statusCode).toBe(404);
    expect((await api.get(pathOf(orderEndpoints.progressLink, { id: theirs.id }), tok.ctv)).statusCode).toBe(404);
    expect((await api.get(pathOf(orderEndpoints.resultFile, { id: theirs.id }), tok.ctv)).statusCode).toBe(404);
    expect((await api.send('PUT', pathOf(orderEndpoints.update, { id: theirs.id }), tok.ctv, newPatientOrder())).statusCode).toBe(404);
    expect((await api.send('PUT', pathOf(orderEndpoints.cancel, { id: theirs.id }), tok.ctv, { reason: 1 })).statusCode).toBe(404);
    expect((await api.send('PUT', pathOf(orderEndpoints.patient, { id: theirs.id }), tok.ctv, { patientId: mine!.id })).statusCode).toBe(
      404,
    );
    expect((await api.send('PUT', pathOf(orderEndpoints.request, { id: theirs.id }), tok.ctv, { content: 'x' })).statusCode).toBe(404);
    // Still waiting, untouched.
    const [row] = await t.database.db.select().from(medicalOrders).where(eq(medicalOrders.id, theirs.id));
    expect(row).toMatchObject({ status: 1, cancelNotes: null });
  });

  it('never appear in the list, the report or the progress list', async () => {
    const theirs = await orderIn(t, 'ctv_demo2', 1);
    const all = (await api.get(orderEndpoints.list.path, tok.ctv, { limit: '1000' })).json().data;
    expect(all.items.map((i: OrderRowWithMoney) => i.id)).not.toContain(theirs.id);
    const ctv2 = (await api.get(orderEndpoints.list.path, tok.ctv2, { limit: '1000' })).json().data;
    // Its 3 current orders and the 2 completed in the month of its sent report (seed-deferred-payments.ts).
    expect(ctv2.pagination.count).toBe(5);
    const progress = (await api.get(orderEndpoints.progressList.path, tok.ctv, { limit: '1000' })).json().data;
    expect(progress.items.map((i: { id: string }) => i.id)).not.toContain(theirs.id);
  });
});

describe('the order list: every filter, the report over the filtered set', () => {
  const all = async (query: Record<string, string> = {}) => {
    const res = await api.get(orderEndpoints.list.path, tok.ctv, { limit: '1000', ...query });
    expect(res.statusCode, JSON.stringify(query)).toBe(200);
    return res.json().data as { items: OrderRowWithMoney[]; report: Record<string, number>; pagination: { count: number } };
  };
  const expectReport = (data: Awaited<ReturnType<typeof all>>) => {
    expect(data.report.totalAppointment).toBe(data.items.length);
    expect(data.pagination.count).toBe(data.items.length);
    expect(data.report.totalAppointmentCompleted).toBe(data.items.filter((i) => i.statusAppointment === 4).length);
    expect(data.report.totalServicePrice).toBe(
      data.items.filter((i) => i.statusAppointment !== 5).reduce((sum, i) => sum + i.totalServicePrice, 0),
    );
  };

  it('pages newest first, 10 by default, with the count and report of everything', async () => {
    const everything = await all();
    const [{ n }] = (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from medical_orders where partner_id = ${await partnerIdOf(t, 'ctv_demo')}`,
      )
    ).rows as [{ n: number }];
    expect(everything.items.length).toBe(n);
    expect(everything.items.length).toBeGreaterThan(30);
    expectReport(everything);
    const first = (await api.get(orderEndpoints.list.path, tok.ctv)).json().data;
    expect(first.items).toHaveLength(10);
    expect(first.pagination).toMatchObject({ page: 1, limit: 10, count: n, totalCount: n });
    expect(first.report).toEqual(everything.report);
    const second = (await api.get(orderEndpoints.list.path, tok.ctv, { page: '2', limit: '10' })).json().data;
    expect(second.items.map((i: OrderRowWithMoney) => i.id)).toEqual(everything.items.slice(10, 20).map((i) => i.id));
    const created = everything.items.map((i) => i.createDate);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by status, result, day, money ranges, patient and search; the report follows', async () => {
    const everything = (await all()).items;
    const cases: Array<[Record<string, string>, (i: OrderRowWithMoney) => boolean]> = [
      [{ Status: '4' }, (i) => i.statusAppointment === 4],
      [{ Status: '1' }, (i) => i.statusAppointment === 1],
      [{ Result: 'DANG_XET_NGHIEM' }, (i) => i.statusHisStr === 'DANG_XET_NGHIEM'],
      [{ MinServiceTotal: '300000' }, (i) => i.totalServicePrice >= 300_000],
      [{ MaxServiceTotal: '200000' }, (i) => i.totalServicePrice <= 200_000],
      [
        { MinConsultationFee: '20000', MaxConsultationFee: '100000' },
        (i) => i.totalConsultationFee >= 20_000 && i.totalConsultationFee <= 100_000,
      ],
      [{ methodType: 'HOSPITAL' }, (i) => i.methodType === 'HOSPITAL'],
      [{ search: 'nguyễn văn' }, (i) => i.patientName.toLowerCase().includes('nguyễn văn')],
      [{ search: '0912' }, (i) => i.patientPhone.includes('0912')],
    ];
    const day = everything.find((i) => i.statusAppointment === 4)!.appointmentDate.slice(0, 10);
    cases.push([{ DateOfMedical: day }, (i) => i.appointmentDate.startsWith(day)]);
    const patientId = everything[0]!.patientId;
    cases.push([{ patientId }, (i) => i.patientId === patientId]);
    const withSid = everything.find((i) => i.sid)!;
    cases.push([{ search: withSid.sid! }, (i) => i.sid === withSid.sid]);
    cases.push([{ search: withSid.appointmentId }, (i) => i.appointmentId === withSid.appointmentId]);
    for (const [query, keep] of cases) {
      const data = await all(query);
      const expected = everything.filter(keep).map((i) => i.id);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(data.items.map((i) => i.id).sort(), JSON.stringify(query)).toEqual(expected.sort());
      expectReport(data);
      const report = (await api.get(orderEndpoints.report.path, tok.ctv, query)).json().data;
      expect(report, JSON.stringify(query)).toEqual(data.report);
    }
  });

  it('gives any page the same rows, services and report as the whole list, past the end too', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { Status: '4' },
      { Status: '4', Result: 'DA_CO_KET_QUA', MinServiceTotal: '200000', MaxServiceTotal: '900000' },
      { search: 'nguyễn văn' },
      { search: '0912' },
      // A search with a status over more than one page of two (ctv_demo's completed orders of its patients named 'Thị').
      { search: 'thị', Status: '4' },
    ];
    for (const query of cases) {
      const whole = await all(query);
      const label = JSON.stringify(query);
      expect(whole.items.length, label).toBeGreaterThan(2);
      const second = (await api.get(orderEndpoints.list.path, tok.ctv, { ...query, page: '2', limit: '2' })).json().data;
      expect(second.items, label).toEqual(whole.items.slice(2, 4));
      expect(second.report, label).toEqual(whole.report);
      expect(second.pagination, label).toMatchObject({ count: whole.items.length, totalCount: whole.items.length });
      const past = (await api.get(orderEndpoints.list.path, tok.ctv, { ...query, page: '500', limit: '10' })).json().data;
      expect(past.items, label).toEqual([]);
      expect(past.report, label).toEqual(whole.report);
      expect(past.pagination.count, label).toBe(whole.items.length);
      // Each listed row is the detail's row, field for field (the list reads its rows its own way).
      for (const item of [...whole.items.slice(0, 4), ...whole.items.filter((i) => i.methodType === 'HOSPITAL').slice(0, 2)]) {
        const detail = (await api.get(pathOf(orderEndpoints.detail, { id: item.id }), tok.ctv)).json().data;
        for (const [key, value] of Object.entries(item)) expect(detail[key], `${label} ${key}`).toEqual(value);
      }
    }
    const none = (await api.get(orderEndpoints.list.path, tok.ctv, { search: 'không có ai tên này' })).json().data;
    expect(none.items).toEqual([]);
    expect(none.report).toEqual({ totalAppointment: 0, totalAppointmentCompleted: 0, totalServicePrice: 0 });
  });

  it('refuses malformed filters with a Vietnamese message', async () => {
    const bad = async (query: Record<string, string>) => {
      const res = await api.get(orderEndpoints.list.path, tok.ctv, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      return res.json().message as string;
    };
    expect(await bad({ Status: '9' })).toBe(ORDER_MSG.status);
    expect(await bad({ Result: 'XYZ' })).toBe(ORDER_MSG.result);
    expect(await bad({ DateOfMedical: '2026-02-30' })).toBe(ORDER_MSG.date);
    expect(await bad({ MinServiceTotal: '-1' })).toBe(ORDER_MSG.money);
    expect(await bad({ MinServiceTotal: '5', MaxServiceTotal: '1' })).toBe(ORDER_MSG.moneyRange);
    expect(await bad({ search: 'x'.repeat(51) })).toBe(MSG.search);
  });
});

describe('lookups of the wizard', () => {
  it('lists services by province for home sampling and by facility for hospital visits', async () => {
    const codes = async (query: Record<string, string>) =>
      (await api.get(orderEndpoints.services.path, tok.ctv, query)).json().data.map((s: { maCP: string }) => s.maCP) as string[];
    const home = await codes({ MaTinh: '79', IsTaiNha: 'true' });
    expect(home).toContain('XN-CBC');
    expect(home).not.toContain('GOI-TQ-CB');
    expect(home).not.toContain('XN-COVID');
    const visit = await codes({ MaDV: 'CS-HCM-Q1', IsTaiNha: 'false' });
    expect(visit).toContain('GOI-TQ-CB');
    expect(visit).toContain('XN-CBC');
    expect(await codes({ MaTinh: '96', IsTaiNha: 'true' })).toEqual([]);
    expect(await codes({ MaDV: 'CS-CT-NK', IsTaiNha: 'false' })).toEqual([]);
    expect(await codes({})).toEqual([]);
    const [cbc] = (await api.get(orderEndpoints.services.path, tok.ctv, { MaTinh: '79', IsTaiNha: 'true' }))
      .json()
      .data.filter((s: { maCP: string }) => s.maCP === 'XN-CBC');
    expect(cbc).toEqual({
      maCP: 'XN-CBC',
      tenCP: 'Tổng phân tích tế bào máu ngoại vi (bằng máy đếm laser)',
      donGia: 90_000,
      feePrice: 9_000,
      kind: 'test',
    });
  });

  it('lists the open facilities as {value, key, title}, and the option groups as {key, name}', async () => {
    const locations = (await api.get(orderEndpoints.locations.path, tok.ctv)).json().data;
    expect(locations).toContainEqual(
      expect.objectContaining({ value: 'CS-HCM-Q1', key: 'CS-HCM-Q1', title: 'Phòng khám Đa khoa Y tế Sài Gòn — Quận 1' }),
    );
    expect(locations.map((l: { value: string }) => l.value)).not.toContain('CS-CT-NK');
    const options = (await api.get(orderEndpoints.optionFields.path, tok.ctv)).json().data;
    expect(options.gender).toEqual([
      { key: 0, name: 'Nam' },
      { key: 1, name: 'Nữ' },
    ]);
    expect(options.cancelReason).toEqual([
      { key: 1, name: 'Gói khám không phù hợp' },
      { key: 2, name: 'Thay đổi thời gian khám' },
      { key: 3, name: 'Đã đặt gói khám khác' },
    ]);
    expect(options.status.map((s: { name: string }) => s.name)).toEqual([
      'Chờ xác nhận',
      'Đã xác nhận',
      'Đang thực hiện',
      'Hoàn thành',
      'Đã hủy',
    ]);
    const filters = (await api.get(orderEndpoints.filterOptions.path, tok.ctv)).json().data;
    expect(filters.result.map((s: { key: string }) => s.key)).toEqual([
      'CHUA_CO_KET_QUA',
      'DANG_XET_NGHIEM',
      'CO_KET_QUA_MOT_PHAN',
      'DA_CO_KET_QUA',
    ]);
    expect(filters.methodType).toEqual([
      { key: 'HOME', name: 'Tại nhà' },
      { key: 'HOSPITAL', name: 'Tại bệnh viện' },
    ]);
  });
});

describe('the test-progress link and the public progress page', () => {
  it('gives each order a link to its progress page; the page shows the steps and no personal data', async () => {
    const order = (await create(newPatientOrder({ name: 'Nguyễn Thị Minh Châu' }))).json().data;
    const link = await api.get(pathOf(orderEndpoints.progressLink, { id: order.id }), tok.ctv);
    expect(link.statusCode).toBe(200);
    const url = link.json().data.linkTienTrinh as string;
    expect(url).toMatch(/^http:\/\/localhost(:80)?\/tien-trinh\/[A-Za-z0-9_-]{43}$/);
    const token = url.split('/').pop()!;
    const page = await t.app.inject({ url: pathOf(orderPublicEndpoints.progress, { token }) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const data = page.json().data;
    expect(data).toMatchObject({
      appointmentId: order.appointmentId,
      patientName: 'N.T.M. Châu',
      methodType: 'HOME',
      statusAppointment: 1,
      currentStep: 'BOOKED',
      cancelled: false,
    });
    expect(data.steps.map((s: { name: string }) => s.name)).toEqual(['Đặt lịch', 'Đã lấy mẫu', 'Đang xét nghiệm', 'Có kết quả']);
    const text = page.body;
    for (const secret of ['0901234567', 'minhkhoa@gmail.com', '15 Nguyễn Huệ', '1990-04-15', 'Nguyễn Thị Minh Châu', order.id])
      expect(text).not.toContain(secret);
    expect((await t.app.inject({ url: pathOf(orderPublicEndpoints.progress, { token: 'A'.repeat(43) }) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: pathOf(orderPublicEndpoints.progress, { token: 'short' }) })).statusCode).toBe(404);
    // The progress list carries the same link.
    const list = (await api.get(orderEndpoints.progressList.path, tok.ctv, { search: order.appointmentId })).json().data;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id: order.id, currentStep: 'BOOKED', currentStepName: 'Đặt lịch', linkTienTrinh: url });
  });

  it('answers 404 for a result file that does not exist yet', async () => {
    const order = await orderIn(t, 'ctv_demo', 4);
    const res = await api.get(pathOf(orderEndpoints.resultFile, { id: order.id }), tok.ctv);
    expect(res.statusCode).toBe(404);
  });
});
