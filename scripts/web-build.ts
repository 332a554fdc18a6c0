import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/contract/src'];
// The operator console's page (its code is under apps/web/src).
SOURCES.push('apps/web/console.html');

function newestMtime(p: string): number {
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(p);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

/**
 * Builds apps/web/dist (the browser app and, in dist/server, its server renderer) unless both
 * are already newer than every source they are built from.
 */
export async function ensureWebBuilt(force = false): Promise<void> {
  const built = Math.min(
    newestMtime(path.join(root, 'apps/web/dist/index.html')),
    newestMtime(path.join(root, 'apps/web/dist/server/entry-server.js')),
  );
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (!force && built > 0 && built >= sources) return;
  console.log(built ? 'Web app sources changed: building…' : 'Building the web app (first start)…');
  const res = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('web build failed');
}
