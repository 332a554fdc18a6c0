import type { Executor } from './client.ts';
import { organization } from './schema.ts';

/**
 * The portal owner of the demo data ('Thông tin đơn vị'): the one place its legal name, tax code and
 * bank account are written. Everything else that names the owner (debt letters, the VietQR block,
 * mails, footer, page titles) reads the setting; the demo's bids and tests import this.
 */
export const DEMO_ORGANIZATION = {
  legalName: 'Công ty Cổ phần Y tế Sài Gòn',
  shortName: 'Y tế Sài Gòn',
  taxCode: '0315551234',
  address: '12 Nguyễn Du, Phường Sài Gòn, Thành phố Hồ Chí Minh',
  representative: 'Nguyễn Thị Thanh Hương',
  representativeTitle: 'Tổng Giám đốc',
  hotline: '1900 6868',
  supportEmail: 'hotro@ytesaigon.vn',
  bankBin: '970436',
  accountNumber: '0071000888999',
  accountHolder: 'CONG TY CO PHAN Y TE SAI GON',
} as const;

export async function seedOrganization(tx: Executor): Promise<void> {
  await tx
    .insert(organization)
    .values({ id: 1, ...DEMO_ORGANIZATION })
    .onConflictDoNothing();
}
