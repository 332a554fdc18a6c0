/**
 * A mixed workload: simulated users of every kind (visitors, collaborators, providers, companies,
 * operators) act at once, each looping its scenario with no think time, first against ONE server
 * and then against TWO, both behind nginx with the checked-in docs/nginx/portal.conf, on the
 * machine's PostgreSQL (a fresh database per run), Redis and an S3-compatible store (s3rver).
 * Reports req/s, p50, p99 and errors per operation, the CPU use of the machine and of each part,
 * and which was the limit.
 *
 *   node bench/mixed.ts                 60 s per run
 *   MIXED_SECONDS=5 node bench/mixed.ts shorter runs (while developing)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { DEMO_ORGANIZATION } from '../apps/api/src/db/seed-organization.ts';
import { hasNginx, startNginx } from '../apps/api/test/nginx.ts';
import { reachable } from '../apps/api/test/reachable.ts';
import { type CpuReport, cpuWindow, listProcesses, withDescendants } from './lib/cpu.ts';
import { type Kind, OPERATIONS, type OperationId, USERS, type VirtualUser, virtualUser } from './lib/mixed-scenarios.ts';
import { type Budget, budget, fmt, printBudgets, section, table } from './lib/report.ts';
import { startS3Process } from './lib/s3-process.ts';
import { createMachineDatabase, MACHINE_PG, openDb, type RunningServer, startServer } from './lib/server.ts';
import { type ClientKind, type Connection, clientKind, createRecorder, openConnection, quantile } from './lib/virtual-users.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Measured seconds per run (MIXED_SECONDS), after a warm-up that is not counted. */
export const MIXED_SECONDS = Number(process.env.MIXED_SECONDS ?? 60);
if (!Number.isFinite(MIXED_SECONDS) || MIXED_SECONDS < 1)
  throw new Error(`MIXED_SECONDS must be a number of seconds ≥ 1, not ${process.env.MIXED_SECONDS}`);
const WARMUP_SECONDS = Math.min(5, MIXED_SECONDS);
/** Open bid posts set aside per provider account, one submission per loop while they last. */
const POSTS_PER_PROVIDER = 1_000;
/** Two servers should serve this many times one server's requests, where the machine is not the limit. */
const SCALE_BUDGET = 1.6;
/** Above this share of all cores busy, the CPU was the limit. */
const SATURATED_PCT = 90;
/** A single-threaded process (a Node server, the load generator, nginx's one worker) at this share of one core is the limit. */
const ONE_CORE_PCT = 90;

export type MixedOperation = {
  id: OperationId | 'total';
  label: string;
  requests: number;
  reqPerSec: number;
  p50Ms: number | null;
  p99Ms: number | null;
  errors: number;
};

export type MixedRun = {
  servers: number;
  seconds: number;
  client: ClientKind;
  users: Record<Kind, number>;
  operations: MixedOperation[];
  total: MixedOperation;
  cpu: CpuReport;
  /** Which part was the limit, in words. */
  limit: string;
  saturated: boolean;
  /** Answers per server (host:port), as nginx reported them. */
  answersByServer: Record<string, number>;
  errorSamples: string[];
};

export type MixedReport = { runs: MixedRun[]; ratio: number | null; skipped?: string; budgets: Budget[] };

/** Open bid posts with no item to fill in, for the providers to submit to; answers their ids. */
async function openPosts(databaseUrl: string, n: number): Promise<number[]> {
  const db = openDb(databaseUrl);
  try {
    const { rows } = await db.db.execute<{ id: number }>(sql`
      insert into bid_posts (name, bid_name, inviting_party, category_id, contract_type, area, choose_mode, public_mode,
                             apply_group, open_date, close_date, status)
      select 'Gói thầu tải hỗn hợp ' || g, 'Gói thầu số ' || g || '/TAI', ${DEMO_ORGANIZATION.legalName},
             (select min(id) from bid_categories), g % 4, g % 4, g % 5, g % 4, g % 3,
             now() - interval '1 day', now() + interval '30 days', 1
      from generate_series(1, ${n}::int) as g
      returning id`);
    await db.db.execute(sql`analyze bid_posts`);
    return rows.map((r) => Number(r.id));
  } finally {
    await db.close();
  }
}

