import type { PartnerType, Profile, ProfileUpdateBody, RenameBody } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import * as repo from './profile-repository.ts';

export async function getProfile(db: Db, auth: AuthContext): Promise<Profile> {
  const row = await repo.findProfileRow(db, auth.userId);
  if (!row?.partner) throw new AppError('not_found');
  const { user, partner, parentName } = row;
  return {
    id: user.id,
    type: user.type as PartnerType,
    username: user.username,
    isSubUser: user.isSubUser,
    code: partner.code,
    email: user.email,
    phone: user.phone,
    name: partner.name,
    parentName: parentName ?? null,
    representative: partner.representative,
    taxCode: partner.taxCode,
    address: partner.address,
    province: partner.province,
    introducerName: partner.introducerName,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

function ownPartner(auth: AuthContext): string {
  if (!auth.partnerId) throw new AppError('forbidden');
  return auth.partnerId;
}

export async function updateProfile(db: Db, auth: AuthContext, body: ProfileUpdateBody): Promise<Profile> {
  // Organisation fields are the main account's to change; a sub-user edits only its own contact.
  const partnerFields = auth.isSubUser ? {} : { representative: body.representative, address: body.address, province: body.province };
  await repo.updateContact(
    db,
    { userId: auth.userId, partnerId: ownPartner(auth) },
    { email: body.email, phone: body.phone, ...partnerFields },
  );
  return getProfile(db, auth);
}

function toRequest(row: NonNullable<Awaited<ReturnType<typeof repo.findPendingRename>>>) {
  return {
    id: row.id,
    oldName: row.oldName,
    newName: row.newName,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A new name needs the operator's approval: it becomes a pending request. */
export async function requestRename(db: Db, auth: AuthContext, body: RenameBody) {
  const partnerId = ownPartner(auth);
  if (auth.isSubUser) throw new AppError('forbidden');
  const current = await repo.findProfileRow(db, auth.userId);
  const oldName = current?.partner?.name ?? '';
  if (oldName === body.name) throw AppError.field('name', 'Tên mới trùng với tên hiện tại!');
  try {
    const row = await repo.insertRename(db, { partnerId, oldName, newName: body.name, reason: body.reason ?? null });
    if (!row) throw new Error('insert failed');
    return toRequest(row);
  } catch (err) {
    // One pending request per partner: the partial unique index decides, races included.
    if (isUniqueViolation(err)) throw new AppError('business_rule', 'Đã có một yêu cầu đổi tên đang chờ duyệt!');
    throw err;
  }
}

export async function checkRequest(db: Db, auth: AuthContext) {
  const row = await repo.findPendingRename(db, ownPartner(auth));
  return { hasPendingRequest: Boolean(row), request: row ? toRequest(row) : null };
}

export const PROVINCES = [
  'Hà Nội',
  'TP. Hồ Chí Minh',
  'Hải Phòng',
  'Đà Nẵng',
  'Cần Thơ',
  'Huế',
  'An Giang',
  'Bắc Ninh',
  'Cà Mau',
  'Cao Bằng',
  'Đắk Lắk',
  'Điện Biên',
  'Đồng Nai',
  'Đồng Tháp',
  'Gia Lai',
  'Hà Tĩnh',
  'Hưng Yên',
  'Khánh Hòa',
  'Lai Châu',
  'Lâm Đồng',
  'Lạng Sơn',
  'Lào Cai',
  'Nghệ An',
  'Ninh Bình',
  'Phú Thọ',
  'Quảng Ngãi',
  'Quảng Ninh',
  'Quảng Trị',
  'Sơn La',
  'Tây Ninh',
  'Thái Nguyên',
  'Thanh Hóa',
  'Tuyên Quang',
  'Vĩnh Long',
];

export async function listLicenseFiles(db: Db, auth: AuthContext) {
  const rows = await repo.listPartnerFiles(db, ownPartner(auth), 'business_license');
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Another partner's file answers 404, as if it did not exist. */
export async function getLicenseFile(db: Db, auth: AuthContext, fileId: string) {
  const file = await repo.findPartnerFile(db, ownPartner(auth), fileId);
  if (file?.purpose !== 'business_license') throw new AppError('not_found');
  return file;
}
