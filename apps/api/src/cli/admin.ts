import path from 'node:path';
import {
  BACKUP_TEXT,
  LIMITS,
  LOCATION_IMPORT_TEXT,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  operatorInviteSchema,
  SERVER_TEXT,
  SITE_PATHS,
} from '@portal/contract';
import pino from 'pino';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { readEnv } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import { createBackup } from '../lib/backup/create-backup.ts';
import { restoreBackup } from '../lib/backup/restore-backup.ts';
import { inviteOperator } from '../modules/operators/operators-service.ts';
import { approve, CLI_ACTOR } from '../modules/partners/desk-service.ts';
import { importLocationsFile } from '../modules/locations/locations-service.ts';
import { createStorage } from '../lib/storage-sweep.ts';
import { startRuntime } from '../runtime.ts';

/**
 * Operator tasks from the shell (the console does the same in the browser):
 *   npm run admin -- create-operator <username> --role <role> --email <address>
 *                                                  (prints a one-time link to set its password; the first administrator)
 *   npm run admin -- approve <username>
 *   npm run admin -- import-locations <file.csv>   (provinces and wards, columns maTinh,tenTinh,maXa,tenXa)
 *   npm run admin -- backup <dir>                  (database snapshot and stored files; docs/operations.md)
 *   npm run admin -- restore <dir> [--force]       (into an empty database, or --force to replace it)
 * Uses DATABASE_URL, the embedded PostgreSQL of a server running on DATA_DIR, or starts that one.
 */
const [command, ...args] = process.argv.slice(2);
const env = readEnv();
const log = pino({ level: 'warn' });

/** Beside a running server, the database it holds; otherwise the folder's own, started here. */
async function openRuntime() {
  const attached = env.DATABASE_URL ? undefined : await runningEmbeddedUrl(env.dataDir);
  return startRuntime({ ...env, SEED_DEMO: 'false', ...(attached ? { DATABASE_URL: attached } : {}) }, log, { workers: false });
}

/** Loads the official list of provinces and wards from a CSV file, all or nothing. */
async function importLocations(file: string | undefined): Promise<number> {
  if (!file) {
    console.error(LOCATION_IMPORT_TEXT.usage);
    return 2;
  }
  const runtime = await openRuntime();
  try {
    const done = await importLocationsFile(runtime.deps.db, file);
    console.log(LOCATION_IMPORT_TEXT.done(done.provinces, done.wards));
    return 0;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    console.error(err.message);
    console.error(LOCATION_IMPORT_TEXT.failed);
    return 1;
  } finally {
    await runtime.close();
  }
}

/** The value after `--name` in `args`. */
function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

/**
 * `create-operator <username> --role <role> --email <address>`: an operator without a password, and
 * the one-time link that sets it (no password on the command line, none in the shell's history).
 */
async function createOperator(rest: string[]): Promise<number> {
  const username = rest[0]?.startsWith('--') ? undefined : rest[0];
  const parsed = operatorInviteSchema.safeParse({ username, role: option(rest, 'role'), email: option(rest, 'email') });
  if (!username || rest.length !== 5 || !parsed.success) {
    if (username && parsed.error) for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
    console.error(SERVER_TEXT.cliOperatorUsage(OPERATOR_ROLES));
    return 2;
  }
  const runtime = await openRuntime();
  try {
    const { row, token } = await inviteOperator(runtime.deps, CLI_ACTOR, parsed.data);
    const url = `${env.publicUrl}${SITE_PATHS.operatorSetPassword}?token=${token}`;
    console.log(SERVER_TEXT.cliOperatorCreated(row.username, OPERATOR_ROLE_LABELS[row.role], url, LIMITS.inviteLinkTtlHours));
    return 0;
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'conflict') throw err;
    console.error(SERVER_TEXT.cliOperatorExists(parsed.data.username));
    return 1;
  } finally {
    await runtime.close();
  }
}

/**
 * The database alone, without migrations or the job queue (a restore starts from an empty one):
 * DATABASE_URL, the embedded PostgreSQL of a server running on DATA_DIR, or the folder's own.
 */
async function openDatabase(): Promise<{ url: string; close: () => Promise<void> }> {
  const url = env.DATABASE_URL ?? (await runningEmbeddedUrl(env.dataDir));
  if (url) return { url, close: async () => undefined };
  const embedded = await startEmbeddedPostgres(env.dataDir, { info: () => undefined, warn: (m) => log.warn(m) });
  return { url: embedded.url, close: embedded.stop };
}

/** `backup <dir>` and `restore <dir> [--force]`: exit 1 with the reason on any refusal or mismatch. */
async function backupOrRestore(which: 'backup' | 'restore', rest: string[]): Promise<number> {
  const force = rest.includes('--force');
  const [dir, ...extra] = rest.filter((a) => a !== '--force');
  if (!dir || extra.length || (which === 'backup' && force)) {
    console.error(BACKUP_TEXT.usage);
    return 2;
  }
  const target = path.resolve(dir);
  const database = await openDatabase();
  const options = { url: database.url, storage: createStorage(env), dir: target, say: (line: string) => console.log(line) };
  try {
    if (which === 'backup') await createBackup(options);
    else await restoreBackup({ ...options, force });
    console.log(which === 'backup' ? BACKUP_TEXT.backupDone(target) : BACKUP_TEXT.restoreDone(target));
    return 0;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  if (command === 'import-locations') return importLocations(args[0]);
  if (command === 'backup' || command === 'restore') return backupOrRestore(command, args);
  if (command === 'create-operator') return createOperator(args);
  const username = args[0];
  if (command !== 'approve' || !username) {
    console.error(SERVER_TEXT.cliUsage);
    return 2;
  }
  const runtime = await openRuntime();
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
