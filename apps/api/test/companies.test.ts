import { Readable } from 'node:stream';
import {
  COMPANY_MSG,
  COMPANY_OUTGOING,
  companyDeskEndpoints,
  companyEndpoints,
  contractEmployeeSchema,
  contractLookupEndpoints,
  examPackagePublicEndpoints,
  MSG,
  pathOf,
  RENAME_FILE_FIELD,
  vietnamToday,
} from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyContracts, contractEmployees, contractGroups, files, outbox, partners, renameRequests, users } from '../src/db/schema.ts';
import { bearer, createTestApp, listFiles, login, multipart, SAMPLE_FILES, type TestApp, waitForOutbox } from './helpers.ts';
import { operatorToken } from './orders-helpers.ts';
import { describeUploadRefusals, multipartCall } from './upload-suite.ts';

let t: TestApp;
const tok = { dn: '', dn2: '', sub: '' };
const ids = { dn: '', dn2: '', hn: '', dng: '', ct: '', qn: '', big: '', hnContract: '', declined: '', dn2Contract: '', dn2Group: '' };

async function partnerByName(name: string) {
  const [p] = await t.database.db.select().from(partners).where(eq(partners.name, name));
  return p!;
}
async function contractByCode(code: string) {
  const [c] = await t.database.db.select().from(companyContracts).where(eq(companyContracts.code, code));
  return c!;
}

