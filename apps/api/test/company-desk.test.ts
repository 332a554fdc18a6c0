import { randomUUID } from 'node:crypto';
import {
  COMPANY_DESK_MSG,
  companyDeskEndpoints,
  companyEndpoints,
  companyScheduleDeskEndpoints,
  partnerDeskEndpoints,
  DESK_CONTRACT_FILE_FIELD,
  examPackageDeskEndpoints,
  pathOf,
  vietnamToday,
} from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentSchedules,
  auditLog,
  companyContracts,
  notifications,
  contractEmployees,
  files,
  outbox,
  partners,
  renameRequests,
} from '../src/db/schema.ts';
import { bearer, createTestApp, login, multipart, SAMPLE_FILES, type TestApp, waitForOutbox } from './helpers.ts';
import { caller, operatorToken, partnerIdOf } from './orders-helpers.ts';
import { describeUploadRefusals, multipartCall } from './upload-suite.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
const tok = {} as Record<'admin' | 'care' | 'acct' | 'tender' | 'content', string>;
let parentId: string;
let parentEmail: string;
let otherParentId: string;
let subUnitId: string;

const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  tok.admin = await operatorToken(t, 'admin_demo');
  tok.care = await operatorToken(t, 'qt_cskh');
  tok.acct = await operatorToken(t, 'qt_ketoan');
  tok.tender = await operatorToken(t, 'qt_dauthau');
  tok.content = await operatorToken(t, 'qt_noidung');
  parentId = await partnerIdOf(t, 'dn_demo');
  const [parent] = await t.database.db.select().from(partners).where(eq(partners.id, parentId));
  parentEmail = parent!.email;
  const [other] = await t.database.db
    .insert(partners)
    .values({
      type: 'company',
      code: 'DN-TEST-01',
      name: 'Công ty TNHH Thử Nghiệm',
      ownerName: 'Ngô Văn Bình',
      taxCode: '0109999999',
      phone: '0241234567',
      email: 'lienhe@thunghiem.vn',
      status: 'active',
    })
    .returning();
  otherParentId = other!.id;
});
afterAll(() => t.close());

const auditOf = (type: string, id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, type), eq(auditLog.objectId, id)))
    .orderBy(desc(auditLog.at));
const lastMailTo = async (to: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.createdAt)).limit(1))[0];

const contractFields = (over: Record<string, string> = {}) => ({
  companyId: subUnitId,
  code: `HD-${randomUUID().slice(0, 8)}`,
  name: 'Khám sức khỏe định kỳ 2026',
  contractType: '1',
  status: 'in_progress',
  dateStart: '2026-01-05',
  dateEnd: '2026-06-30',
  plannedEmployees: '120',
  totalValue: '150000000',
  note: '',
  ...over,
});

type Part = Parameters<typeof multipart>[0][number];
const pdf = (filename = 'hop-dong.pdf'): Part => ({
  name: DESK_CONTRACT_FILE_FIELD,
  filename,
  content: SAMPLE_FILES.pdf,
  type: 'application/pdf',
});

function sendContract(fields: Record<string, string>, fileParts: Part[] = [], opts: { id?: string; token?: string } = {}) {
  const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...fileParts]);
  return t.app.inject({
    method: opts.id ? 'PUT' : 'POST',
    url: opts.id ? pathOf(companyDeskEndpoints.updateContract, { id: opts.id }) : companyDeskEndpoints.createContract.path,
    headers: { ...bearer(opts.token ?? tok.care), ...body.headers },
    payload: body.payload,
  });
}

async function newContract(over: Record<string, string> = {}) {
  const res = await sendContract(contractFields(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; code: string };
}

let cccdSeq = 100_000_000_000;
async function addEmployees(contractId: string, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    contractId,
    cccd: String(cccdSeq++),
    name: `Nhân viên ${i + 1}`,
    birthDate: '1990-01-01',
    gender: i % 2,
  }));
  return t.database.db.insert(contractEmployees).values(rows).returning();
}

