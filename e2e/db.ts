import pg from 'pg';
import { inject } from 'vitest';
import { runningEmbeddedUrl } from '../apps/api/src/db/embedded-postgres.ts';
import { createSecretBox, parseSecretKey } from '../apps/api/src/lib/secret-box.ts';

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

/**
 * The real text of the last message to a recipient: the outbox shows it with the OTP masked, so
 * it is opened with the key the server keeps in `app_secrets` (the e2e server sets no SECRET_KEY).
 */
export async function lastMessageText(recipient: string): Promise<string | undefined> {
  const [row] = await query<{ id: string; body: string; sealed_body: string | null }>(
    'select id, body, sealed_body from outbox where recipient = $1 order by created_at desc limit 1',
    [recipient],
  );
  if (!row?.sealed_body) return row?.body;
  const [secret] = await query<{ value: string }>(`select value from app_secrets where name = 'message-key'`);
  const key = secret && parseSecretKey(secret.value);
  if (!key) throw new Error('no message key in app_secrets');
  return createSecretBox(key).open(row.sealed_body, row.id);
}
