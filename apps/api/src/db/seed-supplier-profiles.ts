import { COMPANY_SIZES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Storage } from '../lib/storage.ts';
import type { Executor } from './client.ts';
import { storeDemoPdf } from './seed-contracts.ts';
import { partners } from './schema.ts';

/*
 * The supplier profiles of the demo (keys of the demo partners in seed.ts): ctv_demo and ncc_demo
 * with every field and a licence PDF; ncc_demo2 with a size no list has (shown as 'small').
 */
const PROFILES: Record<
  string,
  { categoryId: number; companySize: number; charterCapital: number | null; isCooperated: boolean; licence?: string }
> = {
  ctv: {
    categoryId: 7,
    companySize: COMPANY_SIZES.micro.id,
    charterCapital: 500_000_000,
    isCooperated: true,
    licence: 'Giay-phep-kinh-doanh-CTV.pdf',
  },
  ncc: {
    categoryId: 1,
    companySize: COMPANY_SIZES.medium.id,
    charterCapital: 15_000_000_000,
    isCooperated: true,
    licence: 'Giay-phep-kinh-doanh-Phuong-Nam.pdf',
  },
  ncc2: { categoryId: 2, companySize: 99, charterCapital: null, isCooperated: false },
};

export async function seedSupplierProfiles(tx: Executor, ids: Map<string, string>, storage: Storage | undefined, staged: string[]) {
  for (const [key, profile] of Object.entries(PROFILES)) {
    const partnerId = ids.get(key);
    if (!partnerId) continue;
    const { licence, ...values } = profile;
    await tx.update(partners).set(values).where(eq(partners.id, partnerId));
    if (licence) {
      await storeDemoPdf(tx, storage, staged, {
        partnerId,
        purpose: 'business_license',
        name: licence,
        title: `Giay phep kinh doanh ${key.toUpperCase()}`,
      });
    }
  }
}