describe('companies and sub-units', () => {
  it('adds a sub-unit under a parent company; its tax code may be no other company’s (409); audited', async () => {
    const body = {
      name: 'Chi nhánh Vĩnh Long',
      taxCode: '0312345678-009',
      representative: 'Lê Văn Hùng',
      phoneNumber: '0905123456',
      email: 'vinhlong@minhanpharma.vn',
      addressCompany: '5 Hai Bà Trưng, Vĩnh Long',
      totalEmployees: 45,
    };
    const res = await api.send('POST', pathOf(companyDeskEndpoints.createSubUnit, { id: parentId }), tok.care, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(COMPANY_DESK_MSG.subUnitCreated);
    const unit = res.json().data.subUnits.find((u: { taxCode: string }) => u.taxCode === body.taxCode);
    expect(unit).toMatchObject({ taxCode: body.taxCode, totalEmployees: 45, status: 'active', contractCount: 0 });
    subUnitId = unit.id;
    const again = await api.send('POST', pathOf(companyDeskEndpoints.createSubUnit, { id: parentId }), tok.care, {
      ...body,
      name: 'Chi nhánh khác',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMPANY_DESK_MSG.taxCodeTaken);
    expect((await api.send('POST', pathOf(companyDeskEndpoints.createSubUnit, { id: MISSING }), tok.care, body)).statusCode).toBe(404);
    const [entry] = await auditOf('partner', subUnitId);
    expect(entry?.summary).toContain('Thêm đơn vị trực thuộc');

    const list = (await api.get(companyDeskEndpoints.companies.path, tok.acct, { search: 'minhanpharma' })).json().data;
    const detail = (await api.get(pathOf(companyDeskEndpoints.company, { id: parentId }), tok.acct)).json().data;
    expect(detail.subUnits.map((u: { id: string }) => u.id)).toContain(subUnitId);
    expect(detail.subUnitCount).toBeGreaterThanOrEqual(1);
    expect(list.items.every((c: { id: string }) => c.id !== subUnitId)).toBe(true);
  });
});

describe('health-exam contracts', () => {
  let contractId: string;
  let code: string;

  it('creates a contract for a sub-unit with its PDF, audits it and e-mails the parent company', async () => {
    const fields = contractFields();
    code = fields.code;
    const res = await sendContract(fields, [pdf()]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    contractId = data.id;
    expect(data).toMatchObject({
      code,
      company: { id: subUnitId },
      status: 'in_progress',
      plannedEmployees: 120,
      totalValue: 150_000_000,
      numberEmployees: 0,
      contractFile: { fileName: 'hop-dong.pdf' },
      examStatus: 'unchecked',
    });
    const [row] = await t.database.db.select().from(companyContracts).where(eq(companyContracts.id, contractId));
    expect(row?.ownerId).toBe(parentId);
    const [entry] = await auditOf('company_contract', contractId);
    expect(entry?.summary).toContain(`Tạo hợp đồng ${code}`);
    const mail = await lastMailTo(parentEmail);
    expect(mail?.subject).toContain(code);
    await waitForOutbox(t, mail!.id);
    const file = await t.app.inject({ url: pathOf(companyDeskEndpoints.contractFile, { id: contractId }), headers: bearer(tok.acct) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it('refuses a taken code (409, any case), bad dates (400), an unknown or missing company, a non-PDF — storing nothing', async () => {
    const before = { files: await t.database.db.$count(files), contracts: await t.database.db.$count(companyContracts) };
    const taken = await sendContract(contractFields({ code: code.toLowerCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(COMPANY_DESK_MSG.codeTaken);
    const dates = await sendContract(contractFields({ dateStart: '2026-06-30', dateEnd: '2026-01-01' }));
    expect(dates.statusCode).toBe(400);
    expect(dates.json().errors.dateEnd).toEqual([COMPANY_DESK_MSG.period]);
    const unknown = await sendContract(contractFields({ companyId: MISSING }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(COMPANY_DESK_MSG.companyUnknown);
    const { companyId: _c, ...noCompany } = contractFields();
    expect((await sendContract(noCompany)).statusCode).toBe(400);
    const png = await sendContract(contractFields(), [
      { name: DESK_CONTRACT_FILE_FIELD, filename: 'anh.png', content: SAMPLE_FILES.png, type: 'image/png' },
    ]);
    expect(png.statusCode).toBe(415);
    // A valid PDF with a refused field: the staged file is dropped.
    expect((await sendContract(contractFields({ code: code.toUpperCase() }), [pdf()])).statusCode).toBe(409);
    expect({ files: await t.database.db.$count(files), contracts: await t.database.db.$count(companyContracts) }).toEqual(before);
  });

  it('updates a contract; a new PDF replaces the old one', async () => {
    const res = await sendContract(contractFields({ code, name: 'Khám định kỳ (sửa)', plannedEmployees: '150' }), [], { id: contractId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Khám định kỳ (sửa)',
      plannedEmployees: 150,
      contractFile: { fileName: 'hop-dong.pdf' },
    });
    const replaced = await sendContract(contractFields({ code }), [pdf('phu-luc.pdf')], { id: contractId });
    expect(replaced.json().data.contractFile.fileName).toBe('phu-luc.pdf');
    const [entry] = await auditOf('company_contract', contractId);
    expect(entry?.action).toBe('update');
    expect(entry?.changes).toMatchObject({ contractFile: ['hop-dong.pdf', 'phu-luc.pdf'] });
    expect((await sendContract(contractFields(), [], { id: MISSING })).statusCode).toBe(404);
    const list = (await api.get(companyDeskEndpoints.contracts.path, tok.acct, { companyId: parentId })).json().data;
    expect(list.items.map((c: { id: string }) => c.id)).toContain(contractId);
  });

  it('does not lower the planned number below the people already on the roster', async () => {
    const contract = await newContract({ plannedEmployees: '10' });
    await addEmployees(contract.id, 3);
    const below = await sendContract(contractFields({ code: contract.code, plannedEmployees: '2' }), [], { id: contract.id });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.plannedEmployees).toEqual([COMPANY_DESK_MSG.plannedBelowRoster(3)]);
    const [row] = await t.database.db.select().from(companyContracts).where(eq(companyContracts.id, contract.id));
    expect(row?.plannedEmployees).toBe(10);
    const equal = await sendContract(contractFields({ code: contract.code, plannedEmployees: '3' }), [], { id: contract.id });
    expect(equal.statusCode, equal.body).toBe(200);
    expect(equal.json().data.plannedEmployees).toBe(3);
  });

  it('edits a roster row; a CCCD already on the contract is 409', async () => {
    const [a, b] = await addEmployees(contractId, 2);
    const body = { cccd: '079090001234', name: 'Trần Thị Mai', birthDate: '1992-03-04', gender: 1, phone: '0901234567' };
    const res = await api.send('PUT', pathOf(companyDeskEndpoints.updateEmployee, { id: contractId, employeeId: a!.id }), tok.care, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ cccd: '079090001234', name: 'Trần Thị Mai', examStateName: 'Chưa đăng ký' });
    const clash = await api.send('PUT', pathOf(companyDeskEndpoints.updateEmployee, { id: contractId, employeeId: b!.id }), tok.care, body);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(COMPANY_DESK_MSG.cccdTaken);
    expect(
      (await api.send('PUT', pathOf(companyDeskEndpoints.updateEmployee, { id: contractId, employeeId: MISSING }), tok.care, body))
        .statusCode,
    ).toBe(404);
    const list = (await api.get(pathOf(companyDeskEndpoints.employees, { id: contractId }), tok.acct, { search: 'Mai' })).json().data;
    expect(list.items.map((e: { id: string }) => e.id)).toEqual([a!.id]);
  });

  it('moves exam states in bulk: progress moves, the exam day is set and cleared, one audit entry in words', async () => {
    const other = await newContract();
    const [foreign] = await addEmployees(other.id, 1);
    const mine = await addEmployees(contractId, 2);
    const ids = mine.map((e) => e.id);
    const refused = await api.send('POST', pathOf(companyDeskEndpoints.examStates, { id: contractId }), tok.care, {
      employeeIds: [...ids, foreign!.id],
      examState: 'full',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(COMPANY_DESK_MSG.employeeNotOnContract);
    const untouched = await t.database.db.select().from(contractEmployees).where(eq(contractEmployees.contractId, contractId));
    expect(untouched.every((e) => e.examState === 'unregistered')).toBe(true);

    const res = await api.send('POST', pathOf(companyDeskEndpoints.examStates, { id: contractId }), tok.care, {
      employeeIds: ids,
      examState: 'full',
      healthStatus: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(COMPANY_DESK_MSG.examStatesMoved(2));
    expect(res.json().data.updated).toBe(2);
    const detail = (await api.get(pathOf(companyDeskEndpoints.contract, { id: contractId }), tok.acct)).json().data;
    expect(detail.counts).toMatchObject({ full: 2, unregistered: 2 });
    expect(detail.progress).toEqual({ checkedPercentage: 50, notEnoughPercentage: 0, notCheckedPercentage: 50 });
    expect(detail.examStatus).toBe('incomplete');
    const moved = await t.database.db.select().from(contractEmployees).where(eq(contractEmployees.id, ids[0]!));
    expect(moved[0]).toMatchObject({ examState: 'full', healthClass: 2, examinedAt: vietnamToday() });
    const [entry] = await auditOf('company_contract', contractId);
    expect(entry?.summary).toContain('Cập nhật trạng thái khám 2 nhân viên: Chưa đăng ký → Khám đủ');
    expect(entry?.summary).toContain('Chưa phân loại → Loại II');
    // The company is told once for the batch, in its inbox (no e-mail), with a link to the contract.
    const [contract] = await t.database.db.select().from(companyContracts).where(eq(companyContracts.id, contractId));
    const told = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'company-contract.exam-progress'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      partnerId: contract?.ownerId,
      area: 'contracts',
      link: `/hop-dong/${encodeURIComponent(contract?.code ?? '')}`,
    });
    expect(told[0]?.body).toContain('Khám đủ');

    const back = await api.send('POST', pathOf(companyDeskEndpoints.examStates, { id: contractId }), tok.care, {
      employeeIds: ids,
      examState: 'registered',
    });
    expect(back.statusCode).toBe(200);
    const cleared = await t.database.db.select().from(contractEmployees).where(eq(contractEmployees.id, ids[0]!));
    expect(cleared[0]).toMatchObject({ examState: 'registered', examinedAt: null, healthClass: 2 });
  });

  describeUploadRefusals({
    route: 'company contract create',
    fileField: DESK_CONTRACT_FILE_FIELD,
    accepted: ['pdf'],
    maxFiles: 1,
    app: () => t,
    rows: () => t.database.db.$count(companyContracts),
    send: multipartCall({
      app: () => t,
      url: () => companyDeskEndpoints.createContract.path,
      token: () => tok.care,
      fields: () => contractFields(),
    }),
  });
});

describe('contract sets', () => {
  it('creates, updates and deletes a set of one owner’s contracts; a foreign contract is 422', async () => {
    const a = await newContract();
    const b = await newContract({ companyId: parentId });
    const foreign = await newContract({ companyId: otherParentId });
    const bad = await api.send('POST', companyScheduleDeskEndpoints.createGroup.path, tok.care, {
      companyId: subUnitId,
      name: 'Bộ 2026',
      contractIds: [a.id, foreign.id],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(COMPANY_DESK_MSG.groupForeignContract);
    const res = await api.send('POST', companyScheduleDeskEndpoints.createGroup.path, tok.care, {
      companyId: subUnitId,
      name: 'Bộ 2026',
      contractIds: [a.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const group = res.json().data;
    expect(group).toMatchObject({ name: 'Bộ 2026', company: { id: parentId }, contractCount: 1, inProgressContracts: 1 });
    const put = await api.send('PUT', pathOf(companyScheduleDeskEndpoints.updateGroup, { id: group.id }), tok.care, {
      companyId: parentId,
      name: 'Bộ 2026 (đủ)',
      contractIds: [a.id, b.id],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(
      put
        .json()
        .data.contracts.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const list = (await api.get(companyScheduleDeskEndpoints.groups.path, tok.acct, { companyId: parentId })).json().data;
    expect(list.items.map((g: { id: string }) => g.id)).toContain(group.id);
    expect((await api.send('DELETE', pathOf(companyScheduleDeskEndpoints.deleteGroup, { id: group.id }), tok.acct)).statusCode).toBe(403);
    expect((await api.send('DELETE', pathOf(companyScheduleDeskEndpoints.deleteGroup, { id: group.id }), tok.care)).statusCode).toBe(200);
    expect((await api.get(pathOf(companyScheduleDeskEndpoints.group, { id: group.id }), tok.care)).statusCode).toBe(404);
    expect((await auditOf('contract_group', group.id)).map((e) => e.action)).toEqual(['delete', 'update', 'create']);
  });
});

describe('appointment requests', () => {
  it('confirms a proposed day once, e-mailing the company; proposes another day, never in the past', async () => {
    const c = await newContract();
    const propose = async (date: string) =>
      (await t.database.db.insert(appointmentSchedules).values({ contractId: c.id, date, site: 'Trụ sở', headcount: 40 }).returning())[0];
    const first = await propose('2030-03-10');
    const second = await propose('2030-03-12');
    const ok = await api.send('POST', pathOf(companyScheduleDeskEndpoints.confirmAppointment, { id: first!.id }), tok.care, {
      reply: 'Hẹn 7 giờ',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'confirmed', reply: 'Hẹn 7 giờ', company: { id: subUnitId } });
    const mail = await lastMailTo(parentEmail);
    expect(mail?.body).toContain('10/03/2030');
    await waitForOutbox(t, mail!.id);
    const again = await api.send('POST', pathOf(companyScheduleDeskEndpoints.confirmAppointment, { id: first!.id }), tok.care, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(COMPANY_DESK_MSG.appointmentDecided);
    const past = await api.send('POST', pathOf(companyScheduleDeskEndpoints.rescheduleAppointment, { id: second!.id }), tok.care, {
      counterDate: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(COMPANY_DESK_MSG.counterDatePast);
    const moved = await api.send('POST', pathOf(companyScheduleDeskEndpoints.rescheduleAppointment, { id: second!.id }), tok.care, {
      counterDate: '2030-03-20',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'rescheduled', counterDate: '2030-03-20' });
    expect((await lastMailTo(parentEmail))?.body).toContain('20/03/2030');
    expect((await auditOf('appointment_schedule', second!.id))[0]?.action).toBe('reschedule');
    const list = (
      await api.get(companyScheduleDeskEndpoints.appointments.path, tok.acct, { companyId: parentId, status: 'rescheduled' })
    ).json().data;
    expect(list.items.map((a: { id: string }) => a.id)).toContain(second!.id);
    const detail = (await api.get(pathOf(companyDeskEndpoints.contract, { id: c.id }), tok.care)).json().data;
    expect(detail.lastAppointment?.id).toBe(second!.id);
  });
});

describe('the exam-package catalogue', () => {
  it('keeps categories, services and packages with their rules, audited', async () => {
    const cat = await api.send('POST', examPackageDeskEndpoints.createCategory.path, tok.care, { name: 'Gói doanh nghiệp', sort: 1 });
    expect(cat.statusCode, cat.body).toBe(200);
    const categoryId = cat.json().data.id;
    expect((await api.send('POST', examPackageDeskEndpoints.createCategory.path, tok.care, { name: 'gói DOANH nghiệp' })).statusCode).toBe(
      409,
    );
    const svc = await api.send('POST', examPackageDeskEndpoints.createService.path, tok.care, {
      code: 'KSK-01',
      name: 'Khám nội',
      price: 150000,
    });
    expect(svc.statusCode, svc.body).toBe(200);
    const serviceId = svc.json().data.id;
    const dup = await api.send('POST', examPackageDeskEndpoints.createService.path, tok.care, { code: 'ksk-01', name: 'Khác', price: 1 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(COMPANY_DESK_MSG.serviceCodeTaken);
    const svcPut = await api.send('PUT', pathOf(examPackageDeskEndpoints.updateService, { id: serviceId }), tok.care, {
      code: 'KSK-01',
      name: 'Khám nội khoa',
      price: 160000,
    });
    expect(svcPut.json().data).toMatchObject({ name: 'Khám nội khoa', price: 160000 });

    const body = { name: 'Gói cơ bản', categoryId, type: 2, price: 500000, serviceIds: [serviceId] };
    expect(
      (await api.send('POST', examPackageDeskEndpoints.createPackage.path, tok.care, { ...body, serviceIds: [MISSING] })).statusCode,
    ).toBe(422);
    const pkg = await api.send('POST', examPackageDeskEndpoints.createPackage.path, tok.care, body);
    expect(pkg.statusCode, pkg.body).toBe(200);
    const packageId = pkg.json().data.id;
    expect(pkg.json().data).toMatchObject({ typeName: 'Doanh nghiệp', serviceCount: 1, published: true, services: [{ code: 'KSK-01' }] });
    const put = await api.send('PUT', pathOf(examPackageDeskEndpoints.updatePackage, { id: packageId }), tok.care, {
      ...body,
      price: 550000,
      published: false,
    });
    expect(put.json().data).toMatchObject({ price: 550000, published: false });
    expect((await api.get(examPackageDeskEndpoints.packages.path, tok.acct, { categoryId })).json().data.items).toHaveLength(1);

    const inUse = await api.send('DELETE', pathOf(examPackageDeskEndpoints.deleteCategory, { id: categoryId }), tok.care);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().message).toBe(COMPANY_DESK_MSG.categoryInUse);
    expect((await api.send('DELETE', pathOf(examPackageDeskEndpoints.deletePackage, { id: packageId }), tok.care)).statusCode).toBe(200);
    expect((await api.send('DELETE', pathOf(examPackageDeskEndpoints.deleteCategory, { id: categoryId }), tok.care)).statusCode).toBe(200);
    expect((await auditOf('exam_package', packageId)).map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect((await auditOf('exam_category', categoryId)).map((e) => e.action)).toEqual(['delete', 'create']);
    expect((await auditOf('exam_service', serviceId)).map((e) => e.action)).toEqual(['update', 'create']);
  });
});

describe("a contract's exam package ('Gói khám')", () => {
  it('the desk sets it; the company reads it with its services even once hidden; unknown is 422; in use it is not deleted', async () => {
    const cat = await api.send('POST', examPackageDeskEndpoints.createCategory.path, tok.care, { name: `Gói hợp đồng ${randomUUID()}` });
    const svc = await api.send('POST', examPackageDeskEndpoints.createService.path, tok.care, {
      code: `KSK-${randomUUID().slice(0, 8)}`,
      name: 'Đo thị lực',
      price: 40000,
    });
    const body = {
      name: 'Gói khám định kỳ văn phòng',
      categoryId: cat.json().data.id,
      type: 2,
      price: 420000,
      serviceIds: [svc.json().data.id],
    };
    const packageId = (await api.send('POST', examPackageDeskEndpoints.createPackage.path, tok.care, body)).json().data.id as string;

    const unknown = await sendContract(contractFields({ companyId: parentId, examPackageId: MISSING }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.examPackageId).toEqual([COMPANY_DESK_MSG.packageUnknown]);
    expect((await sendContract(contractFields({ companyId: parentId, examPackageId: 'goi-1' }))).json().errors.examPackageId).toEqual([
      COMPANY_DESK_MSG.packageUnknown,
    ]);

    const contract = await newContract({ companyId: parentId, examPackageId: packageId });
    const [created] = await auditOf('company_contract', contract.id);
    expect(created?.changes).toMatchObject({ examPackage: [null, 'Gói khám định kỳ văn phòng'] });
    // Hidden from the catalogue, the package still shows on the contract that buys it.
    await api.send('PUT', pathOf(examPackageDeskEndpoints.updatePackage, { id: packageId }), tok.care, { ...body, published: false });
    const company = await login(t.app, 'company', 'dn_demo');
    const seen = (await api.get(pathOf(companyEndpoints.contract, { id: contract.id }), company)).json().data;
    expect(seen.examPackage).toMatchObject({
      id: packageId,
      name: 'Gói khám định kỳ văn phòng',
      price: 420000,
      services: [{ name: 'Đo thị lực' }],
    });
    expect((await api.get(pathOf(companyDeskEndpoints.contract, { id: contract.id }), tok.acct)).json().data.examPackage.id).toBe(
      packageId,
    );

    const inUse = await api.send('DELETE', pathOf(examPackageDeskEndpoints.deletePackage, { id: packageId }), tok.care);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().message).toBe(COMPANY_DESK_MSG.packageInUse);
    // Cleared (an empty value), the contract has none and the package can go.
    const cleared = await sendContract(contractFields({ companyId: parentId, code: contract.code, examPackageId: '' }), [], {
      id: contract.id,
    });
    expect(cleared.json().data.examPackage).toBeNull();
    expect((await api.get(pathOf(companyEndpoints.contract, { id: contract.id }), company)).json().data.examPackage).toBeNull();
    expect((await api.send('DELETE', pathOf(examPackageDeskEndpoints.deletePackage, { id: packageId }), tok.care)).statusCode).toBe(200);
  });
});

describe('who may use the desk', () => {
  it('admin and customer care manage; the accountant only reads; tender officer and content editor are refused', async () => {
    const group = { companyId: parentId, name: 'Bộ quyền', contractIds: [(await newContract()).id] };
    for (const token of [tok.admin, tok.care]) {
      expect((await api.send('POST', companyScheduleDeskEndpoints.createGroup.path, token, group)).statusCode).toBe(200);
      expect(
        (await api.send('POST', examPackageDeskEndpoints.createCategory.path, token, { name: `Danh mục ${randomUUID()}` })).statusCode,
      ).toBe(200);
    }
    expect((await api.get(companyDeskEndpoints.contracts.path, tok.acct)).statusCode).toBe(200);
    expect((await api.send('POST', companyScheduleDeskEndpoints.createGroup.path, tok.acct, group)).statusCode).toBe(403);
    expect((await api.send('POST', examPackageDeskEndpoints.createCategory.path, tok.acct, { name: 'X' })).statusCode).toBe(403);
    expect((await sendContract(contractFields(), [], { token: tok.acct })).statusCode).toBe(403);
    for (const token of [tok.tender, tok.content]) {
      expect((await api.get(companyDeskEndpoints.companies.path, token)).statusCode).toBe(403);
      expect((await api.send('POST', companyScheduleDeskEndpoints.createGroup.path, token, group)).statusCode).toBe(403);
    }
  });
});

describe('sub-unit renames on the partner desk', () => {
  it('lists them with the parent and the PDF, serves the PDF, and approving renames the sub-unit and e-mails the parent', async () => {
    const c = await newContract();
    const withFile = (await api.get(pathOf(companyDeskEndpoints.contract, { id: c.id }), tok.care)).json().data.contractFile;
    // The contract's stored PDF stands in for the rename's (the partner side uploads its own).
    const fileId =
      withFile?.id ??
      (await sendContract(contractFields({ code: c.code }), [pdf('de-nghi.pdf')], { id: c.id })).json().data.contractFile.id;
    const [request] = await t.database.db
      .insert(renameRequests)
      .values({ partnerId: subUnitId, oldName: 'Chi nhánh Vĩnh Long', newName: 'Chi nhánh Miền Trung', fileId })
      .returning();
    const list = (await api.get(partnerDeskEndpoints.renames.path, tok.acct, { status: 'pending' })).json().data;
    const row = list.items.find((r: { id: string }) => r.id === request!.id);
    expect(row).toMatchObject({ parentName: expect.any(String), file: { id: fileId }, partner: { id: subUnitId } });
    const file = await t.app.inject({ url: pathOf(partnerDeskEndpoints.renameFile, { id: request!.id }), headers: bearer(tok.acct) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(
      (await t.app.inject({ url: pathOf(partnerDeskEndpoints.renameFile, { id: MISSING }), headers: bearer(tok.acct) })).statusCode,
    ).toBe(404);
    const ok = await api.send('POST', pathOf(partnerDeskEndpoints.approveRename, { id: request!.id }), tok.care);
    expect(ok.statusCode, ok.body).toBe(200);
    const [unit] = await t.database.db.select().from(partners).where(eq(partners.id, subUnitId));
    expect(unit?.name).toBe('Chi nhánh Miền Trung');
    const mail = await lastMailTo(parentEmail);
    expect(mail?.body).toContain('Chi nhánh Miền Trung');
    await waitForOutbox(t, mail!.id);

    const [second] = await t.database.db
      .insert(renameRequests)
      .values({ partnerId: subUnitId, oldName: 'Chi nhánh Miền Trung', newName: 'Chi nhánh Tây Đô' })
      .returning();
    const no = await api.send('POST', pathOf(partnerDeskEndpoints.rejectRename, { id: second!.id }), tok.care, {
      reason: 'Thiếu quyết định đổi tên',
    });
    expect(no.statusCode, no.body).toBe(200);
    expect((await lastMailTo(parentEmail))?.body).toContain('Thiếu quyết định đổi tên');
    const [kept] = await t.database.db.select().from(partners).where(eq(partners.id, subUnitId));
    expect(kept?.name).toBe('Chi nhánh Miền Trung');
  });
});
