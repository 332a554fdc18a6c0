import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS, readEnv } from '../src/env.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const doc = (name: string) => path.join(ROOT, 'docs/systemd', name);
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

/** The service files docs/operations.md shows are the checked-in ones, and they hold. */
describe('running the portal as a service (docs/systemd)', () => {
  it.skipIf(!existsSync(SYSTEMD_ANALYZE))('the unit passes systemd-analyze verify, run from this checkout', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-unit-'));
    try {
      // An instance of the template, with /srv/portal standing for this checkout (its node must exist).
      const unit = path.join(dir, 'portal@3000.service');
      await writeFile(unit, (await readFile(doc('portal@.service'), 'utf8')).replaceAll('/srv/portal/', ROOT));
      const { stdout, stderr } = await run(SYSTEMD_ANALYZE, ['verify', unit]);
      // It prints a line per unknown key or bad value, and still exits 0.
      expect(`${stdout}${stderr}`.split('\n').filter((line) => line.includes(unit))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the environment file names only settings the server reads, and they parse', async () => {
    const text = await readFile(doc('portal.env.example'), 'utf8');
    const entries = text
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);
    expect(entries.length).toBeGreaterThan(5);
    for (const [key] of entries) expect(ENV_KEYS, key).toContain(key);
    const env = readEnv({ ...Object.fromEntries(entries), NODE_ENV: 'production', PORT: '3000' });
    expect(env.publicUrl).toMatch(/^https:\/\//);
    expect(env.TRUST_PROXY).toBeDefined();
  });
});
