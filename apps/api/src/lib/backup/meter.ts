import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

export type Measured = { size: number; sha256: string };

/** A pass-through that counts and hashes what flows through it; `result()` once it has ended. */
export function meter(): { stream: Transform; result: () => Measured } {
  const hash = createHash('sha256');
  let size = 0;
  let digest: string | undefined;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      digest = hash.digest('hex');
      done();
    },
  });
  return { stream, result: () => ({ size, sha256: digest ?? '' }) };
}

/** A mismatch between what a file should be and what it is. */
export class MismatchError extends Error {
  readonly expected: Measured;
  readonly actual: Measured;

  constructor(expected: Measured, actual: Measured) {
    super(`expected ${expected.size} bytes sha256 ${expected.sha256}, got ${actual.size} bytes sha256 ${actual.sha256}`);
    this.expected = expected;
    this.actual = actual;
  }
}

/**
 * A pass-through that fails at its end unless the bytes were exactly `expected`, so that a writer
 * downstream (a storage's write) sees an error instead of a clean end and keeps nothing.
 */
export function verifier(expected: Measured): Transform {
  const hash = createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > expected.size) {
        done(new MismatchError(expected, { size, sha256: '' }));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      const actual = { size, sha256: hash.digest('hex') };
      done(actual.size === expected.size && actual.sha256 === expected.sha256 ? null : new MismatchError(expected, actual));
    },
  });
}
