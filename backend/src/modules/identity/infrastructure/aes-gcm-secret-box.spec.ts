import { AesGcmSecretBox } from './aes-gcm-secret-box';

describe('AesGcmSecretBox (D19: secrets sealed at rest)', () => {
  const box = new AesGcmSecretBox('a-test-key-of-at-least-thirty-two-characters');
  const secret = 'MS7LGQPJTYYU7VWDIWBOKWZMDL3Z2B3R';

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const sealed = box.seal(secret);
    expect(sealed).not.toContain(secret);
    expect(box.open(sealed)).toBe(secret);
    expect(box.seal(secret)).not.toBe(sealed);
  });

  it('refuses a sealed text that was altered, or sealed with another key', () => {
    const sealed = box.seal(secret);
    const [version, nonce, tag, text] = sealed.split('.');
    const flipped = Buffer.from(text!, 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([version, nonce, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => new AesGcmSecretBox('another-key-of-at-least-thirty-two-chars').open(sealed)).toThrow();
    expect(() => box.open('not sealed')).toThrow('Not a sealed secret');
  });

  it('hashes with its key: the same code gives the same hash, another key another one', () => {
    expect(box.hash('ABCDEFGHJKMN')).toBe(box.hash('ABCDEFGHJKMN'));
    expect(box.hash('ABCDEFGHJKMN')).toMatch(/^[0-9a-f]{64}$/);
    expect(new AesGcmSecretBox('another-key-of-at-least-thirty-two-chars').hash('ABCDEFGHJKMN')).not.toBe(
      box.hash('ABCDEFGHJKMN'),
    );
  });
});
