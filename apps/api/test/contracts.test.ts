import {
  CONTRACT_MSG,
  contractDeskEndpoints,
  contractEndpoints,
  contractLookupEndpoints,
  MSG,
  pathOf,
  operatorSelfEndpoints,
} from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contractFiles, contracts, outbox, partners, users } from '../src/db/schema.ts';
import { demoContractId, seedDemoContractFiles } from '../src/db/seed-contracts.ts';
import { bearer, createTestApp, DEMO_PASSWORD, listFiles, login, multipart, SAMPLE_FILES, type TestApp } from './helpers.ts';
import { describeUploadRefusals, multipartCall } from './upload-suite.ts';

let t: TestApp;
const tok = {} as Record<'ncc' | 'ncc2' | 'dn' | 'admin' | 'acct', string>;
let ncc2Contract = '';
let nccContract = '';
let nccPartner = '';

async function operatorToken(username: string) {
  const res = await t.app.inject({ method: 'POST', url: operatorSelfEndpoints.login.path, payload: { username, password: DEMO_PASSWORD } });
  return res.json().data.token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContractFiles(t.database.db, t.storage);
  tok.ncc = await login(t.app, 'provider', 'ncc_demo');
  tok.ncc2 = await login(t.app, 'provider', 'ncc_demo2');
  tok.dn = await login(t.app, 'company', 'dn_demo');
  tok.admin = await operatorToken('admin_demo');
  tok.acct = await operatorToken('qt_ketoan');
  nccContract = (await demoContractId(t.database.db, 'HD-2026/001-PNM'))!;
  ncc2Contract = (await demoContractId(t.database.db, 'HD-2026/007-SM'))!;
  const [u] = await t.database.db.select().from(users).where(eq(users.username, 'ncc_demo'));
  nccPartner = u!.partnerId!;
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const list = (query: Record<string, string>, token = tok.ncc) =>
  t.app.inject({ url: pathOf(contractEndpoints.list, { type: 'provider' }), query, headers: bearer(token) });
const codes = async (query: Record<string, string>) => (await list(query)).json().data.items.map((i: { code: string }) => i.code);

describe('provider contract list', () => {
  it('lists only the caller own contracts, signed newest first, 5 a page by default', async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    expect(pagination).toMatchObject({ page: 1, limit: 5, count: 6, totalCount: 6 });
    expect(items).toHaveLength(5);
    expect(items.every((i: { provider: { id: string } }) => i.provider.id === nccPartner)).toBe(true);
    expect(items.map((i: { code: string }) => i.code)).not.toContain('HD-2026/007-SM');
    const dates = items.map((i: { dateSigned: string }) => i.dateSigned);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = items.find((i: { code: string }) => i.code === 'HD-2026/001-PNM');
    expect(first).toMatchObject({ status: 'Active', statusName: 'Đang hiệu lực', fileCount: 2, totalValue: 1_250_000_000 });
    expect(first.latestSupply).toMatchObject({ progressType: 1, date: '2026-04-15', name: 'Giao hàng đợt 2' });
    expect(first.latestPayment).toMatchObject({ progressType: 2, date: '2026-02-05' });
  });

  it('ncc_demo2 sees its own and never ncc_demo`s', async () => {
    const res = await list({}, tok.ncc2);
    expect(res.json().data.items.map((i: { code: string }) => i.code)).toEqual(['HD-2026/007-SM']);
  });

  it('filters: search, status (key or code), type, category, value range, signed day in both formats', async () => {
    expect(await codes({ search: 'găng tay' })).toEqual(['HD-2026/030-PNM']);
    expect(await codes({ search: '2025/118' })).toEqual(['HD-2025/118-PNM']);
    expect((await codes({ status: 'Ended', limit: '50' })).sort()).toEqual(['HD-2025/090-PNM', 'HD-2025/118-PNM']);
    expect((await codes({ status: '1', limit: '50' })).sort()).toEqual(['HD-2026/001-PNM', 'HD-2026/030-PNM']);
    expect(await codes({ contractType: '3' })).toEqual(['HD-2026/014-PNM']);
    const options = (await get(pathOf(contractEndpoints.optionFields, { type: 'provider' }), tok.ncc)).json().data;
    const device = options.categories.find((c: { name: string }) => c.name === 'Thiết bị y tế');
    expect(await codes({ categoryId: device.id })).toEqual(['HD-2026/021-PNM']);
    expect(await codes({ category: device.id })).toEqual(['HD-2026/021-PNM']);
    expect((await codes({ minTotalValue: '300000000', maxTotalValue: '700000000', limit: '50' })).sort()).toEqual([
      'HD-2025/090-PNM',
      'HD-2025/118-PNM',
      'HD-2026/021-PNM',
    ]);
    expect(await codes({ dateSigned: '2026/01/05' })).toEqual(['HD-2026/001-PNM']);
    expect(await codes({ dateStart: '2026-01-05' })).toEqual(['HD-2026/001-PNM']);
    expect(await codes({ sorting: 'totalValue:asc', limit: '2' })).toEqual(['HD-2026/014-PNM', 'HD-2026/030-PNM']);
    expect(await codes({ order_by: 'totalValue', order: 'desc', limit: '1' })).toEqual(['HD-2026/001-PNM']);
    // Page 2 of 5 holds the sixth.
    expect((await list({ page: '2' })).json().data.items).toHaveLength(1);
  });

  it('never trusts childrenCompanyId: another partner id changes nothing', async () => {
    const [other] = await t.database.db.select().from(users).where(eq(users.username, 'ncc_demo2'));
    const res = await list({ childrenCompanyId: other!.partnerId!, limit: '50' });
    expect(res.json().data.pagination.totalCount).toBe(6);
  });

  it('refuses bad filters with Vietnamese messages, never a 500', async () => {
    const long = await list({ search: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Tìm kiếm tối đa 50 ký tự!');
    expect(long.json().errors.search).toEqual([MSG.search]);
    for (const [query, message] of [
      [{ dateSigned: '2026/02/30' }, CONTRACT_MSG.date],
      [{ dateStart: 'hôm qua' }, CONTRACT_MSG.date],
      [{ minTotalValue: '-1' }, CONTRACT_MSG.value],
      [{ minTotalValue: '10', maxTotalValue: '5' }, CONTRACT_MSG.valueRange],
      [{ status: 'Closed' }, 'Trạng thái hợp đồng không hợp lệ!'],
      [{ sorting: 'password' }, 'Cột sắp xếp không hợp lệ!'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("collaborators have no contracts (403), a company's path lists its own (modules/companies), anonymous 401", async () => {
    expect((await get(pathOf(contractEndpoints.list, { type: 'collaborator' }), tok.dn)).statusCode).toBe(403);
    const company = await get(pathOf(contractEndpoints.list, { type: 'company' }), tok.dn);
    expect(company.statusCode).toBe(200);
    expect(company.json().data.items.every((c: { code: string }) => c.code.startsWith('HDKSK-'))).toBe(true);
    expect((await t.app.inject({ url: pathOf(contractEndpoints.list, { type: 'provider' }) })).statusCode).toBe(401);
  });
});

describe('provider contract detail and files', () => {
  it('detail holds files and progress newest first', async () => {
    const res = await get(pathOf(contractEndpoints.detail, { type: 'provider', id: nccContract }), tok.ncc);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.files.map((f: { name: string }) => f.name).sort()).toEqual(['Hop-dong-HD-2026-001.pdf', 'Phu-luc-danh-muc-vat-tu.pdf']);
    expect(data.progress.map((p: { date: string }) => p.date)).toEqual(['2026-04-15', '2026-02-05', '2026-01-20']);
    expect(data.contractCategory).toMatchObject({ name: 'Vật tư tiêu hao' });
    expect(data.contractTypeName).toBe('Hợp đồng cung cấp vật tư, hóa chất');
  });

  it('another provider`s contract, its file and its archive are 404', async () => {
    const other = await get(pathOf(contractEndpoints.detail, { type: 'provider', id: ncc2Contract }), tok.ncc);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MSG.notFound);
    const otherFile = (await get(pathOf(contractEndpoints.detail, { type: 'provider', id: ncc2Contract }), tok.ncc2)).json().data.files[0]
      .id;
    expect((await get(pathOf(contractEndpoints.file, { type: 'provider', id: ncc2Contract, fileId: otherFile }), tok.ncc)).statusCode).toBe(
      404,
    );
    // Own contract, another contract's file id: also 404.
    expect((await get(pathOf(contractEndpoints.file, { type: 'provider', id: nccContract, fileId: otherFile }), tok.ncc)).statusCode).toBe(
      404,
    );
    expect((await get(pathOf(contractEndpoints.downloadAll, { type: 'provider', id: ncc2Contract }), tok.ncc)).statusCode).toBe(404);
    // Not an id at all: names nothing either, 404 with the not-found text.
    const malformed = await get(pathOf(contractEndpoints.detail, { type: 'provider', id: 'not-an-id' }), tok.ncc);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe(MSG.notFound);
  });

  it('a file downloads as an attachment with its name', async () => {
    const detail = (await get(pathOf(contractEndpoints.detail, { type: 'provider', id: nccContract }), tok.ncc)).json().data;
    const file = detail.files.find((f: { name: string }) => f.name === 'Hop-dong-HD-2026-001.pdf');
    const res = await get(pathOf(contractEndpoints.file, { type: 'provider', id: nccContract, fileId: file.id }), tok.ncc);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Hop-dong-HD-2026-001.pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('download-all streams a ZIP holding every document', async () => {
    const res = await get(pathOf(contractEndpoints.downloadAll, { type: 'provider', id: nccContract }), tok.ncc);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; .*hop-dong-HD-2026_001-PNM\.zip/);
    const entries = await unzip(res.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(['Hop-dong-HD-2026-001.pdf', 'Phu-luc-danh-muc-vat-tu.pdf']);
    expect(entries['Hop-dong-HD-2026-001.pdf']!.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('download-all of a contract without documents is a clear 404', async () => {
    const empty = (await demoContractId(t.database.db, 'HD-2026/014-PNM'))!;
    const res = await get(pathOf(contractEndpoints.downloadAll, { type: 'provider', id: empty }), tok.ncc);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CONTRACT_MSG.noFiles);
  });

  it('lookups: statuses with keys, types, categories', async () => {
    const statuses = (await t.app.inject({ url: `${contractLookupEndpoints.statusList.path}?type=provider` })).json().data;
    expect(statuses.map((s: { key: string }) => s.key)).toEqual(['Draft', 'Active', 'Suspended', 'Ended']);
    const types = (await get(pathOf(contractEndpoints.types, { type: 'provider' }), tok.ncc)).json().data;
    expect(types[0]).toMatchObject({ id: 1, key: 1 });
    expect((await get(pathOf(contractEndpoints.categories, { type: 'provider' }), tok.ncc)).json().data.length).toBeGreaterThan(3);
  });
});

function unzip(buffer: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out: Record<string, Buffer> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out[entry.fileName] = Buffer.concat(chunks);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}

describe('operator contract desk', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    partnerId: nccPartner,
    name: 'Cung cấp bông băng gạc',
    code: 'HD-TEST/001',
    status: 'Active',
    contractType: 1,
    dateSigned: '2026-05-02',
    dateFrom: '2026-05-10',
    dateTo: '2026-11-30',
    totalValue: 45_000_000,
    contactName: 'Võ Thành Nam',
    contactPhone: '0287300111',
    contactEmail: 'kinhdoanh@phuongnammed.vn',
    contactPosition: 'Giám đốc kinh doanh',
    ...over,
  });
  const post = (url: string, payload: object, token = tok.admin) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const auditOf = (id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'contract'), eq(auditLog.objectId, id)))
      .orderBy(desc(auditLog.at));

  it('creates a contract, e-mails the provider through the queue and records the audit trail', async () => {
    const res = await post(contractDeskEndpoints.create.path, body());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CONTRACT_MSG.created);
    const created = res.json().data;
    expect(created).toMatchObject({ code: 'HD-TEST/001', status: 'Active', provider: { id: nccPartner } });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'kinhdoanh@phuongnammed.vn'))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail?.subject).toContain('HD-TEST/001');
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'create', operatorUsername: 'admin_demo' });
    expect(entry!.changes.code).toEqual([null, 'HD-TEST/001']);
    // The provider sees it at once.
    expect(await codes({ search: 'HD-TEST/001' })).toEqual(['HD-TEST/001']);
  });

  it('refuses a bad contract with field messages and writes nothing', async () => {
    const before = await t.database.db.$count(contracts);
    const res = await post(contractDeskEndpoints.create.path, body({ code: 'HD-TEST/002', name: '', contactPhone: '123', totalValue: -5 }));
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.name).toEqual([MSG.required]);
    const period = await post(contractDeskEndpoints.create.path, body({ code: 'HD-TEST/002', dateTo: '2026-01-01' }));
    expect(period.statusCode).toBe(400);
    expect(period.json().errors.dateTo).toEqual([CONTRACT_MSG.period]);
    expect(errors.contactPhone).toEqual([MSG.phone]);
    expect(errors.totalValue).toEqual([CONTRACT_MSG.value]);
    const dup = await post(contractDeskEndpoints.create.path, body({ code: 'hd-2026/001-pnm' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.code).toEqual([CONTRACT_MSG.codeTaken]);
    const [company] = await t.database.db.select().from(users).where(eq(users.username, 'dn_demo'));
    const notProvider = await post(contractDeskEndpoints.create.path, body({ code: 'HD-TEST/003', partnerId: company!.partnerId }));
    expect(notProvider.statusCode).toBe(400);
    expect(notProvider.json().errors.partnerId).toEqual([CONTRACT_MSG.partner]);
    expect(await t.database.db.$count(contracts)).toBe(before);
  });

  it('edits, changes status, adds and removes files and progress, each audited', async () => {
    const id = (await demoContractId(t.database.db, 'HD-2026/030-PNM'))!;
    const put = await t.app.inject({
      method: 'PUT',
      url: pathOf(contractDeskEndpoints.update, { id }),
      payload: body({ code: 'HD-2026/030-PNM', name: 'Cung cấp găng tay, khẩu trang y tế', totalValue: 180_000_000 }),
      headers: bearer(tok.admin),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.totalValue).toBe(180_000_000);

    const status = await post(pathOf(contractDeskEndpoints.status, { id }), { status: 'Ended' });
    expect(status.json().data.status).toBe('Ended');

    const form = multipart([{ name: 'Files', filename: 'Bien-ban-giao-hang.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' }]);
    const up = await t.app.inject({
      method: 'POST',
      url: pathOf(contractDeskEndpoints.addFiles, { id }),
      payload: form.payload,
      headers: { ...form.headers, ...bearer(tok.admin) },
    });
    expect(up.statusCode).toBe(200);
    const fileId = up.json().data.files[0].id;
    // The provider downloads what the operator uploaded.
    const download = await get(pathOf(contractEndpoints.file, { type: 'provider', id, fileId }), tok.ncc);
    expect(download.statusCode).toBe(200);

    const progress = await post(pathOf(contractDeskEndpoints.addProgress, { id }), {
      progressType: 2,
      date: '2026/05/20',
      name: 'Thanh toán đợt 1',
      content: '',
    });
    expect(progress.statusCode).toBe(200);
    const entry = progress.json().data.progress.find((p: { name: string }) => p.name === 'Thanh toán đợt 1');
    expect(entry).toMatchObject({ progressType: 2, date: '2026-05-20' });
    const badProgress = await post(pathOf(contractDeskEndpoints.addProgress, { id }), { progressType: 0, date: '2026-05-20', name: 'x' });
    expect(badProgress.statusCode).toBe(400);
    expect(badProgress.json().errors.progressType).toEqual([CONTRACT_MSG.progressType]);

    const delProgress = await t.app.inject({
      method: 'DELETE',
      url: pathOf(contractDeskEndpoints.removeProgress, { id, progressId: entry.id }),
      headers: bearer(tok.admin),
    });
    expect(delProgress.statusCode).toBe(200);
    const delFile = await t.app.inject({
      method: 'DELETE',
      url: pathOf(contractDeskEndpoints.removeFile, { id, fileId }),
      headers: bearer(tok.admin),
    });
    expect(delFile.statusCode).toBe(200);
    expect((await get(pathOf(contractEndpoints.file, { type: 'provider', id, fileId }), tok.ncc)).statusCode).toBe(404);

    const actions = (await auditOf(id)).map((a) => a.action).reverse();
    expect(actions).toEqual(['update', 'status', 'add_files', 'add_progress', 'remove_progress', 'remove_file']);
  });

  it('a refused upload keeps no file and no row', async () => {
    const id = (await demoContractId(t.database.db, 'HD-2026/014-PNM'))!;
    const before = await listFiles(t.filesDir);
    const form = multipart([
      { name: 'Files', filename: 'ok.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' },
      { name: 'Files', filename: 'fake.pdf', content: Buffer.from('not a pdf at all'), type: 'application/pdf' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(contractDeskEndpoints.addFiles, { id }),
      payload: form.payload,
      headers: { ...form.headers, ...bearer(tok.admin) },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.fileType('fake.pdf'));
    expect(await listFiles(t.filesDir)).toEqual(before);
    expect((await get(pathOf(contractDeskEndpoints.detail, { id }), tok.admin)).json().data.files).toEqual([]);
  });

  it('the accountant reads the desk but cannot write; partners never reach it', async () => {
    expect((await get(contractDeskEndpoints.list.path, tok.acct)).statusCode).toBe(200);
    expect((await post(contractDeskEndpoints.create.path, body({ code: 'HD-TEST/009' }), tok.acct)).statusCode).toBe(403);
    expect((await get(contractDeskEndpoints.list.path, tok.ncc)).statusCode).toBe(403);
  });

  it('lists every partner`s contracts with filters', async () => {
    const [p2] = await t.database.db.select().from(partners).where(eq(partners.code, 'NCC-000006'));
    const res = await get(`${contractDeskEndpoints.list.path}?partnerId=${p2!.id}`, tok.admin);
    expect(res.json().data.items.map((i: { code: string }) => i.code)).toEqual(['HD-2026/007-SM']);
    const ended = await get(`${contractDeskEndpoints.list.path}?status=Ended&limit=100`, tok.admin);
    expect(ended.json().data.items.every((i: { status: string }) => i.status === 'Ended')).toBe(true);
  });
});

describeUploadRefusals({
  route: 'contract documents',
  fileField: 'Files',
  app: () => t,
  rows: () => t.database.db.$count(contractFiles),
  send: multipartCall({ app: () => t, url: () => pathOf(contractDeskEndpoints.addFiles, { id: nccContract }), token: () => tok.admin }),
});
