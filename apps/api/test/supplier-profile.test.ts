import { COMPANY_SIZES, MSG, SUPPLIER_CATEGORIES, SUPPLIER_MSG, pathOf, profileEndpoints, supplierLookupEndpoints } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, partners } from '../src/db/schema.ts';
import { bearer, createTestApp, listFiles, login, multipart, SAMPLE_FILES, type TestApp } from './helpers.ts';
import { partnerIdOf } from './orders-helpers.ts';

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tok.ctv = await login(t.app, 'collaborator', 'ctv_demo');
  tok.ctvStaff = await login(t.app, 'collaborator', 'ctv_tro_ly');
  tok.ncc = await login(t.app, 'provider', 'ncc_demo');
  tok.ncc2 = await login(t.app, 'provider', 'ncc_demo2');
  tok.dn = await login(t.app, 'company', 'dn_demo');
});
afterAll(() => t.close());

type Part = Parameters<typeof multipart>[0][number];
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const supplierOf = async (type: 'collaborator' | 'provider', token: string) =>
  (await get(pathOf(profileEndpoints.supplier, { type }), token)).json().data;

/** The form as the screen sends it: every field, the kept licence ids, the new file. */
function edit(type: 'collaborator' | 'provider', token: string, over: Record<string, string> = {}, extra: Part[] = []) {
  const fields = {
    isProfile: 'true',
    ownerName: 'Nguyễn Thu Hà',
    phoneNumber: '0912345678',
    email: 'thuha.ctv@gmail.com',
    categoryId: '7',
    size: String(COMPANY_SIZES.small.id),
    charterCapital: '750000000',
    ...over,
  };
  const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...extra]);
  return t.app.inject({
    method: 'PUT',
    url: pathOf(profileEndpoints.read, { type }),
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}
const pdfPart = (content = SAMPLE_FILES.pdf, filename = 'giay-phep.pdf'): Part => ({
  name: 'businessLicenseFile',
  filename,
  content,
  type: 'application/pdf',
});

describe('reference lists (spec 3 §7)', () => {
  it('answers provider types, the type-2 categories and the company sizes without a login', async () => {
    const types = await get(supplierLookupEndpoints.providerTypes.path);
    expect(types.statusCode).toBe(200);
    expect(types.json().data.map((x: { key: string }) => x.key)).toEqual(['collaborator', 'company', 'provider']);
    const categories = await get(`${supplierLookupEndpoints.categories.path}?type=2`);
    expect(categories.json().data.items).toEqual(SUPPLIER_CATEGORIES.map((c) => ({ id: c.id, name: c.name })));
    expect((await get(`${supplierLookupEndpoints.categories.path}?type=1`)).json().data.items).toEqual([]);
    expect((await get(`${supplierLookupEndpoints.categories.path}?type=x`)).statusCode).toBe(400);
    const sizes = await get(supplierLookupEndpoints.sizes.path);
    expect(sizes.json().data.small).toEqual(COMPANY_SIZES.small);
  });
});

describe('reading the supplier profile (spec 3 §3)', () => {
  it('gives a provider its statistics and licence, a collaborator none of the tender figures', async () => {
    const ncc = await supplierOf('provider', tok.ncc!);
    expect(ncc).toMatchObject({
      taxCode: '0309876543',
      categoryId: 1,
      category: { id: 1 },
      sizeKey: 'medium',
      charterCapital: 15_000_000_000,
    });
    expect(ncc.status).toBe(1);
    expect(ncc.applyTotal).toBeGreaterThan(0);
    expect(typeof ncc.signedTotal).toBe('number');
    expect(ncc.businessLicenseFile).toHaveLength(1);
    expect(ncc.businessLicenseFile[0]).toMatchObject({ contentType: 'application/pdf' });
    const ctv = await supplierOf('collaborator', tok.ctv!);
    expect(ctv).toMatchObject({ applyTotal: null, signedTotal: null, isCooperated: true, sizeKey: 'micro' });
  });

  it("reads an unmatched size as 'small' (spec 3 §9)", async () => {
    const ncc2 = await supplierOf('provider', tok.ncc2!);
    expect(ncc2).toMatchObject({ sizeKey: 'small', size: COMPANY_SIZES.small.id, charterCapital: null, businessLicenseFile: [] });
  });

  it('is a supplier’s: a company has none', async () => {
    expect((await get(pathOf(profileEndpoints.supplier, { type: 'company' }), tok.dn)).statusCode).toBeGreaterThanOrEqual(403);
  });
});

describe('editing the supplier profile (spec 3 §5, §7)', () => {
  it('saves every field with a new PDF, retires the old licence and answers the screen’s message', async () => {
    const before = await supplierOf('collaborator', tok.ctv!);
    const res = await edit('collaborator', tok.ctv!, { taxCode: before.taxCode, name: before.name, isCooperated: 'false' }, [pdfPart()]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SUPPLIER_MSG.updated);
    expect(SUPPLIER_MSG.updated).toBe('Thông tin hồ sơ doanh nghiệp đã được cập nhật thành công!');
    const data = res.json().data;
    expect(data).toMatchObject({
      ownerName: 'Nguyễn Thu Hà',
      categoryId: 7,
      sizeKey: 'small',
      charterCapital: 750_000_000,
      isCooperated: false,
    });
    expect(data.businessLicenseFile).toHaveLength(1);
    expect(data.businessLicenseFile[0].id).not.toBe(before.businessLicenseFile[0].id);
    expect((await get(data.businessLicenseFile[0].fullPath, tok.ctv)).statusCode).toBe(200);
    const [old] = await t.database.db.select().from(files).where(eq(files.id, before.businessLicenseFile[0].id));
    expect(old?.purpose).toBe('business_license_replaced');
  });

  it('keeps the licence it names (businessLicenseFields) without a new file', async () => {
    const before = await supplierOf('collaborator', tok.ctv!);
    const res = await edit('collaborator', tok.ctv!, { businessLicenseFields: before.businessLicenseFile[0].id, charterCapital: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.businessLicenseFile.map((f: { id: string }) => f.id)).toEqual([before.businessLicenseFile[0].id]);
    expect(res.json().data.charterCapital).toBeNull();
  });

  it('refuses a change of tax code with the spec’s message (spec 3 §5, verbatim)', async () => {
    const res = await edit('collaborator', tok.ctv!, { taxCode: '0100000001' }, [pdfPart()]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.taxCode).toEqual(['Mã số thuế không thể thay đổi sau khi được tạo']);
    expect(SUPPLIER_MSG.taxCodeLocked).toBe('Mã số thuế không thể thay đổi sau khi được tạo');
  });

  it('takes only a PDF, judged by its bytes, and stores nothing refused (spec 3 §5, verbatim)', async () => {
    const partnerId = await partnerIdOf(t, 'ctv_demo');
    const rowsBefore = await t.database.db.select().from(files).where(eq(files.partnerId, partnerId));
    const stored = await listFiles(t.filesDir);
    for (const part of [
      pdfPart(SAMPLE_FILES.png, 'giay-phep.pdf'),
      { name: 'businessLicenseFile', filename: 'giay-phep.docx', content: SAMPLE_FILES.docx },
    ]) {
      const res = await edit('collaborator', tok.ctv!, {}, [part]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Chỉ chấp nhận file PDF');
      expect(res.json().errors.businessLicenseFile).toEqual([SUPPLIER_MSG.licencePdfOnly]);
    }
    expect(SUPPLIER_MSG.licencePdfOnly).toBe('Chỉ chấp nhận file PDF');
    const two = await edit('collaborator', tok.ctv!, {}, [pdfPart(), pdfPart(Buffer.from(`${SAMPLE_FILES.pdf}%x\n`), 'hai.pdf')]);
    expect(two.statusCode).toBe(400);
    expect(two.json().errors.businessLicenseFile).toEqual([SUPPLIER_MSG.licenceSingle]);
    const none = await edit('collaborator', tok.ctv!, {});
    expect(none.json().errors.businessLicenseFile).toEqual([SUPPLIER_MSG.licenceRequired]);
    // A valid file with a broken field: refused, and the staged PDF goes with the request.
    const broken = await edit('collaborator', tok.ctv!, { charterCapital: '12.000.000' }, [pdfPart()]);
    expect(broken.statusCode).toBe(400);
    expect(await t.database.db.select().from(files).where(eq(files.partnerId, partnerId))).toHaveLength(rowsBefore.length);
    expect(await listFiles(t.filesDir)).toEqual(stored);
  });

  it('requires the category and the size, and charter capital in digits', async () => {
    const res = await edit('collaborator', tok.ctv!, { categoryId: '', size: '42', charterCapital: '1e9' }, [pdfPart()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      categoryId: [SUPPLIER_MSG.categoryRequired],
      size: [SUPPLIER_MSG.sizeRequired],
      charterCapital: [SUPPLIER_MSG.charterCapital],
    });
  });

  it('leaves the contact form (JSON) as it was, and the edit to suppliers’ main accounts', async () => {
    const json = await t.app.inject({
      method: 'PUT',
      url: pathOf(profileEndpoints.read, { type: 'collaborator' }),
      headers: bearer(tok.ctv!),
      payload: { email: 'thuha.ctv@gmail.com', phone: '0912345678' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().message).toBe(MSG.profileUpdated);
    expect((await edit('collaborator', tok.ctvStaff!, {}, [pdfPart()])).statusCode).toBe(403);
    expect((await edit('company' as 'provider', tok.dn!, {}, [pdfPart()])).statusCode).toBe(403);
    const [row] = await t.database.db
      .select({ size: partners.companySize })
      .from(partners)
      .where(and(eq(partners.taxCode, '0309876543'), eq(partners.type, 'provider')));
    expect(row?.size).toBe(COMPANY_SIZES.medium.id);
  });
});
