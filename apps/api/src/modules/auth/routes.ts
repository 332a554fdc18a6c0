import {
  forgotPasswordBodySchema,
  forgotPasswordResultSchema,
  loginBodySchema,
  loginResultSchema,
  MSG,
  PERSONNEL_MSG,
  REGISTER_FILE_FIELD,
  registerFieldsSchema,
  registerResultSchema,
  resetPasswordBodySchema,
  setPasswordBodySchema,
  typeParamsSchema,
  verifyOtpBodySchema,
  verifyOtpResultSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { authLimits, sessionMeta } from './auth-http.ts';
import * as auth from './auth-service.ts';

const LICENSE_FIELDS = [REGISTER_FILE_FIELD, 'BusinessLicenseFile'];

/** Sign-in, registration and password reset of partners: `/api/partner/:type/auth`. */
export async function authRoutes(app: FastifyInstance) {
  const r = routes(app, 'auth');
  const limits = authLimits(app);

  r.post('/login', {
    access: access.public,
    params: typeParamsSchema,
    body: loginBodySchema,
    data: loginResultSchema,
    message: MSG.loginSuccess,
    // A wrong password answers 401; the login limits answer 429 (counted around the check).
    errorStatuses: [401, 429],
    handler: ({ deps, params, body, req }) => limits.login(req, () => auth.login(deps, params.type, body, sessionMeta(req))),
  });

  r.post('/register', {
    access: access.public,
    params: typeParamsSchema,
    multipart: { fields: registerFieldsSchema, files: LICENSE_FIELDS },
    data: registerResultSchema,
    message: MSG.registerSuccess,
    // A login name or tax code taken (409), besides the registration limit's 429.
    errorStatuses: [409],
    preHandler: limits.countRegistration,
    handler: async ({ deps, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: LICENSE_FIELDS });
      return withUploads(deps.storage, uploads, () => {
        const body = parseFields(registerFieldsSchema, fields, uploads.length ? {} : { BusinessLicenseFile: [MSG.businessLicense] });
        return auth.register(deps, params.type, body, uploads);
      });
    },
  });

  r.post('/forgot-password', {
    access: access.public,
    params: typeParamsSchema,
    body: forgotPasswordBodySchema,
    data: forgotPasswordResultSchema,
    message: MSG.otpSent,
    preHandler: limits.countOtp,
    handler: ({ deps, params, body }) => auth.forgotPassword(deps, params.type, body),
  });

  r.post('/verify-password-otp', {
    access: access.public,
    params: typeParamsSchema,
    body: verifyOtpBodySchema,
    data: verifyOtpResultSchema,
    message: MSG.otpVerified,
    preHandler: limits.countOtp,
    handler: ({ deps, params, body }) => auth.verifyOtp(deps, params.type, body.userId, body.otp),
  });

  r.post('/reset-password', {
    access: access.public,
    params: typeParamsSchema,
    body: resetPasswordBodySchema,
    message: MSG.resetSuccess,
    preHandler: limits.beforeReset,
    handler: ({ deps, params, body }) => auth.resetPassword(deps, params.type, body.token, body.newPassword),
  });

  // A new staff member's first password, from the link in the e-mail its creation sent.
  r.post('/set-password', {
    access: access.public,
    params: typeParamsSchema,
    body: setPasswordBodySchema,
    message: PERSONNEL_MSG.setPasswordSuccess,
    preHandler: limits.beforeReset,
    handler: ({ deps, params, body }) => auth.setPassword(deps, params.type, body.token, body.newPassword),
  });
}
