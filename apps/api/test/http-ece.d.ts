declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  type Params = { version: 'aes128gcm' | 'aesgcm'; privateKey?: ECDH; dh?: string; authSecret?: string; keyid?: string };
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer; encrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}
