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
