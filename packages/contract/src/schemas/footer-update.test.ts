import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { footerUpdateBodySchema } from './admin.ts';

describe('footer update body', () => {
  it('refuses an empty body: there is nothing to update', () => {
    const parsed = footerUpdateBodySchema.safeParse({});
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([MSG.footerEmpty]);
  });

  it('takes one key or more, each with its own rule', () => {
    expect(footerUpdateBodySchema.safeParse({ copyright: '© 2026' }).success).toBe(true);
    expect(footerUpdateBodySchema.safeParse({ copyright: '<b>x</b>' }).error?.issues[0]?.message).toBe(MSG.footerValueMarkup);
  });
});
