/** Fixed-window counters shared by every app instance (they live in PostgreSQL). */
export interface RateLimiter {
  /** Counts one hit in the key's current window (opening a new window when the last one ended). */
  hit(key: string, windowSeconds: number): Promise<RateLimitResult>;
  /** Current count without counting. */
  peek(key: string): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  /** Takes one hit back from the key's open window (never below zero): an attempt that turned out not to count. */
  forgive(key: string): Promise<void>;
}

export interface RateLimitResult {
  count: number;
  retryAfterSeconds: number;
}

export const RATE_LIMITER = Symbol('RATE_LIMITER');
