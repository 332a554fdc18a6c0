import { PARTNER_LABELS, type PartnerType } from '@portal/contract';

// The auth pages' titles, apart from their screens: the route table gives them to the page head
// without pulling the forms into the first load.
export const loginTitle = (type: PartnerType) => `Đăng nhập — ${PARTNER_LABELS[type]}`;
export const registerTitle = (type: PartnerType) => `Đăng ký — ${PARTNER_LABELS[type]}`;
export const forgotPasswordTitle = (type: PartnerType) => `Quên mật khẩu — ${PARTNER_LABELS[type]}`;
export const setPasswordTitle = (type: PartnerType) => `Đặt mật khẩu — ${PARTNER_LABELS[type]}`;
