import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type PartnerType, authEndpoints, pathOf } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connect, type Database } from '../src/db/client.ts';
import { outbox } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/db/seed.ts';
import { readEnv } from '../src/env.ts';
import { type Jobs, startJobs } from '../src/lib/jobs/workers.ts';
import type { HostLookup } from '../src/lib/public-address.ts';
import { LocalStorage, type Storage } from '../src/lib/storage.ts';
import { type SessionCache, startSessionCache } from '../src/modules/auth/session-cache.ts';
import { startLiveHub } from '../src/lib/live.ts';
import { withDatabase } from './global-setup.ts';
import { lyingZip } from './zip-bomb.ts';

export { DEMO_PASSWORD };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** The database's name, to start another app on it (`createTestApp(env, onQuery, { database })`). */
  dbName: string;
  storage: Storage;
  filesDir: string;
  jobs: Jobs;
  sessions: SessionCache;
  /** Stops the app, its job queue and its pool, as a server shutdown does; the database stays. */
  stop: (options?: { jobsTimeoutMs?: number }) => Promise<void>;
  /** Stops, then drops the database. */
  close: () => Promise<void>;
};

export const silentLog: FastifyBaseLogger = pino({ level: 'silent' });

/**
 * A fresh database cloned from the migrated, seeded template (or the given one), and the app built
 * on it with its job queue and workers, as runtime.ts assembles them.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  onQuery?: (query: string, params: unknown[]) => void,
  options: { database?: string; workers?: boolean; log?: FastifyBaseLogger; storage?: Storage; lookup?: HostLookup } = {},
): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = options.database ?? `portal_t${randomBytes(4).toString('hex')}_${inject('pgTemplate').split('_').pop()}`;
  if (!options.database) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const database = connect(url, 5, onQuery);
  const filesDir = await mkdtemp(path.join(tmpdir(), 'portal-files-'));
  const storage = options.storage ?? new LocalStorage(filesDir);
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: filesDir, WEB_DIST: '/nonexistent', ...envOverrides });
  const jobs = await startJobs({
    url,
    db: database.db,
    env,
    log: options.log ?? silentLog,
    workers: options.workers,
    lookup: options.lookup,
  });
  const sessions = await startSessionCache({ url, database, ttlMs: env.SESSION_CACHE_SECONDS * 1000, log: options.log ?? silentLog });
  const live = startLiveHub({ url, log: options.log ?? silentLog });
  const app = await buildApp({
    env,
    db: database.db,
    storage,
    jobs: jobs.queue,
    mailer: jobs.mailer,
    sessions,
    live,
    vapidPublicKey: jobs.vapid.publicKey,
    push: jobs.push,
  });
  await app.ready();
  let stopped: Promise<void> | undefined;
  const stop = (stopOptions: { jobsTimeoutMs?: number } = {}) =>
    (stopped ??= (async () => {
      await app.close();
      await jobs.stop({ timeoutMs: stopOptions.jobsTimeoutMs ?? 2_000 });
      await live.close();
      await sessions.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    })());
  return {
    app,
    database,
    dbName: name,
    storage,
    filesDir,
    jobs,
    sessions,
    stop,
    close: async () => {
      await stop();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export async function login(app: FastifyInstance, type: PartnerType, username: string, password = DEMO_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: pathOf(authEndpoints.login, { type }), payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

/** The ids of every file a storage holds, sorted. */
export async function storedIds(storage: Storage): Promise<string[]> {
  const ids: string[] = [];
  for await (const object of storage.list()) ids.push(object.id);
  return ids.sort();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The last message the outbox holds for a recipient, with `text` its real text: the stored body
 * has its secrets masked, so the OTP is read by opening the sealed body with the app's key.
 */
export async function lastMessageTo(t: Pick<TestApp, 'database' | 'jobs'>, recipient: string) {
  const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.createdAt)).limit(1);
  if (!row) return undefined;
  return { ...row, text: row.sealedBody ? t.jobs.box.open(row.sealedBody, row.id) : row.body };
}

/** The OTP in a message's text. */
export const otpIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];

/**
 * Waits until the worker has settled an outbox row (its status is no longer `queued`, or is one
 * of `statuses`), polling the row itself: the queue runs in the background, so this is how a test
 * knows a delivery happened, failed or was dropped.
 */
export async function waitForOutbox(
  t: Pick<TestApp, 'database'>,
  id: string,
  until: (row: typeof outbox.$inferSelect) => boolean = (row) => row.status !== 'queued',
  timeoutMs = 15_000,
) {
  return settled(
    async () => (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0],
    (row) => row !== undefined && until(row),
    `outbox ${id}`,
    timeoutMs,
  ) as Promise<typeof outbox.$inferSelect>;
}

