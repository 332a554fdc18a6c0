/**
 * `npm start`: builds the web app if it is missing or older than its sources, then runs the
 * server (which starts its database, migrates and loads the demo data when empty).
 */
import { ensureWebBuilt } from './web-build.ts';

await ensureWebBuilt();
await import('../apps/api/src/server.ts');
