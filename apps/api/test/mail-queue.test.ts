import { Writable } from 'node:stream';
import { authEndpoints, mailBlock, pathOf } from '@portal/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import { JOB_SCHEMA, startJobQueue } from '../src/lib/jobs/queue.ts';
import { withDatabase } from './global-setup.ts';
import { createTestApp, lastMessageTo, otpIn, silentLog, type TestApp, waitForOutbox } from './helpers.ts';

/**
 * Outgoing messages through the job queue: what a forgot-password request writes, that it does not
 * wait for SMTP, that a queued message survives a restart, and that the OTP is never in clear.
 */
const forgot = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: pathOf(authEndpoints.forgotPassword, { type: 'company' }), payload: { method: 'email', email } });

/** An SMTP server on a free port; `stall` accepts the message and never answers. */
async function smtpServer(stall: boolean) {
  const received: string[] = [];
  let onArrival: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => {
    onArrival = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 100,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString();
      });
      stream.on('end', () => {
        onArrival();
        if (stall) return;
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    arrival,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Log lines (parsed) at the given level and above, as the server's pino would write them. */
function capturingLog(level: 'info' | 'debug' = 'info') {
  const lines: Array<{ level: number; msg: string; raw: string }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const raw of chunk.toString().split('\n').filter(Boolean)) lines.push({ ...JSON.parse(raw), raw });
      done();
    },
  });
  return { log: pino({ level }, sink), lines };
}

