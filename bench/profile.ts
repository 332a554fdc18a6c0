/**
 * Where a request's time goes: the real server under `node --cpu-prof`, loaded by autocannon on
 * one case at a time (a fresh process per case, so each profile holds that case alone), then the
 * profile's top self and total times. On the machine's PostgreSQL (a fresh database, dropped after).
 *
 *   node bench/profile.ts                  every case below
 *   node bench/profile.ts profile footer   only these
 *   node bench/profile.ts --top=40 list    more lines
 *   node bench/profile.ts --read=<file.cpuprofile>   only read a profile written before
 *
 * Profiles are kept in $TMPDIR/portal-profiles/<case>.cpuprofile (open them in Chrome's DevTools).
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, runMigrations } from '../apps/api/src/db/client.ts';
import { API_ROOT, freePort } from '../apps/api/test/server-process.ts';
import { partnerGrower } from './lib/data.ts';
import { load } from './lib/load.ts';
import { createMachineDatabase, login } from './lib/server.ts';

const OUT = path.join(tmpdir(), 'portal-profiles');
const DURATION = 8;

type Case = { id: string; path: string; headers?: (t: Tokens) => Record<string, string>; etag?: boolean };
type Tokens = { provider: string; operator: string; collaborator: string; company: string };
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

const CASES: Case[] = [
  { id: 'ping', path: '/api/ping' },
  { id: 'profile', path: '/api/partner/v1/provider/profile', headers: (t) => bearer(t.provider) },
  { id: 'footer', path: '/api/partner/footer/list' },
  { id: 'footer304', path: '/api/partner/footer/list', etag: true },
  { id: 'provinces', path: '/api/partner/locations/provinces' },
  { id: 'contracts', path: '/api/partner/v1/provider/contract/list?page=1&limit=5', headers: (t) => bearer(t.provider) },
  { id: 'list', path: '/api/admin/partners?page=1&limit=10', headers: (t) => bearer(t.operator) },
  { id: 'orders', path: '/api/partner/v1/collaborator/medical-order/list?page=1&limit=10', headers: (t) => bearer(t.collaborator) },
  { id: 'company-contracts', path: '/api/partner/v1/company/contract/list?page=1&limit=10', headers: (t) => bearer(t.company) },
  // More of the lists held to their raw twins (lib/twins.ts), on the demo data.
  { id: 'patients', path: '/api/partner/v1/collaborator/patient/list?page=1&limit=10', headers: (t) => bearer(t.collaborator) },
  {
    id: 'debt-reports',
    path: '/api/partner/v1/collaborator/deferred-payment/list?page=1&limit=10',
    headers: (t) => bearer(t.collaborator),
  },
  { id: 'media-root', path: '/api/partner/media/tree?page=1&limit=20', headers: (t) => bearer(t.collaborator) },
  { id: 'inbox', path: '/api/partner/notifications?page=1&limit=10', headers: (t) => bearer(t.collaborator) },
  { id: 'order-desk', path: '/api/admin/orders?page=1&limit=10', headers: (t) => bearer(t.operator) },
];

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

/** Top self time by package (or project file) and by function, and top total time by function. */
export function summarise(profile: Profile, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const time = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) time.set(id, (time.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const all = [...time.values()].reduce((a, b) => a + b, 0) || 1;
  const where = (url: string) =>
    url
      .replace(/^file:\/\//, '')
      .replace(/.*node_modules\//, '')
      .replace(/.*\/(apps|packages)\//, '$1/');
  const name = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const group = (n: Node) => {
    const url = n.callFrame.url;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
    if (pkg) return pkg;
    if (url) return where(url);
    return n.callFrame.functionName ? `(${n.callFrame.functionName})` : '(native)';
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const groups = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, t: number) => m.set(k, (m.get(k) ?? 0) + t);
  for (const [id, t] of time) {
    const node = byId.get(id);
    if (!node) continue;
    add(self, name(node), t);
    add(groups, group(node), t);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const k = name(byId.get(cur) as Node);
      if (!seen.has(k)) add(total, k, t);
      seen.add(k);
    }
  }
  const list = (title: string, m: Map<string, number>) =>
    [
      `— ${title}`,
      ...[...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([k, t]) => `${((100 * t) / all).toFixed(1).padStart(5)} %  ${k}`),
    ].join('\n');
  return [
    `${(all / 1e6).toFixed(1)} s sampled`,
    list('self time by package', groups),
    list('self time', self),
    list('total time', total),
  ].join('\n\n');
}

/** A DevTools protocol session with the server process (Node's inspector over its WebSocket). */
class Inspector {
  #next = 1;
  #waiting = new Map<number, (v: unknown) => void>();
  private ws: WebSocket;
  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.addEventListener('message', (e) => {
      const msg = JSON.parse(String(e.data)) as { id?: number; result?: unknown };
      if (msg.id !== undefined) this.#waiting.get(msg.id)?.(msg.result);
    });
  }
  static async open(port: number): Promise<Inspector> {
    const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
    if (!target) throw new Error('no inspector target');
    const ws = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      ws.addEventListener('open', resolve, { once: true });
      ws.addEventListener('error', reject, { once: true });
    });
    return new Inspector(ws);
  }
  call(method: string, params: object = {}): Promise<unknown> {
    const id = this.#next++;
    this.ws.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve) => this.#waiting.set(id, resolve));
  }
  close() {
    this.ws.close();
  }
}

