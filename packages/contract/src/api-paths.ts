import type { PartnerType } from './partner.ts';

/** API paths, written once; the web client and the tests build URLs from these. */
export const apiPaths = {
  login: (type: PartnerType) => `/api/partner/${type}/auth/login`,
  register: (type: PartnerType) => `/api/partner/${type}/auth/register`,
  forgotPassword: (type: PartnerType) => `/api/partner/${type}/auth/forgot-password`,
  verifyPasswordOtp: (type: PartnerType) => `/api/partner/${type}/auth/verify-password-otp`,
  resetPassword: (type: PartnerType) => `/api/partner/${type}/auth/reset-password`,
  setPassword: (type: PartnerType) => `/api/partner/${type}/auth/set-password`,
  logout: (type: PartnerType) => `/api/partner/v1/${type}/profile/logout`,
  changePassword: (type: PartnerType) => `/api/partner/v1/${type}/profile/change-password`,
  /** The caller's own signed-in sessions (the account page's devices). */
  account: {
    sessions: (type: PartnerType) => `/api/partner/v1/${type}/account/sessions`,
    session: (type: PartnerType, id: string) => `/api/partner/v1/${type}/account/sessions/${id}`,
    logoutAll: (type: PartnerType) => `/api/partner/v1/${type}/account/sessions/logout-all`,
  },
  profile: (type: PartnerType) => `/api/partner/v1/${type}/profile`,
  profileRename: (type: PartnerType) => `/api/partner/v1/${type}/profile/rename`,
  profileCheckRequest: (type: PartnerType) => `/api/partner/v1/${type}/profile/check-request`,
  profileOptionFields: (type: PartnerType) => `/api/partner/v1/${type}/profile/option-fields`,
  licenseFiles: (type: PartnerType) => `/api/partner/v1/${type}/profile/license-files`,
  licenseFile: (type: PartnerType, id: string) => `/api/partner/v1/${type}/profile/license-files/${id}`,
  /** A partner's staff and their roles (spec 2 §7 "Personnel"; the main account manages them). */
  personnel: {
    list: (type: PartnerType) => `/api/partner/v1/${type}/personnel/list`,
    create: (type: PartnerType) => `/api/partner/v1/${type}/personnel/create`,
    detail: (type: PartnerType, id: string) => `/api/partner/v1/${type}/personnel/detail/${id}`,
    lock: (type: PartnerType, id: string) => `/api/partner/v1/${type}/personnel/detail/${id}/lock`,
    unlock: (type: PartnerType, id: string) => `/api/partner/v1/${type}/personnel/detail/${id}/unlock`,
    sendPasswordLink: (type: PartnerType, id: string) => `/api/partner/v1/${type}/personnel/detail/${id}/send-password-link`,
    /** The caller's own person (any account). */
    profile: (type: PartnerType) => `/api/partner/v1/${type}/personnel/profile`,
    /** Spec 2 §7: "login prefix optional"; without it the token says which account. */
    changePassword: (type?: PartnerType) =>
      type ? `/api/partner/v1/${type}/personnel/profile/change-password` : '/api/partner/personnel/profile/change-password',
    roles: {
      list: (type: PartnerType) => `/api/partner/v1/${type}/personnel-role/list`,
      detail: (type: PartnerType, id: string) => `/api/partner/v1/${type}/personnel-role/detail/${id}`,
      create: (type: PartnerType) => `/api/partner/v1/${type}/personnel-role/create`,
      update: (type: PartnerType, id: string) => `/api/partner/v1/${type}/personnel-role/update/${id}`,
      delete: (type: PartnerType, id: string) => `/api/partner/v1/${type}/personnel-role/delete/${id}`,
      defaultPermissions: (type: PartnerType) => `/api/partner/v1/${type}/personnel-role/list-default-permission`,
    },
  },
  /** The supplier profile (spec 3 §7): its reference lists, and the screen's read (the edit is `PUT profile`, multipart, isProfile=true). */
  supplier: {
    providerTypes: '/api/partner/provider-type/list',
    categories: '/api/partner/partner-category/list',
    sizes: '/api/partner/provider/size-list',
    profile: (type: PartnerType) => `/api/partner/v1/${type}/profile/supplier`,
  },
  metrics: '/metrics',
  version: '/version.json',
  admin: {
    sessions: '/api/admin/me/sessions',
    session: (id: string) => `/api/admin/me/sessions/${id}`,
    logoutAll: '/api/admin/me/sessions/logout-all',
    partners: '/api/admin/partners',
    partner: (id: string) => `/api/admin/partners/${id}`,
    partnerFile: (id: string, fileId: string) => `/api/admin/partners/${id}/files/${fileId}`,
    approvePartner: (id: string) => `/api/admin/partners/${id}/approve`,
    rejectPartner: (id: string) => `/api/admin/partners/${id}/reject`,
    lockPartner: (id: string) => `/api/admin/partners/${id}/lock`,
    unlockPartner: (id: string) => `/api/admin/partners/${id}/unlock`,
    partnerPasswordReset: (id: string) => `/api/admin/partners/${id}/password-reset`,
    renameRequests: '/api/admin/partners/rename-requests',
    renameFile: (id: string) => `/api/admin/partners/rename-requests/${id}/file`,
    approveRename: (id: string) => `/api/admin/partners/rename-requests/${id}/approve`,
    rejectRename: (id: string) => `/api/admin/partners/rename-requests/${id}/reject`,
  },
} as const;
