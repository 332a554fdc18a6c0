import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/api/test/server-process.ts';
import type { CaptureLine, CapturedStatement } from './capture-sql.ts';
import { listProcesses, processCpuSeconds } from './cpu.ts';
import { type LoadResult, load } from './load.ts';
import { type Budget, budget, fmt, table } from './report.ts';
import type { TwinCase, TwinStatement } from './twin-server.ts';

/**
 * Each main list against its own query: a raw twin (lib/twin-server.ts) sends the statements the
 * portal's list sent for the same call (captured from the driver by lib/capture-sql.ts) and answers
 * `JSON.stringify` of the rows; both are loaded back to back at 20 connections in the same run. What
 * the portal adds on top of its SQL (routing, auth, validation, mapping, serializing, headers) is
 * the difference.
 */

/** The portal's list answers at least this share of its twin's req/s. */
export const TWIN_MIN_RATIO = 0.7;
/** And its p99 at 20 connections stays under this. */
export const TWIN_P99_MS = 25;

const CAPTURE_MODULE = fileURLToPath(new URL('./capture-sql.ts', import.meta.url));
const TWIN_SERVER = fileURLToPath(new URL('./twin-server.ts', import.meta.url));

/** Environment for the server process: the capture module preloaded (idle until SIGUSR2), writing to `file`. */
export function captureEnv(file: string): Record<string, string> {
  const options = [process.env.NODE_OPTIONS, `--import=${CAPTURE_MODULE}`].filter(Boolean).join(' ');
  return { NODE_OPTIONS: options, BENCH_CAPTURE_SQL: file };
}

/** A list measured against its twin. */
export type TwinSpec = { id: string; label: string; path: string; headers: Record<string, string> };

/** What one call of the portal's list sent, and what it answered. */
export type Captured = { statements: CapturedStatement[]; status: number; bytes: number };

