import { passkeyNameFrom, PASSKEY_NAME_MAX_LENGTH, relyingPartyFor } from './passkey';

describe('relyingPartyFor', () => {
  it('is the public URL’s host and origin under the brand’s name', () => {
    expect(relyingPartyFor('https://writers.example', 'Penwright Collective')).toEqual({
      id: 'writers.example',
      name: 'Penwright Collective',
      origin: 'https://writers.example',
    });
  });

  it('names a loopback address localhost: a browser takes no IP address as a relying party id', () => {
    expect(relyingPartyFor('http://127.0.0.1:3203', 'P')).toEqual({
      id: 'localhost',
      name: 'P',
      origin: 'http://localhost:3203',
    });
    expect(relyingPartyFor('http://[::1]:3000', 'P').id).toBe('localhost');
  });
});

describe('passkeyNameFrom', () => {
  it('names a passkey after the browser and system, or "Passkey" without them, within the limit', () => {
    expect(passkeyNameFrom('Chrome', 'macOS')).toBe('Chrome on macOS');
    expect(passkeyNameFrom('Safari', undefined)).toBe('Safari');
    expect(passkeyNameFrom(undefined, ' ')).toBe('Passkey');
    expect(passkeyNameFrom('B'.repeat(80), 'x')).toHaveLength(PASSKEY_NAME_MAX_LENGTH);
  });
});
