import type { Redis } from 'ioredis';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { JobQueue } from './lib/jobs/queue.ts';
import type { Mailer } from './lib/mailer.ts';
import type { PushPolicy } from './lib/web-push.ts';
import type { LiveHub } from './lib/live.ts';
import type { Storage } from './lib/storage.ts';
import type { SessionCache } from './modules/auth/session-cache.ts';

/**
 * What the app needs from outside, built once by runtime.ts (or a test). Every service function
 * takes it as its first argument: `getProfile(deps, auth)`, `login(deps, type, body, meta)`.
 */
export type AppDeps = {
  env: Env;
  db: Db;
  storage: Storage;
  /** The durable job queue: services enqueue inside their transaction (`jobs.enqueue(tx, name, data)`). */
  jobs: JobQueue;
  /** Outgoing e-mail and SMS: `mailer.send(tx, message)` records and queues it in the caller's transaction. */
  mailer: Mailer;
  redis?: Redis | undefined;
  /** The sessions this server has looked up, forgotten when the database says one changed. */
  sessions: SessionCache;
  /** Live updates: the streams of the open pages on this server, fed by every server's changes (lib/live.ts). */
  live: LiveHub;
  /** The Web Push public key browsers subscribe with (VAPID). */
  vapidPublicKey: string;
  /** Where a push may go: the rule a device's endpoint is checked with when it registers. */
  push: PushPolicy;
};

/** Whether the server has begun to shut down: readiness answers 503 from then on, so balancers drain it. */
export type Lifecycle = { draining: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Set by app.ts (`draining` once `close()` begins, or earlier by server.ts on SIGTERM). */
    lifecycle: Lifecycle;
  }
}
