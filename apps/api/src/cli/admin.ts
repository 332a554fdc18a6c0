import pino from 'pino';
import { runningEmbeddedUrl } from '../db/embedded-postgres.ts';
import { readEnv } from '../env.ts';
import { approveAccount } from '../modules/admin/approve-account.ts';
import { startRuntime } from '../runtime.ts';

/**
 * Operator tasks from the shell until the operator console exists:
 *   npm run admin -- approve <username>
 * Uses DATABASE_URL, the embedded PostgreSQL of a server running on DATA_DIR, or starts that one.
 */
const [command, ...args] = process.argv.slice(2);
const env = readEnv();
const log = pino({ level: 'warn' });

async function main(): Promise<number> {
  if (command !== 'approve' || !args[0]) {
    console.error('Cách dùng: npm run admin -- approve <tên đăng nhập>');
    return 2;
  }
  // Beside a running server, use the database it holds; otherwise start the folder's own.
  const attached = env.DATABASE_URL ? undefined : await runningEmbeddedUrl(env.dataDir);
  const runtime = await startRuntime({ ...env, SEED_DEMO: 'false', ...(attached ? { DATABASE_URL: attached } : {}) }, log, {
    workers: false,
  });
  try {
    const result = await approveAccount(runtime.deps.db, args[0]);
    const text = {
      approved: `Đã phê duyệt tài khoản ${args[0]}.`,
      'already-active': `Tài khoản ${args[0]} đã được kích hoạt từ trước.`,
      'not-found': `Không tìm thấy tài khoản ${args[0]}.`,
    }[result];
    console.log(text);
    return result === 'not-found' ? 1 : 0;
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
