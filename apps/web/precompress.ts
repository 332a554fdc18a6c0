/**
 * After `vite build`: a gzip and a brotli copy of every text asset in dist, so the server sends
 * compressed bytes without compressing per request (@fastify/static `preCompressed`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('./dist', import.meta.url));
// The server renderer (dist/server) is read by the API from disk, never sent.
const serverDir = path.join(dist, 'server') + path.sep;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (!TEXT.test(file) || file.includes(`${path.sep}.vite${path.sep}`) || file.startsWith(serverDir)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < 512) continue;
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  );
  count++;
}
console.log(`precompressed ${count} files (gzip, brotli)`);