beforeAll(async () => {
  t = await createTestApp();
  tok.dn = await login(t.app, 'company', 'dn_demo');
  tok.dn2 = await login(t.app, 'company', 'dn_demo2');
  tok.sub = await login(t.app, 'company', 'dn_demo_sub');
  const [dnUser] = await t.database.db.select().from(users).where(eq(users.username, 'dn_demo'));
  const [dn2User] = await t.database.db.select().from(users).where(eq(users.username, 'dn_demo2'));
  ids.dn = dnUser!.partnerId!;
  ids.dn2 = dn2User!.partnerId!;
  ids.hn = (await partnerByName('Chi nhánh Hà Nội')).id;
  ids.dng = (await partnerByName('Chi nhánh Đà Nẵng')).id;
  ids.ct = (await partnerByName('Chi nhánh Cần Thơ')).id;
  ids.qn = (await partnerByName('Nhà máy Quảng Ninh')).id;
  ids.big = (await contractByCode('HDKSK-2026/001-MA')).id;
  ids.hnContract = (await contractByCode('HDKSK-2025/014-MA')).id;
  ids.declined = (await contractByCode('HDKSK-2025/020-MA')).id;
  ids.dn2Contract = (await contractByCode('HDKSK-2026/031-HD')).id;
  const [g] = await t.database.db.select().from(contractGroups).where(eq(contractGroups.ownerId, ids.dn2));
  ids.dn2Group = g!.id;
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = tok.dn, payload?: unknown): Promise<Res> =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const get = (url: string, token = tok.dn) => call('GET', url, token);
const errorsOf = (res: Res) => (res.json().errors ?? {}) as Record<string, string[]>;

/** A valid sub-unit edit, read-only fields sent back unchanged. */
const unitBody = (over: Record<string, unknown> = {}) => ({
  name: 'Chi nhánh Hà Nội',
  taxCode: '0312345678-001',
  parentName: 'Công ty Cổ phần Dược phẩm Minh An',
  representative: 'Đỗ Minh Tuấn',
  phoneNumber: '0243556677',
  addressCompany: '18 Trần Hưng Đạo, Hoàn Kiếm',
  totalEmployees: 330,
  email: 'hanoi@minhanpharma.vn',
  contactName: 'Đỗ Minh Tuấn',
  phoneName: '0912223344',
  ...over,
});

describe('sub-units (spec 3 §2, §5, §7)', () => {
  it("lists the caller's sub-units only, with search", async () => {
    const res = await get(`${companyEndpoints.subUnits.path}?page=1&limit=10`);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.items.map((u: { name: string }) => u.name);
    expect(names.sort()).toEqual(['Chi nhánh Cần Thơ', 'Chi nhánh Hà Nội', 'Chi nhánh Đà Nẵng'].sort());
    expect(res.json().data.pagination).toMatchObject({ count: 3, totalCount: 3 });
    const found = (await get(`${companyEndpoints.subUnits.path}?search=${encodeURIComponent('hà nội')}`)).json().data;
    expect(found.items.map((u: { id: string }) => u.id)).toEqual([ids.hn]);
    expect(found.items[0]).toMatchObject({ contractCount: 1, totalEmployees: 320 });
    const other = (await get(companyEndpoints.subUnits.path, tok.dn2)).json().data.items;
    expect(other.map((u: { id: string }) => u.id)).toEqual([ids.qn]);
  });

  it('shows a unit with its parent and its pending rename; another company’s unit or the parent itself is 404', async () => {
    const res = await get(pathOf(companyEndpoints.subUnit, { id: ids.dng }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Chi nhánh Đà Nẵng',
      parentName: 'Công ty Cổ phần Dược phẩm Minh An',
      renameRequest: { newName: 'Chi nhánh Miền Trung', status: 'pending', file: { fileName: 'Quyet-dinh-doi-ten-chi-nhanh.pdf' } },
    });
    expect((await get(pathOf(companyEndpoints.subUnit, { id: ids.qn }))).statusCode).toBe(404);
    expect((await get(pathOf(companyEndpoints.subUnit, { id: ids.dn }))).statusCode).toBe(404);
    expect((await call('PUT', pathOf(companyEndpoints.updateSubUnit, { id: ids.qn }), tok.dn, unitBody())).statusCode).toBe(404);
    expect((await call('DELETE', pathOf(companyEndpoints.deleteSubUnit, { id: ids.qn }))).statusCode).toBe(404);
    // An id of another shape names nothing either: 404 with the same message, not a 400.
    const malformed = await get(pathOf(companyEndpoints.subUnit, { id: '999999999' }));
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ message: MSG.notFound });
  });

  it('saves the editable fields; read-only fields may come back unchanged', async () => {
    const res = await call('PUT', pathOf(companyEndpoints.updateSubUnit, { id: ids.hn }), tok.dn, unitBody());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(COMPANY_MSG.profileUpdated);
    expect(res.json().data).toMatchObject({ totalEmployees: 330, contactName: 'Đỗ Minh Tuấn', phoneName: '0912223344' });
  });

  it.each([
    ['name', { name: 'Tên mới' }],
    ['taxCode', { taxCode: '0000000000' }],
    ['parentName', { parentName: 'Công ty khác' }],
  ])('refuses a changed %s (422, read-only)', async (_field, over) => {
    const res = await call('PUT', pathOf(companyEndpoints.updateSubUnit, { id: ids.hn }), tok.dn, unitBody(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(COMPANY_MSG.readOnlyField);
    expect((await partnerByName('Chi nhánh Hà Nội')).taxCode).toBe('0312345678-001');
  });

  it.each([
    [undefined, COMPANY_MSG.totalEmployeesRequired],
    ['', COMPANY_MSG.totalEmployeesRequired],
    [0, COMPANY_MSG.totalEmployees],
    ['-3', COMPANY_MSG.totalEmployees],
    ['1.5', COMPANY_MSG.totalEmployees],
    ['abc', COMPANY_MSG.totalEmployees],
  ])('totalEmployees %j → %s', async (value, message) => {
    const res = await call('PUT', pathOf(companyEndpoints.updateSubUnit, { id: ids.hn }), tok.dn, unitBody({ totalEmployees: value }));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).totalEmployees).toEqual([message]);
  });

  it.each([
    ['', COMPANY_MSG.emailRequired],
    [`${'a'.repeat(95)}@b.com`, COMPANY_MSG.emailMax],
    ['a@@b.com', COMPANY_MSG.emailOneAt],
    ['ab.vn', COMPANY_MSG.emailOneAt],
    ['.ab@b.com', COMPANY_MSG.emailDot],
    ['ab.@b.com', COMPANY_MSG.emailDot],
    ['ab@congty', COMPANY_MSG.emailFormat],
    ['a b@congty.vn', COMPANY_MSG.emailFormat],
  ])('email %j → %s (the rules in order)', async (email, message) => {
    const res = await call('PUT', pathOf(companyEndpoints.updateSubUnit, { id: ids.hn }), tok.dn, unitBody({ email }));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).email).toEqual([message]);
  });

  it('checks representative (≤ 50), address (≤ 255), phone and contact name', async () => {
    const res = await call(
      'PUT',
      pathOf(companyEndpoints.updateSubUnit, { id: ids.hn }),
      tok.dn,
      unitBody({ representative: 'A'.repeat(51), addressCompany: 'x'.repeat(256), phoneNumber: '12', contactName: '' }),
    );
    expect(res.statusCode).toBe(400);
    const errors = errorsOf(res);
    expect(errors.representative).toEqual([COMPANY_MSG.representative]);
    expect(errors.addressCompany).toEqual([COMPANY_MSG.address]);
    expect(errors.phoneNumber).toBeDefined();
    expect(errors.contactName).toBeDefined();
  });

  it('refuses to delete a unit with contracts (422 with the count); deletes one without', async () => {
    const res = await call('DELETE', pathOf(companyEndpoints.deleteSubUnit, { id: ids.hn }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(COMPANY_MSG.unitHasContracts(1));
    const [spare] = await t.database.db
      .insert(partners)
      .values({
        type: 'company',
        code: 'DN-TEST-01',
        name: 'Văn phòng đại diện Huế',
        parentId: ids.dn,
        ownerName: 'Test',
        taxCode: '0312345678-099',
        phone: '0234381111',
        email: 'hue@minhanpharma.vn',
        status: 'active',
      })
      .returning();
    const ok = await call('DELETE', pathOf(companyEndpoints.deleteSubUnit, { id: spare!.id }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(COMPANY_MSG.unitDeleted);
    expect(await t.database.db.$count(partners, eq(partners.id, spare!.id))).toBe(0);
  });
});

describe('sub-unit rename (spec 3 §5: name ≤ 50, one PDF ≤ 5 MB)', () => {
  const rename = (unitId: string, parts: Parameters<typeof multipart>[0], token = tok.dn) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'PUT',
      url: pathOf(companyEndpoints.renameSubUnit, { id: unitId }),
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const pdf = (name = 'quyet-dinh.pdf', content: Buffer = SAMPLE_FILES.pdf) => ({
    name: RENAME_FILE_FIELD,
    filename: name,
    content,
    type: 'application/pdf',
  });
  const state = async () => ({
    files: await t.database.db.$count(files),
    renames: await t.database.db.$count(renameRequests),
    stored: (await listFiles(t.filesDir)).sort(),
  });

  it.each([
    ['a name over 50', [{ name: 'Name', value: 'A'.repeat(51) }, pdf()], 400, COMPANY_MSG.renameName],
    ['no name', [pdf()], 400, COMPANY_MSG.renameNameRequired],
    ['no file', [{ name: 'Name', value: 'Chi nhánh Thủ đô' }], 400, COMPANY_MSG.renameFile],
    [
      'a file that is not a PDF',
      [{ name: 'Name', value: 'Chi nhánh Thủ đô' }, pdf('anh.png', SAMPLE_FILES.png)],
      415,
      MSG.fileType('anh.png'),
    ],
    ['a .pdf that is a PNG', [{ name: 'Name', value: 'Chi nhánh Thủ đô' }, pdf('gia.pdf', SAMPLE_FILES.png)], 415, MSG.fileType('gia.pdf')],
    [
      'a PDF over 5 MB',
      [{ name: 'Name', value: 'Chi nhánh Thủ đô' }, pdf('lon.pdf', Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(5 * 1024 * 1024, 0x20)]))],
      413,
      COMPANY_MSG.renameFileSize,
    ],
    [
      'two files',
      [{ name: 'Name', value: 'Chi nhánh Thủ đô' }, pdf('a.pdf'), pdf('b.pdf', Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('x')]))],
      413,
      MSG.tooManyFiles(1),
    ],
  ] as const)('refuses %s, storing nothing', async (_label, parts, status, message) => {
    const before = await state();
    const res = await rename(ids.hn, [...parts]);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await state()).toEqual(before);
  });

  it('refuses a second request while one waits (422), storing nothing', async () => {
    const before = await state();
    const res = await rename(ids.dng, [{ name: 'Name', value: 'Chi nhánh Đà Nẵng mới' }, pdf()]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(COMPANY_MSG.renamePending);
    expect(await state()).toEqual(before);
  });

  it('records the request with its PDF; the name waits for the operator', async () => {
    const res = await rename(ids.hn, [{ name: 'Name', value: 'Chi nhánh Thủ đô' }, pdf()]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(COMPANY_MSG.renameSent);
    expect(res.json().data).toMatchObject({ name: 'Chi nhánh Hà Nội', renameRequest: { newName: 'Chi nhánh Thủ đô', status: 'pending' } });
    const [row] = await t.database.db
      .select()
      .from(renameRequests)
      .where(and(eq(renameRequests.partnerId, ids.hn), eq(renameRequests.status, 'pending')));
    expect(row!.fileId).toBeTruthy();
    const [file] = await t.database.db.select().from(files).where(eq(files.id, row!.fileId!));
    expect(file).toMatchObject({ partnerId: ids.dn, mime: 'application/pdf' });
    expect((await listFiles(t.filesDir)).some((f) => f.includes(file!.id))).toBe(true);
    const again = await rename(ids.hn, [{ name: 'Name', value: 'Chi nhánh Hà Nội 2' }, pdf()]);
    expect(again.statusCode).toBe(422);
  });

  it("another company's unit is 404; a sub-user without 'unit.manage' is 403", async () => {
    expect((await rename(ids.qn, [{ name: 'Name', value: 'X' }, pdf()])).statusCode).toBe(404);
    expect((await rename(ids.ct, [{ name: 'Name', value: 'X' }, pdf()], tok.sub)).statusCode).toBe(403);
  });

  describeUploadRefusals({
    route: 'sub-unit rename',
    fileField: RENAME_FILE_FIELD,
    accepted: ['pdf'],
    maxFiles: 1,
    app: () => t,
    rows: () => t.database.db.select().from(renameRequests).where(eq(renameRequests.partnerId, ids.ct)),
    send: multipartCall({
      app: () => t,
      method: 'PUT',
      url: () => pathOf(companyEndpoints.renameSubUnit, { id: ids.ct }),
      token: () => tok.dn,
      fields: () => ({ Name: 'Chi nhánh Tây Nam Bộ' }),
    }),
  });
});

