import { randomUUID } from 'node:crypto';
import {
  BACKUP_DESK_TEXT,
  QUEUE_DESK_MSG,
  type FailedJob,
  type QueueBacklogRow,
  type QueueScheduleRow,
  queueDeskEndpoints,
  pathOf,
  operatorSelfEndpoints,
} from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../src/db/schema.ts';
import { bearer, createTestApp, settled, type TestApp, waitForOutbox } from './helpers.ts';

/**
 * The job-queue desk against a real queue: a message whose mail server refuses it fails for real in
 * the worker, shows in the failed list with the server's error, and the desk's retry runs it again.
 */
let rejecting = true;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  closeTimeout: 100,
  onRcptTo(_address, _session, callback) {
    if (rejecting) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    callback();
  },
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => callback());
  },
});

let t: TestApp;
let admin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  const res = await t.app.inject({
    method: 'POST',
    url: operatorSelfEndpoints.login.path,
    payload: { username: 'admin_demo', password: 'Demo@123' },
  });
  admin = res.json().data.token;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin), ...(payload ? { payload } : {}) });

const backlogOf = async (queue: string) => {
  const res = await get(queueDeskEndpoints.backlog.path);
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as QueueBacklogRow[]).find((r) => r.queue === queue)!;
};
const failedJobs = async (): Promise<FailedJob[]> => {
  const res = await get(`${queueDeskEndpoints.failed.path}?queue=message.deliver&limit=100`);
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
};
/** Polls the desk's failed list until `until` holds for it (the worker runs in the background). */
async function waitForFailed(until: (jobs: FailedJob[]) => boolean) {
  return settled(failedJobs, until, 'the failed list', 20_000);
}

/**
 * An outbox message and its delivery job with no retries left after the first try, so that one
 * refusal fails it for good (the queue's own policy would retry it for about an hour).
 */
async function messageWithOneTry(to: string) {
  const outboxId = randomUUID();
  await t.database.db.insert(outbox).values({ id: outboxId, channel: 'email', recipient: to, subject: 'Thử hàng đợi', body: 'Nội dung' });
  const jobId = await t.jobs.queue.boss.send('message.deliver', { outboxId }, { retryLimit: 0 });
  return { outboxId, jobId: jobId! };
}

