import { existsSync, statSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A private copy of the web build (without source maps), so that a rebuild of apps/web/dist
 * during a long run (someone else's `npm run build`) cannot pull files from under the server,
 * and the bundle sizes and Lighthouse figures come from the same build.
 */
export async function snapshotDist(dist: string): Promise<{ dir: string; builtAt: string; remove: () => Promise<void> }> {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`no web build in ${dist}: run npm run build`);
  const builtAt = statSync(index).mtime.toISOString();
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-web-'));
  await cp(dist, dir, { recursive: true, filter: (src) => !src.endsWith('.map') });
  return { dir, builtAt, remove: () => rm(dir, { recursive: true, force: true }) };
}
