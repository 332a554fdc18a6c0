import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { connect, type Database, runMigrations } from './db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { seedDemo } from './db/seed.ts';
import type { Env } from './env.ts';
import { type Jobs, startJobs } from './lib/jobs/workers.ts';
import { S3Storage } from './lib/storage-s3.ts';
import { createStorage } from './lib/storage-sweep.ts';
import type { AppDeps } from './deps.ts';
import { committedFileIds } from './db/files-repository.ts';
import { seedDemoContractFiles } from './db/seed-contracts.ts';
import { seedDemoOrderResultFiles } from './db/seed-orders.ts';
import { type SessionCache, startSessionCache } from './modules/auth/session-cache.ts';
import { startLiveHub } from './lib/live.ts';

/** How long a job running at shutdown may take to finish before it goes back to the queue. */
const JOB_GRACE_MS = 10_000;

export type Runtime = { deps: AppDeps; database: Database; close: () => Promise<void> };

/**
 * Everything the app needs from outside: the database (started here when DATABASE_URL is unset),
 * migrations, demo data, file storage (recovered after a crash), the job queue and its workers
 * (mail; `workers: false` for a command-line tool, which only enqueues), and Redis when configured.
 */
export async function startRuntime(env: Env, log: FastifyBaseLogger, options: { workers?: boolean } = {}): Promise<Runtime> {
  let embedded: EmbeddedPostgres | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(env.dataDir, { info: (m) => log.info(m), warn: (m) => log.warn(m) });
    url = embedded.url;
    log.info({ dataDir: env.dataDir }, 'embedded PostgreSQL started');
  }
  const database = connect(url, env.DATABASE_POOL_MAX);
  let redis: Redis | undefined;
  let jobs: Jobs | undefined;
  let sessions: SessionCache | undefined;
  try {
    await runMigrations(database);
    const seed = env.SEED_DEMO === 'true' || (env.SEED_DEMO === 'auto' && env.NODE_ENV !== 'production');
    const storage = createStorage(env);
    // A bucket that is missing or refuses the credentials stops the start with the store's own error.
    if (storage instanceof S3Storage) await storage.check();
    if (seed && (await seedDemo(database.db, storage))) log.info('demo data loaded');
    const recovered = await storage.recover((ids) => committedFileIds(database.db, ids));
    if (recovered.promoted || recovered.discarded) log.warn(recovered, 'finished uploads cut by a crash');
    if (seed) {
      await seedDemoContractFiles(database.db, storage);
      await seedDemoOrderResultFiles(database.db, storage);
    }
    if (env.REDIS_URL) {
      redis = new Redis(env.REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
    }
    const started = await startJobs({ url, db: database.db, env, log, workers: options.workers, storage });
    jobs = started;
    // A command-line tool (`workers: false`) never authenticates: no sessions kept, no listener.
    const ttlMs = options.workers === false ? 0 : env.SESSION_CACHE_SECONDS * 1000;
    sessions = await startSessionCache({ url, database, ttlMs, log });
    // Live updates listen only while a page is connected (lib/live.ts).
    const live = startLiveHub({ url, log });
    const deps: AppDeps = {
      env,
      db: database.db,
      storage,
      jobs: started.queue,
      mailer: started.mailer,
      redis,
      sessions,
      live,
      vapidPublicKey: started.vapid.publicKey,
      push: started.push,
    };
    return {
      deps,
      database,
      close: async () => {
        // Jobs still running after the grace go back to the queue; another instance, or this one's
        // next start, runs them.
        await started.stop({ timeoutMs: JOB_GRACE_MS }).catch((err) => log.error({ err }, 'job queue did not stop cleanly'));
        await live.close();
        await sessions?.close();
        await database.close().catch(() => undefined);
        redis?.disconnect();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await jobs?.stop({ timeoutMs: 1_000 }).catch(() => undefined);
    await sessions?.close();
    await database.close().catch(() => undefined);
    redis?.disconnect();
    await embedded?.stop();
    throw err;
  }
}
