import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config';
import { billingPageSources } from './modules/billing/billing.settings';
import { createApp } from './platform/bootstrap';

/**
 * The app as main.ts serves it and the integration tests drive it: the platform with every module, and what the
 * modules add to the platform's pipeline (the third-party origins of their pages). `logDestination`: where log
 * lines go instead of stdout (tests read them).
 */
export function createPenwrightApp(
  config: AppConfig,
  logDestination?: DestinationStream,
): Promise<NestExpressApplication> {
  return createApp(config, {
    rootModule: () => AppModule.register(config),
    pageSources: billingPageSources(config.billing),
    logDestination,
  });
}
