import {
  MSG,
  PRODUCT_IMAGE_EXTENSIONS,
  PRODUCT_LIMITS,
  PRODUCT_MSG,
  pathOf,
  productDeskEndpoints,
  productEndpoints,
  operatorSelfEndpoints,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products, users } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_PASSWORD, listFiles, login, multipart, SAMPLE_FILES, type TestApp } from './helpers.ts';
import { describeUploadRefusals, multipartCall } from './upload-suite.ts';

let t: TestApp;
const tok = {} as Record<'ncc' | 'ncc2' | 'dn' | 'admin' | 'content', string>;
let nccPartner = '';

beforeAll(async () => {
  t = await createTestApp();
  tok.ncc = await login(t.app, 'provider', 'ncc_demo');
  tok.ncc2 = await login(t.app, 'provider', 'ncc_demo2');
  tok.dn = await login(t.app, 'company', 'dn_demo');
  for (const [key, username] of [
    ['admin', 'admin_demo'],
    ['content', 'qt_noidung'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: operatorSelfEndpoints.login.path,
      payload: { username, password: DEMO_PASSWORD },
    });
    tok[key] = res.json().data.token;
  }
  const [u] = await t.database.db.select().from(users).where(eq(users.username, 'ncc_demo'));
  nccPartner = u!.partnerId!;
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Bông gòn y tế 1 kg',
  code: 'BONG-1KG',
  unit: 'Gói',
  category: 'Vật tư',
  description: 'Bông thấm nước',
  price: 125000,
  status: 'selling',
  ...over,
});
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = tok.ncc, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const ownIds = async (token: string) =>
  (await call('GET', `${pathOf(productEndpoints.list, { type: 'provider' })}?limit=100`, token))
    .json()
    .data.items.map((p: { id: string }) => p.id);

