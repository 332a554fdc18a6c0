import { MSG, operatorSelfEndpoints, authEndpoints, pathOf, profileEndpoints } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files, partners, users } from '../src/db/schema.ts';
import { approve, CLI_ACTOR } from '../src/modules/partners/desk-service.ts';
import { createTestApp, DEMO_PASSWORD, listFiles, login, multipart, SAMPLE_FILES, type TestApp } from './helpers.ts';
import { describeUploadRefusals } from './upload-suite.ts';

let t: TestApp;
beforeAll(async () => {
  // The refusals below register far more often than a person would from one address.
  t = await createTestApp({ REGISTER_RATE_MAX: '1000' });
});
afterAll(() => t.close());

const FIELDS = {
  username: 'ncc_moi',
  password: 'Moi@2026x',
  confirmPassword: 'Moi@2026x',
  supplierName: 'Công ty TNHH Y tế Bình An',
  ownerName: 'Đặng Văn Bình',
  taxCode: '0318888888',
  phone: '0987654321',
  email: 'lienhe@binhan.vn',
  introducerName: 'Phạm Thị Lan',
};
type Part = Parameters<typeof multipart>[0][number];
const license = (filename = 'giay-phep.pdf', content: Buffer = SAMPLE_FILES.pdf): Part => ({
  name: 'BusinessLicenseFile[]',
  filename,
  content,
  type: 'application/pdf',
});

function send(
  fields: Record<string, string>,
  fileParts: Part[] = [license()],
  type: 'provider' | 'company' | 'collaborator' = 'provider',
  on: TestApp = t,
  remoteAddress = '127.0.0.1',
) {
  const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...fileParts]);
  return on.app.inject({
    method: 'POST',
    url: pathOf(authEndpoints.register, { type }),
    payload: body.payload,
    headers: body.headers,
    remoteAddress,
  });
}

async function counts() {
  const [p, u, f] = await Promise.all([t.database.db.$count(partners), t.database.db.$count(users), t.database.db.$count(files)]);
  return { partners: p, users: u, files: f, stored: (await listFiles(t.filesDir)).length };
}

describeUploadRefusals({
  fileField: 'BusinessLicenseFile[]',
  send: (parts) => send(FIELDS, parts),
  app: () => t,
  rows: counts,
});

