import { MSG, type PartnerType, POPUP_GROUP_TYPES, POPUP_MSG, popupEndpoints, popupDeskEndpoints, pathOf } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { popupDismissals, popups } from '../src/db/schema.ts';
import { DEMO_POPUP } from '../src/db/seed.ts';
import { bearer, createTestApp, DEMO_PASSWORD, login, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens = {} as Record<PartnerType | 'operator', string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens.collaborator = await login(t.app, 'collaborator', 'ctv_demo');
  tokens.company = await login(t.app, 'company', 'dn_demo_sub');
  tokens.provider = await login(t.app, 'provider', 'ncc_demo');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { username: 'admin_demo', password: DEMO_PASSWORD },
  });
  tokens.operator = res.json().data.token;
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Khuyến mãi',
  content: '<p>Nội dung</p>',
  link: 'https://ytesaigon.vn/uu-dai',
  imageUrl: '/popup-uu-dai.png',
  active: true,
  startTime: iso(-DAY),
  endTime: iso(DAY),
  ...over,
});

const put = (payload: unknown, token = tokens.operator) =>
  t.app.inject({ method: 'PUT', url: popupDeskEndpoints.save.path, payload: payload as object, headers: bearer(token) });
const current = (token?: string) => t.app.inject({ url: popupEndpoints.current.path, headers: token ? bearer(token) : {} });
const currentName = async (token?: string) => (await current(token)).json().data?.name ?? null;

