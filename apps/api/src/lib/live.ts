import { LIVE_CHANNEL, type LiveEvent, type LiveTopic } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Executor } from '../db/client.ts';
import type { AuthContext } from './access.ts';

/**
 * Live updates: a change that concerns an open page reaches it within a moment, on every server.
 *
 * A change publishes an event with `publishLive(tx, …)`: PostgreSQL's NOTIFY, sent in the change's
 * own transaction, so it leaves only when the change commits (never for one rolled back) and
 * reaches every server that listens, whichever server made it. Each server's hub listens on one
 * connection of its own while at least one page is connected (no connection, no work, when
 * nobody is), and hands each event to the streams of its audience: a partner's accounts, or the
 * operators. An event says what changed (a topic and maybe an id), never the data: the page asks
 * for that through the API, under the same access rules as ever.
 */

/** Who an event is for: every account of one partner, or every operator. */
export type LiveAudience = { partnerId: string } | 'operators';

const audienceKey = (to: LiveAudience) => (to === 'operators' ? 'o' : `p:${to.partnerId}`);

/** The wire form of a notice (NOTIFY's payload: at most 8,000 bytes; this is under 200). */
type Notice = { a: string; t: LiveTopic; id?: string; p?: string };

/** What else an event may say: an object's id, and the permission a partner's account needs to hear it. */
export type LiveOptions = { id?: string | undefined; permission?: string | null | undefined };

const noticeOf = (to: LiveAudience, topic: LiveTopic, options: LiveOptions = {}): Notice => ({
  a: audienceKey(to),
  t: topic,
  ...(options.id ? { id: options.id } : {}),
  ...(options.permission ? { p: options.permission } : {}),
});

/** Sends notices in one statement, delivered when `db`'s transaction commits (at once outside one). */
async function send(db: Executor, notices: readonly Notice[]): Promise<void> {
  const calls = notices.map((n) => sql`pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(n)})`);
  await db.execute(sql`select ${sql.join(calls, sql`, `)}`);
}

/** Publishes an event, delivered when `db`'s transaction commits (at once outside one). */
export function publishLive(db: Executor, to: LiveAudience, topic: LiveTopic, options: LiveOptions = {}): Promise<void> {
  return send(db, [noticeOf(to, topic, options)]);
}

/** An event as the hub hands it to a stream: the event, and the permission its hearer needs (if any). */
export type LiveListener = (event: LiveEvent, permission: string | undefined) => void;

export type LiveHub = {
  /** Hands this audience's events to `listener` until the returned function is called. */
  subscribe: (to: LiveAudience, listener: LiveListener) => () => void;
  /** Streams open on this server. */
  readonly subscribers: number;
  /** Whether the hub is listening now (false while nobody is subscribed, or while it reconnects). */
  readonly listening: boolean;
  close: () => Promise<void>;
};

/** How long a reconnecting listener waits between tries. */
const RELISTEN_MS = [100, 500, 2_000, 5_000] as const;

/**
 * The server's hub. It connects when the first stream subscribes and disconnects when the last
 * one leaves; a connection lost is tried again (`RELISTEN_MS`), and each stream is told
 * (`lost`/`back` events on the topic 'live') so the page refreshes what it may have missed.
 */
export function startLiveHub(opts: { url: string; log: FastifyBaseLogger }): LiveHub {
  const { log } = opts;
  const listeners = new Map<string, Set<LiveListener>>();
  let count = 0;
  let client: pg.Client | undefined;
  let listening = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const everyone = (event: LiveEvent) => {
    for (const set of listeners.values()) for (const listener of set) listener(event, undefined);
  };

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    const set = listeners.get(notice.a);
    if (!set) return;
    const event: LiveEvent = { topic: notice.t, ...(notice.id ? { id: notice.id } : {}) };
    for (const listener of set) listener(event, notice.p);
  };

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    const wasListening = listening;
    listening = false;
    if (wasListening) everyone({ topic: 'live', id: 'lost' });
    void c.end().catch(() => undefined);
    if (closed || count === 0) return;
    const wait = RELISTEN_MS[Math.min(failures++, RELISTEN_MS.length - 1)];
    retry = setTimeout(() => void listen(), wait);
    retry.unref();
  };

  async function listen(): Promise<void> {
    retry = undefined;
    if (closed || count === 0 || client) return;
    const c = new pg.Client({ connectionString: opts.url, keepAlive: true, application_name: 'portal-live' });
    client = c;
    c.on('error', (err) => {
      log.warn({ err }, 'live updates: listener lost; pages fall back to polling until it is back');
      lost(c);
    });
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      if (n.channel === LIVE_CHANNEL) deliver(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      log.warn({ err }, 'live updates: cannot listen; pages fall back to polling meanwhile');
      lost(c);
      return;
    }
    if (closed || client !== c || count === 0) {
      if (client === c) client = undefined;
      await c.end().catch(() => undefined);
      return;
    }
    const again = failures > 0;
    failures = 0;
    listening = true;
    // Anything may have changed while nobody listened.
    if (again) everyone({ topic: 'live', id: 'back' });
  }

  /** Lets the listening connection go (the last stream left, or the server closes). */
  const stop = () => {
    clearTimeout(retry);
    retry = undefined;
    const c = client;
    client = undefined;
    listening = false;
    return c?.end().catch(() => undefined);
  };

  return {
    subscribe(to, listener) {
      const key = audienceKey(to);
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      count++;
      if (!client && !retry) void listen();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
        count--;
        if (count === 0) void stop();
      };
    },
    get subscribers() {
      return count;
    },
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      listeners.clear();
      count = 0;
      await stop();
    },
  };
}

/** Desk paths whose writes change nothing another operator sees (signing in, one's own account). */
const OPERATOR_QUIET = new Set(['auth', 'me', 'live']);
/** Partner routes whose writes concern no desk (signing in, one's own account and devices, inbox marks). */
const PARTNER_QUIET = new Set(['auth', 'account', 'device-tokens', 'notifications', 'personnel', 'live']);

/**
 * Who hears a write route's successful change (committed), worked out once when the route is
 * registered: an operator's change reaches the other operators' desks of its area
 * (`/api/admin/<area>/…`); a partner's change reaches its own partner's other pages ('activity':
 * another tab, another device, a colleague) and, unless it is about the caller's own account, the
 * operators' desks (topic: the route's group, e.g. 'medical-orders'). Sent in one statement, not
 * awaited by the answer; one lost is a page refreshed a little later by its fallback.
 */
export function writeAnnouncer(url: string, tag: string) {
  const area = /^\/api\/admin\/([a-z-]+)/.exec(url)?.[1];
  const operatorTopic = area && !OPERATOR_QUIET.has(area) ? area : undefined;
  const deskTopic = PARTNER_QUIET.has(tag) ? undefined : tag;
  return (db: Executor, auth: AuthContext | null, log: FastifyBaseLogger): void => {
    if (!auth) return;
    const notices: Notice[] = [];
    if (auth.type === 'operator') {
      if (operatorTopic) notices.push(noticeOf('operators', operatorTopic));
    } else if (auth.partnerId) {
      notices.push(noticeOf({ partnerId: auth.partnerId }, 'activity'));
      if (deskTopic) notices.push(noticeOf('operators', deskTopic));
    }
    if (notices.length) send(db, notices).catch((err: unknown) => log.warn({ err }, 'live updates: an event was not sent'));
  };
}