/** Reads the capture file from `offset` until a line `{"capture": want}` appears; answers what came before it. */
async function untilMark(file: string, offset: number, want: 'on' | 'off'): Promise<{ lines: CaptureLine[]; offset: number }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
    if (size > offset) {
      const text = readFileSync(file).subarray(offset, size).toString('utf8');
      const raw = text
        .slice(0, text.lastIndexOf('\n') + 1)
        .split('\n')
        .filter(Boolean);
      const lines = raw.map((l) => JSON.parse(l) as CaptureLine);
      const at = lines.findIndex((l) => 'capture' in l && l.capture === want);
      if (at >= 0) {
        const used = raw.slice(0, at + 1).reduce((sum, l) => sum + Buffer.byteLength(l) + 1, 0);
        return { lines: lines.slice(0, at), offset: offset + used };
      }
    }
    if (Date.now() > deadline) throw new Error(`the server did not turn the SQL capture ${want} (is ${CAPTURE_MODULE} preloaded?)`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * The statements one call of `spec` sends, with nothing else calling the server: one call first
 * (the session is then kept, plans and caches warm, as under load), then the capture turned on, the
 * call, the capture turned off. pg-boss's statements are left out by the capture module.
 */
export async function captureList(server: { baseUrl: string; pid: number }, file: string, spec: TwinSpec): Promise<Captured> {
  const call = () => fetch(`${server.baseUrl}${spec.path}`, { headers: spec.headers });
  await (await call()).arrayBuffer();
  let offset = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  process.kill(server.pid, 'SIGUSR2');
  offset = (await untilMark(file, offset, 'on')).offset;
  const res = await call();
  const body = await res.arrayBuffer();
  process.kill(server.pid, 'SIGUSR2');
  const { lines } = await untilMark(file, offset, 'off');
  const statements = lines.filter((l): l is CapturedStatement => !('capture' in l)).sort((a, b) => a.start - b.start);
  return { statements, status: res.status, bytes: body.byteLength };
}

/** The twin's plan: statements in order, those the portal had in flight together sent together. */
export function twinCase(statements: readonly CapturedStatement[]): TwinCase {
  const steps: TwinStatement[][] = [];
  let stepEnd = Number.NEGATIVE_INFINITY;
  for (const s of statements) {
    const { text, values, name, rowMode, rawDates } = s;
    const twin: TwinStatement = {
      text,
      values,
      ...(name ? { name } : {}),
      ...(rowMode ? { rowMode } : {}),
      ...(rawDates ? { rawDates } : {}),
    };
    const last = steps.at(-1);
    // Sent before the step's statements were all answered: the portal had them in flight together.
    if (last && s.start < stepEnd) {
      last.push(twin);
      stepEnd = Math.max(stepEnd, s.end ?? s.start);
    } else {
      steps.push([twin]);
      stepEnd = s.end ?? s.start;
    }
  }
  const transaction = statements.some((s) => /^\s*(begin|start\s+transaction)\b/i.test(s.text));
  return { steps, transaction };
}

export type TwinServer = { baseUrl: string; pid: number; stop: () => Promise<void> };

/** Starts lib/twin-server.ts with `cases` on `databaseUrl`, a pool of `poolMax` as the portal's. */
export async function startTwinServer(databaseUrl: string, cases: Record<string, TwinCase>, poolMax = 20): Promise<TwinServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-twins-'));
  const casesFile = path.join(dir, 'cases.json');
  await writeFile(casesFile, JSON.stringify(cases));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [TWIN_SERVER], {
    env: { ...process.env, TWIN_CASES: casesFile, DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: String(poolMax), PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const first = Object.keys(cases)[0];
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`twin server exited with ${child.exitCode}: ${stderr}`);
    }
    try {
      if ((await fetch(`${baseUrl}/twin/${first}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`twin server did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { baseUrl, pid: child.pid ?? 0, stop };
}

/** One side of a pair: the load run, and CPU per answer (ms) of its HTTP server and of PostgreSQL. */
export type TwinSide = LoadResult & { serverCpuMs: number | null; postgresCpuMs: number | null };

export type TwinResult = {
  id: string;
  label: string;
  /** Statements a call sends, and how many of them run with the others (steps). */
  statements: number;
  steps: number;
  /** Each statement: its prepared name, or the start of its text (an unnamed statement, planned on every call). */
  sql: string[];
  portalBytes: number;
  twinBytes: number;
  portal: TwinSide;
  twin: TwinSide;
  /** portal req/s ÷ twin req/s. */
  ratio: number;
};

const postgresPids = () =>
  listProcesses()
    .filter((p) => p.comm === 'postgres' || p.cmdline.startsWith('postgres'))
    .map((p) => p.pid);
const cpuOf = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + (processCpuSeconds(pid) ?? 0), 0);

/** Loads `path` on `baseUrl` after a warm-up, with the CPU of `serverPid` and PostgreSQL during the measured part. */
async function measure(baseUrl: string, serverPid: number, path: string, headers: Record<string, string>, duration: number) {
  const opts = { path, connections: 20, headers, duration, warmup: 0 };
  await load(baseUrl, { ...opts, duration: 1 });
  const pg = postgresPids();
  const before = { server: processCpuSeconds(serverPid), pg: cpuOf(pg) };
  const r = await load(baseUrl, opts);
  const server = processCpuSeconds(serverPid);
  const perAnswer = (s: number) => (r.requests > 0 ? (s * 1000) / r.requests : null);
  return {
    ...r,
    serverCpuMs: server !== null && before.server !== null ? perAnswer(server - before.server) : null,
    postgresCpuMs: pg.length ? perAnswer(cpuOf(pg) - before.pg) : null,
  } satisfies TwinSide;
}

/**
 * Every list of `specs` against its twin: captured one by one on the portal's server (nothing else
 * calling it), the twins started in one process, then each pair loaded back to back.
 */
export async function benchTwins(opts: {
  server: { baseUrl: string; pid: number; databaseUrl: string };
  captureFile: string;
  specs: readonly TwinSpec[];
  duration: number;
  log: (line: string) => void;
}): Promise<TwinResult[]> {
  const { server, specs } = opts;
  const captured = new Map<string, Captured>();
  for (const spec of specs) {
    const c = await captureList(server, opts.captureFile, spec);
    if (c.status !== 200) throw new Error(`${spec.path} answered ${c.status}`);
    if (c.statements.length === 0) throw new Error(`${spec.path} sent no statement: nothing to twin`);
    captured.set(spec.id, c);
    opts.log(
      `${spec.label}: ${c.statements.length} statement(s) [${c.statements.map((s) => s.name ?? 'unnamed').join(', ')}], ${c.bytes.toLocaleString('en-US')} bytes`,
    );
  }
  const cases = Object.fromEntries(specs.map((s) => [s.id, twinCase(captured.get(s.id)?.statements ?? [])]));
  const twin = await startTwinServer(server.databaseUrl, cases);
  const results: TwinResult[] = [];
  try {
    for (const spec of specs) {
      const c = captured.get(spec.id) as Captured;
      const twinPath = `/twin/${spec.id}`;
      const twinBytes = (await (await fetch(`${twin.baseUrl}${twinPath}`)).arrayBuffer()).byteLength;
      const portal = await measure(server.baseUrl, server.pid, spec.path, spec.headers, opts.duration);
      const raw = await measure(twin.baseUrl, twin.pid, twinPath, {}, opts.duration);
      const r: TwinResult = {
        id: spec.id,
        label: spec.label,
        statements: c.statements.length,
        steps: cases[spec.id]?.steps.length ?? 0,
        sql: c.statements.map((s) => s.name ?? `(unnamed) ${s.text.replace(/\s+/g, ' ').slice(0, 100)}`),
        portalBytes: c.bytes,
        twinBytes,
        portal,
        twin: raw,
        ratio: raw.reqPerSec > 0 ? portal.reqPerSec / raw.reqPerSec : 0,
      };
      results.push(r);
      opts.log(
        `${spec.label}: portal ${fmt(portal.reqPerSec, 0)} req/s (p99 ${fmt(portal.p99Ms, 0)} ms), twin ${fmt(raw.reqPerSec, 0)} req/s (p99 ${fmt(raw.p99Ms, 0)} ms), ${fmt(r.ratio * 100)} %`,
      );
    }
  } finally {
    await twin.stop();
  }
  return results;
}

export function twinBudgets(database: string, results: readonly TwinResult[]): Budget[] {
  return results.flatMap((r) => [
    budget(
      `[${database}] ${r.label}: req/s ÷ its raw twin's`,
      r.ratio * 100,
      'min',
      TWIN_MIN_RATIO * 100,
      '%',
      `${fmt(r.portal.reqPerSec, 0)} vs ${fmt(r.twin.reqPerSec, 0)} req/s, ${r.statements} statement${r.statements === 1 ? '' : 's'}`,
    ),
    budget(`[${database}] ${r.label}: p99 @20`, r.portal.p99Ms, 'max', TWIN_P99_MS, 'ms', `twin ${fmt(r.twin.p99Ms, 0)} ms`),
  ]);
}

/** One line per list; `ceiling`: the run's /api/ping req/s, for the portal's share of it (information). */
export function printTwins(results: readonly TwinResult[], ceiling?: number): void {
  console.log(
    table(
      [
        'list',
        'stmts',
        'portal req/s',
        'twin req/s',
        'ratio',
        'p99 ms portal / twin',
        'server CPU ms/answer portal / twin',
        'PG CPU ms/answer',
        'bytes portal / twin',
        'of ping',
      ],
      results.map((r) => [
        r.label,
        r.steps === r.statements ? String(r.statements) : `${r.statements} (${r.steps} steps)`,
        fmt(r.portal.reqPerSec, 0),
        fmt(r.twin.reqPerSec, 0),
        `${fmt(r.ratio * 100, 0)}%`,
        `${fmt(r.portal.p99Ms, 0)} / ${fmt(r.twin.p99Ms, 0)}`,
        `${fmt(r.portal.serverCpuMs, 2)} / ${fmt(r.twin.serverCpuMs, 2)}`,
        `${fmt(r.portal.postgresCpuMs, 2)} / ${fmt(r.twin.postgresCpuMs, 2)}`,
        `${r.portalBytes.toLocaleString('en-US')} / ${r.twinBytes.toLocaleString('en-US')}`,
        ceiling ? `${fmt((r.portal.reqPerSec / ceiling) * 100)}%` : '–',
      ]),
    ),
  );
}