describe('registration', () => {
  let before: Awaited<ReturnType<typeof counts>>;
  beforeEach(async () => {
    before = await counts();
  });

  it('creates a pending partner with its licence files; login waits for approval', async () => {
    const res = await send({ ...FIELDS, username: 'ncc_binhan' }, [
      license('giay-phep.pdf'),
      license('anh.png', SAMPLE_FILES.png),
      license('logo.svg', SAMPLE_FILES.svg),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: MSG.registerSuccess, data: { username: 'ncc_binhan', status: 'pending' } });
    const after = await counts();
    expect(after).toEqual({ partners: before.partners + 1, users: before.users + 1, files: before.files + 3, stored: before.stored + 3 });
    const denied = await t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.login, { type: 'provider' }),
      payload: { username: 'ncc_binhan', password: 'Moi@2026x' },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MSG.accountPending);
    await approve(t.app.deps, CLI_ACTOR, { username: 'ncc_binhan' });
    const token = await login(t.app, 'provider', 'ncc_binhan', 'Moi@2026x');
    const list = await t.app.inject({
      url: pathOf(profileEndpoints.licenseFiles, { type: 'provider' }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      list
        .json()
        .data.map((f: { name: string }) => f.name)
        .sort(),
    ).toEqual(['anh.png', 'giay-phep.pdf', 'logo.svg']);
    const svg = list.json().data.find((f: { name: string }) => f.name === 'logo.svg');
    const download = await t.app.inject({
      url: pathOf(profileEndpoints.licenseFile, { type: 'provider', id: svg.id }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.svg)).toBe(true);
    // SVG is never served inline, and a sandbox CSP keeps any script in it inert.
    expect(download.headers['content-disposition']).toBe(`attachment; filename="logo.svg"; filename*=UTF-8''logo.svg`);
    expect(download.headers['content-security-policy']).toContain('sandbox');
    const [partner] = await t.database.db.select().from(partners).where(eq(partners.taxCode, FIELDS.taxCode));
    expect(partner?.code).toMatch(/^NCC-\d{6}$/);
  });

  it('ignores the same file picked twice', async () => {
    const res = await send({ ...FIELDS, username: 'ctv_trung', taxCode: '0318888899' }, [license(), license()], 'collaborator');
    expect(res.statusCode, res.body).toBe(200);
    expect((await counts()).files).toBe(before.files + 1);
  });

  it('keeps two different files that share a name and a size (the server compares content)', async () => {
    const other = Buffer.from(SAMPLE_FILES.pdf);
    other[9] = other[9] === 0x31 ? 0x32 : 0x31;
    expect(other.equals(SAMPLE_FILES.pdf)).toBe(false);
    const res = await send(
      { ...FIELDS, username: 'ctv_hai', taxCode: '0318888898' },
      [license(), license('giay-phep.pdf', other)],
      'collaborator',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await counts()).files).toBe(before.files + 2);
  });

  it('accepts a real Word document (.docx)', async () => {
    const res = await send(
      { ...FIELDS, username: 'ctv_word', taxCode: '0318888897' },
      [license('hop-dong.docx', SAMPLE_FILES.docx)],
      'collaborator',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await counts()).files).toBe(before.files + 1);
  });

  // Each rule of spec 1 §5 the form carries, refused with its message; nothing is written.
  it.each([
    ['username', '', MSG.required],
    ['password', 'abc', 'Mật khẩu yếu, vui lòng cập nhật lại. Cần ít nhất 8 ký tự, một chữ in hoa, một chữ số, một ký tự đặc biệt.'],
    ['confirmPassword', 'Khac@2026x', 'Mật khẩu mới đang không trùng nhau'],
    ['supplierName', 'Công ty 123', MSG.supplierName],
    ['ownerName', 'Đặng-Văn Bình', MSG.ownerName],
    ['taxCode', '03/18', 'Mã số thuế không đúng định dạng!'],
    ['phone', '12345', 'Số điện thoại phải có 10 chữ số và bắt đầu bằng số 0!'],
    ['email', 'khong-phai-email', 'Email không đúng định dạng!'],
    ['introducerName', 'Lan 2', MSG.introducerName],
  ])('refuses a bad %s with its message', async (field, value, message) => {
    const res = await send({ ...FIELDS, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await counts()).toEqual(before);
  });

  it('requires the business licence', async () => {
    const res = await send(FIELDS, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Vui lòng tải lên giấy phép đăng ký kinh doanh!');
    expect(await counts()).toEqual(before);
  });

  it('answers every broken rule at once, the missing licence among them', async () => {
    const res = await send({ ...FIELDS, phone: '12345', email: '<script>alert(1)</script>@x.vn', ownerName: 'Bình 2' }, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      phone: [MSG.phone],
      email: [MSG.email],
      ownerName: [MSG.ownerName],
      BusinessLicenseFile: [MSG.businessLicense],
    });
    expect(await counts()).toEqual(before);
  });

  it('is described in the OpenAPI document with its multipart fields', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const content = doc.paths['/api/partner/{type}/auth/register'].post.requestBody.content['multipart/form-data'];
    const text = JSON.stringify(content.schema);
    for (const field of [...Object.keys(FIELDS), 'BusinessLicenseFile[]']) expect(text, field).toContain(`"${field}"`);
  });

  it('refuses a taken username (409) and keeps nothing of the attempt', async () => {
    const res = await send({ ...FIELDS, username: 'NCC_DEMO' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.username).toEqual([MSG.usernameTaken]);
    expect(await counts()).toEqual(before);
  });

  it('two registrations racing for one login name: one is created, the other gets 409, never 500', async () => {
    const [a, b] = await Promise.all([
      send({ ...FIELDS, username: 'ncc_dua', taxCode: '0317777001' }),
      send({ ...FIELDS, username: 'ncc_dua', taxCode: '0317777002' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().errors.username).toEqual([MSG.usernameTaken]);
    expect((await counts()).partners).toBe(before.partners + 1);
    expect((await counts()).stored).toBe(before.stored + 1);
  });

  it('refuses a tax code already registered for the type (409)', async () => {
    const res = await send({ ...FIELDS, username: 'ncc_khac', taxCode: '0309876543' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.taxCode).toEqual([MSG.taxCodeTaken]);
    expect(await counts()).toEqual(before);
  });

  describe('multipart edges', () => {
    it('accepts exactly 10 MB', async () => {
      const max = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024 - SAMPLE_FILES.pdf.length, 0x20)]);
      const res = await send({ ...FIELDS, username: 'ncc_10mb', taxCode: '0318888777' }, [license('vua.pdf', max)]);
      expect(res.statusCode, res.body).toBe(200);
    });

    it('answers a broken multipart body with 4xx', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: pathOf(authEndpoints.register, { type: 'provider' }),
        payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
      expect(await counts()).toEqual(before);
    });

    it('answers a JSON body with 415', async () => {
      const res = await t.app.inject({ method: 'POST', url: pathOf(authEndpoints.register, { type: 'provider' }), payload: FIELDS });
      expect(res.statusCode).toBe(415);
    });
  });
});

