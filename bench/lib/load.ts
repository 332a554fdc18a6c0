import autocannon from 'autocannon';

export type LoadOptions = {
  path: string;
  connections: number;
  /** Seconds of measurement (after the warm-up). */
  duration?: number;
  /** Seconds of warm-up, discarded. */
  warmup?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

/** What one load run measured. Latencies in milliseconds. */
export type LoadResult = {
  path: string;
  connections: number;
  durationS: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
};

function run(baseUrl: string, o: LoadOptions, duration: number) {
  return autocannon({
    url: `${baseUrl}${o.path}`,
    connections: o.connections,
    duration,
    method: o.method ?? 'GET',
    ...(o.headers ? { headers: o.headers } : {}),
    ...(o.body !== undefined ? { body: o.body } : {}),
  });
}

/** Warms the route up, then loads it with autocannon for `duration` seconds. */
export async function load(baseUrl: string, o: LoadOptions): Promise<LoadResult> {
  const warmup = o.warmup ?? 1;
  if (warmup > 0) await run(baseUrl, o, warmup);
  const r = await run(baseUrl, o, o.duration ?? 5);
  return {
    path: o.path,
    connections: o.connections,
    durationS: r.duration,
    requests: r.requests.total,
    reqPerSec: r.requests.total / r.duration,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * Latency at the larger size ÷ at the smaller, for the growth budgets: by p50, or, when a p50 is
 * under autocannon's 1 ms resolution (a kept answer's p50 reads 0 ms at every size, which made the
 * ratio 0 ÷ 0), by the mean latency that the throughput gives with every connection busy (Little's
 * law: connections ÷ req/s; autocannon's own mean averages whole milliseconds). `by` says which.
 */
export function p50Ratio(
  smaller: Pick<LoadResult, 'p50Ms' | 'reqPerSec' | 'connections'> | undefined,
  larger: Pick<LoadResult, 'p50Ms' | 'reqPerSec' | 'connections'> | undefined,
): { value: number | null; by: string } {
  if (!smaller || !larger) return { value: null, by: '' };
  if (smaller.p50Ms > 0 && larger.p50Ms > 0) return { value: larger.p50Ms / smaller.p50Ms, by: '' };
  if (!(smaller.reqPerSec > 0 && larger.reqPerSec > 0)) return { value: null, by: '' };
  const mean = (r: typeof smaller) => (r.connections / r.reqPerSec) * 1000;
  return {
    value: mean(larger) / mean(smaller),
    by: `p50 under 1 ms: mean ${mean(smaller).toFixed(2)} → ${mean(larger).toFixed(2)} ms (connections ÷ req/s); `,
  };
}
