import { SettingsReader } from '../../platform/config/settings-reader';
import { readPayoutSettings } from './payouts.settings';

describe('payout settings', () => {
  const read = (env: Record<string, string>) => {
    const reader = new SettingsReader(env);
    return { settings: readPayoutSettings(reader), problems: reader.problems };
  };

  it('defaults PAYOUT_MINIMUM to $10.00, in cents', () => {
    expect(read({})).toEqual({ settings: { minimumCents: 1000, publicUrl: 'http://localhost:3000' }, problems: [] });
  });

  it.each([
    ['25', 2500],
    ['7.5', 750],
    ['0.01', 1],
    ['1000000', 100_000_000],
  ])('reads %s dollars as %d cents', (value, cents) => {
    expect(read({ PAYOUT_MINIMUM: value, PUBLIC_URL: 'https://writers.example/' })).toEqual({
      settings: { minimumCents: cents, publicUrl: 'https://writers.example' },
      problems: [],
    });
  });

  it.each(['0', '10.005', '-5', 'ten', '1000000.01', '1e3'])('refuses %s, naming the variable', (value) => {
    const { problems } = read({ PAYOUT_MINIMUM: value });
    expect(problems).toEqual([expect.stringContaining(`PAYOUT_MINIMUM must be dollars from 0.01 to 1000000`)]);
  });
});