/**
 * Reads `read` until `until` holds for what it answers, and answers that: how a test waits on
 * state the queue or another process changes in the background (`vi.waitFor`, the last value in
 * the failure).
 */
export function settled<T>(read: () => Promise<T>, until: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!until(value)) throw new Error(`${what}: not reached in ${timeoutMs} ms (last: ${JSON.stringify(value)})`);
      return value;
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

/** Every file under a folder (recursively), to prove a refused upload stored nothing. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(p);
    }
  };
  await walk(dir);
  return out;
}

/** Builds a multipart body by hand, so tests can send what a browser never would. */
export function multipart(
  parts: Array<{ name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string }>,
) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in p) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(p.content, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A ZIP archive of these entries (deflated, honest sizes): enough for yauzl and for Word's package check. */
const zipOf = (entries: Record<string, string>): Buffer =>
  lyingZip(Object.entries(entries).map(([name, text]) => ({ name, pieces: [Buffer.from(text, 'utf8')] })));

const svg = (body: string) =>
  Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">${body}</svg>`);

export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  /** Real 16 × 16 images (uploads must decode as the type they claim). */
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAABV0lEQVQoz2Ng6JJcbLTH+2rKu1qeaarr7U6EPyz41SmxyHC315XktzXcU1XW2R4Pe5D/s0N8ocEuz8sMSW+quaYor7U5Fno/70e72AL9nR6XEl9XcU5WWmN9NORe7vc20fl6O9wvJryq5JikuNqK4Ujw3ZxvrSLzdLe7XYh/WcE+UWGV5eGgO9lfW4Tn6mxzPR/3opxtgvxKi0OBt7O+NAvNYdDe6nIu9nkZa7/cCvODAbcyPzcJztba4nw25lkpS5/scrMD/jczPjUKzNLc7HQm+mkJM0OvzDLT/X430j828M/U2OR4OupJMVOP9FKTfb7X0z7U881Q3+hwKvJxEWO31BLjvT7XUhne1/FOV9tgfzLiUSFR/mdACgCi/M+AFABE+Z8BKQCI8j8DUgAQ5X8GpAAgyv8M2BMAbv8zYE8AuP3PgD0B4PY/A/YEgNv/DNgTAG7/AwBw33ZWER0gUgAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAQL/xAAjEAACAQQBAwUAAAAAAAAAAAABAhEAEiExcQMiQVGRodHw/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABoRAAICAwAAAAAAAAAAAAAAAAABEfAxYYH/2gAMAwEAAhEDEQA/AA3i5R00MRCg4E7Xg7GhxQ1kNDEBluOYNo52ywORv0oADBQjt3IVCnJgbWD5BOPuqDZBfJIlnHsHA+D+NMWBpXjP/9k=',
    'base64',
  ),
  svg: svg(''),
  /** A real (minimal) Word package. */
  docx: zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  }),
  /** Any ZIP: right magic bytes for .docx, not a Word document. */
  zip: zipOf({ 'readme.txt': 'not a document' }),
  /** The script sits past the first 4 KB, where a head-only check would not look. */
  svgScript: svg(`<!--${' '.repeat(5000)}--><script>alert(1)</script>`),
  svgOnload: svg('<rect width="1" height="1" onload="alert(1)"/>'),
  svgExternalHref: svg('<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="https://evil.example/x.svg#a"/>'),
  /** Animations that write an event handler or a link (SMIL `attributeName`). */
  svgSetHandler: svg('<rect width="1" height="1"><set attributeName="onmouseover" to="alert(1)"/></rect>'),
  svgAnimateHref: svg('<a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>'),
  svgSetXlinkHref: svg('<a><set attributeName="xlink:href" to="https://evil.example/"/><text>x</text></a>'),
  svgAnimateTransformHandler: svg('<rect width="1" height="1"><animateTransform attributeName=\'onclick\' to="alert(1)"/></rect>'),
  svgAnimateMotionHandler: svg('<rect width="1" height="1"><animateMotion attributeName = "&#111;nbegin" to="alert(1)"/></rect>'),
};

/** A fetch answer's JSON, shaped like the API envelope (tests read what they assert). */
export type Answer = {
  data: Record<string, unknown> & { token: string };
  message: string;
  requestId?: string;
  errors?: Record<string, string[]>;
};
export const readJson = async (res: Response) => (await res.json()) as Answer;
