import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { bidPostListQuerySchema } from './tendering.ts';
import { pageLimitSchema, pageQuerySchema } from './envelope.ts';

describe('the one page-size policy', () => {
  it('takes any size up to 99 999 and serves at most the cap, the fallback when none is asked for', () => {
    expect(pageQuerySchema.parse({ limit: '99999' }).limit).toBe(LIMITS.listLimitCap);
    expect(pageQuerySchema.parse({ limit: '7' })).toEqual({ page: 1, limit: 7 });
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageLimitSchema(5).parse(undefined)).toBe(5);
    // The public tender list once refused what every other list takes.
    expect(bidPostListQuerySchema.parse({ limit: '5000' }).limit).toBe(LIMITS.listLimitCap);
  });

  it('refuses a size that is no whole number from 1 to 99 999 with one message', () => {
    for (const limit of ['0', 'abc', '1.5', '100000']) {
      const result = pageQuerySchema.safeParse({ limit });
      expect(result.success, limit).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([MSG.badPageSize]);
    }
  });
});
