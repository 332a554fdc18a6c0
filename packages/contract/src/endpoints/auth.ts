import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  forgotPasswordBodySchema,
  forgotPasswordResultSchema,
  loginBodySchema,
  loginResultSchema,
  REGISTER_FILE_FIELD,
  registerFieldsSchema,
  registerResultSchema,
  resetPasswordBodySchema,
  setPasswordBodySchema,
  typeParamsSchema,
  verifyOtpBodySchema,
  verifyOtpResultSchema,
} from '../schemas/auth.ts';

/**
 * Sign-in, registration and password reset of partners: `/api/partner/:type/auth`. Anyone calls
 * them; the server counts the attempts (login limits, registration and OTP limits).
 */
export const authEndpoints = {
  /** A wrong password answers 401; the login limits answer 429 (counted around the check). */
  login: endpoint({
    method: 'POST',
    path: '/api/partner/:type/auth/login',
    tag: 'auth',
    access: access.public,
    params: typeParamsSchema,
    body: loginBodySchema,
    data: loginResultSchema,
    errorStatuses: [401, 429],
  }),
  /** Multipart: the fields and the business licence (`BusinessLicenseFile[]`, or `BusinessLicenseFile`). */
  register: endpoint({
    method: 'POST',
    path: '/api/partner/:type/auth/register',
    tag: 'auth',
    access: access.public,
    params: typeParamsSchema,
    multipart: { fields: registerFieldsSchema, files: [REGISTER_FILE_FIELD, 'BusinessLicenseFile'] },
    data: registerResultSchema,
    // A login name or tax code taken (409), besides the registration limit's 429.
    errorStatuses: [409],
  }),
  /** Step 1 of a reset: the OTP challenge (its user id). */
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/partner/:type/auth/forgot-password',
    tag: 'auth',
    access: access.public,
    params: typeParamsSchema,
    body: forgotPasswordBodySchema,
    data: forgotPasswordResultSchema,
  }),
  /** Step 2: the OTP for a reset token. */
  verifyPasswordOtp: endpoint({
    method: 'POST',
    path: '/api/partner/:type/auth/verify-password-otp',
    tag: 'auth',
    access: access.public,
    params: typeParamsSchema,
    body: verifyOtpBodySchema,
    data: verifyOtpResultSchema,
  }),
  /** Step 3: the new password, with the reset token. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/partner/:type/auth/reset-password',
    tag: 'auth',
    access: access.public,
    params: typeParamsSchema,
    body: resetPasswordBodySchema,
  }),
  /** A new staff member's first password, from the link in the e-mail its creation sent. */
  setPassword: endpoint({
    method: 'POST',
    path: '/api/partner/:type/auth/set-password',
    tag: 'auth',
    access: access.public,
    params: typeParamsSchema,
    body: setPasswordBodySchema,
  }),
};
