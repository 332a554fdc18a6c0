import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startS3Server } from '../../apps/api/test/s3-server.ts';

/**
 * The tests' S3-compatible store (s3rver, apps/api/test/s3-server.ts) in a process of its own, so
 * that its CPU time is its own and not the load generator's. Run as a script it starts the store,
 * prints the environment a server needs as one JSON line, and stops on SIGTERM.
 */
export type S3Process = { pid: number; env: Record<string, string>; close: () => Promise<void> };

export async function startS3Process(): Promise<S3Process> {
  const child: ChildProcess = spawn(process.execPath, [fileURLToPath(import.meta.url)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as Record<string, string>);
    });
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => reject(new Error(`the S3 store exited with ${code}: ${output.slice(-2000)}`)));
  });
  return {
    pid: child.pid ?? 0,
    env,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

if (import.meta.main) {
  const s3 = await startS3Server('portal-bench');
  console.log(JSON.stringify(s3.env));
  process.once('SIGTERM', () => {
    void s3.close().finally(() => process.exit(0));
  });
}
