import { describe, expect, it } from 'vitest';
import { util } from 'zod/v4/core';
import { reasonBodySchema } from './index.ts';
import { z } from './zod.ts';

describe('zod as the contract configures it', () => {
  it('compiles validators in Node (the browser build stays jitless for its content security policy)', () => {
    // The contract's schemas are built by now; zod compiles an object schema only when both hold.
    expect(z.config().jitless).toBe(false);
    expect(util.allowsEval.value).toBe(true);
  });

  it('speaks Vietnamese in its own messages', () => {
    const result = z.string().safeParse(1);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Đầu vào không hợp lệ|không hợp lệ/);
  });

  it('parses through a contract schema built at import', () => {
    expect(reasonBodySchema.safeParse({ reason: 'Sai thông tin' }).success).toBe(true);
    expect(reasonBodySchema.safeParse({ reason: '' }).success).toBe(false);
  });
});