describe('contracts (spec 3 §2, §3; spec 2 §7)', () => {
  it("lists the caller's contracts (its units' included) with counted headcount and progress", async () => {
    const res = await get(`${companyEndpoints.contracts.path}?limit=50`);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as Array<{ code: string; status: string; numberEmployees: number; company: { id: string } }>;
    expect(items).toHaveLength(6);
    expect(new Set(items.map((c) => c.status))).toEqual(new Set(['draft', 'pending', 'in_progress', 'completed', 'declined']));
    const big = items.find((c) => c.code === 'HDKSK-2026/001-MA')!;
    expect(big.numberEmployees).toBe(540);
    expect(items.find((c) => c.code === 'HDKSK-2025/014-MA')).toMatchObject({
      examStatus: 'complete',
      progress: { checkedPercentage: 100 },
    });
    expect((await get(companyEndpoints.contracts.path, tok.dn2)).json().data.items.map((c: { id: string }) => c.id)).toEqual([
      ids.dn2Contract,
    ]);
    // Each listed row is the detail's row, field for field (the list reads its rows its own way),
    // as it opens and filtered.
    for (const url of [
      `${companyEndpoints.contracts.path}?limit=50`,
      `${companyEndpoints.contracts.path}?limit=50&status=completed`,
      `${companyEndpoints.contracts.path}?page=2&limit=2`,
    ]) {
      const listed = (await get(url)).json().data.items as Array<Record<string, unknown> & { id: string }>;
      expect(listed.length, url).toBeGreaterThan(0);
      for (const item of listed) {
        const detail = (await get(pathOf(companyEndpoints.contract, { id: item.id }))).json().data;
        for (const [key, value] of Object.entries(item)) expect(detail[key], `${url} ${item.id} ${key}`).toEqual(value);
      }
    }
  });

  it('filters by status, type, value, search and a unit; another company’s unit is 404', async () => {
    const q = async (query: string) =>
      (await get(`${companyEndpoints.contracts.path}?${query}`)).json().data.items.map((c: { code: string }) => c.code);
    expect(await q('status=completed')).toEqual(['HDKSK-2025/014-MA']);
    expect(await q('contractType=3')).toEqual(['HDKSK-2026/012-MA']);
    expect(await q('minTotalValue=500000000')).toEqual(['HDKSK-2026/001-MA']);
    expect(await q(`search=${encodeURIComponent('cần thơ')}`)).toEqual(['HDKSK-2026/015-MA']);
    expect(await q(`childrenCompanyId=${ids.hn}`)).toEqual(['HDKSK-2025/014-MA']);
    expect((await get(`${companyEndpoints.contracts.path}?childrenCompanyId=${ids.qn}`)).statusCode).toBe(404);
    expect((await get(`${companyEndpoints.contracts.path}?childrenCompanyId=${ids.dn2}`)).statusCode).toBe(404);
  });

  it('refuses a start date after today (Vietnam) with 400 on dateStart; today is fine', async () => {
    const tomorrow = new Date(Date.parse(`${vietnamToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const res = await get(`${companyEndpoints.contracts.path}?dateStart=${tomorrow}`);
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).dateStart).toEqual([COMPANY_MSG.dateNotFuture]);
    expect(res.json().message).toBe(COMPANY_MSG.dateNotFuture);
    expect((await get(`${companyEndpoints.contracts.path}?dateStart=${vietnamToday()}`)).statusCode).toBe(200);
    // The provider filter's YYYY/MM/DD is read too, as the same day.
    expect((await get(`${companyEndpoints.contracts.path}?dateStart=${vietnamToday().replaceAll('-', '/')}`)).statusCode).toBe(200);
    expect((await get(`${companyEndpoints.contracts.path}?dateStart=${tomorrow.replaceAll('-', '/')}`)).statusCode).toBe(400);
  });

  it("shows a contract's detail (counts, last appointment); another company's is 404", async () => {
    const res = await get(pathOf(companyEndpoints.contract, { id: ids.big }));
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(Object.values(d.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(540);
    expect(d.lastAppointment).toMatchObject({ status: 'proposed', statusName: 'Chờ xác nhận' });
    for (const url of [
      pathOf(companyEndpoints.contract, { id: ids.dn2Contract }),
      pathOf(companyEndpoints.employees, { id: ids.dn2Contract }),
      pathOf(companyEndpoints.reportChart, { id: ids.dn2Contract }),
      pathOf(companyEndpoints.contractFile, { id: ids.dn2Contract }),
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('lists the roster without medical results, with its filters', async () => {
    const all = (await get(`${pathOf(companyEndpoints.employees, { id: ids.big })}?limit=1000`)).json().data;
    expect(all.pagination.count).toBe(540);
    expect(Object.keys(all.items[0]).sort()).toEqual(Object.keys(contractEmployeeSchema.shape).sort());
    const count = async (query: string) =>
      (await get(`${pathOf(companyEndpoints.employees, { id: ids.big })}?${query}`)).json().data.pagination.count as number;
    const unregistered = await t.database.db.$count(
      contractEmployees,
      and(eq(contractEmployees.contractId, ids.big), eq(contractEmployees.examState, 'unregistered')),
    );
    expect(await count('isRegister=false')).toBe(unregistered);
    expect(await count('isRegister=true')).toBe(540 - unregistered);
    expect(await count('examState=full')).toBe(216);
    const unclassified = await t.database.db.$count(
      contractEmployees,
      and(eq(contractEmployees.contractId, ids.big), sql`${contractEmployees.healthClass} is null`),
    );
    expect(await count('healthStatus=0')).toBe(unclassified);
    const [one] = await t.database.db.select().from(contractEmployees).where(eq(contractEmployees.contractId, ids.big)).limit(1);
    const byCccd = (await get(`${pathOf(companyEndpoints.employees, { id: ids.big })}?search=${one!.cccd}`)).json().data.items;
    expect(byCccd.map((e: { id: string }) => e.id)).toEqual([one!.id]);
    expect((await get(`${pathOf(companyEndpoints.employees, { id: ids.big })}?healthStatus=6`)).statusCode).toBe(400);
  });

  it('charts people examined per month over 12 months', async () => {
    const chart = (await get(pathOf(companyEndpoints.reportChart, { id: ids.big }))).json().data.data as Array<{
      month: string;
      amount: number;
    }>;
    expect(chart).toHaveLength(12);
    const examined = await t.database.db.$count(
      contractEmployees,
      and(eq(contractEmployees.contractId, ids.big), sql`${contractEmployees.examinedAt} is not null`),
    );
    expect(chart.reduce((a, m) => a + m.amount, 0)).toBe(examined);
    expect(chart.at(-1)!.amount).toBeGreaterThan(0);
  });

  it('downloads the contract PDF as an attachment', async () => {
    const staged = await t.storage.stage(Readable.from([SAMPLE_FILES.pdf]), () => false);
    await t.database.db.insert(files).values({
      id: staged.id,
      partnerId: ids.dn,
      purpose: 'company_contract',
      originalName: 'Hop-dong.pdf',
      mime: 'application/pdf',
      size: staged.size,
      sha256: staged.sha256,
    });
    await t.storage.promote(staged.id);
    await t.database.db.update(companyContracts).set({ fileId: staged.id }).where(eq(companyContracts.id, ids.hnContract));
    const res = await get(pathOf(companyEndpoints.contractFile, { id: ids.hnContract }));
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers the option fields, the contract types and the public lookups of both types', async () => {
    expect((await get(companyEndpoints.contractOptionFields.path)).json().data.corporateContractStatus).toHaveLength(5);
    expect((await get(companyEndpoints.contractTypes.path)).json().data).toHaveLength(4);
    const statuses = (await t.app.inject({ url: contractLookupEndpoints.statusList.path })).json().data as Array<{
      key: string;
      type: string;
    }>;
    expect(statuses.filter((s) => s.type === 'company').map((s) => s.key)).toEqual([
      'draft',
      'pending',
      'in_progress',
      'completed',
      'declined',
    ]);
    expect(statuses.some((s) => s.type === 'provider')).toBe(true);
    const companyOnly = (await t.app.inject({ url: `${contractLookupEndpoints.typeList.path}?type=company` })).json().data as Array<{
      type: string;
    }>;
    expect(companyOnly).toHaveLength(4);
    expect(companyOnly.every((s) => s.type === 'company')).toBe(true);
    const providerOnly = (await t.app.inject({ url: `${contractLookupEndpoints.statusList.path}?type=provider` })).json().data as Array<{
      type: string;
    }>;
    expect(providerOnly.every((s) => s.type === 'provider')).toBe(true);
  });
});

describe('progress is counted from the roster rows', () => {
  let contractId = '';
  let otherId = '';
  const people = (n: number, state: string, from: number) =>
    Array.from({ length: n }, (_, i) => ({
      contractId,
      cccd: String(100_000_000_000 + from + i),
      name: `Người ${from + i}`,
      birthDate: '1990-01-01',
      gender: 0,
      examState: state,
      examinedAt: state === 'full' || state === 'partial' ? vietnamToday() : null,
    }));

  beforeAll(async () => {
    const base = await contractByCode('HDKSK-2026/012-MA');
    const [c] = await t.database.db
      .insert(companyContracts)
      .values({
        ...base,
        id: undefined,
        code: 'HDKSK-TEST/PROGRESS',
        name: 'Tiến độ',
        status: 'in_progress',
        createdAt: undefined,
        updatedAt: undefined,
      })
      .returning();
    contractId = c!.id;
    otherId = base.id;
    await t.database.db
      .insert(contractEmployees)
      .values([...people(4, 'full', 0), ...people(3, 'partial', 10), ...people(2, 'absent', 20), ...people(1, 'unregistered', 30)]);
  });

  it('list row and detail: 40 / 30 / 30, examined in part', async () => {
    const row = (await get(`${companyEndpoints.contracts.path}?search=PROGRESS`)).json().data.items[0];
    expect(row).toMatchObject({
      numberEmployees: 10,
      examStatus: 'incomplete',
      examStatusName: 'Khám chưa đủ',
      progress: { checkedPercentage: 40, notEnoughPercentage: 30, notCheckedPercentage: 30 },
    });
    const detail = (await get(pathOf(companyEndpoints.contract, { id: contractId }))).json().data;
    expect(detail.counts).toMatchObject({ full: 4, partial: 3, absent: 2, unregistered: 1 });
    const progress = (await get(`${companyEndpoints.progressContracts.path}?search=PROGRESS`)).json().data.items[0];
    expect(progress).toMatchObject({ numberEmployees: 10, progress: { checkedPercentage: 40 } });
  });

  it('a set sums its contracts; sorting by headcount; everyone examined in full is 100 %', async () => {
    // The other contract has nobody yet: the set's bar is this one's.
    const created = await call('POST', companyEndpoints.createGroup.path, tok.dn, {
      name: 'Bộ kiểm tra tiến độ',
      contractIds: [contractId, otherId],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(COMPANY_MSG.setCreated);
    const groupId = created.json().data.id;
    expect(created.json().data).toMatchObject({
      contractCount: 2,
      inProgressContracts: 1,
      completedContracts: 0,
      numberEmployees: 10,
      status: 'in_progress',
      progress: { checkedPercentage: 40, notEnoughPercentage: 30, notCheckedPercentage: 30 },
    });
    const asc = (
      await get(`${pathOf(companyEndpoints.groupContracts, { id: groupId })}?sorting=${encodeURIComponent('numberEmployees asc')}`)
    ).json().data.items;
    expect(asc.map((c: { numberEmployees: number }) => c.numberEmployees)).toEqual([0, 10]);
    const desc = (
      await get(`${pathOf(companyEndpoints.groupContracts, { id: groupId })}?sorting=${encodeURIComponent('numberEmployees desc')}`)
    ).json().data.items;
    expect(desc.map((c: { id: string }) => c.id)).toEqual([contractId, otherId]);

    await t.database.db.update(contractEmployees).set({ examState: 'full' }).where(eq(contractEmployees.contractId, contractId));
    expect((await get(pathOf(companyEndpoints.contract, { id: contractId }))).json().data).toMatchObject({
      examStatus: 'complete',
      progress: { checkedPercentage: 100, notEnoughPercentage: 0, notCheckedPercentage: 0 },
    });
    expect((await get(pathOf(companyEndpoints.group, { id: groupId }))).json().data.progress).toEqual({
      checkedPercentage: 100,
      notEnoughPercentage: 0,
      notCheckedPercentage: 0,
    });
    await t.database.db
      .update(companyContracts)
      .set({ status: 'completed' })
      .where(inArray(companyContracts.id, [contractId, otherId]));
    expect((await get(pathOf(companyEndpoints.group, { id: groupId }))).json().data).toMatchObject({
      status: 'completed',
      completedContracts: 2,
    });
    const done = (await get(`${companyEndpoints.groups.path}?status=completed&limit=50`))
      .json()
      .data.items.map((g: { id: string }) => g.id);
    expect(done).toContain(groupId);
  });
});

describe('contract sets', () => {
  it("lists the caller's sets with their progress and options; another company's set is 404", async () => {
    const res = await get(`${companyEndpoints.groups.path}?limit=50`);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.items.map((g: { name: string }) => g.name);
    expect(names).toEqual(expect.arrayContaining(['Khám sức khỏe năm 2026', 'Hợp đồng năm 2025']));
    expect(names).not.toContain('Khám sức khỏe Hải Đăng 2026');
    const y2026 = res.json().data.items.find((g: { name: string }) => g.name === 'Khám sức khỏe năm 2026');
    expect(y2026).toMatchObject({ contractCount: 3, inProgressContracts: 2, numberEmployees: 570 });
    expect((await get(companyEndpoints.groupOptionFields.path)).json().data.sorting.map((s: { value: string }) => s.value)).toEqual([
      'numberEmployees asc',
      'numberEmployees desc',
    ]);
    expect((await get(pathOf(companyEndpoints.group, { id: ids.dn2Group }))).statusCode).toBe(404);
    expect((await get(pathOf(companyEndpoints.groupContracts, { id: ids.dn2Group }))).statusCode).toBe(404);
  });

  it.each([
    [{ name: '', contractIds: [] }, 'name', COMPANY_MSG.setNameRequired],
    [{ name: 'A'.repeat(51), contractIds: [] }, 'name', MSG.contractSetName],
    [{ name: 'Bộ mới', contractIds: [] }, 'contractIds', COMPANY_MSG.setContracts],
  ])('refuses %j', async (body, field, message) => {
    const res = await call('POST', companyEndpoints.createGroup.path, tok.dn, {
      ...body,
      contractIds: body.contractIds.length ? body.contractIds : [],
    });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)[field]).toContain(message);
  });

  it("refuses another company's contract (404) and creates nothing", async () => {
    const before = await t.database.db.$count(contractGroups);
    const res = await call('POST', companyEndpoints.createGroup.path, tok.dn, { name: 'Bộ lẫn', contractIds: [ids.big, ids.dn2Contract] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(COMPANY_MSG.contractNotFound);
    expect(await t.database.db.$count(contractGroups)).toBe(before);
  });
});

describe('appointment schedules', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    contractId: ids.big,
    date: new Date(Date.parse(`${vietnamToday()}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10),
    site: 'Hội trường tầng 3, 120 Điện Biên Phủ',
    headcount: 80,
    note: 'Nhịn ăn sáng',
    ...over,
  });

  it.each([
    [{ date: '2020-01-01' }, 'date', COMPANY_MSG.appointmentDatePast],
    [{ headcount: 0 }, 'headcount', 'Số lượng người khám phải là số tự nhiên lớn hơn 0!'],
    [{ headcount: '2.5' }, 'headcount', 'Số lượng người khám phải là số tự nhiên lớn hơn 0!'],
    [{ site: '' }, 'site', COMPANY_MSG.appointmentSite],
  ])('refuses %j', async (over, field, message) => {
    const res = await call('POST', companyEndpoints.createAppointment.path, tok.dn, body(over));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)[field]).toEqual([message]);
  });

  it("refuses a declined or completed contract (422) and another company's (404)", async () => {
    const declined = await call('POST', companyEndpoints.createAppointment.path, tok.dn, body({ contractId: ids.declined }));
    expect(declined.statusCode).toBe(422);
    expect(declined.json().message).toBe(COMPANY_MSG.appointmentClosedContract);
    expect((await call('POST', companyEndpoints.createAppointment.path, tok.dn, body({ contractId: ids.dn2Contract }))).statusCode).toBe(
      404,
    );
  });

  it("records the proposal, e-mails the operators' mailbox through the outbox, and lists it as the contract's latest", async () => {
    const res = await call('POST', companyEndpoints.createAppointment.path, tok.dn, body());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(COMPANY_MSG.appointmentCreated);
    expect(res.json().data).toMatchObject({ status: 'proposed', headcount: 80, contractCode: 'HDKSK-2026/001-MA' });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, COMPANY_OUTGOING.appointmentProposedSubject('HDKSK-2026/001-MA')));
    expect(mail).toMatchObject({ recipient: 'hotro@ytesaigon.vn', channel: 'email' });
    expect(mail!.body).toContain('Công ty Cổ phần Dược phẩm Minh An');
    await waitForOutbox(t, mail!.id);
    const last = (await get(`${companyEndpoints.lastAppointments.path}?contractId=${ids.big}`)).json().data.items;
    expect(last).toHaveLength(1);
    expect(last[0].id).toBe(res.json().data.id);
    expect((await get(`${companyEndpoints.lastAppointments.path}?contractId=${ids.dn2Contract}`)).statusCode).toBe(404);
    expect((await get(companyEndpoints.lastAppointments.path, tok.dn2)).json().data.items).toEqual([]);
  });
});