describe('popup banner', () => {
  beforeEach(async () => {
    await t.database.db.delete(popups);
  });

  it('the demo data holds one active popup for everyone, with an image', async () => {
    await t.database.db.insert(popups).values({ ...DEMO_POPUP, content: '<p>x</p>' });
    const res = await current(tokens.provider);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: DEMO_POPUP.name, active: true, media: { fullPath: '/popup-uu-dai.png' } });
    expect(data).not.toHaveProperty('groupType');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('shows nothing to a visitor, a stale token or an operator (never a 401)', async () => {
    expect((await put(body())).statusCode).toBe(200);
    for (const answer of [await current(), await current('x'.repeat(43)), await current(tokens.operator)]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toBeNull();
    }
    expect(await currentName(tokens.collaborator)).toBe('Khuyến mãi');
  });

  it("picks by the caller's type (groupType 0 collaborator, 1 provider, 2 company); the type's own popup wins", async () => {
    expect((await put(body({ name: 'Mọi người' }))).statusCode).toBe(200);
    expect((await put(body({ name: 'Nhà cung cấp', groupType: POPUP_GROUP_TYPES.provider }))).statusCode).toBe(200);
    expect((await put(body({ name: 'Doanh nghiệp', groupType: 2 }))).statusCode).toBe(200);
    expect(await currentName(tokens.provider)).toBe('Nhà cung cấp');
    // A sub-user sees its owner's type.
    expect(await currentName(tokens.company)).toBe('Doanh nghiệp');
    expect(await currentName(tokens.collaborator)).toBe('Mọi người');
    const provider = (await current(tokens.provider)).json().data;
    expect(provider.groupType).toBe(1);
    // Without the popup for everyone, a collaborator sees none.
    expect((await put(body({ name: 'Mọi người', active: false }))).statusCode).toBe(200);
    expect(await currentName(tokens.collaborator)).toBeNull();
  });

  it('shows only an active popup inside its period', async () => {
    await put(body({ active: false }));
    expect(await currentName(tokens.provider)).toBeNull();
    await put(body({ startTime: iso(DAY), endTime: iso(2 * DAY) }));
    expect(await currentName(tokens.provider)).toBeNull();
    await put(body({ startTime: iso(-2 * DAY), endTime: iso(-DAY) }));
    expect(await currentName(tokens.provider)).toBeNull();
    await put(body());
    expect(await currentName(tokens.provider)).toBe('Khuyến mãi');
  });

  it('one popup per audience: a write replaces it', async () => {
    await put(body({ name: 'Một' }));
    const second = await put(body({ name: 'Hai' }));
    expect(second.json()).toMatchObject({ message: POPUP_MSG.saved, data: { name: 'Hai', groupType: null } });
    const list = await t.app.inject({ url: popupDeskEndpoints.list.path, headers: bearer(tokens.operator) });
    expect(list.json().data.map((p: { name: string }) => p.name)).toEqual(['Hai']);
  });

  it('sanitises the HTML content on write', async () => {
    const dirty =
      '<p onclick="alert(1)">Chào <a href="javascript:alert(1)">bấm</a></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="https://a.vn" target="_blank">ok</a>';
    const res = await put(body({ content: dirty }));
    expect(res.statusCode, res.body).toBe(200);
    const clean = '<p>Chào <a rel="noopener noreferrer">bấm</a></p><a href="https://a.vn" target="_blank" rel="noopener noreferrer">ok</a>';
    expect(res.json().data.content).toBe(clean);
    const [row] = await t.database.db.select({ content: popups.content }).from(popups);
    expect(row?.content).toBe(clean);
    expect((await current(tokens.provider)).json().data.content).toBe(clean);
  });

  it.each([
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link', POPUP_MSG.link],
    ['a data: image', { imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl', POPUP_MSG.image],
    ['a protocol-relative image', { imageUrl: '//evil.example/a.png' }, 'imageUrl', POPUP_MSG.image],
    ['no image', { imageUrl: '' }, 'imageUrl', MSG.required],
    ['no name', { name: ' ' }, 'name', MSG.required],
    ['an end before the start', { startTime: iso(DAY), endTime: iso(-DAY) }, 'endTime', POPUP_MSG.period],
    ['an unknown groupType', { groupType: 3 }, 'groupType', undefined],
    ['an oversized content', { content: 'x'.repeat(20_001) }, 'content', POPUP_MSG.content],
  ])('refuses %s and stores nothing', async (_label, over, field, message) => {
    const res = await put(body(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBeDefined();
    if (message) expect(res.json().errors[field]).toContain(message);
    expect(await t.database.db.$count(popups)).toBe(0);
  });

  it('operator only: partners get 403, visitors 401', async () => {
    for (const type of ['collaborator', 'company', 'provider'] as const) {
      expect((await put(body(), tokens[type])).statusCode).toBe(403);
      expect((await t.app.inject({ url: popupDeskEndpoints.list.path, headers: bearer(tokens[type]) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'PUT', url: popupDeskEndpoints.save.path, payload: body() })).statusCode).toBe(401);
    expect((await t.app.inject({ url: popupDeskEndpoints.list.path })).statusCode).toBe(401);
    expect(await t.database.db.$count(popups)).toBe(0);
  });
});

describe('popup frequency and server-remembered dismissals', () => {
  beforeEach(async () => {
    await t.database.db.delete(popups);
  });

  const dismiss = (id: string, token: string, dontShowAgain?: boolean) =>
    t.app.inject({
      method: 'POST',
      url: pathOf(popupEndpoints.dismiss, { id }),
      payload: dontShowAgain === undefined ? {} : { dontShowAgain },
      headers: bearer(token),
    });
  const save = async (over: Record<string, unknown>) => {
    const res = await put(body(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; frequency: string; frequencyDays: number | null };
  };
  /** The collaborator's dismissal of a popup, moved back in time by `days`. */
  const backdate = (id: string, days: number) =>
    t.database.db
      .update(popupDismissals)
      .set({ dismissedAt: new Date(Date.now() - days * DAY) })
      .where(eq(popupDismissals.popupId, id));

  it("'once': closed, it never comes back, not even in a new sign-in session", async () => {
    const { id } = await save({ frequency: 'once' });
    expect(await currentName(tokens.collaborator)).toBe('Khuyến mãi');
    const res = await dismiss(id, tokens.collaborator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(POPUP_MSG.dismissed);
    expect(await currentName(tokens.collaborator)).toBeNull();
    expect(await currentName(await login(t.app, 'collaborator', 'ctv_demo'))).toBeNull();
    await backdate(id, 400);
    expect(await currentName(tokens.collaborator)).toBeNull();
    // Another account still sees it.
    expect(await currentName(tokens.provider)).toBe('Khuyến mãi');
  });

  it("'every_n_days': hidden for N days after the closing, shown again after", async () => {
    const { id, frequencyDays } = await save({ frequency: 'every_n_days', frequencyDays: 3 });
    expect(frequencyDays).toBe(3);
    await dismiss(id, tokens.collaborator);
    expect(await currentName(tokens.collaborator)).toBeNull();
    await backdate(id, 2.9);
    expect(await currentName(tokens.collaborator)).toBeNull();
    await backdate(id, 3.1);
    expect(await currentName(tokens.collaborator)).toBe('Khuyến mãi');
    // Closed again: the latest closing counts.
    await dismiss(id, tokens.collaborator);
    expect(await currentName(tokens.collaborator)).toBeNull();
    expect(await t.database.db.$count(popupDismissals, eq(popupDismissals.popupId, id))).toBe(1);
  });

  it("'every_session': hidden for the rest of the sign-in session, shown in the next one", async () => {
    const { id, frequency } = await save({});
    expect(frequency).toBe('every_session');
    const first = await login(t.app, 'collaborator', 'ctv_demo');
    await dismiss(id, first);
    expect(await currentName(first)).toBeNull();
    const second = await login(t.app, 'collaborator', 'ctv_demo');
    expect(await currentName(second)).toBe('Khuyến mãi');
    // Days later, the first session still has it closed.
    await backdate(id, 30);
    expect(await currentName(first)).toBeNull();
  });

  it('"Không hiển thị lại" hides it for good whatever the frequency, and a later plain close does not undo it', async () => {
    const { id } = await save({ frequency: 'every_n_days', frequencyDays: 1 });
    await dismiss(id, tokens.collaborator, true);
    await dismiss(id, tokens.collaborator, false);
    await backdate(id, 10);
    expect(await currentName(await login(t.app, 'collaborator', 'ctv_demo'))).toBeNull();
    const [row] = await t.database.db.select().from(popupDismissals).where(eq(popupDismissals.popupId, id));
    expect(row?.permanent).toBe(true);
  });

  it("the type's own popup, once closed, gives way to everyone's", async () => {
    await save({ name: 'Mọi người' });
    const own = await save({ name: 'Cộng tác viên', groupType: POPUP_GROUP_TYPES.collaborator, frequency: 'once' });
    expect(await currentName(tokens.collaborator)).toBe('Cộng tác viên');
    await dismiss(own.id, tokens.collaborator);
    expect(await currentName(tokens.collaborator)).toBe('Mọi người');
  });

  it('a new message (name, content, link or image) shows again to those who closed it; a new period or frequency does not', async () => {
    const { id } = await save({ frequency: 'once' });
    await dismiss(id, tokens.collaborator, true);
    await save({ frequency: 'every_n_days', frequencyDays: 5, endTime: iso(3 * DAY) });
    expect(await currentName(tokens.collaborator)).toBeNull();
    const changed = await save({ content: '<p>Ưu đãi mới</p>' });
    expect(changed.id).toBe(id);
    expect(await currentName(tokens.collaborator)).toBe('Khuyến mãi');
  });

  it('the window still applies: a popup outside its period is not shown even if never dismissed', async () => {
    await save({ frequency: 'once', startTime: iso(DAY), endTime: iso(2 * DAY) });
    expect(await currentName(tokens.collaborator)).toBeNull();
  });

  it('dismissing: signed in only (401), partners only (operators 403), an unknown popup 404, a malformed id 400, nothing recorded', async () => {
    const { id } = await save({});
    expect((await t.app.inject({ method: 'POST', url: pathOf(popupEndpoints.dismiss, { id }), payload: {} })).statusCode).toBe(401);
    expect((await dismiss(id, tokens.operator)).statusCode).toBe(403);
    expect((await dismiss('00000000-0000-4000-8000-000000000000', tokens.collaborator)).statusCode).toBe(404);
    expect((await dismiss('not-a-uuid', tokens.collaborator)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: pathOf(popupEndpoints.dismiss, { id }),
      payload: { dontShowAgain: 'yes' },
      headers: bearer(tokens.collaborator),
    });
    expect(bad.statusCode).toBe(400);
    expect(await t.database.db.$count(popupDismissals)).toBe(0);
  });

  it.each([
    ['every_n_days without its days', { frequency: 'every_n_days' }, 'frequencyDays', POPUP_MSG.frequencyDays],
    ['0 days', { frequency: 'every_n_days', frequencyDays: 0 }, 'frequencyDays', POPUP_MSG.frequencyDays],
    ['366 days', { frequency: 'every_n_days', frequencyDays: 366 }, 'frequencyDays', POPUP_MSG.frequencyDays],
    ['an unknown frequency', { frequency: 'hourly' }, 'frequency', POPUP_MSG.frequency],
  ])('refuses %s and stores nothing', async (_label, over, field, message) => {
    const res = await put(body(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect(await t.database.db.$count(popups)).toBe(0);
  });

  it('days given with another frequency are not kept; the desk reads the frequency back; audited', async () => {
    const saved = await save({ frequency: 'once', frequencyDays: 9 });
    expect(saved).toMatchObject({ frequency: 'once', frequencyDays: null });
    const list = await t.app.inject({ url: popupDeskEndpoints.list.path, headers: bearer(tokens.operator) });
    expect(list.json().data[0]).toMatchObject({ frequency: 'once', frequencyDays: null });
    const { auditLog } = await import('../src/db/schema.ts');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'popup'), eq(auditLog.objectId, saved.id)));
    expect(entry?.changes.frequency).toEqual([null, 'once']);
  });
});
