import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import helmet from 'helmet';
import type { PlatformSettings } from '../config/platform-settings';
import { CLOCK, type Clock } from '../../shared/domain/clock';
import { withRequestScope } from '../database/request-scope';
import { withErrorResponses } from './api-errors';
import { compressAnswers } from './compression';
import { csrfProtection } from './csrf';
import { jsonBodyParser } from './json-body';
import { apiAnswersNotStored } from './no-store';
import { PublicResponseCache, servePublicCache } from './public-cache';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { requestLog } from '../logging/request-log';
import { sessionHandlers, whenSessionMatters } from './sessions';
import { HTTP_SESSION_STORE, type HttpSessionStore } from './session-store';
import { sessionSecrets } from '../config/session-secret';
import { spaAssets, warmUpWhenListening } from './spa';
import { staticHeaders } from './static-headers';
import type { PageSources } from './page-sources';
import { measureRequests } from '../metrics/http-metrics';
import { scrapeOnAppPort } from '../metrics/metrics-endpoint';
import { PrometheusMetrics } from '../metrics/prometheus-metrics';

/**
 * Paths whose callers prove themselves another way: signed provider webhooks, and RFC 8058's one-click unsubscribe,
 * which a mail client POSTs without any cookie (the signed token in its URL is the credential, and all it can do is
 * unsubscribe).
 */
export const CSRF_EXEMPT = [
  '/api/billing/webhook',
  '/api/payouts/webhook',
  '/api/mail/unsubscribe',
  '/api/newsletter/unsubscribe',
] as const;

/**
 * Everything around the Nest router, in order; shared by main.ts and the integration tests. `pageSources`: the
 * third-party origins the modules' pages load from (the CSP allows them).
 */
export function configureApp(
  app: NestExpressApplication,
  config: PlatformSettings,
  logger: Logger,
  pageSources: PageSources,
): void {
  if (config.trustProxy) app.set('trust proxy', 1);
  if (config.nodeEnv === 'production' && config.cookieSecure === 'auto' && !config.trustProxy) {
    logger.warn(
      'TRUST_PROXY is off: cookies are marked Secure only on requests that reach this process over HTTPS, and ' +
        'behind a proxy every client shares its address (and its sign-in limits). Behind a TLS-terminating ' +
        'proxy, set TRUST_PROXY=true (docs/operations.md).',
    );
  }
  app.disable('x-powered-by');
  // No ETag for every answer: API answers are no-store; the revalidatable ones set their own (etag.ts).
  app.set('etag', false);

  // Order matters: what every answer carries (request id, security headers, the CSRF check and cookie) comes
  // first; then cached public answers leave; only the rest parses bodies, opens the ORM context and loads the
  // session. docs/architecture.md ("Request pipeline") says why each one is there.
  const publicCache = app.get(PublicResponseCache);
  const secrets = sessionSecrets(config.sessionSecret);
  // Requests are timed only when something can read the figures: a scrape on this port (token) or on its own.
  if (config.metrics.token || config.metrics.port !== null) app.use(measureRequests());
  if (config.metrics.token) app.use(scrapeOnAppPort(app.get(PrometheusMetrics), config.metrics.token));
  app.use(requestLog(logger));
  app.use(securityHeaders(config, pageSources));
  app.use(csrfProtection({ secrets, secure: config.cookieSecure, exempt: CSRF_EXEMPT }));
  app.use(apiAnswersNotStored());
  app.use(servePublicCache(publicCache));
  // After the cache, whose replays carry their compressed bytes; before everything that writes an answer.
  app.use(compressAnswers());
  // The body parsers by Nest's own names, which it looks for before it adds its defaults.
  app.use(jsonBodyParser('100kb'));
  app.useBodyParser('urlencoded', { extended: false, limit: '20kb' });

  // One MikroORM context per request, opened before the session because loading the session user already
  // queries the database; its EntityManager is forked on first use. From here on every log line, in any layer,
  // carries the request's id (pino's mixin).
  const orm = app.get(MikroORM);
  app.use((req: Request, _res: Response, next: NextFunction) => withRequestScope(orm.em, req.id, next));
  // The session store is the one of the module that owns the `session` table (identity), found by its token.
  const store = app.get<HttpSessionStore>(HTTP_SESSION_STORE, { strict: false });
  const session = Router();
  session.use(sessionHandlers({ store, secrets, config }));
  app.use(whenSessionMatters(session));

  // The API's description is public knowledge outside production; in production only when asked for. Built at its
  // first request, not at start: exploring every controller and DTO took a quarter of a second of each start.
  if (config.apiDocs) SwaggerModule.setup('api/docs', app, () => openApiDocument(app, config.brand.brandName));

  const spa = spaAssets({
    frontendDir: config.frontendDir,
    brand: config.brand,
    siteUrl: config.siteUrl,
    contentTtlMs: config.publicCacheSeconds * 1000,
    clock: app.get<Clock>(CLOCK),
    logger,
  });
  for (const handler of spa.handlers) app.use(handler);
  if (spa.pages) {
    const pages = spa.pages;
    // The landing page and the blog are made of the content the public answer cache holds: they change with it.
    publicCache.onForget(() => pages.forgetContent());
    if (config.nodeEnv !== 'test') warmUpWhenListening(app.getHttpServer() as Server, pages, logger);
  }
}

/**
 * helmet's headers, computed once per scheme. HSTS and upgrade-insecure-requests only where the site is served
 * over HTTPS: with COOKIE_SECURE=auto that is decided per request (`req.secure`, X-Forwarded-Proto behind a
 * trusted proxy), so the same deployment works on plain HTTP and behind TLS.
 */
function securityHeaders(config: PlatformSettings, pageSources: PageSources): RequestHandler {
  const headersFor = (https: boolean) =>
    staticHeaders(
      helmet({
        strictTransportSecurity: https,
        // The same rule as the CSP's frame-ancestors 'none', for browsers that read only this header.
        xFrameOptions: { action: 'deny' },
        contentSecurityPolicy: {
          directives: {
            ...cspDirectives(pageSources),
            upgradeInsecureRequests: https ? [] : null,
          },
        },
      }),
    );
  if (config.cookieSecure !== 'auto') return headersFor(config.cookieSecure);
  const https = headersFor(true);
  const http = headersFor(false);
  return (req, res, next) => (req.secure ? https : http)(req, res, next);
}

function cspDirectives(pageSources: PageSources) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...pageSources.scriptSrc],
    // Ant Design writes its component styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...pageSources.connectSrc],
    frameSrc: ["'self'", ...pageSources.frameSrc],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  };
}

/** The OpenAPI document of every controller, every error answer's shape included; the frontend's API types come from it. */
export function openApiDocument(app: NestExpressApplication, brandName: string): OpenAPIObject {
  return withErrorResponses(
    SwaggerModule.createDocument(app, new DocumentBuilder().setTitle(`${brandName} API`).setVersion('1').build()),
  );
}
