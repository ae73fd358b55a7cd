import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

/** The repository root, found the same way from `src/` (tests) and from `dist/src/` (the build). */
export const REPO_ROOT = findRepoRoot(__dirname);

function findRepoRoot(start: string): string {
  for (let dir = start; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'backend', 'package.json'))) return dir;
  }
  return process.cwd();
}

/** Environment first, then `.env` at the repository root (never overriding what the environment set). */
export function loadEnvFile(file = resolve(REPO_ROOT, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads typed settings from the environment. A bad value is recorded, not thrown, and the fallback
 * returned, so one start-up error can name every bad variable of every module at once.
 */
export class SettingsReader {
  readonly problems: string[] = [];
  readonly production: boolean;

  constructor(private readonly env: Env) {
    this.production = env.NODE_ENV?.trim() === 'production';
  }

  /** Records a rule that spans several variables. */
  problem(message: string): void {
    this.problems.push(message);
  }

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  has(name: string): boolean {
    return this.raw(name) !== undefined;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  path(name: string, fallback: string): string {
    return resolve(REPO_ROOT, this.string(name, fallback));
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    this.problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  }

  /** A boolean, or `auto` (decided per request: see COOKIE_SECURE). */
  boolOrAuto(name: string, fallback: boolean | 'auto'): boolean | 'auto' {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (value === 'auto') return 'auto';
    if (['true', '1', 'yes', 'false', '0', 'no'].includes(value)) return this.bool(name, false);
    this.problems.push(`${name} must be auto, true or false (got "${value}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }

  email(name: string, fallback: string): string {
    const value = this.raw(name) ?? fallback;
    if (!EMAIL.test(value)) this.problems.push(`${name} must be an e-mail address (got "${value}")`);
    return value.toLowerCase();
  }

  /** A value that must start with one of `prefixes` when set (API keys, price ids); empty when unset. */
  prefixed(name: string, prefixes: string[]): string {
    const value = this.string(name, '');
    if (value && !prefixes.some((prefix) => value.startsWith(prefix))) {
      this.problems.push(`${name} must start with ${prefixes.join(' or ')}`);
    }
    return value;
  }

  postgresUrl(name: string): string {
    const value = this.raw(name);
    if (value === undefined) return '';
    if (!/^postgres(ql)?:\/\//.test(value)) this.problems.push(`${name} must be a postgres:// URL`);
    return value;
  }

  /** A secret of 32+ characters; `undefined` when unset, so the caller decides what unset means. */
  secret(name: string): string | undefined {
    const value = this.raw(name);
    if (value !== undefined && value.length < 32) this.problems.push(`${name} must be at least 32 characters`);
    return value;
  }
}
