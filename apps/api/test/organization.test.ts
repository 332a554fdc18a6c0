import {
  MSG,
  ORGANIZATION_LOGO_FIELD,
  ORGANIZATION_MSG,
  organizationDeskEndpoints,
  organizationEndpoints,
  pathOf,
  shellEndpoints,
} from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files } from '../src/db/schema.ts';
import { DEMO_ORGANIZATION } from '../src/db/seed-organization.ts';
import { bearer, createTestApp, listFiles, multipart, SAMPLE_FILES, type TestApp } from './helpers.ts';
import { operatorToken } from './orders-helpers.ts';

let t: TestApp;
let admin: string;
let accountant: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t, 'admin_demo');
  accountant = await operatorToken(t, 'qt_ketoan');
});
afterAll(() => t.close());

const { bankName: _, ...seeded } = { ...DEMO_ORGANIZATION, bankName: '' };
const body = (over: Record<string, unknown> = {}) => ({ ...seeded, ...over });
const save = (payload: unknown, token = admin) =>
  t.app.inject({ method: 'PUT', url: organizationDeskEndpoints.save.path, headers: bearer(token), payload: payload as object });
const footer = async () => (await t.app.inject({ url: shellEndpoints.footer.path })).json().data as Record<string, string>;
const uploadLogo = (content: Buffer, filename = 'logo.png', type = 'image/png') => {
  const form = multipart([{ name: ORGANIZATION_LOGO_FIELD, filename, content, type }]);
  return t.app.inject({
    method: 'POST',
    url: organizationDeskEndpoints.uploadLogo.path,
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
};

describe("'Thông tin đơn vị'", () => {
  it('the administrator reads the seeded owner; another role may not', async () => {
    const res = await t.app.inject({ url: organizationDeskEndpoints.get.path, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ ...DEMO_ORGANIZATION, bankName: 'Vietcombank', logoUrl: null });
    expect((await t.app.inject({ url: organizationDeskEndpoints.get.path, headers: bearer(accountant) })).statusCode).toBe(403);
    expect((await save(body({ shortName: 'X' }), accountant)).statusCode).toBe(403);
  });

  it("refuses an account holder that is not the owner's name without marks, and says why", async () => {
    const other = await save(body({ accountHolder: 'CONG TY CP XET NGHIEM Y KHOA AN TAM' }));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.accountHolder).toEqual([ORGANIZATION_MSG.accountHolderName(DEMO_ORGANIZATION.accountHolder)]);
    const accented = await save(body({ accountHolder: DEMO_ORGANIZATION.legalName }));
    expect(accented.json().errors.accountHolder).toEqual([ORGANIZATION_MSG.accountHolderAccents]);
    const half = await save(body({ accountNumber: '', accountHolder: '' }));
    expect(half.json().errors).toEqual({
      accountNumber: [ORGANIZATION_MSG.bankIncomplete],
      accountHolder: [ORGANIZATION_MSG.bankIncomplete],
    });
    const missing = await save(body({ legalName: '', taxCode: 'abc' }));
    expect(missing.json().errors).toMatchObject({ legalName: [MSG.required], taxCode: [MSG.taxCode] });
    // Nothing was written by the refused calls.
    const after = await t.app.inject({ url: organizationDeskEndpoints.get.path, headers: bearer(admin) });
    expect(after.json().data).toMatchObject(DEMO_ORGANIZATION);
  });

  it('saves (the short form a bank prints is accepted), audits, and every place that names the owner follows', async () => {
    const res = await save(
      body({
        legalName: 'Công ty Cổ phần Xét nghiệm Đông Á',
        shortName: 'Đông Á',
        accountHolder: 'CONG TY CP XET NGHIEM DONG A',
        hotline: '028 3999 8888',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      legalName: 'Công ty Cổ phần Xét nghiệm Đông Á',
      accountHolder: 'CONG TY CP XET NGHIEM DONG A',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectType, 'organization'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry?.changes).toMatchObject({ legalName: [DEMO_ORGANIZATION.legalName, 'Công ty Cổ phần Xét nghiệm Đông Á'] });
    // The footer's owner block, at once (its cache is forgotten with the save).
    expect(await footer()).toMatchObject({
      companyName: 'Công ty Cổ phần Xét nghiệm Đông Á',
      companyShortName: 'Đông Á',
      headerHotlinePhone: '028 3999 8888',
      supportPhone: '028 3999 8888',
      copyright: expect.stringContaining('Công ty Cổ phần Xét nghiệm Đông Á'),
    });
  });

  it('takes a PNG logo that the footer shows; a replaced logo is gone; a file that is no image is refused and not kept', async () => {
    const first = await uploadLogo(SAMPLE_FILES.png);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().data.logoUrl as string;
    expect(firstUrl).toMatch(/^\/api\/partner\/organization\/logo\/[0-9a-f-]{36}$/);
    const served = await t.app.inject({ url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await footer()).companyLogo).toBe(firstUrl);

    const second = await uploadLogo(SAMPLE_FILES.png, 'logo-moi.png');
    const secondUrl = second.json().data.logoUrl as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ url: firstUrl })).statusCode).toBe(404);
    expect(await t.database.db.select().from(files).where(eq(files.purpose, 'organization_logo'))).toHaveLength(1);

    const stored = (await listFiles(t.filesDir)).length;
    const fake = await uploadLogo(Buffer.from('không phải ảnh'), 'logo.png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toMatch(/logo\.png/);
    expect((await listFiles(t.filesDir)).length).toBe(stored);
    expect((await t.app.inject({ url: organizationDeskEndpoints.get.path, headers: bearer(admin) })).json().data.logoUrl).toBe(secondUrl);

    const removed = await t.app.inject({ method: 'DELETE', url: organizationDeskEndpoints.removeLogo.path, headers: bearer(admin) });
    expect(removed.json().data.logoUrl).toBeNull();
    expect((await t.app.inject({ url: secondUrl })).statusCode).toBe(404);
    expect((await footer()).companyLogo).toBeUndefined();
    const logoRows = await t.database.db
      .select()
      .from(files)
      .where(and(eq(files.purpose, 'organization_logo')));
    expect(logoRows).toEqual([]);
    expect(pathOf(organizationEndpoints.logo, { id: 'x' })).toBe('/api/partner/organization/logo/x');
  });

  it('two saves at once both land whole: the row is locked, never half of each', async () => {
    const a = body({ shortName: 'Một', address: 'Địa chỉ một' });
    const b = body({ shortName: 'Hai', address: 'Địa chỉ hai' });
    const [ra, rb] = await Promise.all([save(a), save(b)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const now = (await t.app.inject({ url: organizationDeskEndpoints.get.path, headers: bearer(admin) })).json().data;
    expect([
      ['Một', 'Địa chỉ một'],
      ['Hai', 'Địa chỉ hai'],
    ]).toContainEqual([now.shortName, now.address]);
  });
});
