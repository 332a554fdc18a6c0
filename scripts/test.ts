/**
 * `npm test`: every check, in order, stopping at the first failure.
 *   1. types (tsc), lint (biome) and import boundaries (scripts/check-imports.ts)
 *   2. unit, component and API tests (vitest): the API on DATABASE_URL's server when it is set (CI
 *      sets it), else on an embedded PostgreSQL
 *   3. the web build and its bundle budget
 *   4. end-to-end journeys in headless Chromium against the real server (embedded PostgreSQL)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuilt } from './web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(title: string, cmd: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (res.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(res.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Runs the checks `width` at a time, each printing its output when it ends; stops at the first failure. */
async function runTogether(checks: { title: string; cmd: readonly [string, readonly string[]] }[], width: number) {
  const started = Date.now();
  const queue = [...checks];
  const one = async (): Promise<void> => {
    const check = queue.shift();
    if (!check) return;
    const t0 = Date.now();
    const res = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(check.cmd[0], check.cmd[1], { cwd: root, env: process.env });
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d;
      });
      child.stderr.on('data', (d: Buffer) => {
        out += d;
      });
      child.on('close', (code) => resolve({ code, out }));
    });
    console.log(`\n▶ ${check.title}`);
    if (res.out.trim()) process.stdout.write(res.out);
    if (res.code !== 0) {
      console.error(`✖ ${check.title} failed`);
      process.exit(res.code ?? 1);
    }
    console.log(`✔ ${check.title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    return one();
  };
  await Promise.all(Array.from({ length: width }, one));
  console.log(`(${checks.length} checks in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const { DATABASE_URL, ...withoutDb } = process.env;
const npx = (bin: string, ...args: string[]) => ['npx', ['--no-install', bin, ...args]] as const;

// Each vitest run also writes a JSON report; the totals make the closing line.
const reports = mkdtempSync(path.join(tmpdir(), 'portal-test-reports-'));
let runs = 0;
const vitest = (...args: string[]) =>
  npx('vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${++runs}.json`)}`);
function totals() {
  let passed = 0;
  let failed = 0;
  for (let i = 1; i <= runs; i++) {
    const r = JSON.parse(readFileSync(path.join(reports, `${i}.json`), 'utf8')) as { numPassedTests: number; numFailedTests: number };
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  }
  return { passed, failed };
}

// The type checks are single-threaded and independent: two at a time on a two-core machine.
await runTogether(
  ['packages/contract', 'apps/api', 'apps/web', 'e2e', 'bench', 'scripts'].map((project) => ({
    title: `types: ${project}`,
    cmd: npx('tsc', '-p', project),
  })),
  2,
);
run('lint', ...npx('biome', 'check', '.'));
run('import boundaries', 'node', ['scripts/check-imports.ts']);
// The API tests run once: on DATABASE_URL's server when it is set (CI sets the machine's PostgreSQL 15),
// otherwise on the embedded PostgreSQL. The embedded server (the product's default) is still the one
// the end-to-end journeys run on, so each server carries the whole product in CI, for half the time
// of running the API files on both.
run(
  DATABASE_URL ? 'unit, component and API tests (API on DATABASE_URL)' : 'unit, component and API tests (embedded PostgreSQL)',
  ...vitest(),
  DATABASE_URL ? { ...withoutDb, TEST_DATABASE_URL: DATABASE_URL } : withoutDb,
);
await ensureWebBuilt(true);
run('bundle budget', 'node', ['bench/bundle-budget.ts', '--check']);
run('end-to-end (Chromium)', ...vitest('--config', 'e2e/vitest.config.ts'), withoutDb);

const { passed, failed } = totals();
rmSync(reports, { recursive: true, force: true });
console.log(`\ntests: ${passed} passed, ${failed} failed`);
