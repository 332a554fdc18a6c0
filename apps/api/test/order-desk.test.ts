import path from 'node:path';
import {
  ORDER_DESK_MSG,
  ORDER_LIMITS,
  ORDER_OUTGOING,
  RESULT_FILE_FIELD,
  orderDeskEndpoints,
  pathOf,
  catalogueDeskEndpoints,
  orderPublicEndpoints,
  facilityDeskEndpoints,
  orderEndpoints,
} from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, medicalOrders, outbox } from '../src/db/schema.ts';
import { bearer, createTestApp, listFiles, login, multipart, SAMPLE_FILES, type TestApp } from './helpers.ts';
import { caller, newPatientOrder, operatorToken, orderIn, partnerIdOf } from './orders-helpers.ts';
import { describeUploadRefusals, multipartCall } from './upload-suite.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
const tok = {} as Record<'ctv' | 'ctv2' | 'admin' | 'care' | 'tender', string>;
const CTV_EMAIL = 'thuha.ctv@gmail.com';

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  tok.ctv = await login(t.app, 'collaborator', 'ctv_demo');
  tok.ctv2 = await login(t.app, 'collaborator', 'ctv_demo2');
  tok.admin = await operatorToken(t, 'admin_demo');
  tok.care = await operatorToken(t, 'qt_cskh');
  tok.tender = await operatorToken(t, 'qt_dauthau');
});
afterAll(() => t.close());

const auditOf = (type: 'medical_order' | 'catalogue_service' | 'facility', id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, type), eq(auditLog.objectId, id)))
    .orderBy(desc(auditLog.at));
const mailsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.createdAt));
const newOrder = async () => (await api.send('POST', orderEndpoints.create.path, tok.ctv, newPatientOrder())).json().data;
const step = (id: string, s: string, token = tok.care) => api.send('POST', pathOf(orderDeskEndpoints.progress, { id }), token, { step: s });
const status = (id: string, s: number, note?: string) =>
  api.send('POST', pathOf(orderDeskEndpoints.status, { id }), tok.care, { status: s, note });

describe("every collaborator's orders", () => {
  it('lists them all with the collaborator, filtered by collaborator, status, result, method, day and search', async () => {
    const all = (await api.get(orderDeskEndpoints.list.path, tok.care, { limit: '1000' })).json().data;
    const ctv = await partnerIdOf(t, 'ctv_demo');
    const ctv2 = await partnerIdOf(t, 'ctv_demo2');
    expect(new Set(all.items.map((i: { collaborator: { id: string } }) => i.collaborator.id))).toEqual(new Set([ctv, ctv2]));
    const theirs = (await api.get(orderDeskEndpoints.list.path, tok.care, { partnerId: ctv2 })).json().data;
    // Its 3 current orders and the 2 completed in the month of its sent report (seed-deferred-payments.ts).
    expect(theirs.pagination.count).toBe(5);
    // The desk as it opens is one statement of its own; a filtered desk reads its rows another way: the same rows either way.
    const sameRows = all.items.filter((i: { collaborator: { id: string } }) => i.collaborator.id === ctv2);
    expect(theirs.items).toEqual(sameRows);
    const [firstPage, secondPage] = await Promise.all(
      ['1', '2'].map(async (page) => (await api.get(orderDeskEndpoints.list.path, tok.care, { limit: '5', page })).json().data),
    );
    expect([...firstPage.items, ...secondPage.items]).toEqual(all.items.slice(0, 10));
    expect(firstPage.pagination.count).toBe(all.pagination.count);
    const cases: Array<[Record<string, string>, (i: Record<string, unknown>) => boolean]> = [
      [{ Status: '3' }, (i) => i.statusAppointment === 3],
      [{ Result: 'DA_CO_KET_QUA' }, (i) => i.statusHisStr === 'DA_CO_KET_QUA'],
      [{ methodType: 'HOME' }, (i) => i.methodType === 'HOME'],
      [{ step: 'IN_LAB' }, (i) => i.progressStep === 'IN_LAB'],
      [{ search: 'Nguyễn' }, (i) => String(i.patientName).includes('Nguyễn')],
      [{ hasRequests: 'true' }, (i) => Number(i.requestCount) > 0],
    ];
    const day = all.items[0].appointmentDate.slice(0, 10);
    cases.push([{ DateOfMedical: day }, (i) => String(i.appointmentDate).startsWith(day)]);
    for (const [query, keep] of cases) {
      const got = (await api.get(orderDeskEndpoints.list.path, tok.care, { limit: '1000', ...query })).json().data;
      const expected = all.items
        .filter(keep)
        .map((i: { id: string }) => i.id)
        .sort();
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(got.items.map((i: { id: string }) => i.id).sort(), JSON.stringify(query)).toEqual(expected);
      expect(got.pagination.count).toBe(expected.length);
    }
    const options = (await api.get(orderDeskEndpoints.optionFields.path, tok.care)).json().data;
    expect(options.collaborators.map((c: { code: string }) => c.code)).toEqual(['CTV-000001', 'CTV-000008']);
  });

  it('opens an order with its collaborator, requests and progress link', async () => {
    const order = await orderIn(t, 'ctv_demo', 2);
    const res = await api.get(pathOf(orderDeskEndpoints.detail, { id: order.id }), tok.care);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: order.id, collaborator: { code: 'CTV-000001', email: CTV_EMAIL } });
    expect(res.json().data.linkTienTrinh).toMatch(/\/tien-trinh\/[A-Za-z0-9_-]{43}$/);
    expect((await api.get(pathOf(orderDeskEndpoints.detail, { id: '00000000-0000-4000-8000-000000000000' }), tok.care)).statusCode).toBe(
      404,
    );
  });
});

