import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { lyingZip } from '../../test/zip-bomb.ts';
import { byteLimit, openBoundedZip, ZipLimitError, type ZipLimits } from './bounded-zip.ts';

const MB = 1024 * 1024;
const LIMITS: ZipLimits = { maxEntries: 10, maxEntryBytes: MB, maxTotalBytes: 2 * MB };

/** Every byte a stream gives, and how it ended: what a reader of it would have received. */
async function drain(stream: Readable): Promise<{ bytes: number; error?: unknown }> {
  let bytes = 0;
  try {
    for await (const chunk of stream) bytes += (chunk as Buffer).length;
    return { bytes };
  } catch (error) {
    return { bytes, error };
  }
}

describe('byteLimit', () => {
  const through = (chunks: Buffer[], limit: ReturnType<typeof byteLimit>) => drain(Readable.from(chunks).pipe(limit));

  it('passes up to its limit, then fails the stream', async () => {
    expect(await through([Buffer.alloc(600), Buffer.alloc(400)], byteLimit(1000))).toEqual({ bytes: 1000 });
    const over = await through([Buffer.alloc(600), Buffer.alloc(401), Buffer.alloc(10)], byteLimit(1000));
    expect(over.error).toBeInstanceOf(ZipLimitError);
    expect(over.bytes).toBeLessThanOrEqual(1000);
  });

  it('fails a counter once the budget it shares with others is spent', async () => {
    const budget = { max: 1000, used: 0 };
    expect(await through([Buffer.alloc(700)], byteLimit(1000, budget))).toEqual({ bytes: 700 });
    const second = await through([Buffer.alloc(200), Buffer.alloc(200)], byteLimit(1000, budget));
    expect(second.error).toBeInstanceOf(ZipLimitError);
    expect(second.bytes).toBeLessThanOrEqual(300);
  });

  it('makes an inflater stop: what it produced stays within the limit and one chunk', async () => {
    const bomb = lyingZip([{ name: 'a.xml', pieces: [{ repeat: Buffer.from('<a/>'), bytes: 64 * MB }], declaredSize: 4096 }]);
    const zip = await openBoundedZip(bomb, LIMITS);
    try {
      const got = await drain(await zip.open(zip.entries[0]!));
      expect(got.error).toBeInstanceOf(ZipLimitError);
      expect(got.bytes).toBeLessThanOrEqual(4096);
    } finally {
      zip.close();
    }
  });
});

describe('openBoundedZip', () => {
  const text = (n: number) => Buffer.from('Nguyễn Văn An;'.repeat(n));

  it('reads honest entries back as they were', async () => {
    const zip = await openBoundedZip(
      lyingZip([
        { name: 'a.txt', pieces: [text(1000)] },
        { name: 'b/c.txt', pieces: [text(3)] },
      ]),
      LIMITS,
    );
    try {
      expect(zip.entries.map((e) => e.fileName)).toEqual(['a.txt', 'b/c.txt']);
      const chunks: Buffer[] = [];
      for await (const c of await zip.open(zip.entries[0]!)) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).equals(text(1000))).toBe(true);
    } finally {
      zip.close();
    }
  });

  it('stops an entry at what it declares, however much more it holds', async () => {
    const zip = await openBoundedZip(lyingZip([{ name: 'a.txt', pieces: [text(100_000)], declaredSize: 5000 }]), LIMITS);
    try {
      const got = await drain(await zip.open(zip.entries[0]!));
      expect(got.error).toBeInstanceOf(ZipLimitError);
      expect(got.bytes).toBeLessThanOrEqual(5000);
    } finally {
      zip.close();
    }
  });

  it('refuses, before inflating, an entry declared over its bound', async () => {
    const zip = await openBoundedZip(lyingZip([{ name: 'a.txt', pieces: [{ repeat: text(1), bytes: MB + 1 }] }]), LIMITS);
    try {
      await expect(zip.open(zip.entries[0]!)).rejects.toBeInstanceOf(ZipLimitError);
      await expect(zip.open(zip.entries[0]!, 100)).rejects.toBeInstanceOf(ZipLimitError);
    } finally {
      zip.close();
    }
  });

  it('refuses a directory over its entry count or declared total', async () => {
    const many = lyingZip(Array.from({ length: 11 }, (_, i) => ({ name: `${i}.txt`, pieces: [text(1)] })));
    await expect(openBoundedZip(many, LIMITS)).rejects.toBeInstanceOf(ZipLimitError);
    const big = lyingZip([0, 1, 2].map((i) => ({ name: `${i}.txt`, pieces: [{ repeat: text(1), bytes: 0.9 * MB }] })));
    await expect(openBoundedZip(big, LIMITS)).rejects.toBeInstanceOf(ZipLimitError);
    await expect(openBoundedZip(Buffer.from('no zip at all'), LIMITS)).rejects.toThrow();
  });

  it('holds all the reads of one archive to its total, an entry read twice included', async () => {
    const zip = await openBoundedZip(lyingZip([{ name: 'a.txt', pieces: [{ repeat: text(1), bytes: 0.8 * MB }] }]), LIMITS);
    try {
      expect((await drain(await zip.open(zip.entries[0]!))).error).toBeUndefined();
      expect((await drain(await zip.open(zip.entries[0]!))).error).toBeUndefined();
      expect((await drain(await zip.open(zip.entries[0]!))).error).toBeInstanceOf(ZipLimitError);
    } finally {
      zip.close();
    }
  });

  // The open files are counted where Linux lists them.
  it.runIf(existsSync('/proc/self/fd'))('closing mid-read ends the stream and releases the file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bounded-zip-'));
    const fds = () => readdir('/proc/self/fd').then((l) => l.length);
    try {
      const file = path.join(dir, 'a.zip');
      await writeFile(file, lyingZip([{ name: 'a.txt', pieces: [{ repeat: text(1), bytes: 0.9 * MB }] }]));
      const before = await fds();
      const zip = await openBoundedZip(file, LIMITS);
      const stream = await zip.open(zip.entries[0]!);
      expect(await fds()).toBeGreaterThan(before);
      stream.pause();
      zip.close();
      await expect(
        pipeline(stream, async (source: AsyncIterable<Buffer>) => {
          for await (const _ of source);
        }),
      ).rejects.toThrow();
      expect(stream.destroyed).toBe(true);
      await expect.poll(fds).toBe(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