describe("a sub-user reads with 'unit.view' and 'contract.view', and changes nothing", () => {
  it('reads units, contracts and sets', async () => {
    for (const url of [
      companyEndpoints.subUnits.path,
      pathOf(companyEndpoints.subUnit, { id: ids.hn }),
      companyEndpoints.contracts.path,
      pathOf(companyEndpoints.contract, { id: ids.big }),
      companyEndpoints.groups.path,
      pathOf(companyEndpoints.employees, { id: ids.big }),
    ])
      expect((await get(url, tok.sub)).statusCode, url).toBe(200);
  });

  it('cannot edit or delete a unit, create a set or propose an exam day', async () => {
    expect((await call('PUT', pathOf(companyEndpoints.updateSubUnit, { id: ids.hn }), tok.sub, unitBody())).statusCode).toBe(403);
    expect((await call('DELETE', pathOf(companyEndpoints.deleteSubUnit, { id: ids.ct }), tok.sub)).statusCode).toBe(403);
    expect((await call('POST', companyEndpoints.createGroup.path, tok.sub, { name: 'Bộ', contractIds: [ids.big] })).statusCode).toBe(403);
    expect((await call('POST', companyEndpoints.createAppointment.path, tok.sub, { contractId: ids.big })).statusCode).toBe(403);
  });
});

