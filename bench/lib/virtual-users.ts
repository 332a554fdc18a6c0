/**
 * What a virtual user of a scenario run needs: one kept-alive connection of its own (undici's
 * Client when node_modules has it, else the global fetch), and a recorder of each operation's
 * latency and errors (non-2xx answers and network failures), counting only inside the window.
 */

/** `upstream`: the server that answered, as nginx names it (`X-Upstream`, added by apps/api/test/nginx.ts). */
export type Answer = { status: number; text: string; upstream: string | undefined };
export type Connection = {
  send: (method: string, path: string, headers: Record<string, string>, body?: string | Buffer) => Promise<Answer>;
  close: () => Promise<void>;
};
export type ClientKind = 'undici' | 'fetch';

/** The part of undici's API used here (it comes in through other packages; not a declared dependency). */
type UndiciClient = {
  request: (o: { path: string; method: string; headers: Record<string, string>; body?: string | Buffer | undefined }) => Promise<{
    statusCode: number;
    headers: Record<string, string | string[] | undefined>;
    body: { text: () => Promise<string> };
  }>;
  close: () => Promise<void>;
};
type UndiciModule = { Client: new (origin: string, options?: Record<string, unknown>) => UndiciClient };

let undici: Promise<UndiciModule | null> | undefined;
const undiciModule = () => {
  const name = 'undici';
  undici ??= import(name).then(
    (m) => m as UndiciModule,
    () => null,
  );
  return undici;
};

export async function clientKind(): Promise<ClientKind> {
  return (await undiciModule()) ? 'undici' : 'fetch';
}

/** One connection, kept alive across requests (undici: a Client is exactly one socket). */
export async function openConnection(origin: string): Promise<Connection> {
  const mod = await undiciModule();
  if (mod) {
    const client = new mod.Client(origin, { pipelining: 1, keepAliveTimeout: 60_000 });
    return {
      send: async (method, path, headers, body) => {
        const res = await client.request({ path, method, headers, body });
        const upstream = res.headers['x-upstream'];
        return { status: res.statusCode, text: await res.body.text(), upstream: Array.isArray(upstream) ? upstream[0] : upstream };
      },
      close: () => client.close(),
    };
  }
  // The global fetch keeps connections alive in its shared pool; one request at a time per user.
  return {
    send: async (method, path, headers, body) => {
      const res = await fetch(origin + path, { method, headers, ...(body === undefined ? {} : { body }) });
      return { status: res.status, text: await res.text(), upstream: res.headers.get('x-upstream') ?? undefined };
    },
    close: async () => undefined,
  };
}

export type OperationStats = { id: string; label: string; latenciesMs: number[]; errors: number };

export type Recorder = {
  /** Counts only while true: the warm-up before and the requests still running after are left out. */
  recording: boolean;
  readonly operations: Map<string, OperationStats>;
  /** The first few errors, for the report. */
  readonly errorSamples: string[];
  /** Answers per server behind the balancer. */
  readonly upstreams: Map<string, number>;
};

export function createRecorder(labels: Record<string, string>): Recorder {
  const operations = new Map<string, OperationStats>();
  for (const [id, label] of Object.entries(labels)) operations.set(id, { id, label, latenciesMs: [], errors: 0 });
  return { recording: false, operations, errorSamples: [], upstreams: new Map() };
}

export type CallOptions = { headers?: Record<string, string>; body?: string | Buffer };

/**
 * One request as operation `id`: its latency (sending to the last byte of the answer) and, on a
 * non-2xx answer or a network failure, an error. Answers the parsed JSON body's `data` on 2xx,
 * undefined otherwise (the scenario then skips what depended on it).
 */
export async function call(
  recorder: Recorder,
  connection: Connection,
  id: string,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<unknown> {
  const stats = recorder.operations.get(id);
  if (!stats) throw new Error(`unknown operation ${id}`);
  const started = performance.now();
  let failure: string | undefined;
  let data: unknown;
  try {
    const res = await connection.send(method, path, opts.headers ?? {}, opts.body);
    if (recorder.recording && res.upstream) recorder.upstreams.set(res.upstream, (recorder.upstreams.get(res.upstream) ?? 0) + 1);
    if (res.status < 200 || res.status >= 300) failure = `${res.status} ${res.text.slice(0, 200)}`;
    else data = res.text ? (JSON.parse(res.text) as { data?: unknown }).data : undefined;
  } catch (err) {
    failure = (err as Error).message;
  }
  if (recorder.recording) {
    stats.latenciesMs.push(performance.now() - started);
    if (failure !== undefined) {
      stats.errors++;
      if (recorder.errorSamples.length < 10) recorder.errorSamples.push(`${id} ${method} ${path}: ${failure}`);
    }
  }
  return failure === undefined ? data : undefined;
}

/** The q-quantile (0–1) of unsorted latencies, nearest rank. */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? null;
}