describe('forgot password', () => {
  let t: TestApp;
  const statements: string[] = [];
  beforeAll(async () => {
    // No workers: only the request's own statements are logged.
    t = await createTestApp({ OTP_RATE_MAX: '100' }, (query) => statements.push(query.replace(/\s+/g, ' ').trim()), {
      workers: false,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs the same statements for a known and an unknown account', async () => {
    statements.length = 0;
    const known = await forgot(t, 'nhansu@minhanpharma.vn');
    const forKnown = [...statements];
    statements.length = 0;
    const unknown = await forgot(t, 'khongco@vidu.vn');
    const forUnknown = [...statements];

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json().data)).toEqual(Object.keys(known.json().data));
    expect(unknown.json().message).toBe(known.json().message);
    expect(forUnknown).toEqual(forKnown);
    // …and those statements are the whole job: one reset row, one outbox row, one queued job.
    expect(forKnown.filter((s) => /^insert into "password_resets"/i.test(s))).toHaveLength(1);
    expect(forKnown.filter((s) => /^update "password_resets"/i.test(s))).toHaveLength(0);
    expect(forKnown.filter((s) => /^insert into "outbox"/i.test(s))).toHaveLength(1);
    expect(forKnown.filter((s) => s.includes(`${JOB_SCHEMA}.`) && /insert/i.test(s))).toHaveLength(1);
  });

  it('queues a message with its transaction or not at all', async () => {
    let id = '';
    await expect(
      t.database.db.transaction(async (tx) => {
        id = await t.jobs.mailer.send(tx, {
          channel: 'email',
          to: 'hoantac@vidu.vn',
          kind: 'reset-otp',
          subject: 's',
          blocks: [mailBlock.paragraph('Mã 424242')],
          secrets: ['424242'],
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(id).not.toBe('');
    expect(await t.database.db.select().from(outbox).where(eq(outbox.id, id))).toEqual([]);
    expect(await t.jobs.queue.boss.findJobs('message.deliver', { id })).toEqual([]);
  });
});

describe('secrets', () => {
  it('keeps the OTP out of the outbox row, the job and every info+ log line in production', async () => {
    const { log, lines } = capturingLog('info');
    const t = await createTestApp({ NODE_ENV: 'production' }, undefined, { log });
    try {
      const res = await forgot(t, 'nhansu@minhanpharma.vn');
      expect(res.statusCode).toBe(200);
      const message = await lastMessageTo(t, 'nhansu@minhanpharma.vn');
      const otp = otpIn(message?.text) ?? '';
      expect(otp).toMatch(/^\d{6}$/);
      const row = await waitForOutbox(t, message?.id ?? '');
      expect(row.status).toBe('logged');

      const { createdAt: _, ...stored } = row;
      expect(JSON.stringify(stored)).not.toContain(otp);
      expect(row.body).toContain('••••••');
      const client = new pg.Client({ connectionString: withDatabase(inject('pgAdminUrl'), t.dbName) });
      await client.connect();
      const jobs = await client.query(`SELECT data::text AS data, output::text AS output FROM ${JOB_SCHEMA}.job WHERE id = $1`, [row.id]);
      await client.end();
      expect(jobs.rows).toHaveLength(1);
      expect(jobs.rows[0].data).not.toContain(otp);
      expect(String(jobs.rows[0].output)).not.toContain(otp);

      expect(lines.some((l) => l.msg === 'message kept in outbox (no transport)')).toBe(true);
      expect(lines.filter((l) => l.raw.includes(otp))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('outside production shows the OTP once, in a [DEV] warn line, and nowhere at info', async () => {
    const { log, lines } = capturingLog('debug');
    const t = await createTestApp({ NODE_ENV: 'development' }, undefined, { log });
    try {
      await forgot(t, 'nhansu@minhanpharma.vn');
      const message = await lastMessageTo(t, 'nhansu@minhanpharma.vn');
      const otp = otpIn(message?.text) ?? '';
      await waitForOutbox(t, message?.id ?? '');
      const withOtp = lines.filter((l) => l.raw.includes(otp));
      expect(withOtp).toHaveLength(1);
      expect(withOtp[0]?.level).toBe(40);
      expect(withOtp[0]?.msg).toMatch(/^\[DEV\] /);
    } finally {
      await t.close();
    }
  });
});

describe('delivery and restarts', () => {
  it('answers while SMTP stalls, and delivers the real OTP after a restart', async () => {
    const stalled = await smtpServer(true);
    const working = await smtpServer(false);
    const first = await createTestApp({ SMTP_URL: stalled.url });
    let second: TestApp | undefined;
    try {
      const res = await forgot(first, 'nhansu@minhanpharma.vn');
      expect(res.statusCode).toBe(200);
      await stalled.arrival; // the worker is now inside an SMTP exchange that never ends
      const [queued] = await first.database.db.select().from(outbox).where(eq(outbox.recipient, 'nhansu@minhanpharma.vn'));
      expect(queued?.status).toBe('queued');

      // Shut down as a server does: the delivery in hand goes back to the queue.
      await first.stop({ jobsTimeoutMs: 1_000 });
      second = await createTestApp({ SMTP_URL: working.url }, undefined, { database: first.dbName });
      const row = await waitForOutbox(second, queued?.id ?? '', (r) => r.status === 'sent', 20_000);
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(working.received).toHaveLength(1);
      const otp = otpIn(working.received[0]);
      const verify = await second.app.inject({
        method: 'POST',
        url: pathOf(authEndpoints.verifyPasswordOtp, { type: 'company' }),
        payload: { userId: res.json().data.userId, otp },
      });
      expect(verify.statusCode).toBe(200);
      const [job] = await second.jobs.queue.boss.findJobs('message.deliver', { id: row.id });
      expect(job?.state).toBe('completed');
    } finally {
      await (second ?? first).close();
      await stalled.close();
      await working.close();
    }
  }, 40_000);
});

describe('the queue on a new database', () => {
  it('installs itself once when several instances start together', async () => {
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    const name = `portal_tq${Date.now().toString(36)}_${inject('pgTemplate').split('_').pop()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = withDatabase(inject('pgAdminUrl'), name);
      const queues = await Promise.all([1, 2, 3].map(() => startJobQueue(url, silentLog, 2)));
      for (const queue of queues) expect(await queue.boss.getQueue('message.deliver')).not.toBeNull();
      await Promise.all(queues.map((q) => q.stop({ timeoutMs: 1_000 })));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