/** Names of the parts that are a share of another part (not added up again). */
const SUBSET = 'PostgreSQL, this database';
const OTHER = 'everything else on the machine';

/** Adds what the machine's busy time holds beyond the measured processes (other work sharing the cores). */
function withOther(cpu: CpuReport): CpuReport {
  if (cpu.machineBusyPct === null || cpu.seconds <= 0) return cpu;
  const machineSeconds = (cpu.machineBusyPct / 100) * cpu.cores * cpu.seconds;
  const known = cpu.parts.filter((p) => p.name !== SUBSET).reduce((a, p) => a + (p.cpuSeconds ?? 0), 0);
  const other = Math.max(0, machineSeconds - known);
  return { ...cpu, parts: [...cpu.parts, { name: OTHER, cpuSeconds: other, ofOneCorePct: (other / cpu.seconds) * 100 }] };
}

function limitOf(cpu: CpuReport, servers: number): { limit: string; saturated: boolean } {
  const busy = cpu.machineBusyPct;
  const saturated = busy !== null && busy >= SATURATED_PCT;
  const ranked = cpu.parts
    .filter((p) => p.ofOneCorePct !== null && p.name !== SUBSET)
    .sort((a, b) => (b.ofOneCorePct ?? 0) - (a.ofOneCorePct ?? 0));
  const top = ranked
    .slice(0, 3)
    .map((p) => `${p.name} ${fmt(p.ofOneCorePct, 0)} %`)
    .join(', ');
  if (saturated) {
    const busiest = ranked[0]?.name === OTHER ? ', most of it other work on the machine' : '';
    return {
      saturated,
      limit: `the CPU: ${fmt(busy, 0)} % of the ${cpu.cores} cores busy${busiest} (largest shares of one core: ${top})`,
    };
  }
  const single = cpu.parts.find((p) => /^(server|load generator|nginx)/.test(p.name) && (p.ofOneCorePct ?? 0) >= ONE_CORE_PCT);
  if (single) return { saturated, limit: `${single.name} at ${fmt(single.ofOneCorePct, 0)} % of one core (single-threaded)` };
  const pg = cpu.parts.find((p) => p.name === SUBSET);
  if (pg && (pg.ofOneCorePct ?? 0) >= ONE_CORE_PCT * servers) {
    return { saturated, limit: `PostgreSQL: ${fmt(pg.ofOneCorePct, 0)} % of one core for this database` };
  }
  return {
    saturated,
    limit: `no part saturated (${fmt(busy, 0)} % of the cores busy; ${top}): waits (locks, I/O, round trips) bound the users, who each wait for their answer`,
  };
}

