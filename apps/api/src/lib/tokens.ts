import { hash, randomBytes } from 'node:crypto';

/**
 * Session and reset tokens are random, and stored only as SHA-256 hashes. (Every signed-in request
 * hashes its token: the one-shot `hash` costs about half of a `createHash` chain.)
 */
export const hashToken = (token: string) => hash('sha256', token, 'hex');
export const newToken = () => randomBytes(32).toString('base64url');
