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
  /** HOST: the interface the app listens on (null: every interface). */
  host: string | null;
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
   * The site's public origin (`https://writers.example`), for canonical URLs, structured data, robots.txt and the
   * sitemap. Required in production; elsewhere PUBLIC_URL or `http://localhost:PORT`. Never the request's Host
   * header: pages naming it are cached publicly, so a forged Host would be served to everyone (issue 30).
   */
  siteUrl: string;
  /**
   * How long a client may take to send a request's headers, and the whole request (headers and body: bodies are at
   * most 100 kB), before the server answers 408 and closes the connection; and how long an idle keep-alive
   * connection stays open (longer than a proxy's own idle timeout, 60 s in nginx, so the proxy closes first).
   */
  httpTimeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** Seconds that public reads are answered from memory (the public answer cache and content's memos). */
  publicCacheSeconds: number;
  /** Whether this process works the job queue (platform/jobs): an instance may serve requests only. */
  jobWorkers: boolean;
  /** How many queued jobs (mail deliveries, ...) one instance runs at once. */
  jobConcurrency: number;
  /**
   * Prometheus metrics (docs/operations.md, "Monitoring"). `token` (METRICS_TOKEN, 32+ characters): GET /metrics on
   * the app's port answers with `Authorization: Bearer <token>` only, and is not served there at all without one.
   * `port` (METRICS_PORT; null: none): GET /metrics on a port of its own, bound to `host` (METRICS_HOST, 127.0.0.1).
   */
  metrics: { token: string; port: number | null; host: string };
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
    host: read.has('HOST') ? read.string('HOST', '') || null : null,
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
    httpTimeouts: readHttpTimeouts(read),
    publicCacheSeconds: read.int('CONTENT_CACHE_SECONDS', 30, 0, 3600),
    jobWorkers: read.bool('JOB_WORKERS', true),
    jobConcurrency: read.int('JOB_CONCURRENCY', 4, 1, 50),
    metrics: {
      token: read.secret('METRICS_TOKEN') ?? '',
      port: read.has('METRICS_PORT') ? read.int('METRICS_PORT', 0, 0, 65535) : null,
      host: read.string('METRICS_HOST', '127.0.0.1'),
    },
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

function readHttpTimeouts(read: SettingsReader): PlatformSettings['httpTimeouts'] {
  const headersMs = read.int('HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 120_000);
  const requestMs = read.int('HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 600_000);
  if (headersMs > requestMs) read.problem('HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  return { headersMs, requestMs, keepAliveMs: read.int('HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000, 1_000, 600_000) };
}

/**
 * SITE_URL, an http(s) origin with nothing after it: required in production. Elsewhere it defaults to PUBLIC_URL
 * (the mail links' origin, checked by the mail settings) or `http://localhost:PORT`.
 */
function readSiteUrl(read: SettingsReader): string {
  const given = read.string('SITE_URL', '').replace(/\/+$/, '');
  if (given === '') {
    if (read.production) {
      read.problem(
        'SITE_URL is required in production: canonical URLs, structured data, robots.txt and sitemap.xml name it. ' +
          "Set it to the site's public origin, such as https://writers.example.",
      );
    }
    const publicUrl = read.string('PUBLIC_URL', '').replace(/\/+$/, '');
    return originOf(publicUrl) === publicUrl ? publicUrl : `http://localhost:${read.int('PORT', 3000, 1, 65535)}`;
  }
  if (originOf(given) !== given) {
    read.problem(`SITE_URL must be an http(s) origin such as https://writers.example, with no path (got "${given}")`);
    return '';
  }
  return given;
}

/** The http(s) origin of `value`, or undefined when it is not an http(s) URL. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export const PLATFORM_SETTINGS = Symbol('PLATFORM_SETTINGS');
