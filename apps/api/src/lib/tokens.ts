import { createHash, randomBytes } from 'node:crypto';

/** Session and reset tokens are random, and stored only as SHA-256 hashes. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
