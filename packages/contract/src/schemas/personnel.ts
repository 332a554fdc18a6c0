import { z } from '../zod.ts';
import { optionalText, requiredText, rules, text } from '../rules/index.ts';
import { listOf, pageQuerySchema } from './envelope.ts';
import { idParamSchema } from './files.ts';

/*
 * A partner's own staff (spec 2 §3 and §7 "Personnel", SPEC-NOTES 8): personnel accounts, each with
 * a role, and the roles, each a set of keys from the default permission list.
 */

/** Where a staff account stands: waiting for its first password (from the e-mailed link), active, locked by the owner. */
export const PERSONNEL_STATUSES = ['pending', 'active', 'locked'] as const;
export const personnelStatusSchema = z.enum(PERSONNEL_STATUSES, { error: 'Trạng thái không hợp lệ!' });
export type PersonnelStatus = z.infer<typeof personnelStatusSchema>;
export const PERSONNEL_STATUS_LABELS: Readonly<Record<PersonnelStatus, string>> = {
  pending: 'Chờ đặt mật khẩu',
  active: 'Đang hoạt động',
  locked: 'Đã khóa',
};

export const PERSONNEL_LIMITS = {
  fullNameMax: 50,
  roleNameMax: 100,
  roleDescriptionMax: 500,
  /** More keys than any partner type's list holds. */
  rolePermissionsMax: 100,
} as const;

export const PERSONNEL_MSG = {
  fullName: `Họ và tên tối đa ${PERSONNEL_LIMITS.fullNameMax} ký tự, chỉ gồm chữ cái và khoảng trắng!`,
  roleName: `Tên vai trò tối đa ${PERSONNEL_LIMITS.roleNameMax} ký tự!`,
  roleDescription: `Mô tả tối đa ${PERSONNEL_LIMITS.roleDescriptionMax} ký tự!`,
  roleRequired: 'Vui lòng chọn vai trò!',
  roleNotFound: 'Vai trò không tồn tại!',
  roleInactive: 'Vai trò đang ngừng hoạt động, vui lòng chọn vai trò khác!',
  roleNameTaken: 'Tên vai trò đã tồn tại!',
  roleInUse: 'Vai trò đang được gán cho nhân sự, không thể xóa!',
  permissionsRequired: 'Vui lòng chọn ít nhất một quyền!',
  permissionInvalid: (key: string) => `Quyền không có trong danh sách quyền mặc định: ${key}`,
  staffHasActivity: 'Nhân sự đã có thao tác trên hệ thống nên không thể xóa. Vui lòng khóa tài khoản thay vì xóa!',
  alreadyLocked: 'Tài khoản nhân sự đã bị khóa!',
  notLocked: 'Tài khoản nhân sự không bị khóa!',
  notPending: 'Nhân sự đã đặt mật khẩu, không cần gửi lại liên kết!',
  created: 'Đã thêm nhân sự và gửi email đặt mật khẩu',
  updated: 'Đã cập nhật nhân sự',
  deleted: 'Đã xóa nhân sự',
  locked: 'Đã khóa tài khoản nhân sự',
  unlocked: 'Đã mở khóa tài khoản nhân sự',
  linkSent: 'Đã gửi lại email đặt mật khẩu',
  roleCreated: 'Đã thêm vai trò',
  roleUpdated: 'Đã cập nhật vai trò',
  roleDeleted: 'Đã xóa vai trò',
  profileUpdated: 'Cập nhật thành công',
  setPasswordInvalid: 'Liên kết đặt mật khẩu không hợp lệ hoặc đã hết hạn!',
  setPasswordSuccess: 'Đặt mật khẩu thành công. Vui lòng đăng nhập.',
} as const;

/** A staff member's name: letters (Vietnamese included) and spaces, like the owner name (spec 1 §5). */
export const fullNameRule = text()
  .transform((v) => v.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'Vui lòng nhập thông tin!', abort: true })
      .max(PERSONNEL_LIMITS.fullNameMax, PERSONNEL_MSG.fullName)
      .regex(/^[\p{L}\p{M} ]+$/u, PERSONNEL_MSG.fullName),
  );

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const roleIdRule = z.uuid({ error: PERSONNEL_MSG.roleRequired });

// Roles ---------------------------------------------------------------------------------------

