import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextAt } from './storable-text.ts';

describe('storable text', () => {
  it.each(['', 'Việt Nam', 'Cat 🐈 0', '\uD83D\uDE00', 'a\uFFFDb', '\u202E'])('keeps %j', (value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each(['Cat \uD800 0', '\uD800', '\uDC00', 'x\uDBFF', '\uDE00x', '\uDE00\uD83D', 'a\u0000b'])('refuses %j', (value) => {
    expect(isStorableText(value)).toBe(false);
  });

  it('names the first field that holds one, keys and array items included', () => {
    expect(unstorableTextAt({ name: 'ok', note: 'x' })).toBeUndefined();
    expect(unstorableTextAt({ name: 'Cat \uD800 0' })).toEqual(['name']);
    expect(unstorableTextAt({ rows: [{ a: 'b' }, { a: '\uDC00' }] })).toEqual(['rows', 1, 'a']);
    expect(unstorableTextAt({ 'k\uD800': 1 })).toEqual(['k\uD800']);
    expect(unstorableTextAt('\u0000')).toEqual([]);
  });
});