describe('who exists', () => {
  it("never tells a stranger that an operator's login name exists: it registers like any new name", async () => {
    const res = await send({ ...FIELDS, username: 'admin_demo', taxCode: '0318888001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'admin_demo', status: 'pending' });
    // Two accounts of that name now, one in each namespace: the operator still signs in to the console.
    const operator = await t.app.inject({
      method: 'POST',
      url: operatorSelfEndpoints.login.path,
      payload: { username: 'admin_demo', password: DEMO_PASSWORD },
    });
    expect(operator.statusCode).toBe(200);
    expect(operator.json().data.type).toBe('operator');
  });

  it("keeps the spec's answer for a partner's own name taken, in any letter case", async () => {
    const res = await send({ ...FIELDS, username: 'NCC_DEMO', taxCode: '0318888002' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.username).toEqual([MSG.usernameTaken]);
  });

  it('counts registrations per address whatever their outcome, and says when to come back', async () => {
    const few = await createTestApp({ REGISTER_RATE_MAX: '3' });
    try {
      const taken = { ...FIELDS, username: 'ncc_thu', taxCode: '0309876543' };
      for (let i = 0; i < 3; i++) expect((await send(taken, [license()], 'provider', few, '10.9.0.1')).statusCode).toBe(409);
      const fourth = await send(taken, [license()], 'provider', few, '10.9.0.1');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toBe(MSG.tooManyAttempts);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      // Even a registration that would succeed waits; another address is untouched.
      expect(
        (await send({ ...FIELDS, username: 'ncc_cho', taxCode: '0318888003' }, [license()], 'provider', few, '10.9.0.1')).statusCode,
      ).toBe(429);
      expect(
        (await send({ ...FIELDS, username: 'ncc_cho', taxCode: '0318888003' }, [license()], 'provider', few, '10.9.0.2')).statusCode,
      ).toBe(200);
    } finally {
      await few.close();
    }
  });

  it('counts registrations sent at once: no more pass than the limit', async () => {
    const few = await createTestApp({ REGISTER_RATE_MAX: '3' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          send(
            { ...FIELDS, username: `ncc_dong_${i}`, taxCode: `03188881${String(i).padStart(2, '0')}` },
            [license()],
            'provider',
            few,
            '10.9.1.1',
          ),
        ),
      );
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
    } finally {
      await few.close();
    }
  });
});
