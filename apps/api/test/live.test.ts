import {
  APPOINTMENT_STATUS,
  type LiveEvent,
  liveEndpoints,
  orderDeskEndpoints,
  orderEndpoints,
  readSse,
  pathOf,
  profileEndpoints,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishLive } from '../src/lib/live.ts';
import { createTestApp, login, settled, type TestApp } from './helpers.ts';
import { caller, newPatientOrder, operatorToken, orderIn, partnerIdOf } from './orders-helpers.ts';

/**
 * Live updates (lib/live.ts, modules/live/): over real HTTP, as a browser reads them. An event
 * reaches the streams of its audience only, on this server and on another one of the same
 * database, and a session ended elsewhere ends its stream.
 */

type Stream = { events: LiveEvent[]; readonly connected: boolean; readonly ended: boolean; close: () => void };

/** Opens a live stream as a browser does (fetch with the token), collecting its events. */
async function openLive(base: string, path: string, token: string): Promise<Stream & { status: number }> {
  const abort = new AbortController();
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  const state = { events: [] as LiveEvent[], connected: false, ended: false };
  if (res.ok && res.body) {
    const body = res.body;
    void (async () => {
      try {
        await readSse(body, (item) => {
          if (item === 'comment') state.connected = true;
          else state.events.push(JSON.parse(item.data) as LiveEvent);
        });
      } catch {
        // aborted by the test
      }
      state.ended = true;
    })();
  } else state.ended = true;
  return {
    status: res.status,
    events: state.events,
    get connected() {
      return state.connected;
    },
    get ended() {
      return state.ended;
    },
    close: () => abort.abort(),
  };
}

const connected = (s: Stream) => settled(async () => s.connected, Boolean, 'the stream opens');
const topics = (s: Stream) => s.events.map((e) => e.topic);
const heard = (s: Stream, topic: string) =>
  settled(
    async () => topics(s),
    (seen) => seen.includes(topic),
    `'${topic}' reaches the stream`,
  );

let t: TestApp;
let base: string;
let api: ReturnType<typeof caller>;
const tok = {} as Record<'ctv' | 'ctv2' | 'admin' | 'care', string>;
const open: Stream[] = [];
const live = async (path: string, token: string, on = base) => {
  const s = await openLive(on, path, token);
  open.push(s);
  return s;
};

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = caller(t);
  tok.ctv = await login(t.app, 'collaborator', 'ctv_demo');
  tok.ctv2 = await login(t.app, 'collaborator', 'ctv_demo2');
  tok.admin = await operatorToken(t, 'admin_demo');
  tok.care = await operatorToken(t, 'qt_cskh');
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

describe('live updates', () => {
  it('listens only while a page is connected', async () => {
    expect(t.app.deps.live.listening).toBe(false);
    const s = await live(liveEndpoints.partner.path, tok.ctv);
    await connected(s);
    await settled(async () => t.app.deps.live.listening, Boolean, 'the hub listens');
    s.close();
    await settled(
      async () => t.app.deps.live.subscribers,
      (n) => n === 0,
      'the stream is let go',
    );
    expect(t.app.deps.live.listening).toBe(false);
  });

  it("the desk's change reaches the collaborator's pages and the other operators, never another collaborator", async () => {
    const mine = await live(liveEndpoints.partner.path, tok.ctv);
    const other = await live(liveEndpoints.partner.path, tok.ctv2);
    const desk = await live(liveEndpoints.operator.path, tok.admin);
    await Promise.all([mine, other, desk].map(connected));

    const order = await orderIn(t, 'ctv_demo', APPOINTMENT_STATUS.Pending);
    const confirmed = await api.send('POST', pathOf(orderDeskEndpoints.status, { id: order.id }), tok.care, {
      status: APPOINTMENT_STATUS.Confirmed,
    });
    expect(confirmed.statusCode).toBe(200);
    await heard(mine, 'orders');
    // The bell's count follows once the fan-out has written the inbox rows.
    await heard(mine, 'inbox');
    await heard(desk, 'orders');

    // Notices leave in commit order: anything of the change meant for ctv_demo2 would come before this one.
    await publishLive(t.database.db, { partnerId: await partnerIdOf(t, 'ctv_demo2') }, 'marker');
    await heard(other, 'marker');
    expect(topics(other)).toEqual(['marker']);
    // An event is a topic and maybe an id, never the data of the change.
    for (const e of mine.events) expect(Object.keys(e).every((k) => k === 'topic' || k === 'id')).toBe(true);
  });

  it("a partner's change reaches its own other pages and the operators' desks", async () => {
    const mine = await live(liveEndpoints.partner.path, tok.ctv);
    const desk = await live(liveEndpoints.operator.path, tok.care);
    await Promise.all([mine, desk].map(connected));
    const booked = await api.send('POST', orderEndpoints.create.path, tok.ctv, newPatientOrder());
    expect(booked.statusCode).toBe(200);
    await heard(mine, 'activity');
    await heard(desk, orderEndpoints.create.tag);
  });

  it("an event held to a permission reaches only the partner's accounts that hold it", async () => {
    const assistant = await login(t.app, 'collaborator', 'ctv_tro_ly');
    const main = await live(liveEndpoints.partner.path, tok.ctv);
    const staff = await live(liveEndpoints.partner.path, assistant);
    await Promise.all([main, staff].map(connected));
    const partnerId = await partnerIdOf(t, 'ctv_demo');
    // ctv_tro_ly's role has no 'debt.view' (access-expectations.ts).
    await publishLive(t.database.db, { partnerId }, 'debts', { permission: 'debt.view' });
    await publishLive(t.database.db, { partnerId }, 'marker');
    await heard(main, 'marker');
    await heard(staff, 'marker');
    expect(topics(main)).toEqual(['debts', 'marker']);
    expect(topics(staff)).toEqual(['marker']);
  });

  it('a stream ends with its session: an event after the logout is not sent', async () => {
    const token = await login(t.app, 'collaborator', 'ctv_demo');
    const s = await live(liveEndpoints.partner.path, token);
    await connected(s);
    const out = await api.send('POST', pathOf(profileEndpoints.logout, { type: 'collaborator' }), token);
    expect(out.statusCode).toBe(200);
    await publishLive(t.database.db, { partnerId: await partnerIdOf(t, 'ctv_demo') }, 'after-logout');
    await settled(async () => s.ended, Boolean, 'the stream ends');
    expect(topics(s)).not.toContain('after-logout');
  });

  it('an event raised on another server of the same database reaches a page connected here', async () => {
    const other = await createTestApp({}, undefined, { database: t.dbName, workers: false });
    try {
      const mine = await live(liveEndpoints.partner.path, tok.ctv);
      await connected(mine);
      const order = await orderIn(t, 'ctv_demo', APPOINTMENT_STATUS.Pending);
      const care = await operatorToken(other, 'qt_cskh');
      const through = await other.app.inject({
        method: 'POST',
        url: pathOf(orderDeskEndpoints.status, { id: order.id }),
        headers: { authorization: `Bearer ${care}` },
        payload: { status: APPOINTMENT_STATUS.Confirmed },
      });
      expect(through.statusCode).toBe(200);
      await heard(mine, 'orders');
    } finally {
      await other.stop();
    }
  });
});
