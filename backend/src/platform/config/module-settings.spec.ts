import type { FactoryProvider } from '@nestjs/common';
import { moduleSettings, provideSettings, readConfiguration } from './module-settings';
import { ConfigError } from './settings-reader';

const GREETING_SETTINGS = Symbol('GREETING_SETTINGS');
const greetingSettings = moduleSettings('greeting', GREETING_SETTINGS, (read) => ({
  repeat: read.int('GREETING_REPEAT', 1, 1, 5),
}));

describe('module settings', () => {
  it("reads each module's section beside the platform's settings", () => {
    const config = readConfiguration({ GREETING_REPEAT: '3' }, { greeting: greetingSettings });
    expect(config.greeting).toEqual({ repeat: 3 });
    expect(config.port).toBe(3000);
  });

  it("names every bad variable, the platform's and the modules', in one error", () => {
    const load = () => readConfiguration({ PORT: 'x', GREETING_REPEAT: '9' }, { greeting: greetingSettings });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT must be an integer.*GREETING_REPEAT must be an integer from 1 to 5/);
  });

  it("provides a module's token from its own section of the configuration", () => {
    const provider = provideSettings(greetingSettings) as FactoryProvider;
    const config = readConfiguration({}, { greeting: greetingSettings });
    expect(provider.provide).toBe(GREETING_SETTINGS);
    expect(provider.useFactory(config)).toEqual({ repeat: 1 });
  });

  it('refuses a section start-up did not read, naming it', () => {
    const provider = provideSettings(greetingSettings) as FactoryProvider;
    expect(() => provider.useFactory(readConfiguration({}, {}))).toThrow(/greeting settings were not read/);
  });
});
