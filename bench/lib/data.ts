import { sql } from 'drizzle-orm';
import { connect } from '../../apps/api/src/db/client.ts';
import { generators } from '../../apps/api/test/generate-data.ts';

/**
 * Grows `partners` with the project's generator (apps/api/test/generate-data.ts), beside a
 * running server. The generator continues its numbering and its counts trigger works per
 * statement, so a table grows in steps with one call each.
 */
export type PartnerGrower = {
  /** Generated rows so far. */
  readonly rows: number;
  /** Adds generated partners until `target` generated rows exist; then VACUUM ANALYZE. */
  growTo: (target: number, progress?: (rows: number) => void) => Promise<{ seconds: number }>;
  close: () => Promise<void>;
};

export function partnerGrower(databaseUrl: string): PartnerGrower {
  // One connection, so that the session setting below holds for every statement.
  const database = connect(databaseUrl, 1);
  let rows = 0;
  return {
    get rows() {
      return rows;
    },
    async growTo(target, progress) {
      const started = Date.now();
      // A million rows take longer than the pool's 30 s statement timeout.
      await database.db.execute(sql`set statement_timeout = 0`);
      if (rows < target) {
        await generators.partners(database.db, target - rows);
        rows = target;
        progress?.(rows);
      }
      // Measure the steady state: statistics fresh, the bulk load's dirty pages written out.
      await database.db.execute(sql`vacuum analyze partners, partner_counts`);
      await database.db.execute(sql`checkpoint`).catch(() => undefined);
      return { seconds: (Date.now() - started) / 1000 };
    },
    close: () => database.close(),
  };
}
