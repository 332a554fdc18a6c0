import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hasNginx, NGINX, NGINX_SITE, writeNginxConf } from './nginx.ts';

const run = promisify(execFile);

/**
 * The nginx site exactly as docs/nginx/portal.conf writes it, TLS included: `nginx -t` accepts it
 * with a certificate made here in place of the Let's Encrypt one (multi-instance.test.ts sends
 * traffic through the same file over plain HTTP).
 */
describe.skipIf(!hasNginx)('the checked-in nginx site', () => {
  it('passes nginx -t as written, redirects HTTP to HTTPS and sends HSTS', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-nginx-site-'));
    try {
      await mkdir(path.join(dir, 'logs'));
      const cert = path.join(dir, 'fullchain.pem');
      const key = path.join(dir, 'privkey.pem');
      await run('openssl', [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=doitac.example.vn',
        '-keyout',
        key,
        '-out',
        cert,
      ]);
      const written = await readFile(NGINX_SITE, 'utf8');
      expect(written).toContain('return 301 https://$host$request_uri;');
      expect(written).toMatch(/add_header Strict-Transport-Security "max-age=\d+; includeSubDomains" always;/);
      expect(written).toMatch(/listen 443 ssl/);
      const site = written
        .replace('/etc/letsencrypt/live/doitac.example.vn/fullchain.pem', cert)
        .replace('/etc/letsencrypt/live/doitac.example.vn/privkey.pem', key);
      expect(site).not.toContain('/etc/letsencrypt');
      await writeFile(path.join(dir, 'portal.conf'), site);
      await writeNginxConf(dir);
      const { stderr } = await run(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')]);
      expect(stderr).toContain('syntax is ok');
      expect(stderr).toContain('test is successful');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