describe('moving an order', () => {
  it('moves the progress to "sample taken": status 3, a sample id, an audit entry, an e-mail, and the public page shows it', async () => {
    const order = await newOrder();
    const res = await step(order.id, 'SAMPLE_TAKEN');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_DESK_MSG.stepMoved);
    const moved = res.json().data;
    expect(moved).toMatchObject({ progressStep: 'SAMPLE_TAKEN', statusAppointment: 3, statusHisStr: 'CHUA_CO_KET_QUA' });
    expect(moved.sid).toMatch(/^XN\d{8}$/);
    expect(moved.progress[1]).toMatchObject({ key: 'SAMPLE_TAKEN', done: true });
    expect(moved.progress[1].at).not.toBeNull();
    const [entry] = await auditOf('medical_order', order.id);
    expect(entry).toMatchObject({ action: 'progress', operatorUsername: 'qt_cskh' });
    expect(entry!.changes).toMatchObject({ step: ['BOOKED', 'SAMPLE_TAKEN'], status: [1, 3] });
    const [mail] = await mailsTo(CTV_EMAIL);
    expect(mail!.subject).toBe(ORDER_OUTGOING.statusChangedSubject(order.appointmentId));
    expect(mail!.body).toContain(ORDER_OUTGOING.stepWhat('Đã lấy mẫu'));
    expect(mail!.body).toContain(`/chi-dinh/${order.id}`);
    // The collaborator's detail and its public progress page show the move.
    const detail = (await api.get(pathOf(orderEndpoints.detail, { id: order.id }), tok.ctv)).json().data;
    expect(detail).toMatchObject({ progressStep: 'SAMPLE_TAKEN', canEdit: false, canCancel: false });
    const link = (await api.get(pathOf(orderEndpoints.progressLink, { id: order.id }), tok.ctv)).json().data.linkTienTrinh as string;
    const page = (await t.app.inject({ url: pathOf(orderPublicEndpoints.progress, { token: link.split('/').pop()! }) })).json().data;
    expect(page).toMatchObject({ currentStep: 'SAMPLE_TAKEN', statusAppointment: 3 });
    expect(page.steps[1]).toMatchObject({ done: true });
  });

  it('goes forward only; the laboratory marks the result as being tested; a ready result completes the order', async () => {
    const order = await newOrder();
    expect((await step(order.id, 'BOOKED')).statusCode).toBe(422);
    const lab = (await step(order.id, 'IN_LAB')).json().data;
    expect(lab).toMatchObject({ progressStep: 'IN_LAB', statusAppointment: 3, statusHisStr: 'DANG_XET_NGHIEM' });
    // The skipped step got its time too.
    expect(lab.progress.map((p: { at: string | null }) => !!p.at)).toEqual([true, true, true, false]);
    const back = await step(order.id, 'SAMPLE_TAKEN');
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toBe(ORDER_DESK_MSG.stepBackwards);
    const done = (await step(order.id, 'RESULT_READY')).json().data;
    expect(done).toMatchObject({ progressStep: 'RESULT_READY', statusAppointment: 4, statusHisStr: 'DA_CO_KET_QUA' });
    expect((await auditOf('medical_order', order.id)).map((e) => e.action)).toEqual(['progress', 'progress']);
  });

  it('moves the status with its rules: not from a final status, completing needs the result, cancelling needs a reason', async () => {
    const order = await newOrder();
    const confirm = await status(order.id, 2);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().message).toBe(ORDER_DESK_MSG.statusChanged);
    expect(confirm.json().data.statusAppointment).toBe(2);
    const [mail] = await mailsTo(CTV_EMAIL);
    expect(mail!.body).toContain(ORDER_OUTGOING.statusWhat('Đã xác nhận'));
    expect((await status(order.id, 2)).json().message).toBe(ORDER_DESK_MSG.sameStatus);
    const early = await status(order.id, 4);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(ORDER_DESK_MSG.completeNeedsResult);
    const noReason = await status(order.id, 5);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(ORDER_DESK_MSG.cancelNote);
    const cancelled = await status(order.id, 5, 'Không liên hệ được bệnh nhân');
    expect(cancelled.json().data).toMatchObject({ statusAppointment: 5, cancelNotes: 'Không liên hệ được bệnh nhân' });
    const final = await status(order.id, 3);
    expect(final.statusCode).toBe(422);
    expect(final.json().message).toBe(ORDER_DESK_MSG.finalStatus);
    expect((await step(order.id, 'SAMPLE_TAKEN')).json().message).toBe(ORDER_DESK_MSG.cancelledOrder);
    const entries = await auditOf('medical_order', order.id);
    expect(entries.map((e) => e.action)).toEqual(['status', 'status']);
    expect(entries[0]!.changes).toMatchObject({ status: [2, 5] });
  });

  it('sets the result status, audited and e-mailed', async () => {
    const order = await orderIn(t, 'ctv_demo', 3);
    const res = await api.send('POST', pathOf(orderDeskEndpoints.result, { id: order.id }), tok.care, {
      statusHisStr: 'CO_KET_QUA_MOT_PHAN',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.statusHisStr).toBe('CO_KET_QUA_MOT_PHAN');
    expect((await auditOf('medical_order', order.id))[0]).toMatchObject({ action: 'result' });
    expect((await mailsTo(CTV_EMAIL))[0]!.body).toContain(ORDER_OUTGOING.resultWhat('Có kết quả một phần'));
    const same = await api.send('POST', pathOf(orderDeskEndpoints.result, { id: order.id }), tok.care, {
      statusHisStr: 'CO_KET_QUA_MOT_PHAN',
    });
    expect(same.statusCode).toBe(422);
    const bad = await api.send('POST', pathOf(orderDeskEndpoints.result, { id: order.id }), tok.care, { statusHisStr: 'XONG' });
    expect(bad.statusCode).toBe(400);
  });

  it('attaches the result file (checked by content); only the order`s collaborator downloads it', async () => {
    const order = await orderIn(t, 'ctv_demo', 4);
    const upload = (content: Buffer, filename: string) => {
      const form = multipart([{ name: RESULT_FILE_FIELD, filename, content, type: 'application/pdf' }]);
      return t.app.inject({
        method: 'POST',
        url: pathOf(orderDeskEndpoints.uploadResultFile, { id: order.id }),
        headers: { ...bearer(tok.care), ...form.headers },
        payload: form.payload,
      });
    };
    const fake = await upload(Buffer.from('not a pdf at all'), 'ket-qua.pdf');
    expect(fake.statusCode).toBe(415);
    const wrongType = await upload(SAMPLE_FILES.docx, 'ket-qua.docx');
    expect(wrongType.statusCode).toBe(415);
    const ok = await upload(SAMPLE_FILES.pdf, 'Kết quả xét nghiệm.pdf');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.resultFile).toMatchObject({ name: 'Kết quả xét nghiệm.pdf', mime: 'application/pdf' });
    expect((await auditOf('medical_order', order.id))[0]).toMatchObject({ action: 'result_file' });
    expect((await mailsTo(CTV_EMAIL))[0]!.body).toContain(ORDER_OUTGOING.resultFileWhat);
    const download = await api.get(pathOf(orderEndpoints.resultFile, { id: order.id }), tok.ctv);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect((await api.get(pathOf(orderEndpoints.resultFile, { id: order.id }), tok.ctv2)).statusCode).toBe(404);
    expect((await api.get(pathOf(orderDeskEndpoints.resultFile, { id: order.id }), tok.care)).statusCode).toBe(200);
    // A replacement keeps one file.
    expect((await upload(SAMPLE_FILES.pdf.subarray(0), 'Kết quả lần 2.pdf')).json().data.resultFile.name).toBe('Kết quả lần 2.pdf');
    const staged = await listFiles(path.join(t.filesDir, 'tmp'));
    expect(staged).toEqual([]);
    const [row] = await t.database.db.select().from(medicalOrders).where(eq(medicalOrders.id, order.id));
    expect(row!.resultFileId).not.toBeNull();
  });
});

