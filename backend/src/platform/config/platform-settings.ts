import { sessionSecrets } from './session-secret';
import type { SettingsReader } from './settings-reader';

/** The operator's brand and contact details (D1), shown by the frontend and the legal pages. */
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

/** What the platform itself reads: the server, the database, sessions, logs, the frontend and the brand. */
export interface PlatformSettings {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  /** Empty when the embedded PostgreSQL should be used. */
  databaseUrl: string;
  dataDir: string;
  embeddedPgPort: number;
  /**
   * Empty until start-up: outside production an unset secret is generated and kept in `dataDir`. A comma-separated
   * list rotates it (`sessionSecrets`): the first signs, all verify.
   */
  sessionSecret: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /**
   * Cookies' Secure flag, HSTS and upgrade-insecure-requests: `auto` (the default) follows the scheme of each
   * request (`req.secure`, which behind a proxy with TRUST_PROXY is its X-Forwarded-Proto); true or false force.
   */
  cookieSecure: boolean | 'auto';
  trustProxy: boolean;
  /**
   * Seconds an instance keeps serving after SIGTERM, each answer closing its connection, before it stops listening
   * (platform/http/drain.ts): longer than the proxy's idle keep-alive timeout to the instances (nginx: 4 s).
   */
  shutdownDrainSeconds: number;
  /** Serve the OpenAPI document and Swagger UI at /api/docs (always outside production). */
  apiDocs: boolean;
  logLevel: string;
  frontendDir: string;
  /**
   * The site's public origin (`https://writers.example`), for canonical URLs, structured data and the sitemap;
   * empty: the origin each request was made to (its scheme and Host header).
   */
  siteUrl: string;
  /** Seconds that public reads are answered from memory (the public answer cache and content's memos). */
  publicCacheSeconds: number;
  /** Whether this process works the job queue (platform/jobs): an instance may serve requests only. */
  jobWorkers: boolean;
  /** How many queued jobs (mail deliveries, ...) one instance runs at once. */
  jobConcurrency: number;
  brand: BrandConfig;
}

export function readPlatformSettings(read: SettingsReader): PlatformSettings {
  const production = read.production;
  const sessionSecret = read.secret('SESSION_SECRET');
  if (production && sessionSecret === undefined) read.problem('SESSION_SECRET is required in production');
  const secrets = sessionSecret !== undefined && sessionSecret.length >= 32 ? sessionSecrets(sessionSecret) : null;
  if (secrets?.length === 0) read.problem('SESSION_SECRET: the comma-separated list holds no secret');
  if (secrets?.some((s) => s.length < 32))
    read.problem('SESSION_SECRET: each secret of the comma-separated list must be at least 32 characters');
  return {
    nodeEnv: read.oneOf('NODE_ENV', ['development', 'test', 'production'], 'development'),
    port: read.int('PORT', 3000, 1, 65535),
    databaseUrl: read.postgresUrl('DATABASE_URL'),
    dataDir: read.path('DATA_DIR', '.data'),
    embeddedPgPort: read.int('EMBEDDED_PG_PORT', 54320, 1024, 65535),
    sessionSecret: sessionSecret ?? '',
    sessionIdleMinutes: read.int('SESSION_IDLE_MINUTES', 120, 1, 60 * 24 * 30),
    sessionAbsoluteHours: read.int('SESSION_ABSOLUTE_HOURS', 24, 1, 24 * 90),
    cookieSecure: read.boolOrAuto('COOKIE_SECURE', 'auto'),
    trustProxy: read.bool('TRUST_PROXY', false),
    shutdownDrainSeconds: read.int('SHUTDOWN_DRAIN_SECONDS', production ? 5 : 0, 0, 60),
    apiDocs: read.bool('API_DOCS', !production),
    logLevel: read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    frontendDir: read.path('FRONTEND_DIR', 'frontend/dist'),
    siteUrl: readSiteUrl(read),
    publicCacheSeconds: read.int('CONTENT_CACHE_SECONDS', 30, 0, 3600),
    jobWorkers: read.bool('JOB_WORKERS', true),
    jobConcurrency: read.int('JOB_CONCURRENCY', 4, 1, 50),
    brand: {
      brandName: read.string('BRAND_NAME', 'Penwright Collective'),
      brandShortName: read.string('BRAND_SHORT_NAME', 'Penwright'),
      supportEmail: read.email('SUPPORT_EMAIL', 'support@penwright.example'),
      applicationsEmail: read.email('APPLICATIONS_EMAIL', 'applications@penwright.example'),
      governingState: read.string('LEGAL_GOVERNING_STATE', 'Delaware'),
      contactPhone: read.string('CONTACT_PHONE', '+1 (555) 013-4821'),
      contactAddress: read.string('CONTACT_ADDRESS', '1200 Market Street, Suite 400; Wilmington, DE 19801'),
    },
  };
}

/** An http(s) origin with nothing after it, or empty. */
function readSiteUrl(read: SettingsReader): string {
  const value = read.string('SITE_URL', '').replace(/\/+$/, '');
  if (value === '') return '';
  let origin: string | undefined;
  try {
    origin = new URL(value).origin;
  } catch {
    origin = undefined;
  }
  if (origin !== value || !/^https?:/.test(value)) {
    read.problem(`SITE_URL must be an http(s) origin such as https://writers.example, with no path (got "${value}")`);
    return '';
  }
  return value;
}

export const PLATFORM_SETTINGS = Symbol('PLATFORM_SETTINGS');
