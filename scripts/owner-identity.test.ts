import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION } from '../apps/api/src/db/seed-organization.ts';

/**
 * 'Thông tin đơn vị' is the one place that says who the portal owner is: the demo owner's legal
 * name, tax code and bank account are written once, in the demo data's seed-organization.ts, and
 * in no other file of the repository (code, tests, benchmarks or documents); everything else reads
 * the setting or imports the demo constant.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const SEED = 'apps/api/src/db/seed-organization.ts';

const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
  .split('\n')
  .filter((file) => file && !file.includes('/migrations/meta/') && !/\.(png|jpe?g|pdf|woff2?|ttf|ico|gz|br|zip|xlsx)$/.test(file));

function filesHolding(value: string): string[] {
  return tracked.filter((file) => {
    try {
      return readFileSync(path.join(root, file), 'utf8').includes(value);
    } catch {
      return false; // deleted in the working tree
    }
  });
}

describe("the owner's identity is written once", () => {
  for (const key of ['legalName', 'taxCode', 'accountNumber', 'accountHolder'] as const) {
    it(`${key} '${DEMO_ORGANIZATION[key]}' stands only in ${SEED}`, () => {
      expect(filesHolding(DEMO_ORGANIZATION[key])).toEqual([SEED]);
    });
  }
});
