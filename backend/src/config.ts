import type { Provider } from '@nestjs/common';
import { ConfigError, SettingsReader, type Env } from './platform/config/settings-reader';
import { PLATFORM_SETTINGS, readPlatformSettings, type PlatformSettings } from './platform/config/platform-settings';
import { IDENTITY_SETTINGS, readIdentitySettings, type IdentitySettings } from './modules/identity/identity.settings';
import { QUIZ_SETTINGS, readQuizSettings, type QuizSettings } from './modules/assessment/assessment.settings';
import { CONTENT_SETTINGS, readContentSettings, type ContentSettings } from './modules/content/content.settings';
import { BILLING_SETTINGS, readBillingSettings, type BillingSettings } from './modules/billing/billing.settings';
import {
  ASSIGNMENT_SETTINGS,
  readAssignmentSettings,
  type AssignmentSettings,
} from './modules/assignments/assignments.settings';
import { PAYOUT_SETTINGS, readPayoutSettings, type PayoutSettings } from './modules/payouts/payouts.settings';
import { readToolsSettings, TOOLS_SETTINGS, type ToolsSettings } from './modules/tools/tools.settings';

/**
 * Every setting the backend reads: the platform's, and each module's section, declared and validated in
 * `modules/<module>/<module>.settings.ts`. `.env.example` documents each one with its default.
 */
export interface AppConfig extends PlatformSettings {
  identity: IdentitySettings;
  quiz: QuizSettings;
  content: ContentSettings;
  billing: BillingSettings;
  assignments: AssignmentSettings;
  payouts: PayoutSettings;
  tools: ToolsSettings;
}

/** Reads and validates every module's settings; throws one error naming every bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const read = new SettingsReader(env);
  const config: AppConfig = {
    ...readPlatformSettings(read),
    identity: readIdentitySettings(read),
    quiz: readQuizSettings(read),
    content: readContentSettings(read),
    billing: readBillingSettings(read),
    assignments: readAssignmentSettings(read),
    payouts: readPayoutSettings(read),
    tools: readToolsSettings(read),
  };
  if (read.problems.length) throw new ConfigError(`Invalid configuration: ${read.problems.join('; ')}`);
  return config;
}

/** Each section under its module's token, so a module injects only its own settings. */
export function settingsProviders(config: AppConfig): Provider[] {
  return [
    { provide: PLATFORM_SETTINGS, useValue: config },
    { provide: IDENTITY_SETTINGS, useValue: config.identity },
    { provide: QUIZ_SETTINGS, useValue: config.quiz },
    { provide: CONTENT_SETTINGS, useValue: config.content },
    { provide: BILLING_SETTINGS, useValue: config.billing },
    { provide: ASSIGNMENT_SETTINGS, useValue: config.assignments },
    { provide: PAYOUT_SETTINGS, useValue: config.payouts },
    { provide: TOOLS_SETTINGS, useValue: config.tools },
  ];
}
