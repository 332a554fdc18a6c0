import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendDownload } from './send-file.ts';

describe('sendDownload', () => {
  it('quotes no name that could break the header, and keeps the real name in RFC 5987 form', async () => {
    const app = Fastify();
    app.get('/zip', (_req, reply) => sendDownload(reply, { name: 'hợp "đồng"\\1.zip', mime: 'application/zip' }, Buffer.from('PK')));
    const res = await app.inject({ url: '/zip' });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="h_p ___ng__1.zip"; filename*=UTF-8''${encodeURIComponent('hợp "đồng"\\1.zip')}`,
    );
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe('2');
    await app.close();
  });
});
