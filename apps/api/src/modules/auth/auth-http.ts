import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Result = Awaited<ReturnType<Limiter>>;

const MINUTE = 60_000;

/** Where a new session comes from, kept with it (the account page lists sessions by device). */
export const sessionMeta = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent']?.slice(0, 300), ip: req.ip });

/** The login name a request tries, as the limits count it (case and surrounding spaces ignored). */
function loginName(req: FastifyRequest): string {
  const body = req.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 100) : '';
}
const accountOf = (req: FastifyRequest) => `${(req.params as { type?: string }).type ?? 'operator'}:${loginName(req)}`;

/** A 429 that says when to come back: the longest wait among the limits that are spent. */
function tooMany(spent: Result[]): AppError {
  const seconds = Math.max(1, ...spent.map((r) => ('ttlInSeconds' in r ? r.ttlInSeconds : 1)));
  return new AppError('rate_limited', undefined, undefined, { retryAfterSeconds: seconds });
}
const noneLeft = (r: Result) => !r.isAllowed && (r.remaining ?? 1) <= 0;
const exceeded = (r: Result) => !r.isAllowed && Boolean(r.isExceeded);

/**
 * Brute-force limits of the sign-in and reset calls, counted in the rate-limit store (Redis when
 * configured, so every instance shares them):
 * - failed logins per account and address (LOGIN_RATE_MAX per 15 min): one address guessing one account;
 * - failed logins per account across addresses (LOGIN_ACCOUNT_RATE_MAX per 5 min): many addresses
 *   guessing one account are slowed to that pace, and the real owner waits at most 5 minutes;
 * - failed logins per address across accounts (LOGIN_ADDRESS_RATE_MAX per 15 min): one address
 *   trying many accounts;
 * - OTP requests and checks per address (OTP_RATE_MAX per 15 min).
 * Only failures count; a spent limit refuses even the right password until it resets.
 */
export function authLimits(app: FastifyInstance) {
  const existing = built.get(app.deps);
  if (existing) return existing;
  const limits = buildLimits(app);
  built.set(app.deps, limits);
  return limits;
}

// One set per app, shared by the partner and the operator sign-in.
const built = new WeakMap<AppDeps, ReturnType<typeof buildLimits>>();

function buildLimits(app: FastifyInstance) {
  const { env } = app.deps;
  const login = [
    app.createRateLimit({ max: env.LOGIN_RATE_MAX, timeWindow: 15 * MINUTE, keyGenerator: (req) => `login:${accountOf(req)}:${req.ip}` }),
    app.createRateLimit({
      max: env.LOGIN_ACCOUNT_RATE_MAX,
      timeWindow: 5 * MINUTE,
      keyGenerator: (req) => `login-account:${accountOf(req)}`,
    }),
    app.createRateLimit({ max: env.LOGIN_ADDRESS_RATE_MAX, timeWindow: 15 * MINUTE, keyGenerator: (req) => `login-address:${req.ip}` }),
  ];
  const otp = app.createRateLimit({ max: env.OTP_RATE_MAX, timeWindow: 15 * MINUTE, keyGenerator: (req) => `otp:${req.ip}` });

  return {
    /** A login route's hooks: refuse while any of its limits is spent; count a failed login against each. */
    login: {
      preHandler: async (req: FastifyRequest) => {
        const spent = (await Promise.all(login.map((l) => l(req, { increment: false })))).filter(noneLeft);
        if (spent.length) throw tooMany(spent);
      },
      onError: async (req: FastifyRequest, _reply: FastifyReply, error: Error) => {
        if (error instanceof AppError && error.code === 'unauthorized') await Promise.all(login.map((l) => l(req)));
      },
    },
    /** An OTP request or check counts whatever its outcome. */
    async countOtp(req: FastifyRequest) {
      const result = await otp(req);
      if (exceeded(result)) throw tooMany([result]);
    },
    /** Setting the new password spends no attempt, but waits out a spent OTP limit. */
    async beforeReset(req: FastifyRequest) {
      const result = await otp(req, { increment: false });
      if (noneLeft(result)) throw tooMany([result]);
    },
  };
}
