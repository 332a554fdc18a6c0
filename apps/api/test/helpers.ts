import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { crc32 } from 'node:zlib';
import path from 'node:path';
import { apiPaths, type PartnerType } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connect, type Database } from '../src/db/client.ts';
import { outbox } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/db/seed.ts';
import { readEnv } from '../src/env.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { LocalStorage } from '../src/lib/storage.ts';
import { withDatabase } from './global-setup.ts';

export { DEMO_PASSWORD };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  storage: LocalStorage;
  filesDir: string;
  close: () => Promise<void>;
};

const silentLog = { info: () => undefined, error: () => undefined, warn: () => undefined } as never;

/** A fresh database cloned from the migrated, seeded template, and the app built on it. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  onQuery?: (query: string, params: unknown[]) => void,
): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = `portal_t${randomBytes(4).toString('hex')}_${inject('pgTemplate').split('_').pop()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const database = connect(withDatabase(adminUrl, name), 5, onQuery);
  const filesDir = await mkdtemp(path.join(tmpdir(), 'portal-files-'));
  const storage = new LocalStorage(filesDir);
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: filesDir, WEB_DIST: '/nonexistent', ...envOverrides });
  const app = await buildApp({
    env,
    db: database.db,
    storage,
    mailer: createMailer(database.db, silentLog, env.SMTP_URL, env.MAIL_FROM),
    sessionTtlHours: env.SESSION_TTL_HOURS,
  });
  await app.ready();
  return {
    app,
    database,
    storage,
    filesDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export async function login(app: FastifyInstance, type: PartnerType, username: string, password = DEMO_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: apiPaths.login(type), payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The last message the outbox holds for a recipient. */
export async function lastMessageTo(database: Database, recipient: string) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.createdAt)).limit(1);
  return row;
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

/** A ZIP archive (stored, not deflated) of these entries: enough for yauzl and for Word's package check. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const svg = (body: string) =>
  Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">${body}</svg>`);

export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  svg: svg(''),
  /** A real (minimal) Word package. */
  docx: zipOf({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  }),
  /** Any ZIP: right magic bytes for .docx, not a Word document. */
  zip: zipOf({ 'readme.txt': 'not a document' }),
  /** The script sits past the first 4 KB, where a head-only check would not look. */
  svgScript: svg(`<!--${' '.repeat(5000)}--><script>alert(1)</script>`),
  svgOnload: svg('<rect width="1" height="1" onload="alert(1)"/>'),
  svgExternalHref: svg('<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="https://evil.example/x.svg#a"/>'),
};

/** A fetch answer's JSON, shaped like the API envelope (tests read what they assert). */
export type Answer = {
  data: Record<string, unknown> & { token: string };
  message: string;
  requestId?: string;
  errors?: Record<string, string[]>;
};
export const readJson = async (res: Response) => (await res.json()) as Answer;
