import {
  changePasswordBodySchema,
  envelope,
  forgotPasswordBodySchema,
  forgotPasswordResultSchema,
  loginBodySchema,
  loginResultSchema,
  MSG,
  REGISTER_FILE_FIELD,
  registerFieldsSchema,
  registerResultSchema,
  resetPasswordBodySchema,
  typeParamsSchema,
  verifyOtpBodySchema,
  verifyOtpResultSchema,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { AppError, issuesToFieldErrors } from '../../lib/app-error.ts';
import { discardAll, readMultipart } from '../../lib/multipart.ts';
import type { AppDeps } from '../../app.ts';
import * as auth from './auth-service.ts';
import { register } from './register-service.ts';

const ok = z.object({ data: z.null(), message: z.string() });

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const window = 15 * 60_000;
  // Failed logins per account and address; OTP requests and checks per address.
  const loginLimiter = app.createRateLimit({
    max: deps.env.LOGIN_RATE_MAX,
    timeWindow: window,
    keyGenerator: (req: FastifyRequest) => {
      const body = req.body as { username?: unknown } | undefined;
      const name = typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 100) : '';
      return `login:${(req.params as { type?: string }).type ?? 'operator'}:${name}:${req.ip}`;
    },
  });
  const otpLimiter = app.createRateLimit({
    max: deps.env.OTP_RATE_MAX,
    timeWindow: window,
    keyGenerator: (req: FastifyRequest) => `otp:${req.ip}`,
  });
  const tooMany = () => new AppError('rate_limited', MSG.tooManyAttempts);

  /** A login that counts only failures against the limit, and waits out a lock even with the right password. */
  async function limitedLogin<T extends Parameters<typeof auth.login>[1]>(
    req: FastifyRequest,
    type: T,
    body: { username: string; password: string },
  ) {
    if (noneLeft(await loginLimiter(req, { increment: false }))) throw tooMany();
    try {
      const data = await auth.login(deps, type, body.username, body.password, {
        userAgent: req.headers['user-agent']?.slice(0, 300),
        ip: req.ip,
      });
      return { data, message: MSG.loginSuccess };
    } catch (err) {
      if (err instanceof AppError && err.code === 'unauthorized') await loginLimiter(req);
      throw err;
    }
  }
  // A counted call is over the limit when it exceeds it; a peek ({ increment: false }) when no attempt is left.
  const exceeded = (limit: { isAllowed: boolean; isExceeded?: boolean }) => !limit.isAllowed && Boolean(limit.isExceeded);
  const noneLeft = (limit: { isAllowed: boolean; remaining?: number }) => !limit.isAllowed && (limit.remaining ?? 1) <= 0;

  r.post('/api/partner/:type/auth/login', {
    config: { access: access.public },
    schema: {
      tags: ['auth'],
      summary: 'Đăng nhập (JSON hoặc form)',
      params: typeParamsSchema,
      body: loginBodySchema,
      response: { 200: envelope(loginResultSchema) },
    },
    handler: (req) => limitedLogin(req, req.params.type, req.body),
  });

  r.post('/api/partner/:type/auth/register', {
    config: { access: access.public },
    schema: {
      tags: ['auth'],
      summary: `Đăng ký (multipart; file ở phần ${REGISTER_FILE_FIELD})`,
      consumes: ['multipart/form-data'],
      params: typeParamsSchema,
      response: { 200: envelope(registerResultSchema) },
    },
    handler: async (req) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, {
        fileFields: [REGISTER_FILE_FIELD, 'BusinessLicenseFile'],
      });
      try {
        const parsed = registerFieldsSchema.safeParse(fields);
        if (!parsed.success) throw new AppError('validation', undefined, issuesToFieldErrors(parsed.error.issues));
        const data = await register(deps, req.params.type, parsed.data, uploads);
        return { data, message: MSG.registerSuccess };
      } catch (err) {
        await discardAll(deps.storage, uploads);
        throw err;
      }
    },
  });

  r.post('/api/partner/:type/auth/forgot-password', {
    config: { access: access.public },
    schema: {
      tags: ['auth'],
      params: typeParamsSchema,
      body: forgotPasswordBodySchema,
      response: { 200: envelope(forgotPasswordResultSchema) },
    },
    handler: async (req) => {
      if (exceeded(await otpLimiter(req))) throw tooMany();
      const data = await auth.forgotPassword(deps, req.params.type, req.body);
      return { data, message: MSG.otpSent };
    },
  });

  r.post('/api/partner/:type/auth/verify-password-otp', {
    config: { access: access.public },
    schema: {
      tags: ['auth'],
      params: typeParamsSchema,
      body: verifyOtpBodySchema,
      response: { 200: envelope(verifyOtpResultSchema) },
    },
    handler: async (req) => {
      if (exceeded(await otpLimiter(req))) throw tooMany();
      const data = await auth.verifyOtp(deps, req.params.type, req.body.userId, req.body.otp);
      return { data, message: MSG.otpVerified };
    },
  });

  r.post('/api/partner/:type/auth/reset-password', {
    config: { access: access.public },
    schema: { tags: ['auth'], params: typeParamsSchema, body: resetPasswordBodySchema, response: { 200: ok } },
    handler: async (req) => {
      if (noneLeft(await otpLimiter(req, { increment: false }))) throw tooMany();
      await auth.resetPassword(deps, req.params.type, req.body.token, req.body.newPassword);
      return { data: null, message: MSG.resetSuccess };
    },
  });

  r.post('/api/partner/v1/:type/profile/logout', {
    config: { access: access.ownType },
    schema: { tags: ['auth'], params: typeParamsSchema, response: { 200: ok } },
    handler: async (req) => {
      await auth.logout(deps, req.auth!);
      return { data: null, message: MSG.logoutSuccess };
    },
  });

  r.post('/api/partner/v1/:type/profile/change-password', {
    config: { access: access.ownType },
    schema: { tags: ['auth'], params: typeParamsSchema, body: changePasswordBodySchema, response: { 200: ok } },
    handler: async (req) => {
      await auth.changePassword(deps, req.auth!, req.body);
      return { data: null, message: MSG.changePasswordSuccess };
    },
  });

  // Operator sign-in for the back office (API-CONVENTIONS: /api/admin, never a partner token).
  r.post('/api/admin/auth/login', {
    config: { access: access.public },
    schema: {
      tags: ['admin'],
      body: loginBodySchema,
      response: { 200: envelope(loginResultSchema.extend({ type: z.literal('operator') })) },
    },
    handler: (req) => limitedLogin(req, 'operator' as const, req.body),
  });
}
