import type { PartnerType } from './partner.ts';

/** API paths, written once; the web client and the tests build URLs from these. */
export const apiPaths = {
  login: (type: PartnerType) => `/api/partner/${type}/auth/login`,
  register: (type: PartnerType) => `/api/partner/${type}/auth/register`,
  forgotPassword: (type: PartnerType) => `/api/partner/${type}/auth/forgot-password`,
  verifyPasswordOtp: (type: PartnerType) => `/api/partner/${type}/auth/verify-password-otp`,
  resetPassword: (type: PartnerType) => `/api/partner/${type}/auth/reset-password`,
  logout: (type: PartnerType) => `/api/partner/v1/${type}/profile/logout`,
  changePassword: (type: PartnerType) => `/api/partner/v1/${type}/profile/change-password`,
  profile: (type: PartnerType) => `/api/partner/v1/${type}/profile`,
  profileRename: (type: PartnerType) => `/api/partner/v1/${type}/profile/rename`,
  profileCheckRequest: (type: PartnerType) => `/api/partner/v1/${type}/profile/check-request`,
  profileOptionFields: (type: PartnerType) => `/api/partner/v1/${type}/profile/option-fields`,
  licenseFiles: (type: PartnerType) => `/api/partner/v1/${type}/profile/license-files`,
  licenseFile: (type: PartnerType, id: string) => `/api/partner/v1/${type}/profile/license-files/${id}`,
  footer: '/api/partner/footer/list',
  popupCurrent: '/api/partner/popup/current',
  health: '/api/health',
  version: '/version.json',
  admin: {
    login: '/api/admin/auth/login',
    partners: '/api/admin/partners',
    approvePartner: (id: string) => `/api/admin/partners/${id}/approve`,
    footer: '/api/admin/footer',
    popup: '/api/admin/popup',
  },
} as const;
