/**
 * `npm run test:faults`: kills the server with SIGKILL in the middle of multipart registrations,
 * again and again (ROUNDS, default 50), restarting it each time on the same data folder. After
 * every restart: no partial rows, no orphan files, every row's file present, a clean start.
 * Separate from `npm test` because it takes a minute or two.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runningEmbeddedUrl } from '../apps/api/src/db/embedded-postgres.ts';
import { type ServerProcess, startServer } from '../apps/api/test/server-process.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 50);
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-faults-'));
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);

async function start(): Promise<ServerProcess> {
  return startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 15_000);
}

function register(base: string, n: number) {
  const form = new FormData();
  const name = `ncc_f${n}`;
  const fields = {
    username: name,
    password: 'Moi@2026x',
    confirmPassword: 'Moi@2026x',
    supplierName: 'Công ty Thử Lỗi',
    ownerName: 'Lê Văn Lỗi',
    taxCode: String(1_000_000_000 + n),
    phone: '0912000111',
    email: `${name}@vidu.vn`,
    introducerName: 'Phạm Thị Lan',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (let i = 0; i < 3; i++)
    form.append('BusinessLicenseFile[]', new Blob([pdf, String(n * 10 + i)], { type: 'application/pdf' }), `gp-${i}.pdf`);
  return fetch(`${base}/api/partner/provider/auth/register`, { method: 'POST', body: form }).then(
    (r) => r.status,
    () => 0,
  );
}

async function listStored(): Promise<{ final: string[]; tmp: string[] }> {
  const filesDir = path.join(dataDir, 'files');
  const final: string[] = [];
  let tmp: string[] = [];
  if (!existsSync(filesDir)) return { final, tmp };
  for (const d of await readdir(filesDir)) {
    if (d === 'tmp') tmp = await readdir(path.join(filesDir, d));
    else final.push(...(await readdir(path.join(filesDir, d))));
  }
  return { final, tmp };
}

async function check(round: number): Promise<string[]> {
  const url = await runningEmbeddedUrl(dataDir);
  if (!url) return ['no running database'];
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const problems: string[] = [];
  try {
    const q = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]?.n ?? 0);
    if (await q(`select count(*) as n from users where type <> 'operator' and partner_id is null`))
      problems.push('a partner account without its partner');
    if (
      await q(
        `select count(*) as n from partners p where parent_id is null and not exists (select 1 from users u where u.partner_id = p.id)`,
      )
    )
      problems.push('a partner without its account');
    if (
      await q(
        `select count(*) as n from partners p where p.status = 'pending' and (select count(*) from files f where f.partner_id = p.id) <> 3`,
      )
    )
      problems.push('a registration without its three files');
    const rows = new Set((await db.query<{ id: string }>('select id from files')).rows.map((r) => r.id));
    const stored = await listStored();
    if (stored.tmp.length) problems.push(`${stored.tmp.length} staged files left after recovery`);
    for (const id of rows) if (!stored.final.includes(id)) problems.push(`row ${id} has no file`);
    for (const id of stored.final) if (!rows.has(id)) problems.push(`orphan file ${id}`);
    const registered = await q(`select count(*) as n from partners where status = 'pending'`);
    if (round === ROUNDS) console.log(`${registered} registrations committed, ${rows.size} files, all consistent`);
  } finally {
    await db.end();
  }
  return problems;
}

let failures = 0;
let n = 0;
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const server = await start();
    const base = server.base;
    const problems = await check(round - 1);
    if (problems.length) {
      failures++;
      console.error(`round ${round}: ${problems.join('; ')}`);
    }
    const inflight = Array.from({ length: 4 }, () => register(base, ++n));
    await new Promise((r) => setTimeout(r, 20 + Math.random() * 400));
    const stopped = server.stop('SIGKILL');
    await Promise.all(inflight);
    await stopped;
    if (round % 10 === 0) console.log(`round ${round}/${ROUNDS}`);
  }
  const last = await start();
  const problems = await check(ROUNDS);
  if (problems.length) {
    failures++;
    console.error(`final start: ${problems.join('; ')}`);
  }
  await last.stop();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`${ROUNDS - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