/** One run: `servers` servers on a fresh database behind nginx, every user acting for MIXED_SECONDS. */
async function runMixed(servers: number, s3: { pid: number; env: Record<string, string> }): Promise<MixedRun> {
  const database = await createMachineDatabase();
  if ('skipped' in database) throw new Error(database.skipped);
  const dbName = new URL(database.url).pathname.slice(1);
  const running: RunningServer[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const connections: Connection[] = [];
  try {
    const env = {
      REDIS_URL,
      ...s3.env,
      TRUST_PROXY: '127.0.0.1',
      LOGIN_ACCOUNT_RATE_MAX: '1000000',
      LOGIN_ADDRESS_RATE_MAX: '1000000',
    };
    // One after the other: the first migrates and loads the demo data, the next finds them.
    for (let i = 0; i < servers; i++) running.push(await startServer({ databaseUrl: database.url, env }));
    const postIds = await openPosts(database.url, POSTS_PER_PROVIDER * USERS.provider);
    const providerPosts = new Map<string, number[]>();
    const postsFor = (account: string) => {
      if (!providerPosts.has(account)) {
        const slice = providerPosts.size;
        providerPosts.set(account, postIds.slice(slice * POSTS_PER_PROVIDER, (slice + 1) * POSTS_PER_PROVIDER));
      }
      return providerPosts.get(account) ?? [];
    };
    nginx = await startNginx(running.map((s) => new URL(s.baseUrl).host));
    const base = nginx.base;
    const recorder = createRecorder(OPERATIONS);
    const users: VirtualUser[] = [];
    for (const kind of Object.keys(USERS) as Kind[]) {
      for (let i = 0; i < USERS[kind]; i++) {
        const connection = await openConnection(base);
        connections.push(connection);
        users.push(virtualUser(kind, i, { recorder, connection, providerPosts: postsFor }));
      }
    }
    for (const u of users) await u.prepare();
    console.log(
      `[mixed/${servers}] ${users.length} users (${Object.entries(USERS)
        .map(([k, n]) => `${k} ×${n}`)
        .join(
          ', ',
        )}) through nginx at ${base} → ${running.map((s) => s.baseUrl).join(', ')}; ${WARMUP_SECONDS} s warm-up, ${MIXED_SECONDS} s measured…`,
    );

    let stopping = false;
    let broken: unknown;
    // A scenario that throws (not an error answer: those are counted) stops the run and is reported.
    const loops = users.map(async (u) => {
      try {
        while (!stopping) await u.step();
      } catch (err) {
        broken ??= err;
        stopping = true;
      }
    });
    await new Promise((r) => setTimeout(r, WARMUP_SECONDS * 1000));
    const nginxPids = () => {
      const procs = listProcesses();
      const master = procs.find((p) => p.comm === 'nginx' && p.ppid === process.pid);
      return master ? withDescendants(master.pid, procs) : [];
    };
    const groups: Record<string, () => number[]> = {};
    running.forEach((s, i) => {
      groups[`server ${i + 1}`] = () => withDescendants(s.pid);
    });
    groups.nginx = nginxPids;
    groups['s3rver (files)'] = () => [s3.pid];
    groups['PostgreSQL, all of it'] = () =>
      listProcesses()
        .filter((p) => p.comm === 'postgres' || p.cmdline.startsWith('postgres'))
        .map((p) => p.pid);
    groups[SUBSET] = () =>
      listProcesses()
        .filter((p) => p.cmdline.startsWith('postgres:') && p.cmdline.includes(` ${dbName} `))
        .map((p) => p.pid);
    const window = cpuWindow('load generator (this process)', groups);
    const started = performance.now();
    recorder.recording = true;
    await new Promise((r) => setTimeout(r, MIXED_SECONDS * 1000));
    recorder.recording = false;
    const seconds = (performance.now() - started) / 1000;
    const cpu = withOther(window.end());
    stopping = true;
    await Promise.all(loops);
    if (broken) throw broken;

    const operations: MixedOperation[] = [...recorder.operations.values()].map((o) => ({
      id: o.id as OperationId,
      label: o.label,
      requests: o.latenciesMs.length,
      reqPerSec: o.latenciesMs.length / seconds,
      p50Ms: quantile(o.latenciesMs, 0.5),
      p99Ms: quantile(o.latenciesMs, 0.99),
      errors: o.errors,
    }));
    const all = [...recorder.operations.values()].flatMap((o) => o.latenciesMs);
    const total: MixedOperation = {
      id: 'total',
      label: 'total',
      requests: all.length,
      reqPerSec: all.length / seconds,
      p50Ms: quantile(all, 0.5),
      p99Ms: quantile(all, 0.99),
      errors: operations.reduce((a, o) => a + o.errors, 0),
    };
    return {
      servers,
      seconds,
      client: await clientKind(),
      users: { ...USERS },
      operations,
      total,
      cpu,
      ...limitOf(cpu, servers),
      answersByServer: Object.fromEntries(recorder.upstreams),
      errorSamples: recorder.errorSamples,
    };
  } finally {
    await Promise.all(connections.map((c) => c.close().catch(() => undefined)));
    await nginx?.close();
    await Promise.all(running.map((s) => s.stop()));
    await database.drop().catch(() => undefined);
  }
}

export async function benchMixed(): Promise<MixedReport> {
  const missing = [
    hasNginx ? '' : 'nginx (NGINX_PATH, default /usr/sbin/nginx)',
    (await reachable(REDIS_URL, 6379)) ? '' : `Redis at ${REDIS_URL}`,
    (await reachable(MACHINE_PG, 5432)) ? '' : `PostgreSQL at ${MACHINE_PG}`,
  ].filter(Boolean);
  if (missing.length) return { runs: [], ratio: null, skipped: `needs ${missing.join(', ')}`, budgets: [] };
  const s3 = await startS3Process();
  const runs: MixedRun[] = [];
  try {
    for (const servers of [1, 2]) runs.push(await runMixed(servers, s3));
  } finally {
    await s3.close();
  }
  const [one, two] = runs;
  const ratio = one && two && one.total.reqPerSec > 0 ? two.total.reqPerSec / one.total.reqPerSec : null;
  const saturatedNote = runs
    .filter((r) => r.saturated)
    .map((r) => `${r.servers === 1 ? 'one server' : 'two servers'}: ${fmt(r.cpu.machineBusyPct, 0)} % busy`);
  const budgets = [
    ...runs.map((r) =>
      budget(`[mixed] errors, ${r.servers === 1 ? 'one server' : 'two servers behind nginx'}`, r.total.errors, 'max', 0, 'errors'),
    ),
    budget(
      '[mixed] two servers ÷ one server, total req/s',
      ratio,
      'min',
      SCALE_BUDGET,
      '×',
      saturatedNote.length
        ? `CPU saturated (${saturatedNote.join('; ')}): the two servers share the ${one?.cpu.cores ?? '?'} cores with the load generator, nginx and PostgreSQL — this measures the machine, not the servers`
        : 'the CPU was not saturated in either run',
    ),
  ];
  return { runs, ratio, budgets };
}

export function printMixed(report: MixedReport): void {
  section(`Mixed workload: every kind of user at once, ${MIXED_SECONDS} s per run, one then two servers behind nginx`);
  if (report.skipped) {
    console.log(`skipped: ${report.skipped}`);
    return;
  }
  const [one, two] = report.runs;
  for (const run of report.runs) {
    console.log(
      `\n${run.servers === 1 ? 'One server' : 'Two servers'} (${fmt(run.seconds, 1)} s measured, client: ${run.client}, users: ${Object.entries(
        run.users,
      )
        .map(([k, n]) => `${k} ×${n}`)
        .join(', ')})`,
    );
    const row = (o: MixedOperation) => [o.label, fmt(o.reqPerSec, 1), fmt(o.p50Ms, 1), fmt(o.p99Ms, 1), String(o.errors)];
    console.log(table(['operation', 'req/s', 'p50 ms', 'p99 ms', 'errors'], [...run.operations.map(row), row(run.total)]));
    console.log(
      `CPU: ${fmt(run.cpu.machineBusyPct, 0)} % of ${run.cpu.cores} cores busy; load average ${run.cpu.loadAverageStart.join(' ')} → ${run.cpu.loadAverageEnd.join(' ')}`,
    );
    console.log(
      table(
        ['process', 'CPU s', '% of one core'],
        run.cpu.parts.map((p) => [p.name, fmt(p.cpuSeconds, 1), fmt(p.ofOneCorePct, 0)]),
      ),
    );
    console.log(
      `answers per server: ${Object.entries(run.answersByServer)
        .map(([server, n]) => `${server} ${n}`)
        .join(', ')}`,
    );
    console.log(`limit: ${run.limit}`);
    for (const e of run.errorSamples) console.log(`  error: ${e}`);
  }
  if (one && two) {
    console.log('\nOne server → two servers');
    const rows = one.operations.map((o) => {
      const t = two.operations.find((x) => x.id === o.id);
      return [o.label, fmt(o.reqPerSec, 1), fmt(t?.reqPerSec, 1), o.reqPerSec > 0 && t ? `${fmt(t.reqPerSec / o.reqPerSec, 2)}×` : '–'];
    });
    rows.push(['total', fmt(one.total.reqPerSec, 1), fmt(two.total.reqPerSec, 1), `${fmt(report.ratio, 2)}×`]);
    console.log(table(['operation', 'one req/s', 'two req/s', 'ratio'], rows));
  }
  console.log();
  printBudgets(report.budgets);
}

if (import.meta.main) {
  const report = await benchMixed();
  printMixed(report);
  const out = fileURLToPath(new URL('./results/mixed.json', import.meta.url));
  await mkdir(new URL('./results/', import.meta.url), { recursive: true });
  await writeFile(out, `${JSON.stringify({ date: new Date().toISOString(), seconds: MIXED_SECONDS, ...report }, null, 2)}\n`);
  console.log(`Written to ${out}`);
}
