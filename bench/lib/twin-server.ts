/**
 * The raw twins of the portal's lists (lib/twins.ts starts this file as a process of its own, on the
 * same footing as the server's: one process, a pool of the same size and settings): a bare Fastify
 * app with one route per list, `GET /twin/<id>`, that sends the statements the portal's list sent
 * (captured from the driver: the same text, parameters, prepared statement's name, row mode and date
 * parsing) through `pg` and answers `JSON.stringify` of their rows. Statements the portal sent
 * together run together (`Promise.all`), a transaction runs on one connection.
 *
 *   TWIN_CASES=<file.json> DATABASE_URL=… DATABASE_POOL_MAX=20 PORT=… node bench/lib/twin-server.ts
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { connect } from '../../apps/api/src/db/client.ts';
import type { CapturedStatement } from './capture-sql.ts';

/** A statement as the twin sends it: what the capture recorded of it, without its connection and timing. */
export type TwinStatement = Pick<CapturedStatement, 'text' | 'values' | 'name' | 'rowMode' | 'rawDates'>;
/** A list's statements: steps in order, the statements of a step sent at once; `transaction`: all on one connection. */
export type TwinCase = { steps: TwinStatement[][]; transaction: boolean };

/** Drizzle's type parsers (drizzle-orm/node-postgres): dates, timestamps and intervals stay text. */
const RAW = new Set<number>([1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182]);
const rawDates = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    RAW.has(id) ? (v: string) => v : pg.types.getTypeParser(id, format as 'text'),
};

function queryConfig(s: TwinStatement): pg.QueryConfig {
  return {
    text: s.text,
    values: s.values.map((v) => (v !== null && typeof v === 'object' ? Buffer.from(v.base64, 'base64') : v)),
    ...(s.name ? { name: s.name } : {}),
    ...(s.rowMode ? { rowMode: s.rowMode } : {}),
    ...(s.rawDates ? { types: rawDates } : {}),
  } as pg.QueryConfig;
}

if (import.meta.main) {
  const cases = JSON.parse(readFileSync(process.env.TWIN_CASES ?? '', 'utf8')) as Record<string, TwinCase>;
  const database = connect(process.env.DATABASE_URL ?? '', Number(process.env.DATABASE_POOL_MAX ?? 20));
  const app = Fastify({ logger: false });
  for (const [id, c] of Object.entries(cases)) {
    const steps = c.steps.map((step) => step.map(queryConfig));
    app.get(`/twin/${id}`, async (_req, reply) => {
      const rows: unknown[] = [];
      const client = c.transaction ? await database.pool.connect() : undefined;
      try {
        const on = client ?? database.pool;
        for (const step of steps) {
          const results = step.length === 1 ? [await on.query(step[0]!)] : await Promise.all(step.map((q) => on.query(q)));
          for (const r of results) rows.push(r.rows);
        }
      } finally {
        client?.release();
      }
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(rows.length === 1 ? rows[0] : rows));
    });
  }
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
  const stop = () => void app.close().then(() => database.close().then(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
