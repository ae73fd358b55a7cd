import type { Provider } from '@nestjs/common';
import { readPlatformSettings, type PlatformSettings } from './platform-settings';
import { ConfigError, SettingsReader, type Env } from './settings-reader';

/**
 * A module's settings, declared in its own `<module>.settings.ts`: the name of its section in the configuration,
 * the token its classes inject, and how to read and check it. The platform knows the shape, never a module.
 */
export interface ModuleSettings<T> {
  readonly section: string;
  readonly token: symbol;
  read(reader: SettingsReader): T;
}

export function moduleSettings<T>(
  section: string,
  token: symbol,
  read: (reader: SettingsReader) => T,
): ModuleSettings<T> {
  return { section, token, read };
}

type SectionsOf<M extends Record<string, ModuleSettings<unknown>>> = {
  [K in keyof M]: M[K] extends ModuleSettings<infer T> ? T : never;
};

/** The configuration: the platform's settings at the top, each module's under its section's name. */
export type Configuration<M extends Record<string, ModuleSettings<unknown>>> = PlatformSettings & SectionsOf<M>;

/**
 * Reads the platform's settings and every listed module's with one reader, so a bad start throws one error that
 * names every bad variable of every module, before anything (the database, the app) has started.
 */
export function readConfiguration<M extends Record<string, ModuleSettings<unknown>>>(
  env: Env,
  modules: M,
): Configuration<M> {
  const read = new SettingsReader(env);
  const platform = readPlatformSettings(read);
  const sections: Record<string, unknown> = {};
  for (const [key, settings] of Object.entries(modules)) {
    if (key !== settings.section) throw new Error(`The ${settings.section} settings are listed as "${key}"`);
    sections[key] = settings.read(read);
  }
  if (read.problems.length) throw new ConfigError(`Invalid configuration: ${read.problems.join('; ')}`);
  return { ...platform, ...(sections as SectionsOf<M>) };
}

/**
 * The configuration as read at start-up (`readConfiguration`), provided by the platform; each module takes its own
 * section from it, and nothing else.
 */
export const CONFIGURATION = Symbol('CONFIGURATION');

/**
 * A module's provider of its own settings token (`providers: [provideSettings(billingSettings)]`): its section of
 * the configuration read and checked at start-up.
 */
export function provideSettings<T>(settings: ModuleSettings<T>): Provider {
  return {
    provide: settings.token,
    useFactory: (configuration: Readonly<Record<string, unknown>>): T => {
      if (!(settings.section in configuration)) {
        throw new ConfigError(`The ${settings.section} settings were not read at start-up: list them in src/config.ts`);
      }
      return configuration[settings.section] as T;
    },
    inject: [CONFIGURATION],
  };
}
