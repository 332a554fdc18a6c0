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
    expect(footerUpdateBodySchema.safeParse({ storeTitle: 'Tải ứng dụng' }).success).toBe(true);
    expect(footerUpdateBodySchema.safeParse({ storeTitle: '<b>x</b>' }).error?.issues[0]?.message).toBe(MSG.footerValueMarkup);
  });

  it("refuses the owner's block: the hotline, support address and copyright are 'Thông tin đơn vị'", () => {
    for (const key of ['headerHotlinePhone', 'supportEmail', 'copyright', 'companyName']) {
      const parsed = footerUpdateBodySchema.safeParse({ [key]: 'x', storeTitle: 'y' });
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[key, MSG.footerOwnerKey]]);
    }
  });
});
