import { describe, expect, it } from 'vitest';
import { PARTNER_MENUS } from './partner-menu-items';

describe('partner menus', () => {
  it('every type reaches /tai-khoan, the collaborator too (after "Hồ sơ" and "Nhân sự")', () => {
    expect(PARTNER_MENUS.collaborator.map((item) => [item.label, item.href])).toEqual([
      ['Chỉ định', '/chi-dinh'],
      ['Công nợ', '/cong-no'],
      ['Đơn giá tư vấn', '/don-gia-tu-van'],
      ['Báo cáo', '/bao-cao'],
      ['Hồ sơ', '/ho-so'],
      ['Nhân sự', '/nhan-su'],
      ['Tài khoản', '/tai-khoan'],
    ]);
    for (const menu of Object.values(PARTNER_MENUS)) expect(menu.at(-1)).toEqual({ label: 'Tài khoản', href: '/tai-khoan' });
  });
});
