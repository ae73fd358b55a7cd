import { moduleSettings } from '../../platform/config/module-settings';
import type { SettingsReader } from '../../platform/config/settings-reader';

/** The content module's settings: where the member PDFs live, the social feed's source, the drafts' bound. */
export interface ContentSettings {
  resourcesDir: string;
  /** How many writing-tools drafts one member may keep (D11); a save beyond it is a 409. */
  draftsPerMember: number;
  /** Empty: the feed shows the posts stored in the database (the default). */
  xBearerToken: string;
  xUsername: string;
  xApiBaseUrl: string;
}

export function readContentSettings(read: SettingsReader): ContentSettings {
  const settings: ContentSettings = {
    resourcesDir: read.path('RESOURCES_DIR', 'backend/resources/pdf'),
    draftsPerMember: read.int('DRAFTS_PER_MEMBER', 500, 1, 10_000),
    xBearerToken: read.string('X_BEARER_TOKEN', ''),
    xUsername: read.string('X_USERNAME', ''),
    xApiBaseUrl: read.string('X_API_BASE_URL', 'https://api.x.com').replace(/\/+$/, ''),
  };
  if (settings.xBearerToken && !/^\w{1,15}$/.test(settings.xUsername)) {
    read.problem('X_USERNAME must name the X account whose posts the feed shows when X_BEARER_TOKEN is set');
  }
  if (!/^https?:\/\//.test(settings.xApiBaseUrl)) read.problem('X_API_BASE_URL must be an http(s) URL');
  return settings;
}

export const CONTENT_SETTINGS = Symbol('CONTENT_SETTINGS');

/** Provided by the module itself (`provideSettings`), read and checked with every other module's at start-up. */
export const contentSettings = moduleSettings('content', CONTENT_SETTINGS, readContentSettings);
