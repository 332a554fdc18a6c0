import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { connect, type Database, runMigrations } from './db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { seedDemo } from './db/seed.ts';
import type { Env } from './env.ts';
import { createMailer } from './lib/mailer.ts';
import { LocalStorage } from './lib/storage.ts';
import type { AppDeps } from './deps.ts';
import { committedFileIds } from './db/files-repository.ts';

export type Runtime = { deps: AppDeps; database: Database; close: () => Promise<void> };

/**
 * Everything the app needs from outside: the database (started here when DATABASE_URL is unset),
 * migrations, demo data, file storage (recovered after a crash), mail, and Redis when configured.
 */
export async function startRuntime(env: Env, log: FastifyBaseLogger): Promise<Runtime> {
  let embedded: EmbeddedPostgres | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(env.dataDir, { info: (m) => log.info(m), warn: (m) => log.warn(m) });
    url = embedded.url;
    log.info({ dataDir: env.dataDir }, 'embedded PostgreSQL started');
  }
  const database = connect(url, env.DATABASE_POOL_MAX);
  let redis: Redis | undefined;
  try {
    await runMigrations(database);
    const seed = env.SEED_DEMO === 'true' || (env.SEED_DEMO === 'auto' && env.NODE_ENV !== 'production');
    if (seed && (await seedDemo(database.db))) log.info('demo data loaded');
    const storage = new LocalStorage(path.join(env.dataDir, 'files'));
    const recovered = await storage.recover((ids) => committedFileIds(database.db, ids));
    if (recovered.promoted || recovered.discarded) log.warn(recovered, 'finished uploads cut by a crash');
    if (env.REDIS_URL) {
      redis = new Redis(env.REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
    }
    const mailer = createMailer(database.db, log, env.SMTP_URL, env.MAIL_FROM);
    const deps: AppDeps = { env, db: database.db, storage, mailer, redis };
    return {
      deps,
      database,
      close: async () => {
        await mailer.idle();
        await database.close().catch(() => undefined);
        redis?.disconnect();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await database.close().catch(() => undefined);
    redis?.disconnect();
    await embedded?.stop();
    throw err;
  }
}
