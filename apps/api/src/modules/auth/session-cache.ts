import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import * as repo from './auth-repository.ts';

/** The channel and notice text of migration 0027's triggers: some session, account or role changed. */
export const AUTH_CHANGED = 'portal_auth_changed';

/** How long a reconnecting listener waits between tries. */
const RELISTEN_MS = [100, 500, 2_000, 5_000] as const;

export type SessionCache = {
  /** The live session behind a token hash: from memory while nothing it depends on changed, else one lookup. */
  find: (tokenHash: string) => Promise<repo.SessionRow | undefined>;
  /** The session was touched (its `lastSeenAt` written): the kept copy follows. */
  touched: (tokenHash: string, at: Date) => void;
  /** Whether kept sessions are used now (the listener is on). */
  readonly active: boolean;
  close: () => Promise<void>;
};

/**
 * Keeps the sessions this server has looked up, so an authenticated request costs no round trip
 * for who is calling. The database says when to forget (migration 0027): any change to a session,
 * an account or a personnel role that a lookup can see clears the whole memory, through NOTIFY on
 * every server (at commit) and a NOTICE on the connection that made the change (before its
 * statement returns, so the instance that changed it never answers from the old copy). Kept copies
 * are used only while the listener is connected: losing it clears them and reads every session
 * from the database until it listens again. A copy also lapses after `ttlMs` and at its session's
 * expiry. `ttlMs: 0` keeps nothing (every request reads its session).
 */
export async function startSessionCache(opts: {
  url: string;
  database: Pick<Database, 'db' | 'onNotice'>;
  ttlMs: number;
  maxEntries?: number;
  log: FastifyBaseLogger;
}): Promise<SessionCache> {
  const { ttlMs, log } = opts;
  const { db } = opts.database;
  const maxEntries = opts.maxEntries ?? 50_000;
  if (ttlMs <= 0) {
    return { find: (tokenHash) => repo.findSession(db, tokenHash), touched: () => undefined, active: false, close: async () => undefined };
  }
  const kept = new Map<string, { row: repo.SessionRow; until: number }>();
  /** Bumped by every clear: a lookup that began before one is not kept (it may have read the old row). */
  let generation = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const clear = () => {
    generation++;
    kept.clear();
  };
  const stopNotices = opts.database.onNotice((message) => {
    if (message === AUTH_CHANGED) clear();
  });

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    listening = false;
    clear();
    if (closed) return;
    const wait = RELISTEN_MS[Math.min(failures++, RELISTEN_MS.length - 1)];
    retry = setTimeout(() => void listen(), wait);
    retry.unref();
  };

  async function listen(): Promise<void> {
    const c = new pg.Client({ connectionString: opts.url, keepAlive: true });
    client = c;
    c.on('error', (err) => {
      log.warn({ err }, 'session cache: listener lost; sessions are read from the database until it is back');
      lost(c);
    });
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      if (n.channel === AUTH_CHANGED) clear();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${AUTH_CHANGED}`);
    } catch (err) {
      log.warn({ err }, 'session cache: cannot listen; sessions are read from the database meanwhile');
      lost(c);
      return;
    }
    if (closed || client !== c) {
      await c.end().catch(() => undefined);
      return;
    }
    // Anything may have changed while nobody listened.
    clear();
    failures = 0;
    listening = true;
  }

  await listen();

  return {
    async find(tokenHash) {
      const now = Date.now();
      if (listening) {
        const hit = kept.get(tokenHash);
        if (hit && hit.until > now && hit.row.expiresAt.getTime() > now) return hit.row;
        if (hit) kept.delete(tokenHash);
      }
      const before = generation;
      const row = await repo.findSession(db, tokenHash);
      if (row && listening && before === generation) {
        if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string);
        kept.set(tokenHash, { row, until: now + ttlMs });
      }
      return row;
    },
    touched(tokenHash, at) {
      const hit = kept.get(tokenHash);
      if (hit) hit.row = { ...hit.row, lastSeenAt: at };
    },
    get active() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      stopNotices();
      clear();
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
