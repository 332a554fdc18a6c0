import pg from 'pg';
import { inject } from 'vitest';
import { runningEmbeddedUrl } from '../apps/api/src/db/embedded-postgres.ts';

/** Reads the e2e server's own database (its embedded PostgreSQL), e.g. the OTP outbox. */
export async function query<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const url = await runningEmbeddedUrl(inject('dataDir'));
  if (!url) throw new Error('the e2e server database is not running');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
