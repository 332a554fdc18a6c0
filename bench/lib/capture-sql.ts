/**
 * Preloaded into the bench's server process (`--import`, see `captureEnv` in lib/twins.ts) when
 * BENCH_CAPTURE_SQL names a file: each SIGUSR2 turns the capture on or off. While it is on, every
 * statement the app's pg clients send (not pg-boss's, which run on their own) is appended to the
 * file as a JSON line with what the driver sends: text, parameters as they go on the wire, the
 * prepared statement's name, the row mode, whether dates stay text (Drizzle's type parsers), the
 * connection and when it started and ended. While it is off, pg's `Client.prototype.query` is pg's
 * own: a measured run pays nothing for this module.
 */
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isMainThread } from 'node:worker_threads';
import pg from 'pg';

/** pg's own conversion of a parameter to what it sends (dates, arrays, JSON, buffers). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (value: unknown) => unknown };

/** One statement as the driver sent it (a line of the capture file). */
export type CapturedStatement = {
  text: string;
  values: (string | null | { base64: string })[];
  name?: string;
  rowMode?: 'array';
  /** Dates, timestamps and intervals parsed as text (Drizzle's query config does this). */
  rawDates?: boolean;
  /** The connection, numbered in the order the capture first saw it. */
  client: number;
  /** Milliseconds since the capture was turned on. */
  start: number;
  end?: number;
};

/** A line of the file: a statement, or the capture turned on or off. */
export type CaptureLine = CapturedStatement | { capture: 'on' | 'off' };

const file = process.env.BENCH_CAPTURE_SQL;
/** pg-boss's pool (application_name in lib/jobs/queue.ts): background work, never a request's. */
const JOB_APPLICATION = 'portal-jobs';

type QueryConfig = { text?: string; values?: unknown[]; name?: string; rowMode?: string; types?: { getTypeParser?: unknown } };
type AnyQuery = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

/** What pg writes for a parameter: a string, a buffer (kept as base64) or null. */
function wire(value: unknown): string | null | { base64: string } {
  const prepared = prepareValue(value);
  if (prepared == null) return null;
  if (Buffer.isBuffer(prepared)) return { base64: prepared.toString('base64') };
  return String(prepared);
}

if (file && isMainThread) {
  const original = pg.Client.prototype.query as unknown as AnyQuery;
  const clients = new WeakMap<object, number>();
  let seen = 0;
  let on = false;
  let since = 0;
  const write = (line: CaptureLine) => appendFileSync(file, `${JSON.stringify(line)}\n`);
  const now = () => Math.round((performance.now() - since) * 1000) / 1000;

  const capturing: AnyQuery = function (this: pg.Client, config, values, callback) {
    const application = (this as unknown as { connectionParameters?: { application_name?: string } }).connectionParameters
      ?.application_name;
    if (application === JOB_APPLICATION || config == null) return original.call(this, config, values, callback);
    const c = (typeof config === 'string' ? { text: config } : config) as QueryConfig;
    const params = Array.isArray(values) ? values : (c.values ?? []);
    if (!clients.has(this)) clients.set(this, ++seen);
    const statement: CapturedStatement = {
      text: c.text ?? '',
      values: params.map(wire),
      ...(c.name ? { name: c.name } : {}),
      ...(c.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
      ...(typeof c.types?.getTypeParser === 'function' ? { rawDates: true } : {}),
      client: clients.get(this) ?? 0,
      start: now(),
    };
    const done = () => {
      statement.end = now();
      write(statement);
    };
    // pg's pool passes a callback; a client called directly answers a promise.
    if (typeof callback === 'function') {
      const cb = callback as (...a: unknown[]) => void;
      return original.call(this, config, values, (...a: unknown[]) => {
        done();
        cb(...a);
      });
    }
    if (typeof values === 'function') {
      const cb = values as (...a: unknown[]) => void;
      return original.call(this, config, (...a: unknown[]) => {
        done();
        cb(...a);
      });
    }
    const result = original.call(this, config, values, callback);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };

  process.on('SIGUSR2', () => {
    on = !on;
    since = performance.now();
    pg.Client.prototype.query = (on ? capturing : original) as typeof pg.Client.prototype.query;
    write({ capture: on ? 'on' : 'off' });
  });
}
