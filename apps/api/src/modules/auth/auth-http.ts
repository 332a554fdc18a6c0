import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { attemptCounter, limiter, tooManyAttempts } from '../../lib/attempt-counter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Where a new session comes from, kept with it (the account page lists sessions by device). */
export const sessionMeta = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent']?.slice(0, 300), ip: req.ip });

/** The login name a request tries, as the limits count it (case and surrounding spaces ignored). */
function loginName(req: FastifyRequest): string {
  const body = req.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 100) : '';
}
const accountOf = (req: FastifyRequest) => `${(req.params as { type?: string }).type ?? 'operator'}:${loginName(req)}`;

/**
 * Brute-force limits of the sign-in, registration and reset calls, counted atomically and shared by
 * every server through Redis when configured (docs/decisions/auth.md, "Login limits under concurrency"):
 * - failed logins per account and address (LOGIN_RATE_MAX per 15 min): one address guessing one account;
 * - failed logins per address across accounts (LOGIN_ADDRESS_RATE_MAX per 15 min): one address
 *   trying many accounts;
 * - failed logins per account across addresses (LOGIN_ACCOUNT_RATE_MAX per 5 min): many addresses
 *   guessing one account are slowed to that pace; while it is spent, an address with no other
 *   attempt in its window still may try (so a stranger cannot keep the owner out), up to
 * - failed logins per account in an hour (LOGIN_ACCOUNT_HOUR_MAX), which nobody passes;
 * - registrations per address (REGISTER_RATE_MAX per hour), whatever their outcome;
 * - OTP requests and checks per address (OTP_RATE_MAX per 15 min), whatever their outcome.
 * A login attempt is counted before its password is checked and taken back when it did not fail,
 * so N attempts at once test at most the limit's number of passwords.
 */
export function authLimits(app: FastifyInstance) {
  const existing = built.get(app.deps);
  if (existing) return existing;
  const limits = buildLimits(app.deps);
  built.set(app.deps, limits);
  return limits;
}

// One set per app, shared by the partner and the operator sign-in.
const built = new WeakMap<AppDeps, ReturnType<typeof buildLimits>>();

function buildLimits(deps: AppDeps) {
  const { env } = deps;
  const counter = attemptCounter(deps);
  const otp = limiter(deps, { name: 'otp', max: env.OTP_RATE_MAX, windowMs: 15 * MINUTE, key: (req) => req.ip });
  const register = limiter(deps, { name: 'register', max: env.REGISTER_RATE_MAX, windowMs: HOUR, key: (req) => req.ip });

  return {
    /**
     * Runs `check` (the password check and what follows) as one counted login attempt: refused with
     * a 429 while a limit is spent, kept as a failure when `check` answers 401, taken back otherwise.
     */
    async login<T>(req: FastifyRequest, check: () => Promise<T>): Promise<T> {
      const account = accountOf(req);
      const windows: { key: string; windowMs: number; max: number; passesFresh?: boolean }[] = [
        // First: whether this address has any other attempt in its window (the owner's, most likely, has not).
        { key: `login-address:${req.ip}`, windowMs: 15 * MINUTE, max: env.LOGIN_ADDRESS_RATE_MAX },
        { key: `login:${account}:${req.ip}`, windowMs: 15 * MINUTE, max: env.LOGIN_RATE_MAX },
        { key: `login-account:${account}`, windowMs: 5 * MINUTE, max: env.LOGIN_ACCOUNT_RATE_MAX, passesFresh: true },
        { key: `login-account-hour:${account}`, windowMs: HOUR, max: env.LOGIN_ACCOUNT_HOUR_MAX },
      ];
      const counts = await Promise.all(windows.map((w) => counter.add(w.key, w.windowMs)));
      const takeBack = () => Promise.all(windows.map((w) => counter.remove(w.key)));
      const isFresh = counts[0]?.count === 1;
      const spent = windows.flatMap((w, i) => {
        const c = counts[i];
        return c && c.count > w.max && !(w.passesFresh && isFresh) ? [c.ttlMs] : [];
      });
      if (spent.length) {
        await takeBack();
        throw tooManyAttempts(Math.max(...spent));
      }
      try {
        const result = await check();
        await takeBack();
        return result;
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'unauthorized')) await takeBack();
        throw err;
      }
    },
    /** A registration counts whatever its outcome. */
    countRegistration: register.count,
    /** An OTP request or check counts whatever its outcome. */
    countOtp: otp.count,
    /** Setting the new password spends no attempt, but waits out a spent OTP limit. */
    beforeReset: otp.wait,
  };
}