describe('the job-queue desk', { timeout: 60_000 }, () => {
  it('counts what waits per queue, and a newly queued job shows in the count', async () => {
    const res = await get(queueDeskEndpoints.backlog.path);
    expect(res.json().data.windowHours).toBe(24);
    expect((res.json().data.items as QueueBacklogRow[]).map((r) => r.queue)).toContain('debts.reminders');
    const before = await backlogOf('content.publish');
    const inAnHour = new Date(Date.now() + 3600_000);
    await t.jobs.queue.enqueue(
      t.database.db,
      'content.publish',
      { postId: randomUUID(), publishAt: inAnHour.toISOString() },
      { startAfter: inAnHour },
    );
    const after = await backlogOf('content.publish');
    expect(after.queued).toBe(before.queued + 1);
    expect(after.scheduled).toBe(before.scheduled + 1);
    expect(after.failed).toBe(before.failed);
  });

  it('lists a delivery the mail server refused, with its error and only its ids; retried, it runs again', async () => {
    const before = await backlogOf('message.deliver');
    const { outboxId, jobId } = await messageWithOneTry('khong-ton-tai@example.vn');

    const [job] = (await waitForFailed((jobs) => jobs.some((j) => j.id === jobId))).filter((j) => j.id === jobId);
    expect(job).toMatchObject({ queue: 'message.deliver', attempts: 1, refs: { outboxId } });
    expect(job?.error).toMatch(/Mailbox unavailable/);
    expect(job?.error).not.toMatch(/\n\s+at /); // the message, never the stack
    expect(Date.parse(job?.failedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await backlogOf('message.deliver')).failed).toBe(before.failed + 1);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, outboxId));
    expect(row?.status).toBe('failed');

    const res = await post(pathOf(queueDeskEndpoints.retryJob, { id: jobId }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(QUEUE_DESK_MSG.retried);
    // Queued again: the worker claims it a second time (still refused), so it fails again after two tries.
    await waitForFailed((jobs) => jobs.some((j) => j.id === jobId && j.attempts === 2));
    expect((await waitForOutbox(t, outboxId, (r) => r.status === 'failed' && r.attempts === 2)).error).toMatch(/Mailbox unavailable/);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'job'), eq(auditLog.objectId, jobId)))
      .orderBy(desc(auditLog.at));
    expect(entry).toMatchObject({ operatorUsername: 'admin_demo', action: 'retry', summary: 'Thử lại công việc lỗi: Gửi email / SMS' });
  });

  it('"retry all" of a queue sends what failed once the mail server takes it again', async () => {
    const { outboxId, jobId } = await messageWithOneTry('nguoi-nhan@example.vn');
    await waitForFailed((jobs) => jobs.some((j) => j.id === jobId));
    rejecting = false;

    const res = await post(queueDeskEndpoints.retryFailed.path, { queue: 'message.deliver' });
    expect(res.statusCode).toBe(200);
    const { retried } = res.json().data;
    expect(retried).toBeGreaterThanOrEqual(2); // this one and the one of the test before
    expect(res.json().message).toBe(QUEUE_DESK_MSG.retriedAll(retried));
    const row = await waitForOutbox(t, outboxId, (r) => r.status === 'sent');
    expect(row.error).toBeNull();
    await waitForFailed((jobs) => !jobs.some((j) => j.id === jobId));

    const again = await post(queueDeskEndpoints.retryFailed.path, { queue: 'message.deliver' });
    expect(again.json()).toEqual({ data: { retried: 0 }, message: QUEUE_DESK_MSG.retriedAll(0) });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'job'), eq(auditLog.objectId, 'message.deliver')));
    expect(entry?.summary).toBe(`Thử lại ${retried} công việc lỗi (Gửi email / SMS)`);
  });

  it('refuses a retry of a job that has not failed, of an unknown job, and a "retry all" without its scope', async () => {
    const inAnHour = new Date(Date.now() + 3600_000);
    const id = randomUUID();
    await t.jobs.queue.enqueue(
      t.database.db,
      'content.publish',
      { postId: id, publishAt: inAnHour.toISOString() },
      { id, startAfter: inAnHour },
    );
    const waiting = await post(pathOf(queueDeskEndpoints.retryJob, { id }));
    expect(waiting.statusCode).toBe(422);
    expect(waiting.json().message).toBe(QUEUE_DESK_MSG.notFailed);
    expect((await post(pathOf(queueDeskEndpoints.retryJob, { id: randomUUID() }))).statusCode).toBe(404);
    expect((await post(queueDeskEndpoints.retryFailed.path, {})).statusCode).toBe(400);
    const bad = await post(queueDeskEndpoints.retryFailed.path, { queue: 'khong.co' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(QUEUE_DESK_MSG.queue);
  });

  it('shows each recurring job with its next run and what it does', async () => {
    const res = await get(queueDeskEndpoints.schedule.path);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as QueueScheduleRow[];
    expect(items.map((i) => i.queue)).toEqual([
      'notification.prune',
      'storage.sweep',
      'debts.report-schedule',
      'debts.reminders',
      'system.backup',
      'integrations.orm-scan',
    ]);
    // Runs only while an integration takes bookings over HL7 v2 (test/hl7-orm.test.ts): none in the demo, nothing waits.
    expect(items.find((i) => i.queue === 'integrations.orm-scan')?.nextRunAt).toBeNull();
    // Off unless BACKUP_SCHEDULE_HOUR is set (test/scheduled-backup.test.ts runs it): nothing waits.
    expect(items.find((i) => i.queue === 'system.backup')).toMatchObject({ cadence: BACKUP_DESK_TEXT.cadence(null), nextRunAt: null });
    for (const queue of ['debts.report-schedule', 'debts.reminders']) {
      const item = items.find((i) => i.queue === queue);
      expect(Date.parse(item?.nextRunAt ?? '')).toBeGreaterThan(Date.now());
      expect(item?.description).toMatch(/báo cáo công nợ/);
    }
  });
});
