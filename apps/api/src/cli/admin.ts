import { SERVER_TEXT } from '@portal/contract';
import pino from 'pino';
import { runningEmbeddedUrl } from '../db/embedded-postgres.ts';
import { readEnv } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import { approve, CLI_ACTOR } from '../modules/admin/partners-service.ts';
import { startRuntime } from '../runtime.ts';

/**
 * Operator tasks from the shell (the console does the same in the browser):
 *   npm run admin -- approve <username>
 * Uses DATABASE_URL, the embedded PostgreSQL of a server running on DATA_DIR, or starts that one.
 */
const [command, ...args] = process.argv.slice(2);
const env = readEnv();
const log = pino({ level: 'warn' });

async function main(): Promise<number> {
  const username = args[0];
  if (command !== 'approve' || !username) {
    console.error(SERVER_TEXT.cliUsage);
    return 2;
  }
  // Beside a running server, use the database it holds; otherwise start the folder's own.
  const attached = env.DATABASE_URL ? undefined : await runningEmbeddedUrl(env.dataDir);
  const runtime = await startRuntime({ ...env, SEED_DEMO: 'false', ...(attached ? { DATABASE_URL: attached } : {}) }, log, {
    workers: false,
  });
  try {
    await approve(runtime.deps, CLI_ACTOR, { username });
    console.log(SERVER_TEXT.cliApproved(username));
    return 0;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    console.log(err.code === 'not_found' ? SERVER_TEXT.cliNotFound(username) : SERVER_TEXT.cliAlreadyActive(username));
    return err.code === 'not_found' ? 1 : 0;
  } finally {
    await runtime.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
