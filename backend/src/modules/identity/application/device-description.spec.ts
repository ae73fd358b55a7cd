import { describeDevice, UNKNOWN_DEVICE } from './device-description';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 ' +
  'Mobile/15E148 Safari/604.1';

describe('describeDevice', () => {
  it('names the browser and the system a member recognises', () => {
    expect(describeDevice(CHROME_LINUX)).toEqual({
      browser: 'Chrome',
      system: 'Linux',
      description: 'Chrome on Linux',
    });
    expect(describeDevice(FIREFOX_WINDOWS).description).toBe('Firefox on Windows');
    expect(describeDevice(SAFARI_IPHONE).description).toBe('Mobile Safari on iOS');
  });

  it('says what it can when the User-Agent names only a browser or only a system', () => {
    expect(describeDevice('Mozilla/5.0 Firefox/133.0').description).toBe('Firefox');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64)').description).toBe('Unknown browser on Linux');
  });

  it('calls a session without a User-Agent, or with one that names nothing, an unknown device', () => {
    expect(describeDevice(null)).toEqual({ browser: null, system: null, description: UNKNOWN_DEVICE });
    expect(describeDevice('')).toEqual({ browser: null, system: null, description: UNKNOWN_DEVICE });
    expect(describeDevice('curl/8.5.0').description).toBe(UNKNOWN_DEVICE);
    expect(describeDevice('<script>alert(1)</script>').description).toBe(UNKNOWN_DEVICE);
  });
});
