import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Every setting the backend reads. `.env.example` documents each one with its default. */
export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  /** Empty when the embedded PostgreSQL should be used. */
  databaseUrl: string;
  dataDir: string;
  embeddedPgPort: number;
  sessionSecret: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  adminEmail: string;
  adminPassword: string;
  demoEmail: string;
  demoPassword: string;
  logLevel: string;
  frontendDir: string;
  brand: BrandConfig;
  content: ContentConfig;
  billing: BillingConfig;
  quiz: QuizConfig;
}

/** Assessment settings (D8); 0 turns each off, the default as in the spec. */
export interface QuizConfig {
  /** Minutes a member waits after a failed attempt before starting another. */
  retakeCooldownMinutes: number;
  /** Completed attempts allowed per member. */
  maxAttempts: number;
}

/** The content module's settings: where the member PDFs live, the social feed source, cache lifetime. */
export interface ContentConfig {
  resourcesDir: string;
  /** Empty: the feed shows the posts stored in the database (the default). */
  xBearerToken: string;
  xUsername: string;
  xApiBaseUrl: string;
  /** How long anonymous public reads (blog lists, feed, stats) are served from memory. */
  cacheSeconds: number;
}

export interface BrandConfig {
  brandName: string;
  brandShortName: string;
  supportEmail: string;
  applicationsEmail: string;
  governingState: string;
  /** Shown on /contact; the address's lines are separated by `;`. */
  contactPhone: string;
  contactAddress: string;
}

/** Payment provider settings: `stripe` when a secret key is set, otherwise the in-process `sandbox`. */
export interface BillingConfig {
  provider: 'stripe' | 'sandbox';
  stripeSecretKey: string;
  stripePublishableKey: string;
  stripeWebhookSecret: string;
  /** Where the Stripe SDK sends its calls; only tests point it elsewhere. */
  stripeApi: { host: string | null; port: number | null; protocol: 'http' | 'https' | null };
  /** Price ids per billed tier; empty means "find or create the price by its lookup key". */
  stripePrices: { writer: string; professional: string; editorial_partner: string };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

/** The repository root, found the same way from `src/` (tests) and from `dist/src/` (the build). */
export const REPO_ROOT = findRepoRoot(__dirname);

function findRepoRoot(start: string): string {
  for (let dir = start; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'backend', 'package.json'))) return dir;
  }
  return process.cwd();
}
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Env = Record<string, string | undefined>;

/** Environment first, then `.env` at the repository root (never overriding what the environment set). */
export function loadEnvFile(file = resolve(REPO_ROOT, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Reads and validates the configuration; throws one error naming every bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const read = new Reader(env, problems);
  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'test', 'production'], 'development');
  const production = nodeEnv === 'production';
  const config: AppConfig = {
    nodeEnv,
    port: read.int('PORT', 3000, 1, 65535),
    databaseUrl: read.url('DATABASE_URL'),
    dataDir: resolve(REPO_ROOT, read.string('DATA_DIR', '.data')),
    embeddedPgPort: read.int('EMBEDDED_PG_PORT', 54320, 1024, 65535),
    sessionSecret: read.secret('SESSION_SECRET', production),
    sessionIdleMinutes: read.int('SESSION_IDLE_MINUTES', 120, 1, 60 * 24 * 30),
    sessionAbsoluteHours: read.int('SESSION_ABSOLUTE_HOURS', 24, 1, 24 * 90),
    cookieSecure: read.bool('COOKIE_SECURE', production),
    trustProxy: read.bool('TRUST_PROXY', false),
    adminEmail: read.email('ADMIN_EMAIL', 'admin@penwright.local'),
    adminPassword: read.string('ADMIN_PASSWORD', ''),
    demoEmail: read.email('DEMO_EMAIL', 'demo@penwright.local'),
    demoPassword: read.string('DEMO_PASSWORD', 'demo-writer-2026'),
    logLevel: read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    frontendDir: resolve(REPO_ROOT, read.string('FRONTEND_DIR', 'frontend/dist')),
    brand: {
      brandName: read.string('BRAND_NAME', 'Penwright Collective'),
      brandShortName: read.string('BRAND_SHORT_NAME', 'Penwright'),
      supportEmail: read.email('SUPPORT_EMAIL', 'support@penwright.example'),
      applicationsEmail: read.email('APPLICATIONS_EMAIL', 'applications@penwright.example'),
      governingState: read.string('LEGAL_GOVERNING_STATE', 'Delaware'),
      contactPhone: read.string('CONTACT_PHONE', '+1 (555) 013-4821'),
      contactAddress: read.string('CONTACT_ADDRESS', '1200 Market Street, Suite 400; Wilmington, DE 19801'),
    },
    content: {
      resourcesDir: resolve(REPO_ROOT, read.string('RESOURCES_DIR', 'backend/resources/pdf')),
      xBearerToken: read.string('X_BEARER_TOKEN', ''),
      xUsername: read.string('X_USERNAME', ''),
      xApiBaseUrl: read.string('X_API_BASE_URL', 'https://api.x.com').replace(/\/+$/, ''),
      cacheSeconds: read.int('CONTENT_CACHE_SECONDS', 30, 0, 3600),
    },
    billing: readBilling(read, problems, production),
    quiz: {
      retakeCooldownMinutes: read.int('QUIZ_RETAKE_COOLDOWN_MINUTES', 0, 0, 60 * 24 * 365),
      maxAttempts: read.int('QUIZ_MAX_ATTEMPTS', 0, 0, 1000),
    },
  };
  if (config.content.xBearerToken && !/^\w{1,15}$/.test(config.content.xUsername)) {
    problems.push('X_USERNAME must name the X account whose posts the feed shows when X_BEARER_TOKEN is set');
  }
  if (!/^https?:\/\//.test(config.content.xApiBaseUrl)) problems.push('X_API_BASE_URL must be an http(s) URL');
  if (config.adminPassword && config.adminPassword.length < 12) {
    problems.push('ADMIN_PASSWORD must be at least 12 characters');
  }
  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return config;
}