describe('provider products', () => {
  it('lists only the caller`s own products, searchable and filtered by status', async () => {
    const res = await call('GET', pathOf(productEndpoints.list, { type: 'provider' }));
    expect(res.statusCode).toBe(200);
    const names = res.json().data.items.map((p: { name: string }) => p.name);
    expect(names).toContain('Ống nghiệm EDTA 2 ml');
    expect(names).not.toContain('Test nhanh HIV 1/2');
    const stopped = (await call('GET', `${pathOf(productEndpoints.list, { type: 'provider' })}?status=stopped`)).json().data.items;
    expect(stopped.map((p: { code: string }) => p.code)).toEqual(['HC-GLU-500']);
    const search = (await call('GET', `${pathOf(productEndpoints.list, { type: 'provider' })}?search=kim`)).json().data.items;
    expect(search.map((p: { code: string }) => p.code)).toEqual(['KIM-21G']);
    const long = await call('GET', `${pathOf(productEndpoints.list, { type: 'provider' })}?search=${'x'.repeat(51)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MSG.search);
  });

  it('creates, updates and deletes its own product', async () => {
    const created = await call('POST', pathOf(productEndpoints.create, { type: 'provider' }), tok.ncc, body());
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(PRODUCT_MSG.created);
    const id = created.json().data.id;
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row?.partnerId).toBe(nccPartner);
    // A price typed with dot grouping is the same number.
    const updated = await call(
      'PUT',
      pathOf(productEndpoints.update, { type: 'provider', id }),
      tok.ncc,
      body({ price: '1.250.000', status: 'stopped' }),
    );
    expect(updated.json().data).toMatchObject({ price: 1_250_000, status: 'stopped' });
    expect((await call('GET', pathOf(productEndpoints.detail, { type: 'provider', id }))).json().data.name).toBe('Bông gòn y tế 1 kg');
    expect((await call('DELETE', pathOf(productEndpoints.remove, { type: 'provider', id }))).statusCode).toBe(200);
    expect((await call('GET', pathOf(productEndpoints.detail, { type: 'provider', id }))).statusCode).toBe(404);
  });

  it('refuses bad input with the field`s message; a duplicate code is 409', async () => {
    const res = await call(
      'POST',
      pathOf(productEndpoints.create, { type: 'provider' }),
      tok.ncc,
      body({ name: '', code: 'có dấu', unit: 'Tấn', price: -1, status: 'x' }),
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.name).toEqual([MSG.required]);
    expect(errors.code).toEqual([PRODUCT_MSG.code]);
    expect(errors.unit).toEqual([PRODUCT_MSG.unit]);
    expect(errors.price).toEqual([PRODUCT_MSG.price]);
    expect(errors.status).toEqual(['Trạng thái sản phẩm không hợp lệ!']);
    const dup = await call('POST', pathOf(productEndpoints.create, { type: 'provider' }), tok.ncc, body({ code: 'kim-21g' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.code).toEqual([PRODUCT_MSG.codeTaken]);
    // Another provider may use the same code.
    expect(
      (await call('POST', pathOf(productEndpoints.create, { type: 'provider' }), tok.ncc2, body({ code: 'KIM-21G' }))).statusCode,
    ).toBe(200);
  });

  it('another provider`s product is 404 for every call, and stays unchanged', async () => {
    const [other] = await ownIds(tok.ncc2);
    for (const [method, url, payload] of [
      ['GET', pathOf(productEndpoints.detail, { type: 'provider', id: other })],
      ['PUT', pathOf(productEndpoints.update, { type: 'provider', id: other }), body({ code: 'X-1' })],
      ['DELETE', pathOf(productEndpoints.remove, { type: 'provider', id: other })],
      ['DELETE', pathOf(productEndpoints.removeImage, { type: 'provider', id: other, fileId: other })],
      ['GET', pathOf(productEndpoints.image, { type: 'provider', id: other, fileId: other })],
    ] as const) {
      const res = await call(method, url, tok.ncc, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', pathOf(productEndpoints.detail, { type: 'provider', id: other }), tok.ncc2)).statusCode).toBe(200);
    expect((await call('GET', pathOf(productEndpoints.list, { type: 'provider' }), tok.dn)).statusCode).toBe(403);
  });

  it('images: raster only, shown inline, removable; a refused upload keeps nothing', async () => {
    const [id] = await ownIds(tok.ncc);
    const form = multipart([
      { name: 'Images', filename: 'anh.png', content: SAMPLE_FILES.png, type: 'image/png' },
      { name: 'Images', filename: 'anh2.jpg', content: SAMPLE_FILES.jpg, type: 'image/jpeg' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(productEndpoints.addImages, { type: 'provider', id }),
      payload: form.payload,
      headers: { ...form.headers, ...bearer(tok.ncc) },
    });
    expect(res.statusCode).toBe(200);
    const images = res.json().data.images;
    expect(images.map((i: { name: string }) => i.name)).toEqual(['anh.png', 'anh2.jpg']);
    const shown = await call('GET', pathOf(productEndpoints.image, { type: 'provider', id, fileId: images[0].id }));
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
    expect(shown.headers['content-type']).toBe('image/png');

    const before = await listFiles(t.filesDir);
    for (const [filename, content] of [
      ['tai-lieu.pdf', SAMPLE_FILES.pdf],
      ['logo.svg', SAMPLE_FILES.svg],
    ] as const) {
      const bad = multipart([{ name: 'Images', filename, content }]);
      const refused = await t.app.inject({
        method: 'POST',
        url: pathOf(productEndpoints.addImages, { type: 'provider', id }),
        payload: bad.payload,
        headers: { ...bad.headers, ...bearer(tok.ncc) },
      });
      expect(refused.statusCode).toBe(415);
      expect(refused.json().message).toBe(MSG.fileType(filename));
    }
    expect(await listFiles(t.filesDir)).toEqual(before);

    const removed = await call('DELETE', pathOf(productEndpoints.removeImage, { type: 'provider', id, fileId: images[0].id }));
    expect(removed.json().data.images.map((i: { name: string }) => i.name)).toEqual(['anh2.jpg']);
    expect((await call('GET', pathOf(productEndpoints.image, { type: 'provider', id, fileId: images[0].id }))).statusCode).toBe(404);
  });

  it('operators read a partner`s products in the console (partners.view), others cannot', async () => {
    const res = await call('GET', pathOf(productDeskEndpoints.partnerProducts, { id: nccPartner }), tok.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.length).toBeGreaterThan(2);
    expect((await call('GET', pathOf(productDeskEndpoints.partnerProducts, { id: nccPartner }), tok.content)).statusCode).toBe(403);
  });
});

describe('product images', () => {
  let id = '';
  beforeAll(async () => {
    id = (await call('POST', pathOf(productEndpoints.create, { type: 'provider' }), tok.ncc, body({ code: 'ANH-KIEM-THU' }))).json().data
      .id;
  });
  describeUploadRefusals({
    route: 'product images',
    fileField: 'Images',
    accepted: PRODUCT_IMAGE_EXTENSIONS,
    maxFiles: PRODUCT_LIMITS.imagesMax,
    app: () => t,
    rows: () => t.database.db.$count(productImages),
    send: multipartCall({ app: () => t, url: () => pathOf(productEndpoints.addImages, { type: 'provider', id }), token: () => tok.ncc }),
  });
});