describe("the collaborator's report after the desk's moves", () => {
  it('the unfiltered report (from the totals a trigger keeps) equals the sums over the orders themselves', async () => {
    const data = (await api.get(orderEndpoints.list.path, tok.ctv, { limit: '1000' })).json().data;
    const items = data.items as Array<{ statusAppointment: number; totalServicePrice: number }>;
    expect(data.report).toEqual({
      totalAppointment: items.length,
      totalAppointmentCompleted: items.filter((i) => i.statusAppointment === 4).length,
      totalServicePrice: items.filter((i) => i.statusAppointment !== 5).reduce((sum, i) => sum + i.totalServicePrice, 0),
    });
    // The same through the filtered path (an explicit aggregate).
    const viaFilter = (await api.get(orderEndpoints.report.path, tok.ctv, { MinConsultationFee: '0' })).json().data;
    expect(viaFilter).toEqual(data.report);
  });

  it('the filtered report and the desk totals (from the counts a statement trigger keeps) equal the orders counted', async () => {
    const filters: Array<Record<string, string>> = [
      { Status: '4' },
      { Status: '5' },
      { Result: 'DA_CO_KET_QUA' },
      { MinServiceTotal: '200000' },
      { Status: '1', MaxServiceTotal: '500000' },
    ];
    for (const filter of filters) {
      const kept = (await api.get(orderEndpoints.report.path, tok.ctv, filter)).json().data;
      // A consultation-fee bound matching every order takes the counting path.
      const counted = (await api.get(orderEndpoints.report.path, tok.ctv, { ...filter, MinConsultationFee: '0' })).json().data;
      expect(kept, JSON.stringify(filter)).toEqual(counted);
    }
    const deskFilters: Array<Record<string, string>> = [
      {},
      { Status: '4' },
      { Result: 'CHUA_CO_KET_QUA' },
      { methodType: 'HOME', step: 'BOOKED' },
    ];
    for (const filter of deskFilters) {
      const data = (await api.get(orderDeskEndpoints.list.path, tok.care, { ...filter, limit: '1000' })).json().data;
      expect(data.pagination.totalCount, JSON.stringify(filter)).toBe(data.items.length);
      expect(data.items.length).toBeLessThan(1000);
    }
  });
});

