import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppDeps } from '../deps.ts';
import { AppError } from './app-error.ts';

/**
 * Counters of attempts in fixed windows (a window starts with its key's first attempt), counted
 * atomically so that a limit holds when requests arrive at once: `add` counts and answers the count
 * reached in one step (a script around `INCR` in Redis, shared by every server; a synchronous map
 * update in one process). An attempt that turns out not to count (the right password, a request
 * refused) is taken back with `remove`.
 */
export interface AttemptCounter {
  /** Counts one attempt on `key`; answers the count it reached and the milliseconds its window has left. */
  add(key: string, windowMs: number): Promise<Count>;
  /** The count so far, without adding to it. */
  read(key: string): Promise<Count>;
  /** Takes back one attempt (never below zero; nothing once the window has ended). */
  remove(key: string): Promise<void>;
}
export type Count = { count: number; ttlMs: number };

/** One process's counters. Ended windows are dropped as the map is used. */
export class MemoryAttemptCounter implements AttemptCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private nextSweep = 0;

  async add(key: string, windowMs: number) {
    const now = Date.now();
    this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.endsAt <= now) {
      w = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, ttlMs: w.endsAt - now };
  }

  async read(key: string) {
    const now = Date.now();
    const w = this.windows.get(key);
    return w && w.endsAt > now ? { count: w.count, ttlMs: w.endsAt - now } : { count: 0, ttlMs: 0 };
  }

  async remove(key: string) {
    const w = this.windows.get(key);
    if (w && w.endsAt > Date.now() && w.count > 0) w.count -= 1;
  }

  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, w] of this.windows) if (w.endsAt <= now) this.windows.delete(key);
  }
}

// INCR, the window set by the first attempt, and what is left of it, in one step.
const ADD = `local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;
const READ = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`;
// A DECR that never makes a key without its window, nor goes below zero.
const REMOVE = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters in Redis, shared by every server that uses it. */
export class RedisAttemptCounter implements AttemptCounter {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(redis: Redis, prefix = 'portal-attempts:') {
    this.redis = redis;
    this.prefix = prefix;
  }

  async add(key: string, windowMs: number) {
    const [count, ttlMs] = (await this.redis.eval(ADD, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count, ttlMs };
  }

  async read(key: string) {
    const [count, ttlMs] = (await this.redis.eval(READ, 1, this.prefix + key)) as [number, number];
    return { count, ttlMs: Math.max(0, ttlMs) };
  }

  async remove(key: string) {
    await this.redis.eval(REMOVE, 1, this.prefix + key);
  }
}

// One set of counters per app (its deps): Redis when configured, else this process's memory.
const counters = new WeakMap<AppDeps, AttemptCounter>();
export function attemptCounter(deps: AppDeps): AttemptCounter {
  let counter = counters.get(deps);
  if (!counter) {
    counter = deps.redis ? new RedisAttemptCounter(deps.redis) : new MemoryAttemptCounter();
    counters.set(deps, counter);
  }
  return counter;
}

/** A 429 that says when to come back (`Retry-After`, in whole seconds). */
export const tooManyAttempts = (ttlMs: number) =>
  new AppError('rate_limited', undefined, undefined, { retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) });

export type Limit = { name: string; max: number; windowMs: number; key: (req: FastifyRequest) => string };

/**
 * A limit on a call, whatever each attempt's outcome: `count` adds the attempt and refuses it past
 * `max` (a preHandler); `wait` refuses while the limit is spent, adding nothing.
 */
export function limiter(deps: AppDeps, limit: Limit) {
  const counter = attemptCounter(deps);
  const keyOf = (req: FastifyRequest) => `${limit.name}:${limit.key(req)}`;
  return {
    async count(req: FastifyRequest) {
      const { count, ttlMs } = await counter.add(keyOf(req), limit.windowMs);
      if (count > limit.max) throw tooManyAttempts(ttlMs);
    },
    async wait(req: FastifyRequest) {
      const { count, ttlMs } = await counter.read(keyOf(req));
      if (count >= limit.max) throw tooManyAttempts(ttlMs);
    },
  };
}
