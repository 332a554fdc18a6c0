import { authEndpoints, MSG, PERSONNEL_MSG, registerFieldsSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import { authLimits, sessionMeta } from './auth-http.ts';
import * as auth from './auth-service.ts';

/** Sign-in, registration and password reset of partners: `/api/partner/:type/auth` (contract: endpoints/auth.ts `authEndpoints`). */
export async function authRoutes(app: FastifyInstance) {
  const e = authEndpoints;
  const limits = authLimits(app);

  implement(app, e.login, {
    message: MSG.loginSuccess,
    // The login limits count around the password check (a wrong one answers 401, too many 429).
    handler: ({ deps, params, body, req }) => limits.login(req, () => auth.login(deps, params.type, body, sessionMeta(req))),
  });

  implement(app, e.register, {
    message: MSG.registerSuccess,
    preHandler: limits.countRegistration,
    handler: async ({ deps, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: e.register.multipart.files });
      return withUploads(deps.storage, uploads, () => {
        const body = parseFields(registerFieldsSchema, fields, uploads.length ? {} : { BusinessLicenseFile: [MSG.businessLicense] });
        return auth.register(deps, params.type, body, uploads);
      });
    },
  });

  implement(app, e.forgotPassword, {
    message: MSG.otpSent,
    preHandler: limits.countOtp,
    handler: ({ deps, params, body }) => auth.forgotPassword(deps, params.type, body),
  });

  implement(app, e.verifyPasswordOtp, {
    message: MSG.otpVerified,
    preHandler: limits.countOtp,
    handler: ({ deps, params, body }) => auth.verifyOtp(deps, params.type, body.userId, body.otp),
  });

  implement(app, e.resetPassword, {
    message: MSG.resetSuccess,
    preHandler: limits.beforeReset,
    handler: ({ deps, params, body }) => auth.resetPassword(deps, params.type, body.token, body.newPassword),
  });

  // A new staff member's first password, from the link in the e-mail its creation sent.
  implement(app, e.setPassword, {
    message: PERSONNEL_MSG.setPasswordSuccess,
    preHandler: limits.beforeReset,
    handler: ({ deps, params, body }) => auth.setPassword(deps, params.type, body.token, body.newPassword),
  });
}