function readBilling(read: Reader, problems: string[], production: boolean): BillingConfig {
  const key = (name: string, prefixes: string[]) => {
    const value = read.string(name, '');
    if (value && !prefixes.some((prefix) => value.startsWith(prefix))) {
      problems.push(`${name} must start with ${prefixes.join(' or ')}`);
    }
    return value;
  };
  const secretKey = key('STRIPE_SECRET_KEY', ['sk_', 'rk_']);
  const billing: BillingConfig = {
    provider: secretKey ? 'stripe' : 'sandbox',
    stripeSecretKey: secretKey,
    stripePublishableKey: key('STRIPE_PUBLISHABLE_KEY', ['pk_']),
    stripeWebhookSecret: key('STRIPE_WEBHOOK_SECRET', ['whsec_']),
    stripeApi: {
      host: read.string('STRIPE_API_HOST', '') || null,
      port: read.string('STRIPE_API_PORT', '') ? read.int('STRIPE_API_PORT', 443, 1, 65535) : null,
      protocol: read.string('STRIPE_API_PROTOCOL', '')
        ? read.oneOf<'http' | 'https'>('STRIPE_API_PROTOCOL', ['http', 'https'], 'https')
        : null,
    },
    stripePrices: {
      writer: key('STRIPE_PRICE_WRITER', ['price_']),
      professional: key('STRIPE_PRICE_PROFESSIONAL', ['price_']),
      editorial_partner: key('STRIPE_PRICE_EDITORIAL_PARTNER', ['price_']),
    },
  };
  if (secretKey && !billing.stripePublishableKey)
    problems.push('STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY');
  if (secretKey && production && !billing.stripeWebhookSecret) {
    problems.push('STRIPE_WEBHOOK_SECRET is required in production with STRIPE_SECRET_KEY');
  }
  return billing;
}

class Reader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
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

  url(name: string): string {
    const value = this.raw(name);
    if (value === undefined) return '';
    if (!/^postgres(ql)?:\/\//.test(value)) this.problems.push(`${name} must be a postgres:// URL`);
    return value;
  }

  /** Production must set a real secret; elsewhere a fixed development value keeps sessions across restarts. */
  secret(name: string, required: boolean): string {
    const value = this.raw(name);
    if (value === undefined) {
      if (required) this.problems.push(`${name} is required in production`);
      return 'penwright-development-session-secret-change-me';
    }
    if (value.length < 32) this.problems.push(`${name} must be at least 32 characters`);
    return value;
  }
}