describe('the services catalogue and the facilities', () => {
  const service = (over: Record<string, unknown> = {}) => ({
    maCP: 'XN-TEST-01',
    tenCP: 'Định lượng Homocysteine',
    donGia: 220_000,
    feePrice: 20_000,
    kind: 'test',
    active: true,
    provinceCodes: ['79'],
    facilityCodes: ['CS-HCM-Q1'],
    ...over,
  });

  it('creates a service with its availability; the wizard offers it there and prices orders from it', async () => {
    const res = await api.send('POST', catalogueDeskEndpoints.create.path, tok.care, service());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_DESK_MSG.serviceCreated);
    const created = res.json().data;
    expect(created).toMatchObject({
      maCP: 'XN-TEST-01',
      donGia: 220_000,
      provinceCodes: ['79'],
      facilityCodes: ['CS-HCM-Q1'],
      orderCount: 0,
    });
    expect((await auditOf('catalogue_service', created.id))[0]).toMatchObject({ action: 'create' });
    const home = (await api.get(orderEndpoints.services.path, tok.ctv, { MaTinh: '79', IsTaiNha: 'true' })).json().data;
    expect(home.map((s: { maCP: string }) => s.maCP)).toContain('XN-TEST-01');
    const hanoi = (await api.get(orderEndpoints.services.path, tok.ctv, { MaTinh: '01', IsTaiNha: 'true' })).json().data;
    expect(hanoi.map((s: { maCP: string }) => s.maCP)).not.toContain('XN-TEST-01');

    const dup = await api.send('POST', catalogueDeskEndpoints.create.path, tok.care, service({ maCP: 'xn-test-01' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(ORDER_DESK_MSG.serviceCodeTaken);
    const unknown = await api.send(
      'POST',
      catalogueDeskEndpoints.create.path,
      tok.care,
      service({ maCP: 'XN-TEST-02', provinceCodes: ['99'], facilityCodes: ['KHONG'] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toMatchObject({
      provinceCodes: [ORDER_DESK_MSG.provinceUnknown],
      facilityCodes: [ORDER_DESK_MSG.facilityUnknown],
    });
    expect(
      (await api.send('POST', catalogueDeskEndpoints.create.path, tok.care, service({ maCP: 'XN-TEST-03', donGia: -5 }))).statusCode,
    ).toBe(400);

    // A new price applies to new orders.
    const updated = await api.send(
      'PUT',
      pathOf(catalogueDeskEndpoints.update, { id: created.id }),
      tok.care,
      service({ donGia: 250_000, provinceCodes: ['79', '01'] }),
    );
    expect(updated.json().data).toMatchObject({ donGia: 250_000, provinceCodes: ['01', '79'] });
    expect((await auditOf('catalogue_service', created.id))[0]!.changes).toMatchObject({ donGia: [220_000, 250_000] });
    const booked = await api.send(
      'POST',
      orderEndpoints.create.path,
      tok.ctv,
      newPatientOrder({ serviceIds: [{ maCP: 'XN-TEST-01', donGia: 1 }] }),
    );
    expect(booked.json().data.totalServicePrice).toBe(250_000);

    // Booked: it can only be stopped, not deleted.
    const refused = await api.send('DELETE', pathOf(catalogueDeskEndpoints.remove, { id: created.id }), tok.care);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(ORDER_DESK_MSG.serviceInUse);
    await api.send('PUT', pathOf(catalogueDeskEndpoints.update, { id: created.id }), tok.care, service({ active: false }));
    const afterStop = await api.send('POST', orderEndpoints.create.path, tok.ctv, newPatientOrder({ serviceIds: ['XN-TEST-01'] }));
    expect(afterStop.statusCode).toBe(400);

    const unused = (await api.send('POST', catalogueDeskEndpoints.create.path, tok.care, service({ maCP: 'XN-TEST-04' }))).json().data;
    const removed = await api.send('DELETE', pathOf(catalogueDeskEndpoints.remove, { id: unused.id }), tok.care);
    expect(removed.statusCode).toBe(200);
    expect((await auditOf('catalogue_service', unused.id))[0]).toMatchObject({ action: 'delete' });
    const list = (await api.get(catalogueDeskEndpoints.list.path, tok.care, { search: 'XN-TEST', limit: '100' })).json().data;
    expect(list.items.map((s: { maCP: string }) => s.maCP)).toEqual(['XN-TEST-01']);
    expect(
      (await api.get(catalogueDeskEndpoints.list.path, tok.care, { limit: '100' })).json().data.pagination.count,
    ).toBeGreaterThanOrEqual(50);
  });

  it('maintains facilities; one with orders is closed, not deleted', async () => {
    const body = {
      code: 'CS-HN-TX',
      name: 'Điểm lấy mẫu Thanh Xuân',
      address: '251 Nguyễn Trãi, Phường Thanh Xuân, Hà Nội',
      provinceCode: '01',
      active: true,
    };
    const res = await api.send('POST', facilityDeskEndpoints.create.path, tok.care, body);
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ code: 'CS-HN-TX', provinceName: 'Thành phố Hà Nội', orderCount: 0 });
    expect((await api.get(orderEndpoints.locations.path, tok.ctv)).json().data.map((l: { value: string }) => l.value)).toContain(
      'CS-HN-TX',
    );
    expect((await api.send('POST', facilityDeskEndpoints.create.path, tok.care, body)).statusCode).toBe(409);
    expect(
      (await api.send('POST', facilityDeskEndpoints.create.path, tok.care, { ...body, code: 'CS-X', provinceCode: '99' })).json().errors,
    ).toMatchObject({
      provinceCode: [ORDER_DESK_MSG.provinceUnknown],
    });
    const closed = await api.send('PUT', pathOf(facilityDeskEndpoints.update, { id: created.id }), tok.care, { ...body, active: false });
    expect(closed.json().data.active).toBe(false);
    expect((await api.get(orderEndpoints.locations.path, tok.ctv)).json().data.map((l: { value: string }) => l.value)).not.toContain(
      'CS-HN-TX',
    );
    expect((await api.send('DELETE', pathOf(facilityDeskEndpoints.remove, { id: created.id }), tok.care)).statusCode).toBe(200);
    expect((await auditOf('facility', created.id)).map((e) => e.action)).toEqual(['delete', 'update', 'create']);

    const used = (await api.get(facilityDeskEndpoints.list.path, tok.care, { search: 'CS-HCM-Q1' })).json().data.items[0];
    const refused = await api.send('DELETE', pathOf(facilityDeskEndpoints.remove, { id: used.id }), tok.care);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(ORDER_DESK_MSG.facilityInUse);
  });

  it('is the customer care desk`s and the administrator`s: a tender officer may not', async () => {
    expect((await api.get(orderDeskEndpoints.list.path, tok.tender)).statusCode).toBe(403);
    expect((await api.send('POST', catalogueDeskEndpoints.create.path, tok.tender, service({ maCP: 'XN-TEST-09' }))).statusCode).toBe(403);
    expect((await api.get(orderDeskEndpoints.list.path, tok.admin)).statusCode).toBe(200);
    expect((await api.get(orderDeskEndpoints.list.path, tok.ctv)).statusCode).toBe(403);
  });
});

describe('result file uploads', () => {
  let orderId = '';
  beforeAll(async () => {
    orderId = (await orderIn(t, 'ctv_demo', 4)).id;
  });
  describeUploadRefusals({
    route: 'order result file',
    fileField: RESULT_FILE_FIELD,
    accepted: ORDER_LIMITS.resultFileExtensions,
    maxFiles: 1,
    app: () => t,
    rows: () => t.database.db.select().from(medicalOrders).where(eq(medicalOrders.id, orderId)),
    send: multipartCall({ app: () => t, url: () => pathOf(orderDeskEndpoints.uploadResultFile, { id: orderId }), token: () => tok.care }),
  });
});
