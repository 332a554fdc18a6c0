import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/**
 * Seals secrets (an OTP inside a queued message) with AES-256-GCM, so that they are never stored
 * in clear. The key is SECRET_KEY, or else one generated once and kept in `app_secrets`, so that
 * every instance on the database shares it. A sealed text is bound to its `context` (the outbox
 * row id): it cannot be moved to another row and opened there.
 */
export type SecretBox = {
  /** The first 8 hex digits of the key's SHA-256, written into every sealed text. */
  keyId: string;
  seal(text: string, context: string): string;
  /** Throws when the text was sealed with another key or for another context, or was altered. */
  open(sealed: string, context: string): string;
  /**
   * A signature of `text` (HMAC-SHA-256 under a key derived from this one, URL-safe base64): what a
   * link in a mail carries so that any server, and only a server, can tell it made it.
   */
  mac(text: string): string;
};

const KEY_NAME = 'message-key';
const VERSION = 'v1';

/** A 32-byte key written as 64 hex digits or as base64 (either alphabet); undefined otherwise. */
export function parseSecretKey(text: string): Buffer | undefined {
  const t = text.trim();
  if (/^[0-9a-f]{64}$/i.test(t)) return Buffer.from(t, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) return Buffer.from(t, 'base64');
  return undefined;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the sealing key must be 32 bytes');
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  // Its own key for signatures: the sealing key is never used for two purposes.
  const macKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'portal link signature', 32));
  return {
    keyId,
    mac: (text) => createHmac('sha256', macKey).update(text, 'utf8').digest('base64url'),
    seal(text, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [VERSION, keyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [version, kid, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed text');
      if (kid !== keyId) throw new Error(`sealed with another key (${kid}), this server has ${keyId}`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The box for this deployment: SECRET_KEY when set; otherwise the key in `app_secrets`, created by
 * whichever instance asks first (the insert is a no-op for the others, which then read the winner's).
 */
export async function loadSecretBox(db: Executor, configured: string | undefined): Promise<SecretBox> {
  if (configured) {
    const key = parseSecretKey(configured);
    if (!key) throw new Error('SECRET_KEY must be 32 bytes, as 64 hex digits or base64');
    return createSecretBox(key);
  }
  await db
    .insert(appSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
  const key = row && parseSecretKey(row.value);
  if (!key) throw new Error(`app_secrets.${KEY_NAME} is not a 32-byte key`);
  return createSecretBox(key);
}