describe('exam packages (spec 2 §7)', () => {
  it('anyone lists the published packages, with filters', async () => {
    const res = await t.app.inject({ url: `${examPackagePublicEndpoints.list.path}?limit=50` });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as Array<{ name: string; price: number; type: number; category: { id: string } }>;
    expect(items).toHaveLength(6);
    expect(items.map((p) => p.name)).not.toContain('Gói khám chuyên sâu (ngừng bán)');
    const cheap = (await t.app.inject({ url: `${examPackagePublicEndpoints.list.path}?maxPrice=900000&type=2` })).json().data.items;
    expect(cheap.map((p: { name: string }) => p.name).sort()).toEqual(
      ['Khám sức khỏe tuyển dụng', 'Khám sức khỏe định kỳ cho doanh nghiệp'].sort(),
    );
    const categories = (await get(companyEndpoints.packageCategories.path)).json().data as Array<{ id: string }>;
    expect(categories.length).toBeGreaterThanOrEqual(3);
    const inFirst = (await t.app.inject({ url: `${examPackagePublicEndpoints.list.path}?categoryId=${categories[0]!.id}` })).json().data
      .items;
    expect(inFirst.every((p: { category: { id: string } }) => p.category.id === categories[0]!.id)).toBe(true);
  });

  it('a company reads a package with its services, the services and the filters', async () => {
    const [first] = (await t.app.inject({ url: `${examPackagePublicEndpoints.list.path}?search=${encodeURIComponent('nâng cao')}` })).json()
      .data.items;
    const detail = (await get(pathOf(companyEndpoints.package, { id: first.id }))).json().data;
    expect(detail.services).toHaveLength(11);
    expect(detail.serviceCount).toBe(11);
    expect((await get(`${companyEndpoints.packageServices.path}?packageId=${first.id}&limit=50`)).json().data.pagination.count).toBe(11);
    expect((await get(companyEndpoints.packageFilterOptions.path)).json().data.types).toHaveLength(2);
    expect((await get(companyEndpoints.packageServiceFilterOptions.path)).json().data.groups.length).toBeGreaterThan(2);
    expect((await get(pathOf(companyEndpoints.package, { id: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404);
  });
});

describe('counts shown in lists come from the rows', () => {
  it("each sub-unit's contract count is the number of its contracts, and the desk's company row counts sub-units and contracts", async () => {
    const units = (await get(`${companyEndpoints.subUnits.path}?limit=50`)).json().data.items as { id: string; contractCount: number }[];
    const rows = await t.database.db
      .select({ companyId: companyContracts.companyId, n: sql<number>`count(*)::int` })
      .from(companyContracts)
      .where(eq(companyContracts.ownerId, ids.dn))
      .groupBy(companyContracts.companyId);
    const byUnit = new Map(rows.map((r) => [r.companyId, r.n]));
    expect(units.some((u) => u.contractCount > 0)).toBe(true);
    for (const u of units) expect(u.contractCount).toBe(byUnit.get(u.id) ?? 0);

    const admin = await operatorToken(t, 'admin_demo');
    const desk = (await get(companyDeskEndpoints.companies.path, admin)).json().data.items as {
      id: string;
      subUnitCount: number;
      contractCount: number;
    }[];
    const dn = desk.find((c) => c.id === ids.dn)!;
    expect(dn.subUnitCount).toBe(units.length);
    expect(dn.contractCount).toBe(rows.reduce((sum, r) => sum + r.n, 0));
  });
});

describe('the roster and contract lists read kept counts that stay right', () => {
  /** The roster as plain SQL reads it: every filter, the total and the first page by name. */
  async function expected(contractId: string, f: { gender?: number; isRegister?: boolean; healthStatus?: number; examState?: string }) {
    const e = contractEmployees;
    const where = and(
      eq(e.contractId, contractId),
      f.gender === undefined ? undefined : eq(e.gender, f.gender),
      f.isRegister === undefined ? undefined : f.isRegister ? sql`${e.examState} <> 'unregistered'` : eq(e.examState, 'unregistered'),
      f.healthStatus === undefined ? undefined : f.healthStatus === 0 ? sql`${e.healthClass} is null` : eq(e.healthClass, f.healthStatus),
      f.examState === undefined ? undefined : eq(e.examState, f.examState),
    );
    const total = await t.database.db.$count(e, where);
    const page = await t.database.db.select({ id: e.id }).from(e).where(where).orderBy(e.name, e.id).limit(7);
    return { total, ids: page.map((r) => r.id) };
  }
  const FILTERS = [
    {},
    { gender: 1 },
    { isRegister: true, gender: 1 },
    { isRegister: false, gender: 0 },
    { isRegister: true },
    { healthStatus: 0 },
    { healthStatus: 2, gender: 0 },
    { examState: 'full', healthStatus: 3 },
    { examState: 'absent', isRegister: true, gender: 1 },
    { examState: 'registered', isRegister: false },
  ];

  async function rosterMatchesRows(contractId: string) {
    for (const f of FILTERS) {
      const query = new URLSearchParams({ limit: '7', ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)])) });
      const res = await get(`${pathOf(companyEndpoints.employees, { id: contractId })}?${query}`);
      expect(res.statusCode, String(query)).toBe(200);
      const want = await expected(contractId, f);
      expect(res.json().data.pagination.count, String(query)).toBe(want.total);
      expect(
        res.json().data.items.map((e: { id: string }) => e.id),
        String(query),
      ).toEqual(want.ids);
    }
  }

  /** company_roster_counts and company_contract_list_counts against real counts of the rows. */
  async function countsMatchRows() {
    const { rows: roster } = await t.database.db.execute<{ diff: string }>(sql`
      select count(*)::text as diff from (
        (select contract_id, exam_state, gender, coalesce(health_class, 0) as h, count(*) as n from contract_employees group by 1, 2, 3, 4
         except select contract_id, exam_state, gender, health_class, n from company_roster_counts where n <> 0)
        union all
        (select contract_id, exam_state, gender, health_class, n from company_roster_counts where n <> 0
         except select contract_id, exam_state, gender, coalesce(health_class, 0), count(*) from contract_employees group by 1, 2, 3, 4)) d`);
    expect(roster[0]?.diff).toBe('0');
    const { rows: lists } = await t.database.db.execute<{ diff: string }>(sql`
      select count(*)::text as diff from (
        (select owner_id, company_id, status, contract_type_id, count(*) as n from company_contracts group by 1, 2, 3, 4
         except select owner_id, company_id, status, contract_type_id, n from company_contract_list_counts where n <> 0)
        union all
        (select owner_id, company_id, status, contract_type_id, n from company_contract_list_counts where n <> 0
         except select owner_id, company_id, status, contract_type_id, count(*) from company_contracts group by 1, 2, 3, 4)) d`);
    expect(lists[0]?.diff).toBe('0');
  }

  it('every filter of the roster: the total and the page are those of the rows', async () => {
    await countsMatchRows();
    await rosterMatchesRows(ids.big);
    // A page past the end: no rows, the same total.
    const past = (await get(`${pathOf(companyEndpoints.employees, { id: ids.big })}?page=999&limit=10&isRegister=true&gender=1`)).json()
      .data;
    expect(past.items).toEqual([]);
    expect(past.pagination.count).toBe((await expected(ids.big, { isRegister: true, gender: 1 })).total);
    // A contract that does not exist is 404, like another company's.
    expect((await get(pathOf(companyEndpoints.employees, { id: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404);
    expect((await get(pathOf(companyEndpoints.employees, { id: ids.dn2Contract }))).statusCode).toBe(404);
  });

  it('the counts follow inserts, updates and deletes of roster rows and contracts', async () => {
    const base = await contractByCode('HDKSK-2026/012-MA');
    const [c] = await t.database.db
      .insert(companyContracts)
      .values({ ...base, id: undefined, code: 'HDKSK-TEST/COUNTS', name: 'Đếm', createdAt: undefined, updatedAt: undefined })
      .returning();
    const contractId = c!.id;
    const states = ['unregistered', 'registered', 'scheduled', 'partial', 'full', 'absent'];
    await t.database.db.insert(contractEmployees).values(
      Array.from({ length: 60 }, (_, i) => ({
        contractId,
        cccd: String(200_000_000_000 + i),
        name: `Người đếm ${String(i).padStart(2, '0')}`,
        birthDate: '1990-01-01',
        gender: i % 2,
        examState: states[i % 6]!,
        healthClass: i % 4 === 0 ? null : 1 + (i % 5),
      })),
    );
    await countsMatchRows();
    await rosterMatchesRows(contractId);
    // Moves between every kept key at once, then some rows leave.
    await t.database.db
      .update(contractEmployees)
      .set({ examState: 'full', healthClass: 2, gender: sql`1 - ${contractEmployees.gender}` })
      .where(and(eq(contractEmployees.contractId, contractId), sql`${contractEmployees.cccd} < '200000000030'`));
    await t.database.db
      .delete(contractEmployees)
      .where(and(eq(contractEmployees.contractId, contractId), sql`${contractEmployees.cccd} >= '200000000050'`));
    await countsMatchRows();
    await rosterMatchesRows(contractId);
    const list = async () => (await get(`${companyEndpoints.contracts.path}?limit=1`)).json().data.pagination.count as number;
    const before = await list();
    const byStatus = async (status: string) =>
      (await get(`${companyEndpoints.contracts.path}?status=${status}`)).json().data.pagination.count as number;
    const drafts = await byStatus('draft');
    await t.database.db.update(companyContracts).set({ status: 'draft', companyId: ids.ct }).where(eq(companyContracts.id, contractId));
    await countsMatchRows();
    expect(await byStatus('draft')).toBe(drafts + (base.status === 'draft' ? 0 : 1));
    // Deleting a contract takes its roster (cascade) and its counts with it.
    await t.database.db.delete(companyContracts).where(eq(companyContracts.id, contractId));
    await countsMatchRows();
    expect(await list()).toBe(before - 1);
    expect((await get(`${companyEndpoints.contracts.path}?page=999&limit=10`)).json().data.pagination.count).toBe(before - 1);
  });
});
