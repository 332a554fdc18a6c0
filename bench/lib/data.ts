import { generators } from '../../apps/api/test/generate-data.ts';
import { connect } from '../../apps/api/src/db/client.ts';

/**
 * Grows `partners` with the project's generator (apps/api/test/generate-data.ts), beside a
 * running server.
 *
 * Two things stand in the way of calling the generator again and again on one table:
 *  - it always numbers its rows 1..n (codes `GEN-…`, tax codes 3000000000+g, both under unique
 *    indexes), so before each further call the rows of the previous calls get a batch prefix on
 *    code and tax code (type and status stay, so the partner_counts trigger does not fire);
 *  - the per-row trigger that keeps partner_counts upserts one of a dozen rows for every inserted
 *    partner, in the same transaction, which slows down quadratically: one call of 100,000 rows
 *    runs past the pool's 30 s statement timeout. So, while generating, the trigger is disabled
 *    and partner_counts recomputed afterwards with the migration's own statement. If the trigger
 *    cannot be disabled (renamed, no privilege), the generator is called in chunks instead.
 */
export const CHUNK = 10_000;
const COUNTS_TRIGGER = 'partners_count_insert_delete';

export type PartnerGrower = {
  /** Generated rows so far. */
  readonly rows: number;
  /** Adds generated partners until `target` generated rows exist; then VACUUM ANALYZE. */
  growTo: (target: number, progress?: (rows: number) => void) => Promise<{ seconds: number; mode: 'bulk' | 'chunked' }>;
  close: () => Promise<void>;
};

export function partnerGrower(databaseUrl: string): PartnerGrower {
  // One connection, so that the session settings below hold for every statement.
  const database = connect(databaseUrl, 1);
  const q = (sql: string) => database.pool.query(sql);
  let rows = 0;
  let batch = 0;

  const renamePrevious = async () => {
    if (rows === 0) return;
    batch++;
    await q(
      `UPDATE partners SET code = 'B${batch}-' || substr(code, 5), tax_code = 'B${batch}-' || tax_code WHERE lower(code) LIKE 'gen-%'`,
    );
  };

  return {
    get rows() {
      return rows;
    },
    async growTo(target, progress) {
      const started = Date.now();
      // No statement timeout: a million rows, and VACUUM of them, take longer than the pool's 30 s.
      await q('SET statement_timeout = 0');
      let mode: 'bulk' | 'chunked' = 'bulk';
      try {
        await q(`ALTER TABLE partners DISABLE TRIGGER ${COUNTS_TRIGGER}`);
      } catch {
        mode = 'chunked';
      }
      if (mode === 'bulk') {
        try {
          if (rows < target) {
            await renamePrevious();
            await generators.partners(database.db, target - rows);
            rows = target;
            progress?.(rows);
          }
        } finally {
          await q(`ALTER TABLE partners ENABLE TRIGGER ${COUNTS_TRIGGER}`);
          await q(`BEGIN; LOCK TABLE partners IN SHARE MODE; UPDATE partner_counts SET n = 0;
            INSERT INTO partner_counts (type, status, n) SELECT type, status, count(*) FROM partners GROUP BY type, status
            ON CONFLICT (type, status) DO UPDATE SET n = EXCLUDED.n; COMMIT`);
        }
      } else {
        while (rows < target) {
          const n = Math.min(CHUNK, target - rows);
          await renamePrevious();
          await generators.partners(database.db, n);
          rows += n;
          progress?.(rows);
        }
      }
      // Renames leave dead partners rows and the trigger (chunked mode) a dead partner_counts row
      // per insert, which the list's total would then scan. Autovacuum clears them within a
      // minute or so; do it now so that we measure the steady state.
      await q('VACUUM ANALYZE partners, partner_counts');
      return { seconds: (Date.now() - started) / 1000, mode };
    },
    close: () => database.close(),
  };
}
