import { readConfiguration, type Configuration } from './platform/config/module-settings';
import type { Env } from './platform/config/settings-reader';
import { identitySettings } from './modules/identity/identity.settings';
import { quizSettings } from './modules/assessment/assessment.settings';
import { contentSettings } from './modules/content/content.settings';
import { billingSettings } from './modules/billing/billing.settings';
import { assignmentSettings } from './modules/assignments/assignments.settings';
import { payoutSettings } from './modules/payouts/payouts.settings';
import { toolsSettings } from './modules/tools/tools.settings';
import { mailSettings } from './modules/mail/mail.settings';
import { mentoringSettings } from './modules/mentoring/mentoring.settings';

/**
 * Each module's settings, declared, read and checked in `modules/<module>/<module>.settings.ts` and provided by the
 * module itself (`provideSettings`). Listed here only so that start-up reads them all at once, with the platform's:
 * a bad start names every bad variable of every module in one error, before the database starts.
 * `.env.example` documents each one with its default.
 */
const MODULE_SETTINGS = {
  identity: identitySettings,
  quiz: quizSettings,
  content: contentSettings,
  billing: billingSettings,
  assignments: assignmentSettings,
  payouts: payoutSettings,
  tools: toolsSettings,
  mail: mailSettings,
  mentoring: mentoringSettings,
};

/** Every setting the backend reads: the platform's, and each module's under its section's name. */
export type AppConfig = Configuration<typeof MODULE_SETTINGS>;

/** Reads and validates every module's settings; throws one error naming every bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  return readConfiguration(env, MODULE_SETTINGS);
}