/** POST personnel-role/create, PUT personnel-role/update/{id}. The keys are checked against the default list by the server. */
export const personnelRoleBodySchema = z.object({
  name: requiredText(PERSONNEL_LIMITS.roleNameMax, PERSONNEL_MSG.roleName),
  description: optionalText(PERSONNEL_LIMITS.roleDescriptionMax, PERSONNEL_MSG.roleDescription),
  active: z.boolean({ error: 'Trạng thái không hợp lệ!' }).default(true),
  permissions: z
    .array(text().trim().min(1).max(100), { error: PERSONNEL_MSG.permissionsRequired })
    .min(1, PERSONNEL_MSG.permissionsRequired)
    .max(PERSONNEL_LIMITS.rolePermissionsMax, PERSONNEL_MSG.permissionsRequired),
});
export type PersonnelRoleBody = z.output<typeof personnelRoleBodySchema>;
export const personnelRoleFieldSchemas = personnelRoleBodySchema.shape;

/** GET personnel-role/list: search, page, limit, active (spec 2 §7). */
export const personnelRoleListQuerySchema = pageQuerySchema.extend({
  search: z.preprocess(emptyAsUndefined, rules.search.optional()),
  active: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'], { error: 'Trạng thái không hợp lệ!' })
      .transform((v) => v === 'true')
      .optional(),
  ),
});
export type PersonnelRoleListQuery = z.output<typeof personnelRoleListQuerySchema>;

export const personnelRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  permissions: z.array(z.string()),
  /** Staff members holding it (a role in use cannot be deleted). */
  staffCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PersonnelRole = z.infer<typeof personnelRoleSchema>;
export const personnelRoleListSchema = listOf(personnelRoleSchema);
export type PersonnelRoleList = z.infer<typeof personnelRoleListSchema>;

/** GET personnel-role/list-default-permission: what a role of this partner type may hold, by area. */
export const permissionGroupSchema = z.object({
  area: z.string(),
  name: z.string(),
  permissions: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type PermissionGroup = z.infer<typeof permissionGroupSchema>;
export const permissionGroupsSchema = z.array(permissionGroupSchema);

// Staff ---------------------------------------------------------------------------------------

const staffContact = {
  fullName: fullNameRule,
  email: rules.email,
  phone: rules.phone,
};

/** POST personnel/create: the login name is chosen once; the staff member sets the password from the e-mailed link. */
export const personnelCreateBodySchema = z.object({ username: rules.username, ...staffContact, roleId: roleIdRule });
export type PersonnelCreateBody = z.output<typeof personnelCreateBodySchema>;

/** PUT personnel/detail/{id}. */
export const personnelUpdateBodySchema = z.object({ ...staffContact, roleId: roleIdRule });
export type PersonnelUpdateBody = z.output<typeof personnelUpdateBodySchema>;
export const personnelFieldSchemas = personnelCreateBodySchema.shape;

/** GET personnel/list: search (login name, name, e-mail, phone), status, role, page, limit. */
export const personnelListQuerySchema = pageQuerySchema.extend({
  search: z.preprocess(emptyAsUndefined, rules.search.optional()),
  status: z.preprocess(emptyAsUndefined, personnelStatusSchema.optional()),
  roleId: z.preprocess(emptyAsUndefined, z.uuid({ error: PERSONNEL_MSG.roleNotFound }).optional()),
});
export type PersonnelListQuery = z.output<typeof personnelListQuerySchema>;

export const personnelSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  status: personnelStatusSchema,
  role: z.object({ id: z.string(), name: z.string(), active: z.boolean() }).nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Personnel = z.infer<typeof personnelSchema>;
export const personnelListSchema = listOf(personnelSchema);
export type PersonnelList = z.infer<typeof personnelListSchema>;

export const personnelParamsSchema = z.object({ id: idParamSchema });

// The caller's own person (spec 2 §3: "Person profile holds personnelRole with personnelPermissions")

export const personnelProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  isSubUser: z.boolean(),
  /** null for a main account (it holds every permission of its kind). */
  personnelRole: z
    .object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      active: z.boolean(),
      /** What the role gives now: nothing while the role is inactive. */
      personnelPermissions: z.array(z.object({ key: z.string(), name: z.string(), area: z.string(), areaName: z.string() })),
    })
    .nullable(),
});
export type PersonnelProfile = z.infer<typeof personnelProfileSchema>;

export const personnelProfileBodySchema = z.object(staffContact);
export type PersonnelProfileBody = z.output<typeof personnelProfileBodySchema>;
