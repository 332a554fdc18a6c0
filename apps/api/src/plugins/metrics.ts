import { createHash, timingSafeEqual } from 'node:crypto';
import { SERVER_TEXT, SITE_PATHS, shellEndpoints } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../lib/app-error.ts';
import type { QueueCounts } from '../lib/jobs/queue.ts';
import { within } from '../lib/within.ts';

/** Probes and the scrape itself: counting them would drown the traffic they watch. */
const NOT_COUNTED = new Set<string>([
  SITE_PATHS.metrics,
  ...[shellEndpoints.ping, shellEndpoints.health, shellEndpoints.live, shellEndpoints.ready].map((e) => e.path),
]);
/** A request no route matched (a 404 of any URL): one series, never the raw URL. */
const UNMATCHED = '(unmatched)';
const STATUS_CLASSES = ['', '1xx', '2xx', '3xx', '4xx', '5xx'] as const;
/** Job counts are read on a scrape, at most once per this long (several scrapers, or a tight interval). */
const QUEUE_COUNTS_TTL_MS = 5_000;
const QUEUE_COUNTS_TIMEOUT_MS = 2_000;

let processRegistry: Registry | undefined;
/**
 * CPU, memory, event loop and GC belong to the process, however many apps it builds (the tests
 * build many): collected once, into a registry of their own that every app's /metrics prints.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may scrape (docs/decisions/platform.md, "Probes, metrics, shutdown"): with METRICS_TOKEN set, whoever sends
 * it as a bearer token; without, only a peer on this machine that is not a proxy relaying someone
 * (the socket's address, never X-Forwarded-For, and no forwarding header).
 */
function checkScraper(req: FastifyRequest, token: string | undefined) {
  if (token) {
    const given = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), digest(token))) throw new AppError('unauthorized', SERVER_TEXT.metricsToken);
    return;
  }
  const peer = req.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  const relayed = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  if (!loopback || relayed) throw new AppError('forbidden', SERVER_TEXT.metricsLoopbackOnly);
}

type Series = { requests: Counter.Internal; duration: Histogram.Internal<string> };

/**
 * Prometheus metrics at `GET /metrics` (text format): HTTP requests per route pattern, method and
 * status class with their latency, the PostgreSQL pool, the job queues, and the process. The
 * per-request cost is one `onResponse` hook: a lookup of the route's cached series, an increment and
 * an observation (`reply.elapsedTime`).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { deps: AppDeps }) => {
    const { deps } = opts;
    const registry = new Registry();
    const registers = [registry];
    const labelNames = ['method', 'route', 'status'];
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status class (probes and /metrics not counted).',
      labelNames,
      registers,
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by route pattern, method and status class.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });

    // route → method → status class → its series, made once: a request allocates no label object.
    const series = new Map<string, Map<string, Series[]>>();
    const seriesOf = (route: string, method: string, statusClass: number): Series => {
      let byMethod = series.get(route);
      if (!byMethod) {
        byMethod = new Map();
        series.set(route, byMethod);
      }
      let byClass = byMethod.get(method);
      if (!byClass) {
        byClass = [];
        byMethod.set(method, byClass);
      }
      let one = byClass[statusClass];
      if (!one) {
        const labels = [method, route, STATUS_CLASSES[statusClass] ?? 'other'];
        one = { requests: requests.labels(...labels), duration: duration.labels(...labels) };
        byClass[statusClass] = one;
      }
      return one;
    };

    app.addHook('onResponse', (req, reply, done) => {
      const route = req.routeOptions.url ?? UNMATCHED;
      if (!NOT_COUNTED.has(route)) {
        const one = seriesOf(route, req.method, Math.min(Math.trunc(reply.statusCode / 100), 5));
        one.requests.inc();
        one.duration.observe(reply.elapsedTime / 1000);
      }
      done();
    });

    // The pool of db/client.ts: its counters are read as they stand at the scrape.
    const client: unknown = (deps.db as { $client?: unknown }).$client;
    const pool = client instanceof pg.Pool ? client : undefined;
    const poolGauge = (name: string, help: string, read: (p: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          if (pool) this.set(read(pool));
        },
      });
    poolGauge('portal_db_pool_connections', 'Connections the PostgreSQL pool holds (busy and idle).', (p) => p.totalCount);
    poolGauge('portal_db_pool_idle', 'Connections of the PostgreSQL pool waiting for work.', (p) => p.idleCount);
    poolGauge('portal_db_pool_waiting', 'Queries waiting for a connection of the PostgreSQL pool (all busy).', (p) => p.waitingCount);
    poolGauge('portal_db_pool_max', 'The most connections the PostgreSQL pool opens (DATABASE_POOL_MAX).', (p) => p.options.max);

    // The job queues: one count query per scrape at most every few seconds, shared by the four gauges.
    let counted: { at: number; counts: Promise<QueueCounts[]> } | undefined;
    const queueCounts = () => {
      if (!counted || Date.now() - counted.at > QUEUE_COUNTS_TTL_MS) {
        const counts = within(deps.jobs.counts(), QUEUE_COUNTS_TIMEOUT_MS);
        counted = { at: Date.now(), counts };
        // A failed count is not kept: the next scrape asks again.
        counts.catch(() => {
          if (counted?.counts === counts) counted = undefined;
        });
      }
      return counted.counts;
    };
    const queueGauge = (name: string, help: string, read: (c: QueueCounts) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['queue'],
        registers,
        async collect() {
          // The database down: no job series in this scrape (the process and HTTP ones still come).
          this.reset();
          const counts = await queueCounts().catch(() => []);
          for (const c of counts) this.set({ queue: c.queue }, read(c));
        },
      });
    queueGauge('portal_job_queue_backlog', 'Jobs due and waiting for a worker, per queue.', (c) => c.ready);
    queueGauge(
      'portal_job_queue_deferred',
      'Jobs waiting for their start time (retries backing off, scheduled runs), per queue.',
      (c) => c.deferred,
    );
    queueGauge('portal_job_queue_active', 'Jobs being worked, per queue.', (c) => c.active);
    queueGauge('portal_job_queue_failed', 'Failed jobs pg-boss still keeps (its retention), per queue.', (c) => c.failed);

    // Outside /api: no session lookup on the scraper's token (a scrape must work with the database down).
    app.get(SITE_PATHS.metrics, { schema: { hide: true } }, async (req, reply) => {
      checkScraper(req, deps.env.METRICS_TOKEN);
      const text = (await processMetrics().metrics()) + (await registry.metrics());
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);
