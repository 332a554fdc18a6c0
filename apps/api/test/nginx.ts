import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/lib/free-port.ts';

/** Debian's nginx (`.ci/run` installs it when missing), or NGINX_PATH. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

/** The checked-in site (docs/nginx/portal.conf). */
export const NGINX_SITE = fileURLToPath(new URL('../../../docs/nginx/portal.conf', import.meta.url));

/** An nginx.conf in `dir` (foreground, its own pid, logs and temporary files there) that includes `dir/portal.conf`. */
export async function writeNginxConf(dir: string) {
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/portal.conf;`,
      '}',
    ].join('\n'),
  );
}

/**
 * The site over plain HTTP, for traffic a test can send without a certificate: the port-80 server
 * (a redirect) goes, and so do the TLS lines; the HTTPS server keeps everything else.
 */
function plainHttpSite(site: string): string {
  const plain = site.replace(/\n# Plain HTTP only[^\n]*\nserver \{\n[\s\S]*?\n\}\n/, '\n').replace(/^ {4}ssl_[^\n]*\n/gm, '');
  if (plain.includes('listen 80;') || plain.includes('ssl_certificate'))
    throw new Error('docs/nginx/portal.conf: the TLS lines the test removes moved');
  return plain;
}

export type Nginx = { base: string; output: () => string; close: () => Promise<void> };

/**
 * nginx in the foreground with the checked-in `docs/nginx/portal.conf`: its upstream servers
 * replaced by `upstreams` (host:port) and its listen line by a free local port. Each answer also
 * names the instance that served it (`X-Upstream`), for the tests only.
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-nginx-'));
  await mkdir(path.join(dir, 'logs'));
  const port = await freePort();
  const site = plainHttpSite(await readFile(NGINX_SITE, 'utf8'))
    .replace(/^( {4}server \S+:\d+[^;]*;\n)+/m, upstreams.map((u) => `    server ${u} max_fails=3 fail_timeout=10s;\n`).join(''))
    .replace(/^( {4})listen 443 ssl http2;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^( {8})proxy_pass http:\/\/portal;/m, '$1proxy_pass http://portal;\n$1add_header X-Upstream $upstream_addr always;');
  if (!site.includes(`listen 127.0.0.1:${port}`) || !upstreams.every((u) => site.includes(`server ${u} `))) {
    throw new Error('docs/nginx/portal.conf no longer has the upstream and listen lines the test replaces');
  }
  await writeFile(path.join(dir, 'portal.conf'), site);
  await writeNginxConf(dir);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (c: Buffer) => (output += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    try {
      await fetch(`${base}/api/ping`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen: ${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    base,
    output: () => output,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