/** Committed transactions of the database so far (each statement outside a transaction is one). */
async function databaseXacts(url: string): Promise<number> {
  const probe = connect(url, 1);
  try {
    const { rows } = await probe.pool.query<{ n: string }>(
      'select xact_commit as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await probe.close();
  }
}

async function profileCase(c: Case, databaseUrl: string, top: number): Promise<void> {
  const dataDir = path.join(tmpdir(), `portal-prof-data-${process.pid}`);
  await mkdir(dataDir, { recursive: true });
  const port = await freePort();
  const inspectPort = await freePort();
  const child = spawn(process.execPath, [`--inspect=127.0.0.1:${inspectPort}`, 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      LOGIN_RATE_MAX: '1000000',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 2400) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const tokens: Tokens = {
    provider: await login(base, '/api/partner/provider/auth/login', 'ncc_demo'),
    operator: await login(base, '/api/admin/auth/login', 'admin_demo'),
    collaborator: await login(base, '/api/partner/collaborator/auth/login', 'ctv_demo'),
    company: await login(base, '/api/partner/company/auth/login', 'dn_demo'),
  };
  const headers: Record<string, string> = { ...c.headers?.(tokens) };
  if (c.etag) headers['if-none-match'] = (await fetch(`${base}${c.path}`, { headers })).headers.get('etag') ?? '';
  // Warm up, then profile the measured seconds only (not the start, the seed, the warm-up).
  await load(base, { path: c.path, connections: 20, duration: 2, warmup: 0, headers });
  const inspector = await Inspector.open(inspectPort);
  await inspector.call('Profiler.enable');
  await inspector.call('Profiler.setSamplingInterval', { interval: 200 });
  const xacts = () => databaseXacts(databaseUrl);
  const before = await xacts();
  await inspector.call('Profiler.start');
  const r = await load(base, { path: c.path, connections: 20, duration: DURATION, warmup: 0, headers });
  const { profile } = (await inspector.call('Profiler.stop')) as { profile: Profile };
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // the statistics are flushed within a second
  const statements = ((await xacts()) - before - 1) / r.requests;
  inspector.close();
  child.kill('SIGTERM');
  await exited;
  await mkdir(OUT, { recursive: true });
  const kept = path.join(OUT, `${c.id}.cpuprofile`);
  await writeFile(kept, JSON.stringify(profile));
  console.log(
    `\n=== ${c.id} ${c.path}: ${r.reqPerSec.toFixed(0)} req/s, p50 ${r.p50Ms} / p99 ${r.p99Ms} ms, non-2xx ${r.non2xx}, ~${statements.toFixed(2)} transactions/request → ${kept}`,
  );
  console.log(summarise(profile, top));
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 25);
  const read = args.find((a) => a.startsWith('--read='))?.slice(7);
  if (read) {
    console.log(summarise(JSON.parse(await readFile(read, 'utf8')) as Profile, top));
  } else {
    const wanted = args.filter((a) => !a.startsWith('--'));
    const cases = wanted.length ? CASES.filter((c) => wanted.includes(c.id)) : CASES;
    const db = await createMachineDatabase();
    if ('skipped' in db) throw new Error(db.skipped);
    try {
      // The schema, then enough partners for the operator's list to page through (the demo data is a handful).
      const migrate = connect(db.url, 1);
      await runMigrations(migrate);
      await migrate.close();
      const grower = partnerGrower(db.url);
      await grower.growTo(10_000);
      await grower.close();
      for (const c of cases) await profileCase(c, db.url, top);
    } finally {
      await db.drop();
    }
  }
}
