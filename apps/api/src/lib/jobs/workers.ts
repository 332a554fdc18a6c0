import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { enqueueScheduled, publishScheduled } from '../../modules/content/desk-posts-service.ts';
import { createMailer, createMessageDelivery, type Mailer } from '../mailer.ts';
import { loadSecretBox, type SecretBox } from '../secret-box.ts';
import { type JobQueue, startJobQueue } from './queue.ts';

export type Jobs = {
  queue: JobQueue;
  mailer: Mailer;
  box: SecretBox;
  /** Stops the workers (running deliveries get `timeoutMs`, then go back to the queue) and the queue. */
  stop: (options?: { timeoutMs?: number }) => Promise<void>;
};

/**
 * The job queue with a handler for every queue in JOBS, on this instance. Every instance runs the
 * workers; pg-boss hands each job to one of them. `workers: false` starts the queue for enqueueing
 * only (tests that watch the statements a request runs).
 */
export async function startJobs(options: {
  url: string;
  db: Db;
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'SECRET_KEY' | 'NODE_ENV'>;
  log: FastifyBaseLogger;
  workers?: boolean;
}): Promise<Jobs> {
  const { db, env, log } = options;
  const box = await loadSecretBox(db, env.SECRET_KEY);
  const queue = await startJobQueue(options.url, log);
  const delivery = createMessageDelivery({
    db,
    box,
    log,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    isProduction: env.NODE_ENV === 'production',
  });
  try {
    if (options.workers !== false) {
      await queue.work('message.deliver', delivery.deliver);
      await queue.work('content.publish', async (data) => {
        await publishScheduled({ db }, data);
      });
      // Scheduled posts whose job is missing (demo data, a job lost) get one; queued ones stay single.
      await enqueueScheduled({ db, jobs: queue });
    }
  } catch (err) {
    await queue.stop({ timeoutMs: 1_000 }).catch(() => undefined);
    throw err;
  }
  return {
    queue,
    mailer: createMailer(queue, box),
    box,
    stop: async (stopOptions) => {
      await queue.stop(stopOptions);
      delivery.close();
    },
  };
}
