import { randomUUID } from 'node:crypto';
import { MSG, SERVER_TEXT, SITE_PATHS, shellEndpoints, partnerDeskEndpoints, pathOf } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { QueueCounts } from '../src/lib/jobs/queue.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * What operations read: liveness, readiness (database and job queue, 503 naming the part that
 * failed, and while shutting down) and the Prometheus metrics with who may scrape them.
 * The app runs without workers, so the jobs queued here stay where the metrics must show them.
 */
let t: TestApp;
let withToken: TestApp | undefined;
let before: QueueCounts[] = [];
const TOKEN = 'scrape-token-0123456789abcdef';

beforeAll(async () => {
  t = await createTestApp({}, undefined, { workers: false });
  before = await t.jobs.queue.counts();
  // One job due, one for tomorrow, one failed: before any scrape, whose counts are kept a few seconds.
  await t.jobs.queue.enqueue(t.database.db, 'content.publish', { postId: randomUUID(), publishAt: new Date().toISOString() });
  await t.jobs.queue.enqueue(
    t.database.db,
    'content.publish',
    { postId: randomUUID(), publishAt: new Date().toISOString() },
    { startAfter: new Date(Date.now() + 86_400_000) },
  );
  const failed = await t.jobs.queue.boss.send('debts.report-build', { partnerId: randomUUID(), month: '2026-01' }, { retryLimit: 0 });
  await t.jobs.queue.boss.fail('debts.report-build', failed!);
});

afterAll(async () => {
  await withToken?.stop();
  await t?.close();
});

/** The value of one series in the text format, e.g. `portal_db_pool_max` or `x{queue="a"}`. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const scrape = (headers: Record<string, string> = {}, app = t) => app.app.inject({ url: SITE_PATHS.metrics, headers });

/** Stops every connection to the test's database and refuses new ones: PostgreSQL unreachable, as the app sees it. */
async function cutDatabase(allow: boolean) {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${t.dbName} ALLOW_CONNECTIONS ${allow}`);
    if (!allow) await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [t.dbName]);
  } finally {
    await admin.end();
  }
}

describe('liveness and readiness', () => {
  it('answers live without asking anything, and ready when the database and the job queue answer', async () => {
    const live = await t.app.inject({ url: shellEndpoints.live.path });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    for (const url of [shellEndpoints.ready.path, shellEndpoints.health.path]) {
      const ready = await t.app.inject({ url });
      expect(ready.statusCode, url).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers 503 naming the database and the queue while PostgreSQL is unreachable, 200 once it is back; live stays 200', async () => {
    await cutDatabase(false);
    try {
      const ready = await t.app.inject({ url: shellEndpoints.ready.path });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      const body = ready.json();
      expect(body.message).toBe(MSG.unavailable);
      expect(body.errors).toEqual({ database: [SERVER_TEXT.readyDatabase], queue: [SERVER_TEXT.readyQueue] });
      expect(JSON.stringify(body)).not.toMatch(/allow|connections|terminat/i);
      expect((await t.app.inject({ url: shellEndpoints.health.path })).statusCode).toBe(503);
      expect((await t.app.inject({ url: shellEndpoints.live.path })).statusCode).toBe(200);
      // The scrape still answers (the job series missing), so an outage does not blind the monitoring.
      const metrics = await scrape();
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('portal_db_pool_max');
    } finally {
      await cutDatabase(true);
    }
    // pg-boss and the pool open new connections by themselves.
    await expect
      .poll(async () => (await t.app.inject({ url: shellEndpoints.ready.path })).statusCode, { timeout: 10_000, interval: 100 })
      .toBe(200);
  });

  it('answers 503 from the moment shutdown begins, while live stays 200', async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ url: shellEndpoints.ready.path });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().errors).toEqual({ server: [SERVER_TEXT.readyDraining] });
      expect((await t.app.inject({ url: shellEndpoints.health.path })).statusCode).toBe(503);
      expect((await t.app.inject({ url: shellEndpoints.live.path })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});

describe('metrics', () => {
  it('counts a request under its route pattern, method and status class, never its URL; probes are not counted', async () => {
    const missing = randomUUID();
    expect((await t.app.inject({ url: pathOf(partnerDeskEndpoints.detail, { id: missing }) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/partner/footer/list' })).statusCode).toBe(200);
    await t.app.inject({ url: '/api/ping' });
    await t.app.inject({ url: shellEndpoints.live.path });

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(seriesValue(text, 'http_requests_total{method="GET",route="/api/partner/footer/list",status="2xx"}')).toBe(1);
    expect(seriesValue(text, 'http_requests_total{method="GET",route="/api/admin/partners/:id",status="4xx"}')).toBe(1);
    expect(seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/api/partner/footer/list",status="2xx"}')).toBe(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/partner/footer/list",status="2xx"}');
    expect(text).not.toContain(missing);
    expect(text).not.toMatch(/route="\/api\/ping"|route="\/api\/health|route="\/metrics"/);
    // The process's own metrics.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the PostgreSQL pool and each job queue (due, deferred, failed)', async () => {
    const text = (await scrape()).body;
    expect(seriesValue(text, 'portal_db_pool_max')).toBe(5);
    expect(seriesValue(text, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'portal_db_pool_idle')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'portal_db_pool_waiting')).toBe(0);
    const was = (queue: string) => before.find((c) => c.queue === queue)!;
    expect(seriesValue(text, 'portal_job_queue_backlog{queue="content.publish"}')).toBe(was('content.publish').ready + 1);
    expect(seriesValue(text, 'portal_job_queue_deferred{queue="content.publish"}')).toBe(was('content.publish').deferred + 1);
    expect(seriesValue(text, 'portal_job_queue_failed{queue="debts.report-build"}')).toBe(was('debts.report-build').failed + 1);
    expect(seriesValue(text, 'portal_job_queue_active{queue="message.deliver"}')).toBe(0);
  });

  it('refuses a scraper on another machine, or relayed by a proxy, while no token is set', async () => {
    const remote = await t.app.inject({ url: SITE_PATHS.metrics, remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().message).toBe(SERVER_TEXT.metricsLoopbackOnly);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape({ forwarded: 'for=203.0.113.9' })).statusCode).toBe(403);
  });

  it('with METRICS_TOKEN set, answers only to that bearer token, from anywhere', async () => {
    withToken = await createTestApp({ METRICS_TOKEN: TOKEN }, undefined, { database: t.dbName, workers: false });
    const none = await scrape({}, withToken);
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(SERVER_TEXT.metricsToken);
    expect(none.body).not.toContain('http_requests_total');
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` }, withToken)).statusCode).toBe(401);
    expect((await scrape({ authorization: TOKEN }, withToken)).statusCode).toBe(401);
    const remote = await withToken.app.inject({
      url: SITE_PATHS.metrics,
      remoteAddress: '10.1.2.3',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(remote.statusCode).toBe(200);
    expect(remote.body).toContain('portal_db_pool_max');
  });
});
