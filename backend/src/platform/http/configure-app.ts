import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import helmet from 'helmet';
import type { Express } from 'express';
import type { AppConfig } from '../../config';
import { CLOCK, type Clock } from '../../shared/domain/clock';
import { withRequestScope } from '../database/request-scope';
import { DirectPool } from '../database/direct-pool';
import { withErrorResponses } from './api-errors';
import { compressAnswers } from './compression';
import { chain } from './middleware-chain';
import { csrfProtection } from './csrf';
import { jsonBodyParser } from './json-body';
import { apiAnswersNotStored } from './no-store';
import { PublicResponseCache, servePublicCache } from './public-cache';
import type { RequestHandler } from 'express';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { requestLog } from '../logging/request-log';
import {
  absoluteTimeout,
  installPassportOnRequests,
  sessionRenewalInterval,
  sessionUser,
  whenSessionMatters,
} from './sessions';
import { sessionMiddleware } from './http-session';
import { PgSessionStore } from './session-store';
import { spaAssets, warmUpWhenListening } from './spa';
import { staticHeaders } from './static-headers';

/** Paths whose callers prove themselves another way (signed provider webhooks). */
export const CSRF_EXEMPT = ['/api/billing/webhook'] as const;

/** Everything around the Nest router, in order; shared by main.ts and the integration tests. */
export function configureApp(app: NestExpressApplication, config: AppConfig, logger: Logger): void {
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

  // Order matters: what every answer carries (request id, security headers, the CSRF check and cookie)
  // comes first; then cached public answers leave; only the rest parses bodies and opens the ORM context.
  // Each group is one Express layer (middleware-chain.ts); the body parsers stay layers of their own, which Nest
  // looks for by name before it adds its defaults.
  const publicCache = app.get(PublicResponseCache);
  app.use(
    chain([
      requestLog(logger),
      securityHeaders(config),
      csrfProtection({ secret: config.sessionSecret, secure: config.cookieSecure, exempt: CSRF_EXEMPT }),
      apiAnswersNotStored(),
      servePublicCache(publicCache),
      // After the cache, whose replays carry their compressed bytes; before everything that writes an answer.
      compressAnswers(),
    ]),
  );
  app.use(jsonBodyParser('100kb'));
  app.useBodyParser('urlencoded', { extended: false, limit: '20kb' });

  // One MikroORM context per request, opened before the session middleware because loading the
  // session user already queries the database; its EntityManager is forked on first use. From here on every
  // log line, in any layer, carries the request's id (pino's mixin); a replayed public answer logs nothing
  // but its request line, so the cache's fast path pays for neither context.
  const orm = app.get(MikroORM);
  installPassportOnRequests((app.getHttpAdapter().getInstance() as Express).request);
  app.use(
    chain([
      (req, _res, next) => withRequestScope(orm.em, req.id, next),
      whenSessionMatters([
        sessionMiddleware(new PgSessionStore(app.get(DirectPool).pool), {
          secret: config.sessionSecret,
          idleMs: config.sessionIdleMinutes * 60_000,
          renewEveryMs: sessionRenewalInterval(config),
          secure: config.cookieSecure,
        }),
        sessionUser(),
        absoluteTimeout(config),
      ]),
    ]),
  );

  // The API's description is public knowledge outside production; in production only when asked for.
  if (config.apiDocs) SwaggerModule.setup('api/docs', app, openApiDocument(app, config.brand.brandName));

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
function securityHeaders(config: AppConfig): RequestHandler {
  const headersFor = (https: boolean) =>
    staticHeaders(
      helmet({
        strictTransportSecurity: https,
        contentSecurityPolicy: {
          directives: {
            ...cspDirectives(config.billing.provider === 'stripe'),
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

/** Stripe.js and its card frames, allowed only when the Stripe provider is on (D15). */
const STRIPE_SCRIPT = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com'];

function cspDirectives(stripe: boolean) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? STRIPE_SCRIPT : [])],
    // Ant Design writes its component styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(stripe ? STRIPE_CONNECT : [])],
    frameSrc: ["'self'", ...(stripe ? STRIPE_FRAMES : [])],
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
